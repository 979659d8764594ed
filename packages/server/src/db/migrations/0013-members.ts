// Members and their sign-in: the member record (wire.md §4.4), the credentials of its identity, the
// single-use session tokens a sign-in answers, and the outbox of e-mails the store sends.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const membersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('members')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('login_email', 'text', (c) => c.notNull())
      .addColumn('login_email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE')`),
      )
      .addColumn('contact', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('privacy_status', 'text', (c) =>
        c.notNull().defaultTo('PRIVATE').check(sql`privacy_status in ('PRIVATE', 'PUBLIC')`),
      )
      .addColumn('activity_status', 'text', (c) =>
        c.notNull().defaultTo('ACTIVE').check(sql`activity_status in ('ACTIVE', 'MUTED')`),
      )
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addColumn('last_login_at', timestamp)
      .execute();
    await sql`create unique index members_login_email_lower on members (lower(login_email))`.execute(db);
    await sql`create unique index members_slug on members (slug)`.execute(db);

    await db.schema
      .createTable('member_credentials')
      .addColumn('member_id', 'uuid', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
      // Null for a member who signs in only through sign-on or an identity provider.
      .addColumn('password_hash', 'text')
      .addColumn('password_reset_required', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('password_changed_at', timestamp)
      .execute();

    await db.schema
      .createTable('session_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'uuid', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .execute();
    await db.schema.createIndex('session_tokens_expires').on('session_tokens').column('expires_at').execute();

    await db.schema
      .createTable('email_outbox')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('delivery_state', 'text', (c) =>
        c.notNull().check(sql`delivery_state in ('LOGGED', 'PENDING', 'SENT', 'FAILED')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', timestamp)
      .addColumn('last_error', 'text')
      .addColumn('sent_at', timestamp)
      .execute();
    await sql`create index email_outbox_to on email_outbox (lower(to_address), created_at desc)`.execute(db);
    await sql`create index email_outbox_due on email_outbox (next_attempt_at) where delivery_state = 'PENDING'`.execute(
      db,
    );
  },
};
