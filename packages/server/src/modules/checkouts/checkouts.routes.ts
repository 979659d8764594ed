// Checkouts at the gateway path `/ecom/v1/checkouts/{id}`: read by the buyer who created it or an admin (the
// buyer's changes are the update-checkout flow, beside it).
import { CheckoutIdQuerySchema, CheckoutResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { getCheckout } from './checkouts.service.js';

/** Mounted at `/ecom/v1/checkouts`. */
export function checkoutRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['checkouts'], auth: 'caller' }).get(
    '/:id',
    {
      summary: 'Get a checkout: the visitor or member who created it, or an admin; 404 for anyone else',
      query: CheckoutIdQuerySchema,
      response: CheckoutResponseSchema,
      errors: [404],
    },
    async (c, { caller }) => c.json({ checkout: await getCheckout(deps, caller, c.req.param('id')) }),
  ).app;
}
