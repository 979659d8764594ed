// R-10 at /stores-reader/v1/products/query-platformized: GET (`.r=` or plain params) and the POST form.
import {
  type QueryProductsRequest,
  QueryProductsRequestSchema,
  QueryProductsResponseSchema,
} from '@cartwright/contracts';
import type { Context, Hono } from 'hono';
import type { Caller } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { jsonBytes } from '../../http/read-cache.js';
import { queryProducts } from './query/products-query.js';
import { catalogReadKey, readContext } from './read-context.js';

/** Mounted at `/stores-reader/v1/products/query-platformized`. */
export function productQueryRoutes(deps: AppDeps): Hono<AppEnv> {
  const answer = async (c: Context<AppEnv>, caller: Caller, request: QueryProductsRequest) => {
    const ctx = readContext(c);
    const body = await deps.readCache.json(catalogReadKey(c, ctx, 'products', request), () =>
      queryProducts(deps, caller, request, ctx),
    );
    return jsonBytes(c, body);
  };
  return new ApiRoutes({ tags: ['products'], auth: 'any' })
    .get(
      '/',
      {
        summary: 'Query products (R-10): payload as ?.r=<base64url JSON> or dotted params',
        query: QueryProductsRequestSchema,
        response: QueryProductsResponseSchema,
      },
      (c, { caller, query }) => answer(c, caller, query),
    )
    .post(
      '/',
      {
        summary: 'Query products (R-10): JSON body, the long-query form',
        body: QueryProductsRequestSchema,
        response: QueryProductsResponseSchema,
      },
      (c, { caller, body }) => answer(c, caller, body),
    ).app;
}
