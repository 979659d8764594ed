// createProduct: W1, adds a product to the catalog.
import type { ProductInput } from '@cartwright/contracts';
import { PRODUCT_WRITE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Product } from './types.js';

const descriptor = describeCall('POST', '/stores/v1/products', PRODUCT_WRITE_CONVERSIONS);

/**
 * Creates a product and returns it with every computed field filled. Admin only.
 * `POST /stores/v1/products` with `{ product }`.
 *
 * @example
 * const product = await createProduct(client, { name: 'Straw hat', priceData: { price: 25 }, productType: 'physical' });
 */
export function createProduct(
  client: StoreClient,
  product: ProductInput,
  options?: CallOptions,
): Promise<Product> {
  return callApiFor<Product>('product', client, descriptor, { product }, options);
}
