// SQL that puts units back to stock: only on products and variants that still track their quantity.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Adds units to a product's own stock (a product without variants). */
export async function addProductQuantity(db: Db, productId: string, units: number, at: Date): Promise<void> {
  await db
    .updateTable('products')
    .set({ quantity: sql`coalesce(quantity, 0) + ${units}`, updated_at: at })
    .where('id', '=', productId)
    .where('track_inventory', '=', true)
    .execute();
}

/** Adds units to one variant's stock; the product's `updated_at` moves with it. */
export async function addVariantQuantity(
  db: Db,
  productId: string,
  variantId: string,
  units: number,
  at: Date,
): Promise<void> {
  const changed = await db
    .updateTable('product_variants')
    .set({ quantity: sql`coalesce(quantity, 0) + ${units}` })
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .where('track_quantity', '=', true)
    .executeTakeFirst();
  if (changed.numUpdatedRows > 0n) {
    await db.updateTable('products').set({ updated_at: at }).where('id', '=', productId).execute();
  }
}
