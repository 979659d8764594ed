// A database migrated up to, not including, one migration: for tests of what that migration does to data
// made before it. PGlite by default, PostgreSQL when DATABASE_URL is set; a schema of its own either way.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Migrator } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrations } from '../db/migrations/index.js';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.js';

/** @example const handle = await databaseBefore('0030'); // migrations 0001-0029 applied */
export async function databaseBefore(migration: string): Promise<DatabaseHandle> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const databaseUrl = process.env.DATABASE_URL;
  const handle = databaseUrl
    ? await openDatabase({ databaseUrl, schema, poolSize: 2 })
    : await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }), schema });
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < migration));
  const { error } = await new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => before },
    migrationTableSchema: schema,
  }).migrateToLatest();
  if (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
