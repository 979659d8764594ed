// createProductV3, updateProductV3, deleteProductV3: admin writes on the same catalog V1 calls read.
import type { CreateProductV3Request, UpdateProductV3Request } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi, callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import { PRODUCT_V3_DATES, type ProductV3 } from './types.js';

const create: CallDescriptor = { method: 'POST', path: '/stores/v3/products', dates: PRODUCT_V3_DATES };
const update: CallDescriptor = {
  method: 'PATCH',
  path: '/stores/v3/products/{product.id}',
  dates: PRODUCT_V3_DATES,
};
const remove: CallDescriptor = { method: 'DELETE', path: '/stores/v3/products/{productId}' };

/**
 * Creates a product; its one variant carries price (and compare-at price), cost and weight. Admin only.
 * `POST /stores/v3/products` with `{ product }`.
 *
 * @example
 * const p = await createProductV3(client, { name: 'Mug', variantsInfo: { variants: [{ price: { actualPrice: { amount: '12' } } }] } });
 */
export function createProductV3(
  client: StoreClient,
  product: CreateProductV3Request['product'],
  options?: CallOptions,
): Promise<ProductV3> {
  return callApiFor<ProductV3>('product', client, create, { product }, options);
}

/**
 * Changes the given fields; `revision` must be the product's current one, else the call fails with 409
 * REVISION_MISMATCH and nothing changes. Admin only. `PATCH /stores/v3/products/{id}` with `{ product }`.
 *
 * @example
 * const p2 = await updateProductV3(client, p.id, { revision: p.revision, name: 'Big mug' });
 */
export function updateProductV3(
  client: StoreClient,
  id: string,
  product: Omit<UpdateProductV3Request['product'], 'id'>,
  options?: CallOptions,
): Promise<ProductV3> {
  return callApiFor<ProductV3>('product', client, update, { product: { ...product, id } }, options, [
    id,
    product,
  ]);
}

/**
 * Deletes a product (from both catalogs: there is one). Admin only. `DELETE /stores/v3/products/{productId}`
 *
 * @example
 * await deleteProductV3(client, 'p-1');
 */
export async function deleteProductV3(
  client: StoreClient,
  productId: string,
  options?: CallOptions,
): Promise<void> {
  await callApi(client, remove, { productId }, options, [productId]);
}
