// How many items the shopper has in the cart, for the header and the drawer.
import type { Cart } from '@cartwright/client/cart';

/** Units across every line (two mugs and a tee are 3); 0 without a cart. */
export function cartItemCount(cart: Cart | null | undefined): number {
  return (cart?.lineItems ?? []).reduce((sum, line) => sum + (line.quantity ?? 0), 0);
}

/** "1 item", "3 items". */
export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
