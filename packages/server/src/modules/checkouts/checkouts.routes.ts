// Checkouts at the gateway path `/ecom/v1/checkouts/{id}`: read by the buyer who created it or an admin, changed
// by the buyer until its order is placed.
import {
  CheckoutResponseSchema,
  UpdateCheckoutRequestSchema,
  UpdateCheckoutResponseSchema,
} from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { updateCheckout } from './checkout-update.js';
import { getCheckout } from './checkouts.service.js';

/** The path parameter as gateway clients repeat it in the query string (wire.md §0). */
const IdQuerySchema = Type.Object(
  { id: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

/** Mounted at `/ecom/v1/checkouts`. */
export function checkoutRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['checkouts'], auth: 'caller' })
    .get(
      '/:id',
      {
        summary: 'Get a checkout: the visitor or member who created it, or an admin; 404 for anyone else',
        query: IdQuerySchema,
        response: CheckoutResponseSchema,
        errors: [404],
      },
      async (c, { caller }) => c.json({ checkout: await getCheckout(deps, caller, c.req.param('id')) }),
    )
    .patch(
      '/:id',
      {
        summary:
          'Update a checkout (e-mail, shipping address and option, billing address); totals computed again. The buyer only',
        query: IdQuerySchema,
        body: UpdateCheckoutRequestSchema,
        response: UpdateCheckoutResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body }) =>
        c.json({ checkout: await updateCheckout(deps, caller, c.req.param('id'), body.checkout) }),
    ).app;
}
