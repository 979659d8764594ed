// Hook that deletes the current cart.
import { deleteCartChange } from '@cartwright/client/cart-store';
import { useCartChange } from './use-cart-change.js';

/**
 * Deletes the current cart; `useCurrentCart` shows `null` at once.
 * @example const deleteCart = useDeleteCart(); deleteCart.mutate();
 */
export function useDeleteCart() {
  return useCartChange<void, void>((client) => deleteCartChange(client));
}
