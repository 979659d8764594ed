// Collections: ids become text so the platform's default "All Products" id (not a uuid) fits, and that collection exists.
import { type Kysely, type Migration, sql } from 'kysely';

// A literal, not an import: a migration must keep doing what it did when it first ran.
const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';

export const collectionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table product_collections drop constraint product_collections_collection_id_fkey`.execute(
      db,
    );
    await sql`alter table collections alter column id type text`.execute(db);
    await sql`alter table product_collections alter column collection_id type text`.execute(db);
    await sql`alter table product_collections add constraint product_collections_collection_id_fkey
      foreign key (collection_id) references collections (id) on delete cascade`.execute(db);
    await sql`insert into collections (id, name, slug, description, visible, media, created_at, updated_at)
      values (${ALL_PRODUCTS_COLLECTION_ID}, 'All Products', 'all-products', '', true, null, now(), now())
      on conflict do nothing`.execute(db);
  },
};
