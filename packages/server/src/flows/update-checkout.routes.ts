// The route that starts the update-checkout flow: PATCH /ecom/v1/checkouts/{id}.
import {
  CheckoutIdQuerySchema,
  UpdateCheckoutRequestSchema,
  UpdateCheckoutResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { invalidField } from '../errors/app-error.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { readContext } from '../modules/products/index.js';
import { updateCheckout } from './update-checkout.js';

/** Mounted at `/ecom/v1/checkouts`, beside the checkout's own routes. */
export function updateCheckoutRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['checkouts'], auth: 'caller' }).patch(
    '/:id',
    {
      summary:
        'Update a checkout (e-mail, shipping address and option, billing address); priced again as it would be bought now. The buyer only',
      query: CheckoutIdQuerySchema,
      body: UpdateCheckoutRequestSchema,
      response: UpdateCheckoutResponseSchema,
      errors: [404, 409],
    },
    async (c, { caller, body }) => {
      const id = c.req.param('id');
      const { id: idInCheckout, ...changes } = body.checkout;
      // Clients repeat the path's id in the body (wire.md §0): ours at the top, gateway clients in `checkout`.
      for (const [field, value] of [
        ['id', body.id],
        ['checkout.id', idInCheckout],
      ] as const) {
        if (value !== undefined && value !== id)
          throw invalidField(field, 'must match the id in the path', 'VALIDATION');
      }
      return c.json({ checkout: await updateCheckout(deps, caller, id, changes, readContext(c)) });
    },
  ).app;
}
