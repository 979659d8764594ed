// getProduct: R-4, one product by id.
import { GET_PRODUCT_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Product } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/stores-reader/v1/products/{id}',
  fallback: 'GET',
  // Spec §7: "a second attempt is made on failure": one that could end otherwise (no 4xx).
  retry: 'transient',
  dates: GET_PRODUCT_CONVERSIONS.response.timestamps,
  floats: GET_PRODUCT_CONVERSIONS.response.floats,
};

export interface GetProductOptions extends CallOptions {
  /** Adds cost and profit (admins only; ignored for visitors). */
  includeMerchantSpecificData?: boolean;
}

/**
 * Gets one product; hidden products are not found for visitors and members.
 * `GET /stores-reader/v1/products/{id}?id={id}[&includeMerchantSpecificData=true]`, tried a second
 * time after a network error, a 5xx or a 408 (a 404 is final).
 *
 * @example
 * const product = await getProduct(client, 'p-1');
 */
export function getProduct(
  client: StoreClient,
  id: string,
  options: GetProductOptions = {},
): Promise<Product> {
  const { signal, timeoutMs, includeMerchantSpecificData } = options;
  return callApiFor<Product>(
    'product',
    client,
    descriptor,
    { id, includeMerchantSpecificData },
    { signal, timeoutMs },
    [id, options],
  );
}
