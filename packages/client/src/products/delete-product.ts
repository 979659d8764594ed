// deleteProduct: W3, removes a product from the catalog.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'DELETE', path: '/stores/v1/products/{id}' };

/**
 * Deletes a product. Admin only. `DELETE /stores/v1/products/{id}?id={id}`.
 *
 * @example
 * await deleteProduct(client, 'p-1');
 */
export async function deleteProduct(client: StoreClient, id: string, options?: CallOptions): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
