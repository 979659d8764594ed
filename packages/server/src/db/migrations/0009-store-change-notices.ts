// Every write to a table that store-wide reads derive from (the catalog, pricing, store settings) notifies
// `cartwright_store_changed` once per statement. A notice is sent at commit and never for a rolled-back
// write, so caches of those reads (db/store-version.ts) drop entries exactly when the data changed.
import { type Kysely, type Migration, sql } from 'kysely';

export const STORE_DATA_TABLES = [
  'products',
  'product_options',
  'product_choices',
  'product_choice_media',
  'product_variants',
  'product_media',
  'product_collections',
  'collections',
  'store_settings',
  'coupons',
  'coupon_uses',
  'discount_rules',
  'shipping_regions',
  'shipping_region_destinations',
  'tax_regions',
  'tax_settings',
] as const;

export const storeChangeNoticesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create function notify_store_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('cartwright_store_changed', '');
        return null;
      end $$`.execute(db);
    for (const table of STORE_DATA_TABLES) {
      await sql`create trigger ${sql.raw(`${table}_store_changed`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function notify_store_changed()`.execute(db);
    }
  },
};
