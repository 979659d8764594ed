// Admin sign-in throttling: failed-attempt counters per e-mail and per client address, kept in the
// database so every server instance sees the same counts.
import { type Kysely, type Migration, sql } from 'kysely';

export const adminLoginThrottleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admin_login_throttle')
      .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('email', 'ip')`))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', sql`timestamptz`, (c) => c.notNull())
      .addPrimaryKeyConstraint('admin_login_throttle_pkey', ['scope', 'key'])
      .execute();
    // Expired windows are swept by age.
    await db.schema
      .createIndex('admin_login_throttle_window')
      .on('admin_login_throttle')
      .column('window_started_at')
      .execute();
  },
};
