// deleteProductOptions: W12, removes the options (and variants) of a product.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'DELETE', path: '/stores/v1/products/{id}/options' };

/**
 * Removes every option of a product, and with them its variants. Admin only. `DELETE /stores/v1/products/{id}/options` with `?id={id}`.
 *
 * @example
 * await deleteProductOptions(client, 'p-1');
 */
export async function deleteProductOptions(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
