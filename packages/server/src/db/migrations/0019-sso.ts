// Single sign-on: the OpenID Connect providers the owner connects, the browser logins on their way
// through a provider (state, nonce and PKCE verifier, keyed by the state's hash), and which provider
// account (connection, subject) is which member.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const ssoMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sso_connections')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('client_secret', 'text', (c) => c.notNull())
      .addColumn('scopes', 'jsonb', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sso_logins')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('connection_id', 'uuid', (c) =>
        c.notNull().references('sso_connections.id').onDelete('cascade'),
      )
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('authorization_url', 'text')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sso_logins_expires').on('sso_logins').column('expires_at').execute();

    await db.schema
      .createTable('sso_identities')
      .addColumn('connection_id', 'uuid', (c) =>
        c.notNull().references('sso_connections.id').onDelete('cascade'),
      )
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('member_id', 'uuid', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('sso_identities_pkey', ['connection_id', 'subject'])
      .execute();
    await db.schema.createIndex('sso_identities_member').on('sso_identities').column('member_id').execute();
  },
};
