// SQL for the health check.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** `select version()`: the database answers, and says which one it is. */
export async function selectDatabaseVersion(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
  return rows[0]?.version;
}
