// Every write to a table that store-wide reads derive from (the catalog, pricing, store settings) notifies
// `cartwright_store_changed` once per statement, and every cart written notifies `cartwright_cart_changed`
// with its scope, `cart:<owner kind>:<owner id>`. Notices name the schema, so stores sharing a database
// in schemas of their own do not hear each other. A notice is sent at commit and never for a rolled-back write, so caches of those reads
// (db/store-changes.ts) drop entries exactly when the data changed. A cart's lines never change without
// its row (the revision moves), so the cart row alone tells.
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

export const changeNoticesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create function notify_store_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('cartwright_store_changed', tg_table_schema);
        return null;
      end $$`.execute(db);
    for (const table of STORE_DATA_TABLES) {
      await sql`create trigger ${sql.raw(`${table}_store_changed`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function notify_store_changed()`.execute(db);
    }
    await sql`create function notify_cart_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform pg_notify('cartwright_cart_changed',
            json_build_array(tg_table_schema, 'cart:' || old.owner_kind || ':' || old.owner_id)::text);
        else
          perform pg_notify('cartwright_cart_changed',
            json_build_array(tg_table_schema, 'cart:' || new.owner_kind || ':' || new.owner_id)::text);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger carts_changed after insert or update or delete on carts
      for each row execute function notify_cart_changed()`.execute(db);
  },
};
