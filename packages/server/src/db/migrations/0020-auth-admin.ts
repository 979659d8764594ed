// Owner administration of sign-in: OAuth clients gain post-logout redirect URIs and an updated time, and the
// owner's redirect-session targets (a URL template per intent the store has no page for) get a table.
import { type Kysely, type Migration, sql } from 'kysely';

const timestamp = sql`timestamptz`;

export const authAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('oauth_clients')
      .addColumn('post_logout_redirect_uris', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .execute();
    await db.schema
      .alterTable('oauth_clients')
      .addColumn('updated_at', timestamp, (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`update oauth_clients set updated_at = created_at`.execute(db);

    await db.schema
      .createTable('redirect_targets')
      .addColumn('target', 'text', (c) =>
        c
          .primaryKey()
          .check(sql`target in ('bookingsCheckout', 'eventsCheckout', 'paidPlansCheckout', 'bookingsBook')`),
      )
      .addColumn('url_template', 'text', (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
  },
};
