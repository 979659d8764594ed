// Indexes for catalog reads. The query language compares and sorts strings byte-wise (`collate "C"`),
// so its string fields get indexes in that collation: one serves equality, ranges, prefixes and the
// sort. The plain name index served none of those and goes.
import { type Kysely, type Migration, sql } from 'kysely';

export const catalogReadIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index if exists products_name`.execute(db);
    await sql`create index products_name_c on products ((name collate "C"))`.execute(db);
    await sql`create index products_sku_c on products ((sku collate "C"))`.execute(db);
    await sql`create index products_slug_c on products ((slug collate "C"))`.execute(db);
    // The `id` field is the uuid's text, so that any string can be compared with it.
    await sql`create index products_id_text_c on products (((id::text) collate "C"))`.execute(db);
    await sql`create index products_created_at on products (created_at)`.execute(db);
    // Deleting a product's media cascades to its choice assignments, found by media id.
    await sql`create index product_choice_media_media on product_choice_media (media_id)`.execute(db);
  },
};
