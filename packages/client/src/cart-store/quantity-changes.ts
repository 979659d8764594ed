// Quantity changes of cart lines: set to a number (a typed quantity) or stepped by + and −. A step is worked out
// from the cart it lands on, so a stepper never reads the shown cart to know what to send, and edits of lines that
// wait their turn merge into one request.
import { MIN_LINE_ITEM_QUANTITY } from '@cartwright/contracts/cart-lines';
import { type LineItemQuantityUpdate, updateCurrentCartLineItemQuantity } from '../cart/index.js';
import type { StoreClient } from '../client/types.js';
import type { CartChange, KnownCart } from './cart-queue.js';
import { withQuantities } from './optimistic-cart.js';

/** One line's edit: from `base` (the line's own quantity when undefined), each step in turn. */
export interface QuantityEdit {
  readonly base: number | undefined;
  readonly steps: readonly number[];
}

/** A change of line quantities, keyed by the line ids it was given (placeholders included). */
export type QuantitiesChange = CartChange<KnownCart> & { readonly edits: ReadonlyMap<string, QuantityEdit> };

/**
 * The quantity `edit` makes of `quantity`; a step never goes below the minimum, so a − on a line of 1 keeps it
 * (removing is its own change). `undefined` when the edit steps a line whose quantity is not known.
 */
export function editedQuantity(edit: QuantityEdit, quantity: number | undefined): number | undefined {
  const start = edit.base ?? quantity;
  if (start === undefined) return undefined;
  return edit.steps.reduce((value, step) => Math.max(MIN_LINE_ITEM_QUANTITY, value + step), start);
}

/** `later` after `earlier`: a set forgets what came before it, steps follow each other in order. */
function followedBy(earlier: QuantityEdit, later: QuantityEdit): QuantityEdit {
  return later.base === undefined ? { base: earlier.base, steps: [...earlier.steps, ...later.steps] } : later;
}

function lineQuantity(cart: KnownCart, id: string): number | undefined {
  return cart?.lineItems?.find((line) => line.id === id)?.quantity;
}

function isQuantitiesChange(change: CartChange<unknown>): change is QuantitiesChange {
  return 'edits' in change;
}

/**
 * Edits line quantities. Lines whose add failed are skipped, and so are steps of lines the server's cart no longer
 * holds; with nothing left nothing is sent and the result is the last known cart.
 */
function quantitiesChange(client: StoreClient, edits: ReadonlyMap<string, QuantityEdit>): QuantitiesChange {
  const shown = new Map(
    [...edits].map(([id, edit]) => [id, (quantity: number | undefined) => editedQuantity(edit, quantity)]),
  );
  return {
    edits,
    apply: (cart, resolve) => withQuantities(cart, shown, resolve),
    async send({ cart, resolve }) {
      const updates = [...edits].flatMap(([id, edit]): LineItemQuantityUpdate[] => {
        const resolved = resolve(id);
        const quantity =
          resolved === undefined ? undefined : editedQuantity(edit, lineQuantity(cart, resolved));
        return resolved === undefined || quantity === undefined ? [] : [{ id: resolved, quantity }];
      });
      if (updates.length === 0) return { cart, result: cart };
      const response = await updateCurrentCartLineItemQuantity(client, updates);
      return { cart: response.cart, result: response.cart };
    },
    merge(next) {
      if (!isQuantitiesChange(next)) return undefined;
      const merged = new Map(edits);
      for (const [id, edit] of next.edits) {
        const earlier = merged.get(id);
        merged.set(id, earlier ? followedBy(earlier, edit) : edit);
      }
      return quantitiesChange(client, merged);
    },
  };
}

/**
 * Sets line quantities, for a typed quantity; the later of two waiting sets of one line wins.
 * @example await queue.enqueue(setQuantitiesChange(client, [{ id: line.id, quantity: 3 }]))
 */
export function setQuantitiesChange(
  client: StoreClient,
  updates: readonly LineItemQuantityUpdate[],
): QuantitiesChange {
  return quantitiesChange(
    client,
    new Map(updates.map(({ id, quantity }) => [id, { base: quantity, steps: [] }])),
  );
}

/**
 * Steps one line's quantity by `delta` (+1, −1) from whatever it is when the step lands, never below the minimum:
 * fast clicks on + and − need no reading of the shown cart, and a burst of them is one request.
 * @example await queue.enqueue(stepQuantityChange(client, line.id, +1))
 */
export function stepQuantityChange(client: StoreClient, id: string, delta: number): QuantitiesChange {
  return quantitiesChange(client, new Map([[id, { base: undefined, steps: [delta] }]]));
}
