// getStoreVariant: R-9, one variant by its store-wide id.
import type { StoreVariant } from '@cartwright/contracts';
import { GET_STORE_VARIANT_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/stores-reader/v1/variants/{id}',
  dates: GET_STORE_VARIANT_CONVERSIONS.response.timestamps,
  floats: GET_STORE_VARIANT_CONVERSIONS.response.floats,
};

/**
 * Gets one variant with its product's names, stock and media, by its store-wide id
 * `{productId}-{variantId}`. `GET /stores-reader/v1/variants/{id}?id={id}`.
 *
 * @example
 * const variant = await getStoreVariant(client, 'p-1-v-2');
 */
export async function getStoreVariant(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<StoreVariant> {
  const response = await callApi<{ variant: StoreVariant }>(client, descriptor, { id }, options, [id]);
  return response.variant;
}
