// The admin's steps on a placed order, mounted at `/cartwright/v1/orders` beside the order reads: mark paid.
// Fulfil, cancel, capture and void (which may reach the payment provider) are the payment-capture flow's routes,
// refund the refund-order flow's. Owners, contributors and API keys; members and visitors get 403, nobody 401.
import { MarkOrderPaidRequestSchema, OrderResponseSchema } from '@cartwright/contracts';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { invalidField } from '../../errors/app-error.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { markOrderPaid } from './admin-operations.service.js';

const tags = ['orders'];

/** The order the path names; a body that repeats the id (as gateway clients do) must repeat it exactly. */
function orderId(c: Context<AppEnv, '/:id/*'>, body: { id?: string } | undefined): string {
  const id = c.req.param('id');
  if (body?.id !== undefined && body.id !== id)
    throw invalidField('id', 'must match the id in the path', 'VALIDATION');
  return id;
}

/** Mounted at `/cartwright/v1/orders`. */
export function orderAdminStepRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags, auth: 'admin' }).post(
    '/:id/mark-paid',
    {
      summary: 'Mark an order paid (its money came in offline); ORDER_IS_PAID, ORDER_IS_CANCELLED',
      body: MarkOrderPaidRequestSchema,
      response: OrderResponseSchema,
      errors: [404, 409],
    },
    async (c, { caller, body }) => c.json({ order: await markOrderPaid(deps, caller, orderId(c, body)) }),
  ).app;
}
