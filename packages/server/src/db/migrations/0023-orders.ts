// Orders placed from checkouts: the order (one per checkout, numbered per store without gaps), its line items with
// the shipped and refunded quantities the admin steps move, every payment attempt (declines too, kept on the
// checkout before an order exists), and the order's activity history. Checkouts learn when they were completed
// and keep what their totals are computed from.
// size-gate: a migration, one table definition after another; it is never edited once released.
import { type Kysely, type Migration, sql } from 'kysely';

const money = sql`numeric(14, 2)`;
const timestamp = sql`timestamptz`;
const ownerKind = (column: string) => sql`${sql.ref(column)} in ('visitor', 'member', 'admin')`;
const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

const PAYMENT_STATUSES = [
  'NOT_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
  'PARTIALLY_PAID',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
];

export const ordersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One row: the last order number given. Taken with `update … returning` in the placing transaction, so
    // numbers have no gaps (a rolled-back order gives its number back) and follow commit order.
    await db.schema
      .createTable('order_number_counter')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('last_number', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into order_number_counter (id, last_number) values (1, 10000)`.execute(db);

    await db.schema
      .createTable('orders')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('number', 'bigint', (c) => c.notNull().unique())
      // Unique: the idempotency of completing a checkout; a second complete finds this order.
      .addColumn('checkout_id', 'uuid', (c) => c.notNull().unique())
      .addColumn('owner_kind', 'text', (c) => c.notNull().check(ownerKind('owner_kind')))
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('buyer_email', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['APPROVED', 'CANCELED'])))
      .addColumn('payment_status', 'text', (c) =>
        c.notNull().check(oneOf('payment_status', PAYMENT_STATUSES)),
      )
      .addColumn('fulfillment_status', 'text', (c) =>
        c.notNull().check(oneOf('fulfillment_status', ['NOT_FULFILLED', 'PARTIALLY_FULFILLED', 'FULFILLED'])),
      )
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('total', money, (c) => c.notNull())
      .addColumn('paid', money, (c) => c.notNull().defaultTo(0))
      .addColumn('refunded', money, (c) => c.notNull().defaultTo(0))
      // The rest of the wire order as placed: buyer, recipient, billing, shipping, price summary, discounts.
      .addColumn('snapshot', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addColumn('purchased_at', timestamp, (c) => c.notNull())
      .execute();
    await sql`create index orders_newest on orders (created_at desc, number desc)`.execute(db);
    await sql`create index orders_owner on orders (owner_kind, owner_id, created_at desc)`.execute(db);
    await sql`create index orders_buyer_email on orders (lower(buyer_email) text_pattern_ops)`.execute(db);

    await db.schema
      .createTable('order_line_items')
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'text')
      .addColumn('variant_id', 'text')
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('fulfilled_quantity', 'integer', (c) =>
        c.notNull().defaultTo(0).check(sql`fulfilled_quantity between 0 and quantity`),
      )
      .addColumn('refunded_quantity', 'integer', (c) =>
        c.notNull().defaultTo(0).check(sql`refunded_quantity between 0 and quantity`),
      )
      // Whether placing the order took this line from stock (a tracked product): cancel and refund put it back.
      .addColumn('stock_taken', 'boolean', (c) => c.notNull())
      .addColumn('unit_price', money, (c) => c.notNull())
      .addColumn('total_price', money, (c) => c.notNull())
      // The wire line item's name, options, description lines and image as bought.
      .addColumn('snapshot', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_line_items_pk', ['order_id', 'id'])
      .execute();

    await db.schema
      .createTable('payment_attempts')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('checkout_id', 'uuid', (c) => c.notNull())
      .addColumn('order_id', 'uuid', (c) => c.references('orders.id').onDelete('cascade'))
      .addColumn('method', 'text', (c) => c.notNull().check(oneOf('method', ['CARD', 'OFFLINE'])))
      .addColumn('outcome', 'text', (c) => c.notNull().check(oneOf('outcome', ['APPROVED', 'DECLINED'])))
      .addColumn('last4', 'text')
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      // Orders attempts made in the same millisecond as they were made.
      .addColumn('seq', 'bigint', (c) => c.generatedByDefaultAsIdentity())
      .execute();
    await sql`create index payment_attempts_checkout on payment_attempts (checkout_id, created_at)`.execute(
      db,
    );
    await sql`create index payment_attempts_order on payment_attempts (order_id) where order_id is not null`.execute(
      db,
    );

    await db.schema
      .createTable('order_activities')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull().check(oneOf('actor', ['BUYER', 'ADMIN', 'SYSTEM'])))
      .addColumn('detail', 'text')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      // Orders activities written in the same millisecond as they were written.
      .addColumn('seq', 'bigint', (c) => c.generatedByDefaultAsIdentity())
      .execute();
    await sql`create index order_activities_order on order_activities (order_id, created_at, seq)`.execute(
      db,
    );

    await db.schema.alterTable('checkouts').addColumn('completed_at', timestamp).execute();
    await db.schema.alterTable('checkouts').addColumn('order_id', 'uuid').execute();
    // What its totals are computed from besides the address and option (priced lines, coupon, buyer), so a
    // change of address reprices the checkout as created, not the cart as it is now.
    await db.schema.alterTable('checkouts').addColumn('pricing', 'jsonb').execute();
  },
};
