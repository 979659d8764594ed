// Brings the schema up to date at start-up. Safe to run from several instances at once:
// Kysely's migrator takes a lock row while it works.
import { Migrator, sql } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

export async function migrateToLatest(db: Db): Promise<void> {
  // The migrator's own tables live in the schema being migrated: without naming it, Kysely looks
  // them up in any schema on the search path's database, which breaks schema-isolated databases.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]!.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
