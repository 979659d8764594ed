// Brings the schema up to date at start-up. Safe to run from several instances at once:
// Kysely's migrator takes a lock row while it works.
import { Migrator } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
