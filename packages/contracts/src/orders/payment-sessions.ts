// Payment sessions: a checkout paid through a provider (Stripe's PaymentIntent), and the admin's payment settings.
import { type Static, Type } from '@sinclair/typebox';
import { PAYMENT_PROVIDERS } from '../enums/orders.js';
import { literalUnion } from '../schema/literal-union.js';
import { CHECKOUTS_PATH } from './order-requests.js';

/** `{CHECKOUTS_PATH}/{id}/payment-sessions`: start (or resume) paying for a checkout through a provider. */
export const paymentSessionsPath = (checkoutId: string): string =>
  `${CHECKOUTS_PATH}/${encodeURIComponent(checkoutId)}/payment-sessions`;
/** Where Stripe delivers its events (register it in Stripe's dashboard). */
export const STRIPE_WEBHOOKS_PATH = '/cartwright/v1/payments/stripe/webhooks';
/** The admin's view of how the store takes payments. */
export const PAYMENT_SETTINGS_PATH = '/cartwright/v1/payments/settings';

/** POST …/payment-sessions. */
export const CreatePaymentSessionRequestSchema = Type.Object(
  {
    /** The checkout's id, as gateway clients repeat a path parameter in the body. */
    id: Type.Optional(Type.String({ maxLength: 100 })),
    provider: literalUnion(PAYMENT_PROVIDERS),
  },
  { additionalProperties: false },
);
export type CreatePaymentSessionRequest = Static<typeof CreatePaymentSessionRequestSchema>;

export const PaymentSessionSchema = Type.Object({
  id: Type.String({ description: 'what `payment.paymentSessionId` of complete names' }),
  provider: literalUnion(PAYMENT_PROVIDERS),
  clientSecret: Type.String({ description: "what the provider's browser library confirms the payment with" }),
  publishableKey: Type.String({ description: "the provider's public key for its browser library" }),
  amount: Type.String({
    description: 'decimal amount, the checkout’s total when the session was made or updated',
  }),
  amountMinor: Type.Integer({ minimum: 0, description: 'the same amount in the currency’s minor units' }),
  currency: Type.String({ description: 'ISO 4217, upper case' }),
});
export type PaymentSession = Static<typeof PaymentSessionSchema>;

export const PaymentSessionResponseSchema = Type.Object({ paymentSession: PaymentSessionSchema });
export type PaymentSessionResponse = Static<typeof PaymentSessionResponseSchema>;

/** GET PAYMENT_SETTINGS_PATH: what is configured; keys are set with the server's flags and never answered. */
export const PaymentSettingsSchema = Type.Object({
  providers: Type.Array(
    Type.Object({
      provider: literalUnion(PAYMENT_PROVIDERS),
      configured: Type.Boolean(),
      /** From the key's prefix (`sk_test_` / `sk_live_`); absent when not configured. */
      mode: Type.Optional(literalUnion(['test', 'live'] as const)),
      /** Which of the provider's credentials the server was started with (whether set, never what). */
      keys: Type.Optional(
        Type.Object({
          api: Type.Boolean({ description: 'the server-side API credential (Stripe: sk_ / rk_)' }),
          publishable: Type.Boolean({ description: "the browser library's public credential (pk_)" }),
          webhook: Type.Boolean({ description: 'the webhook signing credential (whsec_)' }),
        }),
      ),
    }),
  ),
  /** The address to register in the provider's dashboard for its events (Stripe: Developers → Webhooks). */
  webhookUrl: Type.String(),
  /**
   * Authorize at checkout and capture at fulfilment (`AUTHORIZED` transactions, `PENDING` orders) instead of
   * charging at once; off by default. Stored; PATCH PAYMENT_SETTINGS_PATH changes it.
   */
  captureLater: Type.Boolean(),
});
export type PaymentSettings = Static<typeof PaymentSettingsSchema>;

export const PaymentSettingsResponseSchema = Type.Object({ paymentSettings: PaymentSettingsSchema });
export type PaymentSettingsResponse = Static<typeof PaymentSettingsResponseSchema>;
