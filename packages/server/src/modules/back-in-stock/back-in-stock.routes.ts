// `/cartwright/v1/back-in-stock-requests`: shoppers (visitors and members) ask; admins and API keys list and
// count. `/cartwright/v1/back-in-stock-confirmations`: the confirmation e-mail's link, posted by its page.
import {
  BackInStockCountsResponseSchema,
  BackInStockRequestResponseSchema,
  ConfirmBackInStockRequestRequestSchema,
  CreateBackInStockRequestRequestSchema,
  ListBackInStockRequestsQuerySchema,
  ListBackInStockRequestsResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { BackInStockThrottled } from './back-in-stock.errors.js';
import {
  confirmBackInStockRequest,
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
        summary:
          'Ask for an e-mail when an out-of-stock product or variant is back; unless the address is the caller’s verified one, it gets a confirmation link first (429 with Retry-After past the hourly caps)',
        auth: 'caller',
        body: CreateBackInStockRequestRequestSchema,
        response: BackInStockRequestResponseSchema,
        errors: [404, 409, 429],
      },
      async (c, { caller, body }) => {
        const address = clientAddress(c, deps.config.trustedProxies);
        try {
          return c.json({ request: await createBackInStockRequest(deps, caller, body, address) });
        } catch (error) {
          if (error instanceof BackInStockThrottled) c.header('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
      },
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

/** Mounted at `BACK_IN_STOCK_CONFIRMATIONS_PATH`: a POST, so a mail scanner following the link confirms nothing. */
export function backInStockConfirmationRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['back-in-stock'], auth: 'any' }).post(
    '/',
    {
      summary:
        "Confirm a back-in-stock request with its confirmation e-mail's token (404 unknown, 410 expired)",
      body: ConfirmBackInStockRequestRequestSchema,
      response: BackInStockRequestResponseSchema,
      errors: [404, 410],
    },
    async (c, { caller, body }) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ request: await confirmBackInStockRequest(deps, caller, body.token) });
    },
  ).app;
}
