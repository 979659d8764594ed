// The admin's payment settings that live in the store (the keys are the server's flags): one row, made with its
// defaults on first use. Capture later is off by default: a store charges at checkout unless it chose otherwise.
import { type Kysely, type Migration, sql } from 'kysely';

export const paymentSettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('capture_later', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('updated_at', sql`timestamptz`)
      .execute();
  },
};
