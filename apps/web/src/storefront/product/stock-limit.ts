// The product page's share of the one stock rule: a cart line holds at most what is in stock, counting what the
// cart already holds of the same item; asking for more adds what is left and says so, in the cart's words.
import type { Cart, CatalogReference } from '@cartwright/client/cart';
import { addedUpToStock, allInCart, onlyInStock } from '@cartwright/contracts/stock-words';

/** How many of the item `reference` names the cart holds (the same product, and the same variant if any). */
export function quantityInCart(cart: Cart | null | undefined, reference: CatalogReference): number {
  const variantId = reference.options?.variantId;
  return (cart?.lineItems ?? [])
    .filter((line) => {
      const theirs = line.catalogReference;
      if (theirs?.catalogItemId !== reference.catalogItemId) return false;
      return variantId === undefined || theirs.options?.variantId === variantId;
    })
    .reduce((sum, line) => sum + (line.quantity ?? 0), 0);
}

export interface StockLimit {
  /** The most that can still be added: the stock less what the cart holds. */
  room: number;
  /** Said under the quantity once the shopper asks for more than `room`; undefined while they do not. */
  note: string | undefined;
  /** Said when the item is added, in place of "Added 2 × …" when less than asked was added. */
  addedNote: string | undefined;
}

/**
 * What the product page may add of an item with `stock` left (undefined when stock is not tracked), `inCart`
 * already in the cart, when the shopper asks for `asked`.
 * @example stockLimit(7, 0, 50) // { room: 7, note: 'Only 7 in stock — you can add up to 7.', addedNote: 'Only 7 in stock — 7 added to your cart.' }
 */
export function stockLimit(stock: number | undefined, inCart: number, asked: number): StockLimit | undefined {
  if (stock === undefined) return undefined;
  const room = Math.max(0, stock - inCart);
  if (room === 0) return { room, note: allInCart(stock), addedNote: undefined };
  if (asked <= room) return { room, note: undefined, addedNote: undefined };
  const note =
    inCart > 0
      ? `${onlyInStock(stock)} — ${inCart} in your cart, so you can add ${room} more.`
      : `${onlyInStock(stock)} — you can add up to ${room}.`;
  return { room, note, addedNote: addedUpToStock(stock, room) };
}
