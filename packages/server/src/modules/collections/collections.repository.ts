// SQL for collections, with numberOfProducts (a fragment the products module owns) in the same statement.
import type { Collection, Media } from '@cartwright/contracts';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { collectionMemberCount } from '../products/index.js';
import type { CollectionRow, CollectionsTable } from './collections.table.js';

export type CountedCollectionRow = CollectionRow & { number_of_products: number };
type NewCollectionRow = Insertable<CollectionsTable>;

/** Collections with their counts; shoppers' selects leave hidden collections out. */
export function selectCollections(db: Db, includeHidden: boolean) {
  const base = db
    .selectFrom('collections as c')
    .selectAll('c')
    .select(collectionMemberCount(includeHidden).as('number_of_products'));
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

/** Visible collections' slugs and when each last changed, by slug. */
export async function selectVisibleCollectionPages(db: Db): Promise<{ slug: string; updated_at: Date }[]> {
  return db
    .selectFrom('collections')
    .select(['slug', 'updated_at'])
    .where('visible', '=', true)
    .orderBy('slug')
    .execute();
}
