// Hook that starts (or resumes) paying for a checkout through a provider: Stripe's PaymentIntent for the Payment
// Element, made once per checkout and kept at its total.
import { createPaymentSession, type PaymentProviderName } from '@cartwright/client/payments';
import { cartKeys } from '../cart/cart-keys.js';
import { useStoreMutation } from '../mutations/use-store-mutation.js';

/**
 * `mutateAsync()` answers the checkout's payment session at `provider` (`clientSecret`, `publishableKey`, the
 * amount due); calling it again reuses the session, its amount moved to the checkout's current total. The
 * checkout is priced again on the server, so `useCheckout(checkoutId)` is read again. Refusals reject as
 * `ApiError`: `PAYMENT_PROVIDER_NOT_CONFIGURED`, `MISSING_EMAIL` and the other missing details,
 * `CHECKOUT_ALREADY_COMPLETED`, `OUT_OF_STOCK`, `PAYMENT_PROVIDER_UNAVAILABLE`. Then complete with
 * `useCompleteCheckout` and `{ method: 'PROVIDER', paymentSessionId: session.id }`.
 * @example const session = await usePaymentSession(checkoutId, 'stripe').mutateAsync();
 */
export function usePaymentSession(checkoutId: string, provider: PaymentProviderName) {
  return useStoreMutation({
    mutationFn: (client) => createPaymentSession(client, checkoutId, provider),
    invalidates: [cartKeys.checkout(checkoutId)],
  });
}
