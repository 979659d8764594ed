// A fresh, migrated database schema for one test file: PGlite by default, PostgreSQL when DATABASE_URL is set.
// One PGlite per test worker (creating one costs seconds); each call gets its own schema (milliseconds).
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

let shared: Promise<PGlite> | undefined;

function sharedPglite(): Promise<PGlite> {
  shared ??= PGlite.create();
  return shared;
}

export const testDatabaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const databaseUrl = process.env.DATABASE_URL;
  const handle = databaseUrl
    ? await openDatabase({ databaseUrl, schema, poolSize: 20 })
    : await openDatabase({ pglite: await sharedPglite(), schema });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await handle.close();
    },
  };
}
