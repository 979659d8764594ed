// getProductV3: one product in the V3 shape, by id or by slug.
import type { V3ProductField } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import { PRODUCT_V3_DATES, type ProductV3 } from './types.js';

const byId: CallDescriptor = {
  method: 'GET',
  path: '/stores/v3/products/{productId}',
  dates: PRODUCT_V3_DATES,
};
const bySlug: CallDescriptor = {
  method: 'GET',
  path: '/stores/v3/products/slug/{slug}',
  dates: PRODUCT_V3_DATES,
};

export interface GetProductV3Options extends CallOptions {
  /** Parts answered only on request: CURRENCY, URL, PLAIN_DESCRIPTION, MEDIA_ITEMS_INFO, MERCHANT_DATA (admins)… */
  fields?: V3ProductField[];
}

/**
 * Gets one product in the V3 shape; hidden products are not found for shoppers.
 * `GET /stores/v3/products/{productId}?fields=CURRENCY&fields=…`
 *
 * @example
 * const product = await getProductV3(client, 'p-1', { fields: ['CURRENCY'] });
 */
export function getProductV3(
  client: StoreClient,
  productId: string,
  options: GetProductV3Options = {},
): Promise<ProductV3> {
  const { fields, ...call } = options;
  return callApiFor<ProductV3>('product', client, byId, { productId, fields }, call, [productId, options]);
}

/**
 * Gets one product in the V3 shape by its slug. `GET /stores/v3/products/slug/{slug}`
 *
 * @example
 * const product = await getProductV3BySlug(client, 'straw-hat');
 */
export function getProductV3BySlug(
  client: StoreClient,
  slug: string,
  options: GetProductV3Options = {},
): Promise<ProductV3> {
  const { fields, ...call } = options;
  return callApiFor<ProductV3>('product', client, bySlug, { slug, fields }, call, [slug, options]);
}
