// deleteCollection: W17, removes a collection (its products stay in the catalog).
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'DELETE', path: '/stores/v1/collections/{id}' };

/**
 * Deletes a collection; its products stay in the catalog. Admin only.
 * `DELETE /stores/v1/collections/{id}?id={id}`.
 *
 * @example
 * await deleteCollection(client, 'c-1');
 */
export async function deleteCollection(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
