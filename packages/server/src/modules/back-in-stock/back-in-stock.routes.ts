// `/cartwright/v1/back-in-stock-requests`: shoppers (visitors and members) ask; admins and API keys list and
// count.
import {
  BackInStockCountsResponseSchema,
  BackInStockRequestResponseSchema,
  CreateBackInStockRequestRequestSchema,
  ListBackInStockRequestsQuerySchema,
  ListBackInStockRequestsResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import {
  countBackInStockRequests,
  createBackInStockRequest,
  listBackInStockRequests,
} from './back-in-stock.service.js';

/** Mounted at `BACK_IN_STOCK_REQUESTS_PATH`. */
export function backInStockRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['back-in-stock'], auth: 'admin' })
    .post(
      '/',
      {
        summary: 'Ask for an e-mail when an out-of-stock product or variant is back',
        auth: 'caller',
        body: CreateBackInStockRequestRequestSchema,
        response: BackInStockRequestResponseSchema,
        errors: [404, 409, 429],
      },
      async (c, { caller, body }) => c.json({ request: await createBackInStockRequest(deps, caller, body) }),
    )
    .get(
      '/counts',
      {
        summary: 'Requests per product by status, the most waiting first',
        response: BackInStockCountsResponseSchema,
      },
      async (c) => c.json(await countBackInStockRequests(deps)),
    )
    .get(
      '/',
      {
        summary: 'Back-in-stock requests, newest first',
        query: ListBackInStockRequestsQuerySchema,
        response: ListBackInStockRequestsResponseSchema,
      },
      async (c, { query }) => c.json(await listBackInStockRequests(deps, query)),
    ).app;
}
