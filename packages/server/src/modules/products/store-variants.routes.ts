// Store-wide variant reads at /stores-reader/v1/variants: R-8 query (POST, and GET with .r=) and R-9 get.
import {
  GetStoreVariantRequestSchema,
  GetStoreVariantResponseSchema,
  QueryStoreVariantsRequestSchema,
  QueryStoreVariantsResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { readContext } from './read-context.js';
import { getStoreVariant, queryStoreVariants } from './variants/store-variants.js';

const QUERY = 'Query variants of every product, with media (R-8)';

/** Mounted at `/stores-reader/v1/variants`. */
export function storeVariantRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['variants'], auth: 'any' })
    .post(
      '/query',
      { summary: QUERY, body: QueryStoreVariantsRequestSchema, response: QueryStoreVariantsResponseSchema },
      async (c, { caller, body }) =>
        c.json(await queryStoreVariants(deps, caller, body.query, readContext(c))),
    )
    .get(
      '/query',
      { summary: QUERY, query: QueryStoreVariantsRequestSchema, response: QueryStoreVariantsResponseSchema },
      async (c, { caller, query }) =>
        c.json(await queryStoreVariants(deps, caller, query.query, readContext(c))),
    )
    .get(
      '/:id',
      {
        summary: 'Get a variant by {productId}-{variantId} (R-9)',
        query: GetStoreVariantRequestSchema,
        response: GetStoreVariantResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => {
        const variant = await getStoreVariant(deps, caller, c.req.param('id'), readContext(c));
        return c.json({ variant });
      },
    ).app;
}
