// bulkDeleteMembers: M12, an admin deletes members by id.
import type { BulkDeleteMembersResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/members/v1/members/bulk/delete' };

/**
 * Deletes up to 100 members; each succeeds or fails on its own (`results[].itemMetadata`,
 * `bulkActionMetadata`). Admins only. `POST /members/v1/members/bulk/delete` with `{ memberIds }`.
 *
 * @example
 * const { bulkActionMetadata } = await bulkDeleteMembers(client, [a, b]);
 */
export function bulkDeleteMembers(
  client: StoreClient,
  memberIds: string[],
  options?: CallOptions,
): Promise<BulkDeleteMembersResponse> {
  return callApi(client, descriptor, { memberIds }, options, [memberIds]);
}
