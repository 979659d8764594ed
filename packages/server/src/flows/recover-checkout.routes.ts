// The route that starts the recover-checkout flow: POST /cartwright/v1/checkout-recoveries.
import { RecoverCheckoutRequestSchema, RecoverCheckoutResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { recoverCheckout } from './recover-checkout.js';

/** Mounted at `CHECKOUT_RECOVERIES_PATH`. */
export function recoverCheckoutRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['checkouts'], auth: 'caller' }).post(
    '/',
    {
      summary:
        "Take a checkout over by its recovery e-mail's token: a visitor's goes to the caller, a member's only to that member",
      body: RecoverCheckoutRequestSchema,
      response: RecoverCheckoutResponseSchema,
      errors: [403, 404, 409, 410],
    },
    async (c, { caller, body }) => c.json(await recoverCheckout(deps, caller, body.recoveryToken)),
  ).app;
}
