// Back-in-stock requests: who wants an e-mail when which product variant is back. At most one open request
// (RECEIVED or PROCESSING) per e-mail and item; the worker finds the open ones per item.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const backInStockMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('back_in_stock_requests')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('product_id', 'uuid', (c) => c.notNull())
      .addColumn('variant_id', 'uuid', (c) => c.notNull())
      /** Lower-cased, so one address is one requester whatever its case. */
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('RECEIVED', 'PROCESSING', 'NOTIFICATION_SENT', 'FAILED')`),
      )
      .addColumn('product_name', 'text', (c) => c.notNull())
      /** The product name with the variant's choices: `Tee (Size: L)`. */
      .addColumn('item_name', 'text', (c) => c.notNull())
      .addColumn('requester_kind', 'text', (c) => c.notNull())
      .addColumn('requester_id', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addColumn('notified_at', timestamp)
      .addColumn('failure_reason', 'text')
      .execute();
    await sql`create unique index back_in_stock_requests_open on back_in_stock_requests (email, product_id, variant_id)
      where status in ('RECEIVED', 'PROCESSING')`.execute(db);
    await sql`create index back_in_stock_requests_waiting on back_in_stock_requests (product_id, variant_id)
      where status in ('RECEIVED', 'PROCESSING')`.execute(db);
    await sql`create index back_in_stock_requests_list on back_in_stock_requests (created_at desc, id)`.execute(
      db,
    );
    await sql`create index back_in_stock_requests_product on back_in_stock_requests (product_id, status)`.execute(
      db,
    );
  },
};
