// Serving the platform's own client as it signs in: a client's choice of refresh-token rotation (REUSE for
// clients that keep the first refresh token), and the visitor a session token and the authorization code
// made from it remember, so the visitor's cart merges when that code is exchanged.
import { type Kysely, type Migration, sql } from 'kysely';

export const signInCompatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('oauth_clients')
      .addColumn('refresh_tokens', 'text', (c) =>
        c.notNull().defaultTo('ROTATE').check(sql`refresh_tokens in ('ROTATE', 'REUSE')`),
      )
      .execute();
    // The visitor (its id and client, as its access token named them) who called the sign-in.
    for (const table of ['session_tokens', 'authorization_codes']) {
      await db.schema
        .alterTable(table)
        .addColumn('visitor_id', 'uuid')
        .addColumn('visitor_client_id', 'uuid')
        .execute();
    }
  },
};
