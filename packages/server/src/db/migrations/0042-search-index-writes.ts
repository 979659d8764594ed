// The storefront's search indexes take each write at once (GIN `fastupdate = off`). With the default, new
// entries wait in a pending list that every search scans row by row until a vacuum merges it: after an
// import of 10,000 products a two-word search took 17 ms instead of 4. Catalog writes are rare beside
// searches, so they pay the index update instead. The admin's members and orders indexes keep the default:
// orders are written on every checkout and searched now and then.
import { type Kysely, type Migration, sql } from 'kysely';

const STOREFRONT_SEARCH_INDEXES = ['product_search_document', 'search_terms_trigrams'] as const;

export const searchIndexWritesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const index of STOREFRONT_SEARCH_INDEXES) {
      await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
      // What is pending already moves into the index now, not at the next vacuum.
      await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    }
  },
};
