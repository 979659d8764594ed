// C5 at its gateway path: the route that starts the checkout-from-cart flow. Honours an Idempotency-Key header.
import { CreateCheckoutRequestSchema, CreateCheckoutResponseSchema } from '@cartwright/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { requireCartCaller } from '../http/resolve-caller.js';
import { validateBody } from '../http/validate-request.js';
import { IDEMPOTENCY_KEY_HEADER, idempotencyRequest } from '../modules/cart/index.js';
import { readContext } from '../modules/products/index.js';
import { describeRoute, errorResponses } from '../openapi/registry.js';
import { createCheckoutFromCurrentCart } from './checkout-from-cart.js';

const PATH = '/ecom/v1/carts/current/create-checkout';

export function checkoutFromCartRoutes(deps: AppDeps): Hono<AppEnv> {
  describeRoute({
    method: 'post',
    path: PATH,
    summary: 'Create a checkout from the current cart (C5). Honours Idempotency-Key',
    tags: ['cart'],
    request: { body: CreateCheckoutRequestSchema },
    responses: { 200: CreateCheckoutResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
  });
  const readCheckout = validateBody(CreateCheckoutRequestSchema);
  return new Hono<AppEnv>().post(PATH, async (c) => {
    const caller = requireCartCaller(c);
    const body = await readCheckout(c);
    const idempotency = idempotencyRequest(c.req.header(IDEMPOTENCY_KEY_HEADER), 'create-checkout', body);
    return c.json(
      await createCheckoutFromCurrentCart(deps, caller, body, {
        ...readContext(c),
        ...(idempotency ? { idempotency } : {}),
      }),
    );
  });
}
