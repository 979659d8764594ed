// The route that starts the place-order flow: POST /ecom/v1/checkouts/{id}/complete.
import { CompleteCheckoutRequestSchema, OrderResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { readContext } from '../modules/products/index.js';
import { completeCheckoutToOrder } from './place-order.js';

/** Mounted at `/ecom/v1/checkouts`, beside the checkout's own routes. */
export function placeOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['checkouts'], auth: 'caller' }).post(
    '/:id/complete',
    {
      summary:
        'Complete a checkout: priced again as it would be bought now, pay (test card or offline) and place its order. Idempotent: a completed checkout answers its order',
      body: CompleteCheckoutRequestSchema,
      response: OrderResponseSchema,
      errors: [400, 402, 404, 409],
    },
    async (c, { caller, body }) =>
      c.json({
        order: await completeCheckoutToOrder(deps, caller, c.req.param('id'), body.payment, {
          ...readContext(c),
          ...(body.expectedTotal === undefined ? {} : { expectedTotal: body.expectedTotal }),
        }),
      }),
  ).app;
}
