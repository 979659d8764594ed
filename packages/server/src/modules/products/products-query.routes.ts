// R-10 at /stores-reader/v1/products/query-platformized: GET (`.r=` or plain params) and the POST form.
import {
  type QueryProductsRequest,
  QueryProductsRequestSchema,
  QueryProductsResponseSchema,
} from '@cartwright/contracts';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { jsonBytes } from '../../http/read-cache.js';
import { validateBody, validateQuery } from '../../http/validate-request.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import { queryProducts } from './query/products-query.js';
import { catalogReadKey, readContext } from './read-context.js';

const PATH = '/stores-reader/v1/products/query-platformized';

export function productQueryRoutes(deps: AppDeps): Hono<AppEnv> {
  for (const method of ['get', 'post'] as const) {
    describeRoute({
      method,
      path: PATH,
      summary: `Query products (R-10)${method === 'get' ? ': payload as ?.r=<base64url JSON> or dotted params' : ': JSON body, the long-query form'}`,
      tags: ['products'],
      request:
        method === 'get' ? { query: QueryProductsRequestSchema } : { body: QueryProductsRequestSchema },
      responses: { 200: QueryProductsResponseSchema, ...errorResponses(400, 401) },
    });
  }
  const fromQuery = validateQuery(QueryProductsRequestSchema);
  const fromBody = validateBody(QueryProductsRequestSchema);
  const answer = async (c: Context<AppEnv>, request: QueryProductsRequest) => {
    const ctx = readContext(c);
    const body = await deps.readCache.json(catalogReadKey(c, ctx, 'products', request), () =>
      queryProducts(deps, c.get('caller'), request, ctx),
    );
    return jsonBytes(c, body);
  };
  return new Hono<AppEnv>()
    .get(PATH, (c) => answer(c, fromQuery(c)))
    .post(PATH, async (c) => answer(c, await fromBody(c)));
}
