// `@cartwright/client/payments`: a checkout's payment session at a provider (Stripe), and the admin's payment
// settings, by name and as the `payments` module for createClient. Completing with the session is
// `completeCheckout` of `@cartwright/client/orders` with `{ method: 'PROVIDER', paymentSessionId }`.

export type {
  CreatePaymentSessionRequest,
  PaymentProviderName,
  PaymentSession,
  PaymentSettings,
  UpdatePaymentSettingsRequest,
} from '@cartwright/contracts';
export * from './calls.js';
/** Every payment call, for `createClient({ modules: { payments } })`. */
export * as payments from './calls.js';
