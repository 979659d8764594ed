// The admin's steps on a placed order, mounted at `/cartwright/v1/orders` beside the order reads: mark paid,
// fulfil, cancel, refund. Owners, contributors and API keys; members and visitors get 403, nobody 401.
import {
  CancelOrderRequestSchema,
  FulfillOrderRequestSchema,
  MarkOrderPaidRequestSchema,
  OrderResponseSchema,
  RefundOrderRequestSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { cancelOrder, markOrderPaid } from './admin-operations.service.js';
import { fulfillOrder } from './fulfillments/fulfillments.service.js';
import { refundOrder } from './refunds/refunds.service.js';

const tags = ['orders'];

/** Mounted at `/cartwright/v1/orders`. */
export function orderAdminStepRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags, auth: 'admin' })
    .post(
      '/:id/mark-paid',
      {
        summary: 'Mark an order paid (its money came in offline); ORDER_IS_PAID, ORDER_IS_CANCELLED',
        body: MarkOrderPaidRequestSchema,
        response: OrderResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller }) => c.json({ order: await markOrderPaid(deps, caller, c.req.param('id')) }),
    )
    .post(
      '/:id/fulfillments',
      {
        summary:
          'Ship some lines or all that is left, with tracking; e-mails the buyer. NOTHING_TO_FULFILL, ORDER_IS_CANCELLED',
        body: FulfillOrderRequestSchema,
        response: OrderResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body }) =>
        c.json({ order: await fulfillOrder(deps, caller, c.req.param('id'), body) }),
    )
    .post(
      '/:id/cancel',
      {
        summary:
          'Cancel an order nothing of which shipped; restocks unless `restock: false`. ORDER_IS_FULFILLED',
        body: CancelOrderRequestSchema,
        response: OrderResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body }) =>
        c.json({ order: await cancelOrder(deps, caller, c.req.param('id'), body) }),
    )
    .post(
      '/:id/refunds',
      {
        summary:
          'Record a refund: amount, reason, returned lines, restock. NOT_PAID, ALREADY_REFUNDED, ZERO_PRICE, REFUND_AMOUNT_TOO_LARGE',
        body: RefundOrderRequestSchema,
        response: OrderResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body }) =>
        c.json({ order: await refundOrder(deps, caller, c.req.param('id'), body) }),
    ).app;
}
