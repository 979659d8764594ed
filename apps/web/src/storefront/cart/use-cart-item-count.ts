// The live number of items in the cart, for the header's cart link.
import { useCurrentCart } from '@cartwright/react';
import { cartItemCount } from './cart-count.js';

/** Reads the cached current cart, so the count follows every add and quantity change at once; 0 without one. */
export function useCartItemCount(): number {
  return cartItemCount(useCurrentCart().data);
}
