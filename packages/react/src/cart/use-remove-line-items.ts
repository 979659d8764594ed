// Hook that removes line items from the current cart.
import { removeLineItemsChange } from '@cartwright/client/cart-store';
import { useCartChange } from './use-cart-change.js';

/**
 * Removes the lines with these ids; they disappear at once and come back if the server refuses.
 * @example const removeLines = useRemoveLineItems(); removeLines.mutate([line.id]);
 */
export function useRemoveLineItems() {
  return useCartChange((client, lineItemIds: readonly string[]) =>
    removeLineItemsChange(client, lineItemIds),
  );
}
