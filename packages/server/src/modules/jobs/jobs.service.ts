// Background jobs: a module that starts one hands over the work as a function; the job records its progress
// as the work reports it, and ends SUCCEEDED, or FAILED when the work throws (logged, never answered).
import { randomUUID } from 'node:crypto';
import type { Job, JobKind } from '@cartwright/contracts';
import type { AdminCaller } from '../../caller.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors/app-error.js';
import { findJob, insertJob, updateJob } from './jobs.repository.js';
import type { JobRow } from './jobs.table.js';

/** What the work reports after each batch: the totals so far. */
export interface JobProgress {
  total: number;
  succeeded: number;
  failed: number;
}

export type JobWork = (report: (progress: JobProgress) => Promise<void>) => Promise<void>;

/** Jobs still running in this process, so tests and shutdown can wait for them. */
const running = new Set<Promise<void>>();

/**
 * Records a PENDING job and runs `work` after the current request; answers the job id at once.
 * @example const jobId = await startJob(deps, caller, 'MEMBERS_BULK_BLOCK', async (report) => { … })
 */
export async function startJob(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  caller: AdminCaller,
  kind: JobKind,
  work: JobWork,
): Promise<string> {
  const now = deps.clock();
  const job = await insertJob(deps.db, {
    id: randomUUID(),
    kind,
    status: 'PENDING',
    total: 0,
    succeeded: 0,
    failed: 0,
    created_by: caller.userId,
    created_at: now,
    updated_at: now,
    finished_at: null,
  });
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runJob(deps, job.id, work))
    .finally(() => running.delete(run));
  running.add(run);
  return job.id;
}

async function runJob(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>, id: string, work: JobWork) {
  try {
    await updateJob(deps.db, id, { status: 'RUNNING', updated_at: deps.clock() });
    await work((progress) => updateJob(deps.db, id, { ...progress, updated_at: deps.clock() }));
    const now = deps.clock();
    await updateJob(deps.db, id, { status: 'SUCCEEDED', updated_at: now, finished_at: now });
  } catch (error) {
    deps.logger.error({ err: error, jobId: id }, 'Background job failed');
    const now = deps.clock();
    await updateJob(deps.db, id, { status: 'FAILED', updated_at: now, finished_at: now }).catch(() => {});
  }
}

/** Resolves once every job this process started has ended. */
export async function settleRunningJobs(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

const rowToJob = (row: JobRow): Job => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  total: row.total,
  processed: row.succeeded + row.failed,
  succeeded: row.succeeded,
  failed: row.failed,
  createdDate: row.created_at.toISOString(),
  updatedDate: row.updated_at.toISOString(),
  ...(row.finished_at ? { finishedDate: row.finished_at.toISOString() } : {}),
});

/** A job's progress; 404 for an unknown id. */
export async function getJob(deps: Pick<AppDeps, 'db'>, id: string): Promise<Job> {
  const row = await findJob(deps.db, id);
  if (!row) throw notFound('Job');
  return rowToJob(row);
}
