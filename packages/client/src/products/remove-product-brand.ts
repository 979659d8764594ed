// removeProductBrand: W13, clears the brand of a product.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/stores/v1/products/{id}/remove-brand' };

/**
 * Clears the brand of a product. Admin only. `POST /stores/v1/products/{id}/remove-brand` with `{ id }`.
 *
 * @example
 * await removeProductBrand(client, 'p-1');
 */
export async function removeProductBrand(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
