// Sign-in throttling by back-off (login-throttle.ts): counters per account and client address
// ('pair'), a lock end for the back-off, and the addresses each account recently signed in from.
import { type Kysely, type Migration, sql } from 'kysely';

export const adminLoginBackoffMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // The counters only ever hold the last minutes of attempts: starting them afresh is harmless.
    await sql`delete from admin_login_throttle`.execute(db);
    await sql`alter table admin_login_throttle drop constraint if exists admin_login_throttle_scope_check`.execute(
      db,
    );
    await db.schema
      .alterTable('admin_login_throttle')
      .addCheckConstraint('admin_login_throttle_scope', sql`scope in ('pair', 'email', 'ip')`)
      .execute();
    await db.schema.alterTable('admin_login_throttle').addColumn('locked_until', sql`timestamptz`).execute();

    await db.schema
      .createTable('admin_login_known_addresses')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('signed_in_at', sql`timestamptz`, (c) => c.notNull())
      .addPrimaryKeyConstraint('admin_login_known_addresses_pkey', ['email', 'address'])
      .execute();
    // Addresses not used for a while are swept by age.
    await db.schema
      .createIndex('admin_login_known_addresses_signed_in')
      .on('admin_login_known_addresses')
      .column('signed_in_at')
      .execute();
  },
};
