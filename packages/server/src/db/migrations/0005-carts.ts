// Current carts (one per visitor, member or admin), their line items, the checkouts made from them, and the
// Idempotency-Key records that let a client retry add-to-cart and create-checkout safely.
import { type Kysely, type Migration, sql } from 'kysely';

const money = sql`numeric(14, 2)`;
const timestamp = sql`timestamptz`;
const ownerKind = (column: string) => sql`${sql.ref(column)} in ('visitor', 'member', 'admin')`;

export const cartsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('carts')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('owner_kind', 'text', (c) => c.notNull().check(ownerKind('owner_kind')))
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('buyer_note', 'text')
      .addColumn('buyer_email', 'text')
      .addColumn('contact_info', 'jsonb')
      .addColumn('selected_shipping_option', 'jsonb')
      .addColumn('business_location_id', 'text')
      .addColumn('coupon_id', 'text')
      .addColumn('coupon_code', 'text')
      .addColumn('merchant_discounts', sql`numeric(14, 2)[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('checkout_id', 'uuid')
      .addColumn('revision', 'bigint', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      // One current cart per owner: creating it on a first add is an insert that loses races harmlessly.
      .addUniqueConstraint('carts_owner', ['owner_kind', 'owner_id'])
      .execute();

    await db.schema
      .createTable('cart_line_items')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('cart_id', 'uuid', (c) => c.notNull().references('carts.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 100000`))
      .addColumn('catalog_reference', 'jsonb')
      // Catalog lines only: product, resolved variant and custom text, so adding the same item again merges.
      .addColumn('merge_key', 'text')
      .addColumn('custom_item', 'jsonb')
      .addColumn('price', money, (c) => c.check(sql`price >= 0`))
      .addColumn('full_price', money, (c) => c.check(sql`full_price >= 0`))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addCheckConstraint(
        'cart_line_items_kind',
        sql`(merge_key is not null and catalog_reference is not null and custom_item is null)
          or (merge_key is null and custom_item is not null and price is not null)`,
      )
      .addUniqueConstraint('cart_line_items_merge_key', ['cart_id', 'merge_key'])
      .execute();
    await db.schema
      .createIndex('cart_line_items_cart')
      .on('cart_line_items')
      .columns(['cart_id', 'position'])
      .execute();

    await db.schema
      .createTable('checkouts')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('owner_kind', 'text', (c) => c.notNull().check(ownerKind('owner_kind')))
      .addColumn('owner_id', 'text', (c) => c.notNull())
      // No foreign key: a checkout outlives the cart it was made from.
      .addColumn('cart_id', 'uuid', (c) => c.notNull())
      .addColumn('snapshot', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('checkouts_owner')
      .on('checkouts')
      .columns(['owner_kind', 'owner_id'])
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('owner_kind', 'text', (c) => c.notNull().check(ownerKind('owner_kind')))
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull().check(sql`length(key) between 1 and 255`))
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('response_status', 'integer')
      .addColumn('response_body', 'json')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['owner_kind', 'owner_id', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_created')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },
};
