// Abandoned checkouts: one row per checkout the store has an answer about — ABANDONED (not completed in
// time), RECOVERED (completed later), or no status at all: completed before it was ever abandoned, a marker
// that keeps the detector away. One key per checkout, so detection and completion racing on the same
// checkout meet on it. The store's settings row also holds how far detection has scanned.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const abandonedCheckoutsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('abandoned_checkouts')
      .addColumn('checkout_id', 'uuid', (c) => c.primaryKey().references('checkouts.id').onDelete('cascade'))
      .addColumn('id', 'uuid', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.check(sql`status in ('ABANDONED', 'RECOVERED')`))
      .addColumn('cart_id', 'uuid')
      .addColumn('owner_kind', 'text')
      .addColumn('owner_id', 'text')
      .addColumn('buyer_email', 'text')
      .addColumn('currency', 'text')
      .addColumn('subtotal', 'numeric')
      .addColumn('total', 'numeric')
      .addColumn('item_count', 'integer')
      .addColumn('checkout_created_at', timestamp)
      .addColumn('abandoned_at', timestamp)
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addColumn('recovered_at', timestamp)
      .addColumn('completed_at', timestamp)
      .addColumn('recovery_email_at', timestamp)
      .execute();
    await sql`create index abandoned_checkouts_list on abandoned_checkouts (abandoned_at desc, id)
      where status is not null`.execute(db);
    // Detection reads checkouts by creation time, from where it stopped.
    await sql`create index checkouts_created on checkouts (created_at, id)`.execute(db);

    await db.schema
      .createTable('abandoned_checkout_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('abandon_after_minutes', 'integer', (c) =>
        c.notNull().defaultTo(60).check(sql`abandon_after_minutes between 5 and 10080`),
      )
      .addColumn('recovery_email_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
      /** Checkouts created before this were all looked at; null until the first scan. */
      .addColumn('scanned_until', timestamp)
      .execute();
  },
};
