// The admin's steps on a placed order: fulfilments (which lines shipped, how many, with what tracking) and refunds
// (an amount, a reason, the lines returned), and per line how many units went back to stock, so a cancel and a
// refund never put the same unit back twice.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const orderFulfilmentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_fulfillments')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      // [{id, quantity}]: the order's line ids and the units of each this shipment holds.
      .addColumn('line_items', 'jsonb', (c) => c.notNull())
      .addColumn('tracking_number', 'text')
      .addColumn('shipping_provider', 'text')
      .addColumn('tracking_link', 'text', (c) => c.check(sql`tracking_link like 'https://%'`))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await sql`create index order_fulfillments_order on order_fulfillments (order_id, created_at)`.execute(db);

    await db.schema
      .createTable('order_refunds')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('amount', sql`numeric(14, 2)`, (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('reason', 'text')
      .addColumn('restock', 'boolean', (c) => c.notNull())
      .addColumn('line_items', 'jsonb')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await sql`create index order_refunds_order on order_refunds (order_id, created_at)`.execute(db);

    await db.schema
      .alterTable('order_line_items')
      .addColumn('restocked_quantity', 'integer', (c) =>
        c.notNull().defaultTo(0).check(sql`restocked_quantity between 0 and quantity`),
      )
      .execute();
    // The money a refund may not pass, checked where concurrent refunds meet.
    await sql`alter table orders add constraint orders_refunded_within_paid check (refunded <= paid)`.execute(
      db,
    );
  },
};
