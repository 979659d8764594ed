// removeProductsFromCollection: W7, removes products from a collection.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/stores/v1/collections/{id}/productIds/delete' };

/**
 * Removes products from a collection (the products stay in the catalog). Admin only.
 * `POST /stores/v1/collections/{id}/productIds/delete` with `{ id, productIds }`.
 *
 * @example
 * await removeProductsFromCollection(client, 'c-1', ['p-1', 'p-2']);
 */
export async function removeProductsFromCollection(
  client: StoreClient,
  id: string,
  productIds: string[],
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id, productIds }, options, [id, productIds]);
}
