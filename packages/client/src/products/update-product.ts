// updateProduct: W2, changes some fields of a product.
import type { ProductPatch } from '@cartwright/contracts';
import { PRODUCT_WRITE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Product } from './types.js';

const descriptor = describeCall('PATCH', '/stores/v1/products/{product.id}', PRODUCT_WRITE_CONVERSIONS);

/**
 * Updates the given fields of a product (no field mask: absent fields stay as they are). Admin only.
 * `PATCH /stores/v1/products/{id}` with `{ product: { id, …fields } }`.
 *
 * @example
 * const product = await updateProduct(client, 'p-1', { priceData: { price: 19.5 } });
 */
export function updateProduct(
  client: StoreClient,
  id: string,
  product: Omit<ProductPatch, 'id'>,
  options?: CallOptions,
): Promise<Product> {
  const payload = { product: { ...product, id } };
  return callApiFor<Product>('product', client, descriptor, payload, options, [id, product]);
}
