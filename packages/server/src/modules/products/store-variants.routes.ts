// Store-wide variant reads at /stores-reader/v1/variants: R-8 query (POST, and GET with .r=) and R-9 get.
import {
  GetStoreVariantRequestSchema,
  GetStoreVariantResponseSchema,
  QueryStoreVariantsRequestSchema,
  QueryStoreVariantsResponseSchema,
} from '@cartwright/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { validateBody, validateQuery } from '../../http/validate-request.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import { readContext } from './read-context.js';
import { getStoreVariant, queryStoreVariants } from './variants/store-variants.js';

const BASE = '/stores-reader/v1/variants';

export function storeVariantRoutes(deps: AppDeps): Hono<AppEnv> {
  const tags = ['variants'];
  for (const method of ['post', 'get'] as const) {
    describeRoute({
      method,
      path: `${BASE}/query`,
      summary: 'Query variants of every product, with media (R-8)',
      tags,
      request:
        method === 'post'
          ? { body: QueryStoreVariantsRequestSchema }
          : { query: QueryStoreVariantsRequestSchema },
      responses: { 200: QueryStoreVariantsResponseSchema, ...errorResponses(400, 401) },
    });
  }
  describeRoute({
    method: 'get',
    path: `${BASE}/:id`,
    summary: 'Get a variant by {productId}-{variantId} (R-9)',
    tags,
    request: { query: GetStoreVariantRequestSchema },
    responses: { 200: GetStoreVariantResponseSchema, ...errorResponses(400, 401, 404) },
  });
  const fromBody = validateBody(QueryStoreVariantsRequestSchema);
  const fromQuery = validateQuery(QueryStoreVariantsRequestSchema);
  const readGet = validateQuery(GetStoreVariantRequestSchema);
  return new Hono<AppEnv>()
    .post(`${BASE}/query`, async (c) =>
      c.json(await queryStoreVariants(deps, c.get('caller'), (await fromBody(c)).query, readContext(c))),
    )
    .get(`${BASE}/query`, async (c) =>
      c.json(await queryStoreVariants(deps, c.get('caller'), fromQuery(c).query, readContext(c))),
    )
    .get(`${BASE}/:id`, async (c) => {
      readGet(c);
      const variant = await getStoreVariant(deps, c.get('caller'), c.req.param('id'), readContext(c));
      return c.json({ variant });
    });
}
