// The route that starts the place-order flow: POST /ecom/v1/checkouts/{id}/complete.
import { CompleteCheckoutRequestSchema, OrderResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { readContext } from '../modules/products/index.js';
import { providerCall } from './payments.routes.js';
import { completeCheckoutToOrder } from './place-order.js';
import { completeWithProvider } from './provider-payment.js';

/** Mounted at `/ecom/v1/checkouts`, beside the checkout's own routes. */
export function placeOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['checkouts'], auth: 'caller' }).post(
    '/:id/complete',
    {
      summary:
        'Complete a checkout: priced again as it would be bought now, pay (test card, offline, or a provider session paid in the browser) and place its order. Idempotent: a completed checkout answers its order',
      body: CompleteCheckoutRequestSchema,
      response: OrderResponseSchema,
      errors: [400, 402, 404, 409, 503],
    },
    async (c, { caller, body }) => {
      const id = c.req.param('id');
      const { payment } = body;
      // Paid at a provider: the provider's word on the payment decides, not a total the browser names.
      const order =
        payment.method === 'PROVIDER'
          ? await providerCall(() =>
              completeWithProvider(
                deps,
                { kind: 'buyer', caller },
                id,
                payment.paymentSessionId,
                readContext(c),
              ),
            )
          : await completeCheckoutToOrder(deps, caller, id, payment, {
              ...readContext(c),
              ...(body.expectedTotal === undefined ? {} : { expectedTotal: body.expectedTotal }),
            });
      return c.json({ order });
    },
  ).app;
}
