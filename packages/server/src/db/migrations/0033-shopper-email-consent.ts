// E-mail to addresses shoppers type: a back-in-stock request waits for its address to confirm it (the SHA-256
// of the confirmation link's token, never the token, and when the link stops working); a checkout remembers
// the client address it was made from; and hourly counters cap such e-mails per target and client address.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const shopperEmailConsentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('back_in_stock_requests')
      .addColumn('confirmed_at', timestamp)
      .addColumn('confirmation_token_hash', 'text', (c) => c.unique())
      .addColumn('confirmation_expires_at', timestamp)
      .execute();
    // Requests taken before confirmation existed keep their promise: they were accepted as they stood.
    await sql`update back_in_stock_requests set confirmed_at = created_at`.execute(db);
    await sql`create index back_in_stock_requests_unconfirmed on back_in_stock_requests (confirmation_expires_at)
      where status = 'RECEIVED' and confirmed_at is null`.execute(db);

    await db.schema.alterTable('checkouts').addColumn('client_address', 'text').execute();

    await db.schema
      .createTable('shopper_email_throttle')
      .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('email', 'address')`))
      /** `<purpose>:<lower-cased e-mail>` or `<purpose>:<client address>`. */
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('shopper_email_throttle_pkey', ['scope', 'key'])
      .execute();
    await db.schema
      .createIndex('shopper_email_throttle_window')
      .on('shopper_email_throttle')
      .column('window_started_at')
      .execute();
  },
};
