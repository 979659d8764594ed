// deleteTaxRegion: removes a tax region (store admin).
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'DELETE', path: '/cartwright/v1/tax-regions/{id}' };

/**
 * Deletes a tax region. Admin only. `DELETE /cartwright/v1/tax-regions/{id}?id={id}`.
 *
 * @example
 * await deleteTaxRegion(client, 'tr-1');
 */
export async function deleteTaxRegion(client: StoreClient, id: string, options?: CallOptions): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
