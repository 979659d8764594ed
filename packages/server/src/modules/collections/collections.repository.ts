// SQL for collections and their membership rows, with numberOfProducts computed in the same statement.
import type { Collection, Media } from '@cartwright/contracts';
import { type Insertable, type RawBuilder, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import type { CollectionRow, CollectionsTable } from '../products/product-collections.table.js';
import { ALL_PRODUCTS_COLLECTION_ID } from './all-products.js';

export type CountedCollectionRow = CollectionRow & { number_of_products: number };
type NewCollectionRow = Insertable<CollectionsTable>;

/**
 * The member products a caller can see, for the collection aliased `c`: every product for
 * "All Products", the membership rows otherwise; hidden products count only when `includeHidden`.
 */
export function numberOfProducts(includeHidden: boolean): RawBuilder<number> {
  const visible = includeHidden ? sql`` : sql` and p.visible`;
  return sql<number>`(case when c.id = ${ALL_PRODUCTS_COLLECTION_ID}
    then (select count(*) from products p where true${visible})
    else (select count(*) from product_collections pc join products p on p.id = pc.product_id
          where pc.collection_id = c.id${visible}) end)::int`;
}

/** Collections with their counts; shoppers' selects leave hidden collections out. */
export function selectCollections(db: Db, includeHidden: boolean) {
  const base = db
    .selectFrom('collections as c')
    .selectAll('c')
    .select(numberOfProducts(includeHidden).as('number_of_products'));
  return includeHidden ? base : base.where('c.visible', '=', true);
}

export async function findCollection(
  db: Db,
  by: { id: string } | { slug: string },
  includeHidden: boolean,
): Promise<CountedCollectionRow | undefined> {
  const query = selectCollections(db, includeHidden);
  return (
    'id' in by ? query.where('c.id', '=', by.id) : query.where('c.slug', '=', by.slug)
  ).executeTakeFirst();
}

export function toWireCollection(row: CountedCollectionRow): Collection {
  return {
    id: row.id,
    name: row.name,
    media: (row.media as Media | null) ?? { items: [] },
    numberOfProducts: Number(row.number_of_products),
    description: row.description,
    slug: row.slug,
    visible: row.visible,
    lastUpdated: row.updated_at.toISOString(),
  };
}

export async function insertCollection(db: Db, row: NewCollectionRow): Promise<void> {
  await db.insertInto('collections').values(row).execute();
}

export async function updateCollectionRow(
  db: Db,
  id: string,
  changes: Updateable<CollectionsTable>,
): Promise<boolean> {
  const result = await db.updateTable('collections').set(changes).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** True when the collection existed; its membership rows go with it (on delete cascade). */
export async function deleteCollectionRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('collections').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Locks the collection row so concurrent membership changes to it run one after another. */
export async function lockCollection(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('collections')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Collection slugs already taken among `base` and `base-N`, for picking the next free one. */
export async function takenCollectionSlugs(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('collections')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((r) => r.slug);
}

export async function collectionSlugOwner(db: Db, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom('collections').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id;
}

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
 * row never points at a product deleted meanwhile. Products' repository has no locking read by ids.
 */
export async function lockExistingProducts(db: Db, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Set();
  const rows = await db.selectFrom('products').select('id').where('id', 'in', valid).forKeyShare().execute();
  return new Set(rows.map((r) => r.id));
}
