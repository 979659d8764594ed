// What the bulk member calls by filter take and answer, and how they send it.
import type { Filter } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

export interface BulkByFilterOptions {
  /** Count the members the call would change, change nothing. */
  dryRun?: boolean;
}

/** The job's id (read its progress with getJob), or for a dry run only `affectedCount`. */
export interface BulkByFilterResult {
  jobId?: string;
  affectedCount?: number;
}

/**
 * Sends one bulk call by filter: the body carries the filter, the call's own fields and `dryRun`; only the
 * signal and the timeout are call options. The filter and the options are what a failure reports as `args`.
 */
export function callBulkByFilter(
  client: StoreClient,
  descriptor: CallDescriptor,
  filter: Filter,
  options: BulkByFilterOptions & CallOptions,
  fields: object = {},
): Promise<BulkByFilterResult> {
  const { signal, timeoutMs } = options;
  return callApi(client, descriptor, { filter, ...fields, dryRun: options.dryRun }, { signal, timeoutMs }, [
    filter,
    options,
  ]);
}
