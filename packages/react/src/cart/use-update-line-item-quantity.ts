// Hook that sets line item quantities, for a typed quantity.
import type { LineItemQuantityUpdate } from '@cartwright/client/cart';
import { setQuantitiesChange } from '@cartwright/client/cart-store';
import { useCartChange } from './use-cart-change.js';

/**
 * Sets the quantity of one line (or several). The new quantity shows at once; sets made while an earlier change is
 * on the wire are merged into one request. For + and − buttons use `useStepLineItemQuantity`.
 * @example const setQuantity = useUpdateLineItemQuantity(); setQuantity.mutate({ id: line.id, quantity: 3 });
 */
export function useUpdateLineItemQuantity() {
  return useCartChange((client, updates: LineItemQuantityUpdate | readonly LineItemQuantityUpdate[]) =>
    setQuantitiesChange(client, Array.isArray(updates) ? updates : [updates as LineItemQuantityUpdate]),
  );
}
