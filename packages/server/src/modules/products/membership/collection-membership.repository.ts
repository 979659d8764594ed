// SQL on product membership in collections: adding and removing members, locking the products added.
import type { Db } from '../../../db/database.js';
import { isUuid } from '../../../lib/secrets.js';

/** Adds the products not yet in the collection; returns the ids that were added. */
export async function insertMemberships(
  db: Db,
  collectionId: string,
  productIds: string[],
  now: Date,
): Promise<string[]> {
  const rows = await db
    .insertInto('product_collections')
    .values(productIds.map((product_id) => ({ collection_id: collectionId, product_id, added_at: now })))
    .onConflict((oc) => oc.columns(['collection_id', 'product_id']).doNothing())
    .returning('product_id')
    .execute();
  return rows.map((r) => r.product_id);
}

/** Removes the given products from the collection; returns the ids that were members. */
export async function deleteMemberships(
  db: Db,
  collectionId: string,
  productIds: string[],
): Promise<string[]> {
  const rows = await db
    .deleteFrom('product_collections')
    .where('collection_id', '=', collectionId)
    .where('product_id', 'in', productIds)
    .returning('product_id')
    .execute();
  return rows.map((r) => r.product_id);
}

/**
 * The given products that exist, locked against deletion until the transaction ends, so a membership
 * row never points at a product deleted meanwhile.
 */
export async function lockExistingProducts(db: Db, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Set();
  const rows = await db.selectFrom('products').select('id').where('id', 'in', valid).forKeyShare().execute();
  return new Set(rows.map((r) => r.id));
}
