// Password recovery and account activation: the single-use tokens of the e-mailed links (stored as
// hashes only), the counters that throttle recovery e-mails per address and per client address, and
// the index that finds a member's refresh tokens to revoke them.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const recoveryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('recovery_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'uuid', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('recovery', 'activation')`))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .execute();
    // Using one token ends the member's others; expired ones are swept.
    await db.schema.createIndex('recovery_tokens_member').on('recovery_tokens').column('member_id').execute();
    await db.schema
      .createIndex('recovery_tokens_expires')
      .on('recovery_tokens')
      .column('expires_at')
      .execute();

    // A new password revokes every live refresh token of the member.
    await sql`create index refresh_tokens_subject_live on refresh_tokens (subject_kind, subject_id) where revoked_at is null`.execute(
      db,
    );

    await db.schema
      .createTable('recovery_email_throttle')
      .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('email', 'ip')`))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('recovery_email_throttle_pkey', ['scope', 'key'])
      .execute();
    await db.schema
      .createIndex('recovery_email_throttle_window')
      .on('recovery_email_throttle')
      .column('window_started_at')
      .execute();
  },
};
