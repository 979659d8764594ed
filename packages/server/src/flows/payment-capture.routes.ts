// The admin's steps on an order that reach its payment provider, mounted at `/cartwright/v1/orders` beside the
// others: capture and void an authorization, cancel (voids one), fulfil (captures one first). Owners,
// contributors and API keys; members and visitors get 403.
import {
  CancelOrderRequestSchema,
  CaptureOrderPaymentRequestSchema,
  FulfillOrderRequestSchema,
  OrderResponseSchema,
  VoidOrderPaymentRequestSchema,
} from '@cartwright/contracts';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { invalidField } from '../errors/app-error.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import {
  cancelReleasingPayment,
  captureThroughProvider,
  fulfillCapturing,
  voidThroughProvider,
} from './provider-capture.js';

/** The order the path names; a body that repeats the id (as gateway clients do) must repeat it exactly. */
function orderId(c: Context<AppEnv, '/:id/*'>, body: { id?: string } | undefined): string {
  const id = c.req.param('id');
  if (body?.id !== undefined && body.id !== id)
    throw invalidField('id', 'must match the id in the path', 'VALIDATION');
  return id;
}

/** Mounted at `/cartwright/v1/orders`. */
export function orderPaymentStepRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['orders'], auth: 'admin' })
    .post(
      '/:id/capture',
      {
        summary:
          'Capture an AUTHORIZED order through its provider: all of it, or `amount` (the rest released). EXPIRED, NOT_SUPPORTED, OFFLINE, ORDER_IS_PAID, CAPTURE_AMOUNT_TOO_LARGE, PAYMENT_PROVIDER_UNAVAILABLE',
        body: CaptureOrderPaymentRequestSchema,
        response: OrderResponseSchema,
        errors: [400, 404, 409, 503],
      },
      async (c, { caller, body }) =>
        c.json({ order: await captureThroughProvider(deps, caller, orderId(c, body), body) }),
    )
    .post(
      '/:id/void',
      {
        summary:
          "Void an AUTHORIZED order's authorization: the buyer is not charged, the payment CANCELED. EXPIRED, NOT_SUPPORTED, OFFLINE, ORDER_IS_PAID",
        body: VoidOrderPaymentRequestSchema,
        response: OrderResponseSchema,
        errors: [404, 409, 503],
      },
      async (c, { caller, body }) =>
        c.json({ order: await voidThroughProvider(deps, caller, orderId(c, body)) }),
    )
    .post(
      '/:id/fulfillments',
      {
        summary:
          'Ship some lines or all that is left, with tracking; e-mails the buyer; an AUTHORIZED payment is captured first. NOTHING_TO_FULFILL, ORDER_IS_CANCELLED, EXPIRED',
        body: FulfillOrderRequestSchema,
        response: OrderResponseSchema,
        errors: [404, 409, 503],
      },
      async (c, { caller, body }) =>
        c.json({ order: await fulfillCapturing(deps, caller, orderId(c, body), body) }),
    )
    .post(
      '/:id/cancel',
      {
        summary:
          'Cancel an order nothing of which shipped; restocks unless `restock: false`; an AUTHORIZED payment is voided. ORDER_IS_FULFILLED',
        body: CancelOrderRequestSchema,
        response: OrderResponseSchema,
        errors: [404, 409, 503],
      },
      async (c, { caller, body }) =>
        c.json({ order: await cancelReleasingPayment(deps, caller, orderId(c, body), body) }),
    ).app;
}
