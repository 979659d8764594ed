// Store-admin pricing: coupons and their uses, automatic discount rules, shipping regions, tax regions, tax settings.
// Money and rates are unconstrained `numeric` (exact, and read back with the scale they were written with).
// size-gate: a migration, one table definition after another; it is never edited once released.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const pricingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('coupons')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('percent_off', 'numeric', (c) => c.check(sql`percent_off > 0 and percent_off <= 100`))
      .addColumn('amount', 'numeric', (c) => c.check(sql`amount >= 0`))
      .addColumn('minimum_subtotal', 'numeric', (c) => c.check(sql`minimum_subtotal >= 0`))
      .addColumn('product_ids', 'jsonb')
      .addColumn('collection_ids', 'jsonb')
      .addColumn('start_date', timestamp)
      .addColumn('expiration_date', timestamp)
      .addColumn('usage_limit', 'integer', (c) => c.check(sql`usage_limit > 0`))
      .addColumn('limit_per_customer', 'integer', (c) => c.check(sql`limit_per_customer > 0`))
      .addColumn('active', 'boolean', (c) => c.notNull())
      .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0).check(sql`times_used >= 0`))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    // Codes are typed by shoppers in any case: one coupon per code, whatever its case.
    await sql`create unique index coupons_code_lower on coupons (lower(code))`.execute(db);
    await sql`create index coupons_created on coupons (created_at, id)`.execute(db);

    await db.schema
      .createTable('coupon_uses')
      .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
      .addColumn('checkout_id', 'text', (c) => c.notNull())
      .addColumn('buyer_key', 'text')
      .addColumn('used_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('coupon_uses_pkey', ['coupon_id', 'checkout_id'])
      .execute();
    await db.schema
      .createIndex('coupon_uses_buyer')
      .on('coupon_uses')
      .columns(['coupon_id', 'buyer_key'])
      .execute();

    await db.schema
      .createTable('discount_rules')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull())
      .addColumn('start_at', timestamp)
      .addColumn('end_at', timestamp)
      .addColumn('discount_type', 'text', (c) => c.notNull())
      .addColumn('percentage', 'numeric', (c) => c.check(sql`percentage > 0 and percentage <= 100`))
      .addColumn('fixed_amount', 'numeric', (c) => c.check(sql`fixed_amount >= 0`))
      .addColumn('fixed_price', 'numeric', (c) => c.check(sql`fixed_price >= 0`))
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('product_ids', 'jsonb')
      .addColumn('collection_ids', 'jsonb')
      .addColumn('minimum_subtotal', 'numeric', (c) => c.check(sql`minimum_subtotal >= 0`))
      .addColumn('minimum_quantity', 'integer', (c) => c.check(sql`minimum_quantity > 0`))
      .addColumn('revision', 'bigint', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await sql`create index discount_rules_created on discount_rules (created_at, id)`.execute(db);

    await db.schema
      .createTable('shipping_regions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('destinations', 'jsonb', (c) => c.notNull())
      .addColumn('options', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await sql`create index shipping_regions_created on shipping_regions (created_at, id)`.execute(db);
    // One row per country ('' subdivision: the whole country) or subdivision a region covers. The primary key is
    // what keeps regions from overlapping, also between two admins saving at the same moment.
    await db.schema
      .createTable('shipping_region_destinations')
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('subdivision', 'text', (c) => c.notNull())
      .addColumn('region_id', 'text', (c) =>
        c.notNull().references('shipping_regions.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('shipping_region_destinations_pkey', ['country', 'subdivision'])
      .execute();
    await db.schema
      .createIndex('shipping_region_destinations_region')
      .on('shipping_region_destinations')
      .column('region_id')
      .execute();

    await db.schema
      .createTable('tax_regions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      // '' is the whole country, as in shipping_region_destinations, so the unique key also covers it.
      .addColumn('subdivision', 'text', (c) => c.notNull())
      .addColumn('tax_shipping', 'boolean', (c) => c.notNull())
      .addColumn('rates', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addUniqueConstraint('tax_regions_place', ['country', 'subdivision'])
      .execute();
    await sql`create index tax_regions_created on tax_regions (created_at, id)`.execute(db);

    await db.schema
      .createTable('tax_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('tax_included_in_prices', 'boolean', (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
  },
};
