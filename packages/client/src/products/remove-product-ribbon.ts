// removeProductRibbon: W14, clears the ribbon of a product.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/stores/v1/products/{id}/remove-ribbon' };

/**
 * Clears the ribbon of a product. Admin only. `POST /stores/v1/products/{id}/remove-ribbon` with `{ id }`.
 *
 * @example
 * await removeProductRibbon(client, 'p-1');
 */
export async function removeProductRibbon(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
