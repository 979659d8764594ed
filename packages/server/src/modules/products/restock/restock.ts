// Putting sold units back to stock (an order canceled, items refunded and returned).
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/database.js';
import { isUuid } from '../../../lib/secrets.js';
import { DEFAULT_VARIANT_ID } from '../snapshot/computed-fields.js';
import { addProductQuantity, addVariantQuantity } from './restock.repository.js';

export interface RestockItem {
  productId: string;
  /** A variant's id; absent, null or the default variant's id for a product without variants. */
  variantId?: string | null;
  quantity: number;
}

/**
 * Adds the units back to the stock they were taken from, in the caller's transaction. A product or variant that
 * no longer tracks its quantity, or no longer exists, is left as it is: there is no count to put them back in.
 * In id order, so two transactions restocking the same rows lock them in the same order.
 * @example await restockItems(trx, clock, [{ productId, variantId, quantity: 2 }])
 */
export async function restockItems(db: Db, clock: Clock, items: readonly RestockItem[]): Promise<void> {
  const now = clock();
  const sorted = items
    .filter((item) => item.quantity > 0 && isUuid(item.productId))
    .toSorted((a, b) => keyOf(a).localeCompare(keyOf(b)));
  for (const item of sorted) {
    const variantId = item.variantId ?? DEFAULT_VARIANT_ID;
    if (variantId === DEFAULT_VARIANT_ID) await addProductQuantity(db, item.productId, item.quantity, now);
    else if (isUuid(variantId)) {
      await addVariantQuantity(db, item.productId, variantId, item.quantity, now);
    }
  }
}

const keyOf = (item: RestockItem) => `${item.productId}/${item.variantId ?? ''}`;
