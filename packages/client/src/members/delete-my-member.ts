// deleteMyMember: M11, the signed-in member deletes their own record.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'DELETE', path: '/members/v1/members/my' };

export interface DeleteMyMemberOptions extends CallOptions {
  /** The member who takes over this member's content. */
  contentAssigneeId?: string;
}

/**
 * Deletes the signed-in member and ends every session they have (their tokens stop working).
 * `DELETE /members/v1/members/my[?contentAssigneeId=…]`. The store owner's member cannot be deleted.
 *
 * @example
 * await deleteMyMember(client);
 */
export async function deleteMyMember(
  client: StoreClient,
  options: DeleteMyMemberOptions = {},
): Promise<void> {
  const { contentAssigneeId, signal, timeoutMs } = options;
  await callApi(client, descriptor, { contentAssigneeId }, { signal, timeoutMs }, [options]);
}
