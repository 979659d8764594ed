// Adding the product page's choice to the cart: the catalog reference for the chosen options, and the hook
// the page's form calls, which opens the cart drawer once the server has the line.

import { type CatalogReference, STORE_CATALOG_APP_ID } from '@cartwright/client/cart';
import type { Product } from '@cartwright/client/products';
import { useAddToCart } from '@cartwright/react';
import { useCartDrawer } from '../cart/cart-drawer-context.js';
import { type Selection, selectedVariant } from './choice-availability.js';

/**
 * The catalog reference of `product` with the chosen options: the variant's id when the page knows the
 * variant, else the choices by option name (the server finds the variant); nothing for a product without
 * options.
 */
export function catalogReferenceOf(product: Product, selection: Selection): CatalogReference {
  const base = { appId: STORE_CATALOG_APP_ID, catalogItemId: product.id ?? '' };
  if ((product.productOptions ?? []).length === 0) return base;
  const variantId = selectedVariant(product, selection)?.id;
  return { ...base, options: variantId ? { variantId } : { options: { ...selection } } };
}

/** "Added 2 × Organic Cotton Tee (M, White) to your cart." */
export function addedMessage(product: Product, selection: Selection, quantity: number): string {
  const chosen = (product.productOptions ?? []).flatMap((o) => selection[o.name ?? ''] ?? []);
  const options = chosen.length > 0 ? ` (${chosen.join(', ')})` : '';
  return `Added ${quantity} × ${product.name ?? 'item'}${options} to your cart.`;
}

/**
 * `add(selection, quantity, said?)` for the product page (`said` replaces the drawer's "Added…" when less than
 * asked was added); `error` is the last failed add's.
 */
export function useAddProductToCart(product: Product) {
  const addToCart = useAddToCart();
  const { openCartDrawer } = useCartDrawer();
  const add = (selection: Selection, quantity: number, said?: string) =>
    addToCart.mutate(
      { lineItems: [{ quantity, catalogReference: catalogReferenceOf(product, selection) }] },
      { onSuccess: () => openCartDrawer(said ?? addedMessage(product, selection, quantity)) },
    );
  return { add, isPending: addToCart.isPending, error: addToCart.error };
}
