// updateProduct: W2, changes some fields of a product.
import type { ProductPatch } from '@cartwright/contracts';
import { PRODUCT_WRITE_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Product } from './types.js';

const descriptor: CallDescriptor = {
  method: 'PATCH',
  path: '/stores/v1/products/{product.id}',
  dates: PRODUCT_WRITE_CONVERSIONS.response.timestamps,
  floats: PRODUCT_WRITE_CONVERSIONS.response.floats,
};

/**
 * Updates the given fields of a product (no field mask: absent fields stay as they are). Admin only.
 * `PATCH /stores/v1/products/{id}` with `{ product: { id, …fields } }`.
 *
 * @example
 * const product = await updateProduct(client, 'p-1', { priceData: { price: 19.5 } });
 */
export async function updateProduct(
  client: StoreClient,
  id: string,
  product: Omit<ProductPatch, 'id'>,
  options?: CallOptions,
): Promise<Product> {
  const payload = { product: { ...product, id } };
  const response = await callApi<{ product: Product }>(client, descriptor, payload, options, [id, product]);
  return response.product;
}
