// Hook that saves the buyer's changes to their checkout.
import { type CheckoutUpdate, updateCheckout } from '@cartwright/client/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '../cart/cart-keys.js';
import { useStoreClient } from '../provider/use-store-client.js';

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
  const client = useStoreClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checkout }: UpdateCheckoutVariables) => updateCheckout(client, id, checkout),
    onSuccess: (checkout, { id }) => queryClient.setQueryData(cartKeys.checkout(id), checkout),
  });
}
