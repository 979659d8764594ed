// SQL for catalog V3 entities and their product assignments; every statement is scoped to one kind.
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import type { CatalogV3EntitiesTable, CatalogV3EntityRow } from './catalog-entities.table.js';
import type { CatalogV3Kind } from './catalog-v3-kinds.js';

type NewEntityRow = Omit<CatalogV3EntitiesTable, 'revision' | 'body'> & { body: string };

/** One kind's entities aliased `e`, the base of its queries. */
export function selectEntities(db: Db, kind: CatalogV3Kind) {
  return db.selectFrom('catalog_v3_entities as e').selectAll('e').where('e.kind', '=', kind);
}

export async function findEntity(
  db: Db,
  kind: CatalogV3Kind,
  by: { id: string } | { name: string },
  lock = false,
): Promise<CatalogV3EntityRow | undefined> {
  // An id that is no uuid names no entity; the uuid column would reject it with a server error.
  if ('id' in by && !isUuid(by.id)) return undefined;
  const query = selectEntities(db, kind);
  const found = 'id' in by ? query.where('e.id', '=', by.id) : query.where('e.name', '=', by.name);
  return (lock ? found.forUpdate() : found).executeTakeFirst();
}

export async function insertEntity(db: Db, row: NewEntityRow): Promise<void> {
  await db.insertInto('catalog_v3_entities').values(row).execute();
}

/** Writes the new name and body and moves the revision on by one. */
export async function updateEntityRow(
  db: Db,
  id: string,
  changes: { name: string; body: string; updatedAt: Date },
): Promise<void> {
  await db
    .updateTable('catalog_v3_entities')
    .set({
      name: changes.name,
      body: changes.body,
      updated_at: changes.updatedAt,
      revision: sql<number>`revision + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteEntityRow(db: Db, kind: CatalogV3Kind, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db
    .deleteFrom('catalog_v3_entities')
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many entities of `kind` meet `where` (a compiled filter). */
export async function countEntityRows(
  db: Db,
  kind: CatalogV3Kind,
  where: Expression<SqlBool>,
): Promise<number> {
  const row = await selectEntities(db, kind)
    .where(where)
    .clearSelect()
    .select(sql<string | number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many products each of `ids` is assigned to (ids without products are absent). */
export async function assignmentCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('catalog_v3_assignments')
    .select(['entity_id', sql<string | number>`count(*)`.as('count')])
    .where('entity_id', 'in', ids)
    .groupBy('entity_id')
    .execute();
  return new Map(rows.map((r) => [r.entity_id, Number(r.count)]));
}

/** Makes `entityIds` exactly the entities of `kind` the product is assigned to. */
export async function replaceAssignments(
  db: Db,
  kind: CatalogV3Kind,
  productId: string,
  entityIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('catalog_v3_assignments')
    .where('product_id', '=', productId)
    .where('entity_id', 'in', db.selectFrom('catalog_v3_entities').select('id').where('kind', '=', kind))
    .execute();
  if (entityIds.length === 0) return;
  await db
    .insertInto('catalog_v3_assignments')
    .values(entityIds.map((entity_id) => ({ entity_id, product_id: productId })))
    .execute();
}

/** Of `ids`, those that are entities of `kind`. */
export async function existingEntityIds(
  db: Db,
  kind: CatalogV3Kind,
  ids: readonly string[],
): Promise<string[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  const rows = await selectEntities(db, kind)
    .clearSelect()
    .select('e.id')
    .where('e.id', 'in', uuids)
    .execute();
  return rows.map((r) => r.id);
}
