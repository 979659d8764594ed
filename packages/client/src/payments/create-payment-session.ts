// createPaymentSession: the buyer starts (or resumes) paying for their checkout through a provider (Stripe).
import type {
  CreatePaymentSessionRequest,
  PaymentSession,
  PaymentSessionResponse,
} from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/ecom/v1/checkouts/{id}/payment-sessions' };

/**
 * The checkout's payment at `provider`, for the provider's browser library: Stripe's `clientSecret` and
 * `publishableKey` mount the Payment Element and confirm the payment; then `completeCheckout(client, id, { method:
 * 'PROVIDER', paymentSessionId })` places the order (the server reads the payment from Stripe). Safe to call again:
 * the same checkout keeps one payment per provider, its amount kept at the checkout's total while unpaid.
 * `POST /ecom/v1/checkouts/{id}/payment-sessions` with `{ id, provider }`. Refusals: 400
 * `PAYMENT_PROVIDER_NOT_CONFIGURED`, `MISSING_EMAIL` (and the other missing details), 404 (not the caller's
 * checkout), 409 `CHECKOUT_ALREADY_COMPLETED`, `CHECKOUT_EXPIRED`, `OUT_OF_STOCK`, 503 `PAYMENT_PROVIDER_UNAVAILABLE`.
 *
 * @example
 * const session = await createPaymentSession(client, checkoutId, 'stripe');
 * const stripe = Stripe(session.publishableKey); // then elements({ clientSecret: session.clientSecret }) …
 */
export async function createPaymentSession(
  client: StoreClient,
  id: string,
  provider: CreatePaymentSessionRequest['provider'],
  options?: CallOptions,
): Promise<PaymentSession> {
  const response = await callApi<PaymentSessionResponse>(client, descriptor, { id, provider }, options, [
    id,
    provider,
  ]);
  return response.paymentSession;
}
