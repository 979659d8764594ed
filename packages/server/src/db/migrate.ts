// Brings the schema up to date at start-up. Safe to run from several instances at once:
// Kysely's migrator takes a lock row while it works.
import { Migrator, sql } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

const migrationNames = Object.keys(migrations);

export async function migrateToLatest(db: Db): Promise<void> {
  const { rows } = await sql<{ schema: string; tracked: boolean }>`
    select current_schema() as schema,
      to_regclass(quote_ident(current_schema()) || '.kysely_migration') is not null as tracked
  `.execute(db);
  const { schema, tracked } = rows[0]!;
  // Every start but the first has nothing to do: two queries say so, where the migrator would run
  // about ten statements (its tables, its lock) to find that out.
  if (tracked && (await allApplied(db))) return;
  // The migrator's own tables live in the schema being migrated: without naming it, Kysely looks
  // them up in any schema on the search path's database, which breaks schema-isolated databases.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    // A data directory made while a branch's migrations were being written may lack an older one; apply it late
    // rather than refuse to start.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}

/** Every migration, not just the newest: one written later with a lower number must still run. */
async function allApplied(db: Db): Promise<boolean> {
  const { rows } = await sql<{ applied: number }>`
    select count(*)::int as applied from kysely_migration where name = any(${migrationNames})
  `.execute(db);
  return rows[0]!.applied === migrationNames.length;
}
