// resetProductVariantsToDefault: W5, drops the variant overrides of a product.
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/stores/v1/products/{id}/variants/resetToDefault',
};

/**
 * Drops every variant override, so each variant takes the product's values again. Admin only. `POST /stores/v1/products/{id}/variants/resetToDefault` with `{ id }`.
 *
 * @example
 * await resetProductVariantsToDefault(client, 'p-1');
 */
export async function resetProductVariantsToDefault(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await callApi(client, descriptor, { id }, options, [id]);
}
