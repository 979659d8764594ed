// bulkDeleteMembersByFilter: M13 — deletes every member a filter matches, as a background job.
import type { Filter, MemberSearchField } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import { type BulkByFilterOptions, type BulkByFilterResult, callBulkByFilter } from './bulk-by-filter.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/members/v1/members/bulk/delete-by-filter' };

export interface BulkDeleteMembersByFilterOptions extends BulkByFilterOptions {
  /** The member who takes over the deleted members' content. */
  contentAssigneeId?: string;
  /** Only members matching these words (see queryMembers). */
  search?: { expression: string; fields?: MemberSearchField[] };
}

/**
 * Deletes every member the (non-empty) filter matches, in a background job whose progress
 * `getJob(client, jobId)` reads; with `dryRun` only counts them (`affectedCount`). Admins only.
 * `POST /members/v1/members/bulk/delete-by-filter`.
 *
 * @example
 * const { jobId } = await bulkDeleteMembersByFilter(client, { status: 'PENDING' });
 */
export function bulkDeleteMembersByFilter(
  client: StoreClient,
  filter: Filter,
  options: BulkDeleteMembersByFilterOptions & CallOptions = {},
): Promise<BulkByFilterResult> {
  const { contentAssigneeId, search } = options;
  return callBulkByFilter(client, descriptor, filter, options, { contentAssigneeId, search });
}
