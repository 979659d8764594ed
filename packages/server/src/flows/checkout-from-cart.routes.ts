// C5 at its gateway path: the route that starts the checkout-from-cart flow. Honours an Idempotency-Key header.
import { CreateCheckoutRequestSchema, CreateCheckoutResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { clientAddress } from '../http/client-address.js';
import { IDEMPOTENCY_KEY_HEADER, idempotencyRequest } from '../modules/cart/index.js';
import { readContext } from '../modules/products/index.js';
import { createCheckoutFromCurrentCart } from './checkout-from-cart.js';

/** Mounted at `/ecom/v1/carts/current`, beside the cart's own routes. */
export function checkoutFromCartRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['cart'], auth: 'caller' }).post(
    '/create-checkout',
    {
      summary: 'Create a checkout from the current cart (C5). Honours Idempotency-Key',
      body: CreateCheckoutRequestSchema,
      response: CreateCheckoutResponseSchema,
      errors: [404, 422],
    },
    async (c, { caller, body }) => {
      const idempotency = idempotencyRequest(c.req.header(IDEMPOTENCY_KEY_HEADER), 'create-checkout', body);
      // The recovery e-mail's cap per client address counts the checkouts made from each.
      const address = clientAddress(c, deps.config.trustedProxies);
      return c.json(
        await createCheckoutFromCurrentCart(deps, caller, body, {
          ...readContext(c),
          ...(address === undefined ? {} : { clientAddress: address }),
          ...(idempotency ? { idempotency } : {}),
        }),
      );
    },
  ).app;
}
