// deleteShippingRegion: removes a shipping region (store admin).
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'DELETE', path: '/cartwright/v1/shipping-regions/{id}' };

/**
 * Deletes a shipping region. Admin only. `DELETE /cartwright/v1/shipping-regions/{id}?id={id}`.
 *
 * @example
 * await deleteShippingRegion(client, 'sr-1');
 */
export async function deleteShippingRegion(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
