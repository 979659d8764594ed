// bulkBlockMembers: M15 — blocks every member a filter matches, as a background job.
import type { Filter } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import { type BulkByFilterOptions, type BulkByFilterResult, callBulkByFilter } from './bulk-by-filter.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/members/v1/members/bulk/block-by-filter' };

/**
 * Blocks every member the (non-empty) filter matches, in a background job whose progress
 * `getJob(client, jobId)` reads; with `dryRun` only counts them (`affectedCount`). Admins only.
 * `POST /members/v1/members/bulk/block-by-filter`.
 *
 * @example
 * const { jobId } = await bulkBlockMembers(client, { status: 'PENDING' });
 */
export function bulkBlockMembers(
  client: StoreClient,
  filter: Filter,
  options: BulkByFilterOptions & CallOptions = {},
): Promise<BulkByFilterResult> {
  return callBulkByFilter(client, descriptor, filter, options);
}
