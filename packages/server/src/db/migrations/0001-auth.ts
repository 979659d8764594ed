// Auth and store set-up: OAuth clients, signing keys, refresh tokens, API keys, admins, store settings.
import { type Kysely, type Migration, sql } from 'kysely';

const createdAt = sql`timestamptz`;

export const authMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oauth_clients')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('redirect_uris', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('allowed_origins', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('created_at', createdAt, (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('signing_keys')
      .addColumn('kid', 'text', (c) => c.primaryKey())
      .addColumn('alg', 'text', (c) => c.notNull())
      .addColumn('private_jwk', 'jsonb', (c) => c.notNull())
      .addColumn('public_jwk', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', createdAt, (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    // Two instances starting at once both try to insert a key; this makes only one of them win.
    await sql`create unique index signing_keys_one_active on signing_keys (active) where active`.execute(db);

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('family_id', 'uuid', (c) => c.notNull())
      .addColumn('client_id', 'uuid', (c) => c.notNull().references('oauth_clients.id').onDelete('cascade'))
      .addColumn('subject_kind', 'text', (c) =>
        c.notNull().check(sql`subject_kind in ('visitor', 'member', 'admin')`),
      )
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('created_at', createdAt, (c) => c.notNull())
      .addColumn('expires_at', createdAt, (c) => c.notNull())
      .addColumn('used_at', createdAt)
      .addColumn('replaced_by', 'uuid')
      .addColumn('revoked_at', createdAt)
      .execute();
    await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('created_at', createdAt, (c) => c.notNull())
      .addColumn('last_used_at', createdAt)
      .addColumn('revoked_at', createdAt)
      .execute();

    await db.schema
      .createTable('admins')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('OWNER', 'CONTRIBUTOR')`))
      .addColumn('created_at', createdAt, (c) => c.notNull())
      .execute();
    await sql`create unique index admins_email_lower on admins (lower(email))`.execute(db);

    await db.schema
      .createTable('store_settings')
      .addColumn('id', 'smallint', (c) => c.primaryKey().defaultTo(1).check(sql`id = 1`))
      .addColumn('store_name', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
      .addColumn('web_client_id', 'uuid', (c) => c.references('oauth_clients.id').onDelete('set null'))
      .addColumn('created_at', createdAt, (c) => c.notNull())
      .execute();
  },
};
