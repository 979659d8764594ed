// bulkApproveMembers: M14 — approves every member a filter matches, as a background job.
import type { Filter } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import { type BulkByFilterOptions, type BulkByFilterResult, callBulkByFilter } from './bulk-by-filter.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/members/v1/members/bulk/approve-by-filter' };

/**
 * Approves every member the (non-empty) filter matches, in a background job whose progress
 * `getJob(client, jobId)` reads; with `dryRun` only counts them (`affectedCount`). Admins only.
 * `POST /members/v1/members/bulk/approve-by-filter`.
 *
 * @example
 * const { jobId } = await bulkApproveMembers(client, { status: 'PENDING' });
 */
export function bulkApproveMembers(
  client: StoreClient,
  filter: Filter,
  options: BulkByFilterOptions & CallOptions = {},
): Promise<BulkByFilterResult> {
  return callBulkByFilter(client, descriptor, filter, options);
}
