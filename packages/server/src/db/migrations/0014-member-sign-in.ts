// Member sign-in: the store's auth settings (one row), the e-mail verifications in progress (each with
// its hashed code, hashed state token, wrong tries and resend counts) and the proof-of-work captcha
// challenges handed out.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const memberSignInMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('auth_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('approval', 'text', (c) =>
        c.notNull().check(sql`approval in ('AUTOMATIC', 'OWNER_APPROVAL')`),
      )
      .addColumn('email_verification', 'text', (c) =>
        c.notNull().check(sql`email_verification in ('REQUIRED', 'OFF')`),
      )
      .addColumn('captcha', 'text', (c) =>
        c.notNull().check(sql`captcha in ('OFF', 'AFTER_FAILURES', 'ALWAYS')`),
      )
      .addColumn('captcha_after_failures', 'integer', (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('email_verifications')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('member_id', 'uuid', (c) => c.notNull().references('members.id').onDelete('cascade'))
      // Null for a verification started outside a sign-in (POST /v1/start).
      .addColumn('state_token_hash', 'text', (c) => c.unique())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('code_expires_at', timestamp, (c) => c.notNull())
      .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .addColumn('last_sent_at', timestamp, (c) => c.notNull())
      .addColumn('sends_window_started_at', timestamp, (c) => c.notNull())
      .addColumn('sends_in_window', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('email_verifications_expires')
      .on('email_verifications')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('captcha_challenges')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('difficulty', 'integer', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .execute();
    await db.schema
      .createIndex('captcha_challenges_expires')
      .on('captcha_challenges')
      .column('expires_at')
      .execute();
  },
};
