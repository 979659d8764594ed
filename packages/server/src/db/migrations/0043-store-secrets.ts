// Secrets the store signs its own links with (issue #33: the order link in a buyer's e-mails), one row per use,
// made at the first use: every instance sharing the database signs and checks with the same one, and a
// link made before a restart still opens after it.
import { type Kysely, type Migration, sql } from 'kysely';

export const storeSecretsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table store_secrets (
      name text primary key,
      secret text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  },
};
