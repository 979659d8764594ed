// Hook that pays for a checkout and turns it into an order.
import { rememberCart } from '@cartwright/client/cart-store';
import { completeCheckout, type PaymentInput } from '@cartwright/client/orders';
import { cartKeys } from '../cart/cart-keys.js';
import { useStoreMutation } from '../mutations/use-store-mutation.js';
import { orderKeys } from './order-queries.js';

/** What `useCompleteCheckout().mutate` takes: the checkout's id and how the buyer pays. */
export interface CompleteCheckoutVariables {
  id: string;
  payment: PaymentInput;
  /** The total the buyer saw: priced again at payment, another one is refused with PRICES_CHANGED. */
  expectedTotal?: string;
}

/**
 * Pays for a checkout; resolves to the order. The cart is gone once it succeeds (`useCurrentCart` shows `null`),
 * the order is cached for `useOrder`, and the checkout and the member's lists are read again. A declined card
 * rejects with `PAYMENT_DECLINED` and the checkout stays open; sending again is safe (one order per checkout).
 * @example const complete = useCompleteCheckout(); const order = await complete.mutateAsync({ id, payment: { method: 'OFFLINE' } });
 */
export function useCompleteCheckout() {
  return useStoreMutation({
    mutationFn: async (client, { id, payment, expectedTotal }: CompleteCheckoutVariables) => {
      const order = await completeCheckout(
        client,
        id,
        payment,
        expectedTotal === undefined ? {} : { expectedTotal },
      );
      rememberCart(client.auth, false);
      return order;
    },
    update: (queryClient, order) => {
      queryClient.setQueryData(orderKeys.one(order.id), order);
      queryClient.setQueryData(cartKeys.current(), null);
    },
    invalidates: (_order, { id }) => [cartKeys.checkout(id), orderKeys.mine()],
    // A decline is recorded on the checkout, new prices are kept on it: show them.
    rollback: (queryClient, _error, { id }) =>
      void queryClient.invalidateQueries({ queryKey: cartKeys.checkout(id) }),
  });
}
