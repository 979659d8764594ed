// getProductVariantOverrides: the price, cost and weight each variant of a product sets itself (store admin).
import type { VariantOverridesResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/cartwright/v1/products/{id}/variant-overrides',
  retry: 'read',
};

/**
 * Which variants of a product have a price, cost or weight of their own (set with `updateProductVariants`);
 * a value left out follows the product's, so a product price change moves it too. The catalog reads answer
 * only the resulting values. Admin only. `GET /cartwright/v1/products/{id}/variant-overrides`.
 *
 * @example
 * const { variants } = await getProductVariantOverrides(client, 'p-1');
 * variants; // [{ variantId: 'v-1' }, { variantId: 'v-2', price: 26 }]
 */
export function getProductVariantOverrides(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<VariantOverridesResponse> {
  return callApi<VariantOverridesResponse>(client, descriptor, { id }, options, [id]);
}
