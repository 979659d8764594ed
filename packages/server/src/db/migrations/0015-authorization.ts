// OAuth authorization: the hosted sessions the authorize endpoint signs members in from (a cookie holds
// the id), and the authorization codes it issues. Both are stored as SHA-256 hashes only.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const authorizationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('hosted_sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'uuid', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('revoked_at', timestamp)
      .execute();
    await db.schema
      .createIndex('hosted_sessions_expires')
      .on('hosted_sessions')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('authorization_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'uuid', (c) => c.notNull())
      // Null when the authorize request named none (web_message): the exchange must then name none.
      .addColumn('redirect_uri', 'text')
      .addColumn('code_challenge', 'text', (c) => c.notNull())
      .addColumn('member_id', 'uuid', (c) => c.notNull().references('members.id').onDelete('cascade'))
      // The refresh-token family the exchange starts, so a second redemption can revoke it.
      .addColumn('family_id', 'uuid', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .execute();
    await db.schema
      .createIndex('authorization_codes_expires')
      .on('authorization_codes')
      .column('expires_at')
      .execute();
  },
};
