// What the bulk member calls by filter take and answer.

export interface BulkByFilterOptions {
  /** Count the members the call would change, change nothing. */
  dryRun?: boolean;
}

/** The job's id (read its progress with getJob), or for a dry run only `affectedCount`. */
export interface BulkByFilterResult {
  jobId?: string;
  affectedCount?: number;
}
