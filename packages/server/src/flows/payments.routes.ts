// The payment routes: a checkout's payment session (POST /ecom/v1/checkouts/{id}/payment-sessions) and the
// provider's webhook (POST /cartwright/v1/payments/stripe/webhooks, raw body, signed).
import {
  CreatePaymentSessionRequestSchema,
  ORDER_ERROR_CODES,
  OrderResponseSchema,
  PaymentSessionResponseSchema,
  RefundOrderRequestSchema,
} from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { AppError, invalidField } from '../errors/app-error.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { ProviderUnavailableError } from '../modules/payments/index.js';
import { readContext } from '../modules/products/index.js';
import { startPaymentSession } from './payment-session.js';
import { handlePaymentWebhook } from './payment-webhooks.js';
import { refundOrderThroughProvider } from './provider-refund.js';

/**
 * A provider that did not answer becomes 503 PAYMENT_PROVIDER_UNAVAILABLE: nothing changed here, try again.
 * @example return providerCall(() => startPaymentSession(...))
 */
export async function providerCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    throw new AppError(
      503,
      ORDER_ERROR_CODES.paymentProviderUnavailable,
      'The payment provider did not answer. Nothing was charged by this request; try again.',
    );
  }
}

/** Mounted at `/ecom/v1/checkouts`, beside complete. */
export function paymentSessionRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['checkouts'], auth: 'caller' }).post(
    '/:id/payment-sessions',
    {
      summary:
        "Start (or resume) paying for the caller's checkout through a provider: priced again, one payment per checkout and provider, its amount kept at the total",
      body: CreatePaymentSessionRequestSchema,
      response: PaymentSessionResponseSchema,
      errors: [400, 404, 409, 503],
    },
    async (c, { caller, body }) =>
      c.json({
        paymentSession: await providerCall(() =>
          startPaymentSession(deps, caller, c.req.param('id'), body.provider, readContext(c)),
        ),
      }),
  ).app;
}

/** Mounted at STRIPE_WEBHOOKS_PATH; `auth: 'none'`: the signature is the credential. */
export function stripeWebhookRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['payments'], auth: 'none' }).post(
    '/',
    {
      summary: "Stripe's events (payment_intent.*): signature verified, each event handled once",
      ownBody: { mediaType: 'application/json', schema: Type.Object({}, { description: 'a Stripe event' }) },
      response: Type.Object({ received: Type.Boolean() }),
      errors: [400],
    },
    async (c) => {
      const rawBody = await c.req.text();
      await providerCall(() => handlePaymentWebhook(deps, 'stripe', rawBody, c.req.raw.headers));
      return c.json({ received: true });
    },
  ).app;
}

/** Mounted at `/cartwright/v1/orders`, beside the admin's other steps on an order. */
export function orderRefundRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['orders'], auth: 'admin' }).post(
    '/:id/refunds',
    {
      summary:
        'Refund an order: amount, reason, returned lines, restock; paid back through its payment provider (Stripe) when paid through one. NOT_PAID, ALREADY_REFUNDED, ZERO_PRICE, REFUND_AMOUNT_TOO_LARGE, TRANSACTION_NOT_FOUND, PROVIDER_IS_DOWN',
      body: RefundOrderRequestSchema,
      response: OrderResponseSchema,
      errors: [404, 409, 503],
    },
    async (c, { caller, body }) => {
      const id = c.req.param('id');
      // A body that repeats the id (as gateway clients do) must repeat it exactly.
      if (body.id !== undefined && body.id !== id)
        throw invalidField('id', 'must match the id in the path', 'VALIDATION');
      return c.json({ order: await refundOrderThroughProvider(deps, caller, id, body) });
    },
  ).app;
}
