// Hook that saves the buyer's changes to their checkout.
import { type CheckoutUpdate, updateCheckout } from '@cartwright/client/orders';
import { cartKeys } from '../cart/cart-keys.js';
import { useStoreMutation } from '../mutations/use-store-mutation.js';

/** What `useUpdateCheckout().mutate` takes: the checkout's id and the fields to change. */
export interface UpdateCheckoutVariables {
  id: string;
  checkout: CheckoutUpdate;
}

/**
 * Saves contact, shipping and billing fields of a checkout; `useCheckout(id)` then shows the answer, totals
 * recomputed. Refused with `CHECKOUT_ALREADY_COMPLETED` once it became an order.
 * @example const update = useUpdateCheckout(); update.mutate({ id, checkout: { buyerInfo: { email } } });
 */
export function useUpdateCheckout() {
  return useStoreMutation({
    mutationFn: (client, { id, checkout }: UpdateCheckoutVariables) => updateCheckout(client, id, checkout),
    update: (queryClient, checkout, { id }) => queryClient.setQueryData(cartKeys.checkout(id), checkout),
  });
}
