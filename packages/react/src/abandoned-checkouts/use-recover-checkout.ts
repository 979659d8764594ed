// Hook that takes a checkout over by its recovery e-mail's link, in whatever browser opened it.
import { recoverCheckout } from '@cartwright/client/abandoned-checkouts';
import { cartKeys } from '../cart/cart-keys.js';
import { useStoreMutation } from '../mutations/use-store-mutation.js';

/**
 * Makes the checkout of a recovery token the caller's; resolves to `{ checkoutId }` for the hosted checkout. The
 * checkout is read again (this browser may have been refused it before). Refusals carry the codes of
 * `CHECKOUT_RECOVERY_ERROR_CODES` (`@cartwright/contracts/checkout-recovery-codes`); sending again is safe.
 * @example const recover = useRecoverCheckout(); const { checkoutId } = await recover.mutateAsync(token);
 */
export function useRecoverCheckout() {
  return useStoreMutation({
    mutationFn: (client, recoveryToken: string) => recoverCheckout(client, recoveryToken),
    invalidates: ({ checkoutId }) => [cartKeys.checkout(checkoutId)],
  });
}
