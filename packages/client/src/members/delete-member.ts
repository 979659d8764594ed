// deleteMember: M10, an admin deletes a member.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'DELETE', path: '/members/v1/members/{id}' };

/**
 * Deletes a member and ends their sessions. The owner's member cannot be deleted. Admins only.
 * `DELETE /members/v1/members/{id}?id={id}`.
 *
 * @example
 * await deleteMember(client, id);
 */
export async function deleteMember(client: StoreClient, id: string, options?: CallOptions): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
