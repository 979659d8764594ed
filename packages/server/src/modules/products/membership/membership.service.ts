// Products joining and leaving collections, as the collections module's W6/W7 call it inside its
// transaction: the membership rows, the products locked while they change, and their lastUpdated.
import type { Db } from '../../../db/database.js';
import { touchProduct } from '../products.repository.js';
import {
  deleteMemberships,
  insertMemberships,
  lockExistingProducts,
} from './collection-membership.repository.js';

/**
 * The given products that exist, locked against deletion until `trx` ends.
 * @example const known = await lockProductsForMembership(trx, ids)
 */
export function lockProductsForMembership(trx: Db, productIds: string[]): Promise<Set<string>> {
  return lockExistingProducts(trx, productIds);
}

/**
 * Adds the products not yet in the collection; answers the ids added.
 * @example await joinCollection(trx, collectionId, ids, clock())
 */
export function joinCollection(
  trx: Db,
  collectionId: string,
  productIds: string[],
  now: Date,
): Promise<string[]> {
  return insertMemberships(trx, collectionId, productIds, now);
}

/**
 * Removes the products from the collection; answers the ids that were members.
 * @example await leaveCollection(trx, collectionId, ids)
 */
export function leaveCollection(trx: Db, collectionId: string, productIds: string[]): Promise<string[]> {
  return deleteMemberships(trx, collectionId, productIds);
}

/**
 * Moves the product's lastUpdated: its collectionIds are part of it.
 * @example await productCollectionsChanged(trx, productId, clock())
 */
export async function productCollectionsChanged(trx: Db, productId: string, now: Date): Promise<void> {
  await touchProduct(trx, productId, now);
}
