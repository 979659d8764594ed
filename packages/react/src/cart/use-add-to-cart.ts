// Hook that adds line items to the current cart.
import type { AddToCurrentCartRequest } from '@cartwright/client/cart';
import { addLineItemsChange } from '@cartwright/client/cart-store';
import { useCartChange } from './use-cart-change.js';

/** What `useAddToCart().mutate` takes: the add-to-cart body, and an optional Idempotency-Key. */
export type AddToCartVariables = AddToCurrentCartRequest & { idempotencyKey?: string };

/**
 * Adds line items; new lines show at once (under placeholder ids until the server names them), a line with the
 * same product and options shows the added quantity. Resolves to the server's cart.
 * @example
 * const addToCart = useAddToCart();
 * addToCart.mutate({ lineItems: [{ quantity: 1, catalogReference: { appId, catalogItemId: product.id, options: { variantId } } }] });
 */
export function useAddToCart() {
  return useCartChange((client, { idempotencyKey, ...body }: AddToCartVariables) =>
    addLineItemsChange(client, body, { idempotencyKey }),
  );
}
