// createProduct: W1, adds a product to the catalog.
import type { ProductInput } from '@cartwright/contracts';
import { PRODUCT_WRITE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Product } from './types.js';

const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/stores/v1/products',
  dates: PRODUCT_WRITE_CONVERSIONS.response.timestamps,
  floats: PRODUCT_WRITE_CONVERSIONS.response.floats,
};

/**
 * Creates a product and returns it with every computed field filled. Admin only.
 * `POST /stores/v1/products` with `{ product }`.
 *
 * @example
 * const product = await createProduct(client, { name: 'Straw hat', priceData: { price: 25 }, productType: 'physical' });
 */
export async function createProduct(
  client: StoreClient,
  product: ProductInput,
  options?: CallOptions,
): Promise<Product> {
  const response = await callApi<{ product: Product }>(client, descriptor, { product }, options);
  return response.product;
}
