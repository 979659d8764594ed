// Background jobs (the bulk member calls by filter): what they do, how far they got.
import type { JobKind, JobStatus } from '@cartwright/contracts';
import type { Selectable } from 'kysely';

export interface JobsTable {
  id: string;
  kind: JobKind;
  status: JobStatus;
  /** Items the job found to process. */
  total: number;
  succeeded: number;
  failed: number;
  /** The admin user or API key id that started it. */
  created_by: string;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

export type JobRow = Selectable<JobsTable>;
