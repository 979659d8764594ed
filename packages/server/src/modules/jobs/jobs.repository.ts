// SQL for background jobs and their progress.
import type { Db } from '../../db/database.js';
import { isUuid } from '../../lib/secrets.js';
import type { JobRow, JobsTable } from './jobs.table.js';

export async function insertJob(db: Db, job: JobsTable): Promise<JobRow> {
  return db.insertInto('jobs').values(job).returningAll().executeTakeFirstOrThrow();
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateJob(
  db: Db,
  id: string,
  change: Partial<
    Pick<JobsTable, 'status' | 'total' | 'succeeded' | 'failed' | 'updated_at' | 'finished_at'>
  >,
): Promise<void> {
  await db.updateTable('jobs').set(change).where('id', '=', id).execute();
}
