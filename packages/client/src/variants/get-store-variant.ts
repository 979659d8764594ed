// getStoreVariant: R-9, one variant by its store-wide id.
import type { StoreVariant } from '@cartwright/contracts';
import { GET_STORE_VARIANT_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';

const descriptor = describeCall('GET', '/stores-reader/v1/variants/{id}', GET_STORE_VARIANT_CONVERSIONS);

/**
 * Gets one variant with its product's names, stock and media, by its store-wide id
 * `{productId}-{variantId}`. `GET /stores-reader/v1/variants/{id}?id={id}`.
 *
 * @example
 * const variant = await getStoreVariant(client, 'p-1-v-2');
 */
export function getStoreVariant(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<StoreVariant> {
  return callApiFor<StoreVariant>('variant', client, descriptor, { id }, options, [id]);
}
