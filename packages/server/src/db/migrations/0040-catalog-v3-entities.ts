// Catalog V3 entities (brands, ribbons, info sections, customizations) in one table keyed by kind, and the
// products each is assigned to. Names are unique per kind where the platform forbids duplicates.
import { type Kysely, type Migration, sql } from 'kysely';

/** Tables this migration adds to those store-wide reads derive from (0009's STORE_DATA_TABLES). */
export const CATALOG_V3_STORE_DATA_TABLES = ['catalog_v3_entities', 'catalog_v3_assignments'] as const;

export const catalogV3EntitiesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table catalog_v3_entities (
      id uuid primary key,
      kind text not null check (kind in ('brand', 'ribbon', 'info_section', 'customization')),
      name text not null,
      body jsonb not null default '{}',
      revision bigint not null default 1,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
    // Customizations may share a name (an option and a modifier both called "Size"); the others may not.
    await sql`create unique index catalog_v3_entities_name on catalog_v3_entities (kind, name)
      where kind <> 'customization'`.execute(db);
    await sql`create index catalog_v3_entities_list on catalog_v3_entities (kind, created_at desc, id)`.execute(
      db,
    );
    // Which products use which entity: what refuses a delete and what assigned-products counts count.
    await sql`create table catalog_v3_assignments (
      entity_id uuid not null references catalog_v3_entities (id) on delete restrict,
      product_id uuid not null references products (id) on delete cascade,
      primary key (entity_id, product_id)
    )`.execute(db);
    await sql`create index catalog_v3_assignments_product on catalog_v3_assignments (product_id)`.execute(db);
    for (const table of CATALOG_V3_STORE_DATA_TABLES) {
      await sql`create trigger ${sql.id(`${table}_store_changed`)} after insert or update or delete or truncate
        on ${sql.id(table)} for each statement execute function notify_store_changed()`.execute(db);
    }
  },
};
