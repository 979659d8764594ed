// W6/W7: adding and removing products. Unknown ids fail the call; members already in (or already out)
// are no-ops; every product whose collectionIds changed gets a ProductChanged in the same transaction.

import type { AdminCaller } from '../../caller.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { actorIdentity, appendCatalogEvent } from '../events/index.js';
import {
  isAllProducts,
  joinCollection,
  leaveCollection,
  lockProductsForMembership,
  productCollectionsChanged,
} from '../products/index.js';
import { allProductsReadOnly, collectionNotFound, unknownProducts } from './collections.errors.js';
import { lockCollection } from './collections.repository.js';
import type { CollectionDeps } from './collections-read.js';

async function productsChanged(trx: Db, clock: Clock, caller: AdminCaller, productIds: string[]) {
  const now = clock();
  for (const productId of productIds) {
    await productCollectionsChanged(trx, productId, now);
    await appendCatalogEvent(trx, clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      entityId: productId,
      identity: actorIdentity(caller),
      data: { productId, changedFields: ['collectionIds'], originatedFromVersion: 'V1_CATALOG' },
    });
  }
}

async function changeMembership(
  deps: CollectionDeps,
  caller: AdminCaller,
  collectionId: string,
  productIds: string[],
  change: (trx: Db, ids: string[]) => Promise<string[]>,
): Promise<void> {
  const ids = [...new Set(productIds)];
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockCollection(trx, collectionId))) throw collectionNotFound(collectionId);
    const known = await lockProductsForMembership(trx, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw unknownProducts(unknown);
    await productsChanged(trx, deps.clock, caller, await change(trx, ids));
  });
}

/**
 * W6: adds products to a collection (admins only).
 * @example await addProductsToCollection(deps, caller, collectionId, [productId])
 */
export async function addProductsToCollection(
  deps: CollectionDeps,
  caller: AdminCaller,
  collectionId: string,
  productIds: string[],
): Promise<void> {
  if (isAllProducts(collectionId)) throw allProductsReadOnly('have products added');
  await changeMembership(deps, caller, collectionId, productIds, (trx, ids) =>
    joinCollection(trx, collectionId, ids, deps.clock()),
  );
}

/**
 * W7: removes products from a collection (admins only); the products stay in the catalog.
 * @example await removeProductsFromCollection(deps, caller, collectionId, [productId])
 */
export async function removeProductsFromCollection(
  deps: CollectionDeps,
  caller: AdminCaller,
  collectionId: string,
  productIds: string[],
): Promise<void> {
  if (isAllProducts(collectionId)) throw allProductsReadOnly('have products removed');
  await changeMembership(deps, caller, collectionId, productIds, (trx, ids) =>
    leaveCollection(trx, collectionId, ids),
  );
}
