// Limits of e-mail verification that hold across a member's sign-ins: the member's wrong codes in the
// current window (a fixed hour from the first; at the limit the member's verification is locked until it
// ends), and the code e-mails each address got in its current hour.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const verificationLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('verification_wrong_codes')
      .addColumn('member_id', 'uuid', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
      .addColumn('wrong_codes', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('verification_wrong_codes_window')
      .on('verification_wrong_codes')
      .column('window_started_at')
      .execute();

    await db.schema
      .createTable('verification_email_sends')
      // The address in lower case: one mailbox, however the member spelt it.
      .addColumn('address', 'text', (c) => c.primaryKey())
      .addColumn('sends', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('verification_email_sends_window')
      .on('verification_email_sends')
      .column('window_started_at')
      .execute();
  },
};
