// A test table with a column of every query field type, its field map and a row loader.
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { QueryFieldMap } from '../query-fields.js';

export const ITEM_STATUSES = ['DRAFT', 'LIVE', 'ARCHIVED'] as const;

/** One test row as the in-memory evaluator sees it: wire field name → value (null when missing). */
export interface ItemRow {
  id: string;
  name: string | null;
  price: number | null;
  qty: number | null;
  createdDate: Date | null;
  active: boolean | null;
  status: (typeof ITEM_STATUSES)[number] | null;
  tags: string[] | null;
  collectionIds: string[];
}

/** The `items` table as Kysely sees it (`db.withTables<{ items: ItemsTable }>()`). */
export interface ItemsTable {
  id: string;
  name: string | null;
  price: string | null;
  qty: number | null;
  created_date: Date | null;
  active: boolean | null;
  status: string | null;
  tags: string[] | null;
}

export const ITEM_FIELDS: QueryFieldMap = {
  id: { expression: sql.ref('i.id'), type: 'string' },
  name: { expression: sql.ref('i.name'), type: 'string' },
  price: { expression: sql.ref('i.price'), type: 'number' },
  qty: { expression: sql.ref('i.qty'), type: 'number' },
  createdDate: { expression: sql.ref('i.created_date'), type: 'date' },
  active: { expression: sql.ref('i.active'), type: 'boolean' },
  status: { expression: sql.ref('i.status'), type: 'enum', enumValues: ITEM_STATUSES },
  tags: { expression: sql.ref('i.tags'), type: 'string[]' },
  // An array computed by a subquery, as a product's collection ids are.
  collectionIds: {
    expression: sql`array(select c.collection_id from item_collections c where c.item_id = i.id order by 1)`,
    type: 'string[]',
    operators: ['$hasSome', '$hasAll'],
  },
};

/** Creates `items` (numeric price, integer qty, timestamptz, boolean, enum, text[]) and `item_collections`. */
export async function createItemsTable(db: Db): Promise<void> {
  // Where ICU exists (PostgreSQL, not PGlite) `name` gets a locale order, in which 'a' < 'Z', so the
  // tests show that filters and sorts impose byte-wise order themselves instead of inheriting "C".
  const icu = await sql`select 1 from pg_collation where collname = 'und-x-icu'`.execute(db);
  const nameCollation = sql.raw(icu.rows.length > 0 ? 'collate "und-x-icu"' : '');
  await sql`create type item_status as enum ('DRAFT', 'LIVE', 'ARCHIVED')`.execute(db);
  await sql`create table items (
    id text primary key,
    name text ${nameCollation},
    price numeric(12, 2),
    qty integer,
    created_date timestamptz,
    active boolean,
    status item_status,
    tags text[]
  )`.execute(db);
  await sql`create table item_collections (
    item_id text not null references items (id) on delete cascade,
    collection_id text not null,
    primary key (item_id, collection_id)
  )`.execute(db);
}

/** Replaces every row of `items` with `rows`. */
export async function loadItems(db: Db, rows: readonly ItemRow[]): Promise<void> {
  await sql`delete from items`.execute(db);
  for (const r of rows) {
    const created = r.createdDate?.toISOString() ?? null;
    await sql`insert into items (id, name, price, qty, created_date, active, status, tags)
      values (${r.id}, ${r.name}, ${r.price}, ${r.qty}, ${created}, ${r.active}, ${r.status}, ${r.tags})`.execute(
      db,
    );
    for (const collectionId of r.collectionIds) {
      await sql`insert into item_collections (item_id, collection_id) values (${r.id}, ${collectionId})`.execute(
        db,
      );
    }
  }
}

/** The ids of the rows of `items` that `where` selects, sorted. */
export async function selectIds(db: Db, where: Expression<SqlBool>): Promise<string[]> {
  const { rows } = await sql<{
    id: string;
  }>`select i.id from items i where ${where} order by i.id collate "C"`.execute(db);
  return rows.map((r) => r.id);
}
