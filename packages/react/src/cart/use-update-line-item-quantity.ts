// Hook that sets line item quantities, for quantity steppers.
import type { LineItemQuantityUpdate } from '@cartwright/client/cart';
import { quantitiesChange } from './cart-changes.js';
import { useCartChange } from './use-cart-change.js';

/**
 * Sets the quantity of one line (or several). The new quantity shows at once; clicks made while an earlier change
 * is on the wire are merged into one request, so fast + and − clicks end on the last value without flicker.
 * Step from the cached cart at click time, not the rendered value: two clicks faster than a render would read the
 * same rendered quantity.
 * @example
 * const setQuantity = useUpdateLineItemQuantity();
 * const queryClient = useQueryClient();
 * const current = () => queryClient.getQueryData<Cart | null>(cartKeys.current())?.lineItems?.find((l) => l.id === id);
 * <button onClick={() => setQuantity.mutate({ id, quantity: (current()?.quantity ?? 0) + 1 })}>+</button>
 */
export function useUpdateLineItemQuantity() {
  return useCartChange((client, updates: LineItemQuantityUpdate | readonly LineItemQuantityUpdate[]) =>
    quantitiesChange(client, Array.isArray(updates) ? updates : [updates as LineItemQuantityUpdate]),
  );
}
