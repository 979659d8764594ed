// A fresh, migrated database schema for one test file: PGlite by default, PostgreSQL when DATABASE_URL is set.
// One PGlite per test worker (creating one costs seconds); each call gets its own schema (milliseconds).
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.js';

export interface TestDatabase extends DatabaseHandle {
  schema: string;
  /** A second, independent handle on the same schema: what another server instance would open. */
  reopen(): Promise<DatabaseHandle>;
}

let shared: Promise<PGlite> | undefined;

function sharedPglite(): Promise<PGlite> {
  shared ??= PGlite.create({ extensions: PGLITE_EXTENSIONS });
  return shared;
}

export const testDatabaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** Opens the schema and waits until the handle hears changes, so tests start with caching on. */
async function open(schema: string): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  const handle = databaseUrl
    ? await openDatabase({ databaseUrl, schema, poolSize: 20 })
    : await openDatabase({ pglite: await sharedPglite(), schema });
  await handle.storeChanges.trustedNow();
  return handle;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const handle = await open(schema);
  await migrateToLatest(handle.db);
  return {
    ...handle,
    schema,
    reopen: () => open(schema),
    async close() {
      await handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await handle.close();
    },
  };
}
