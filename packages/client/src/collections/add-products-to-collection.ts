// addProductsToCollection: W6, adds products to a collection.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/stores/v1/collections/{id}/productIds' };

/**
 * Adds products to a collection (products already in it stay once). Admin only.
 * `POST /stores/v1/collections/{id}/productIds` with `{ id, productIds }`.
 *
 * @example
 * await addProductsToCollection(client, 'c-1', ['p-1', 'p-2']);
 */
export async function addProductsToCollection(
  client: StoreClient,
  id: string,
  productIds: string[],
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id, productIds }, options, [id, productIds]);
}
