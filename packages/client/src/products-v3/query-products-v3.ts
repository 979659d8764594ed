// queryProductsV3, searchProductsV3, countProductsV3: cursor-paged V3 product lists.
import type { CursorQuery, Filter, V3ProductField } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import { PRODUCTS_V3_DATES, type ProductsV3Page } from './types.js';

const query: CallDescriptor = {
  method: 'GET',
  path: '/stores/v3/products/query',
  query: 'complex',
  fallback: 'POST',
  dates: PRODUCTS_V3_DATES,
};
const search: CallDescriptor = { ...query, path: '/stores/v3/products/search' };
const count: CallDescriptor = { method: 'POST', path: '/stores/v3/products/count' };

export interface QueryProductsV3Options extends CallOptions {
  fields?: V3ProductField[];
  /** Admins: hidden products too. */
  returnNonVisibleProducts?: boolean;
}

/**
 * One cursor page of products: filter and sort by V3 names (`updatedDate`, `actualPriceRange.minValue.amount`…);
 * a next page sends `cursorPaging.cursor` alone. `GET /stores/v3/products/query?.r=<base64url JSON>`
 *
 * @example
 * const page = await queryProductsV3(client, { filter: { productType: 'PHYSICAL' }, cursorPaging: { limit: 20 } });
 */
export function queryProductsV3(
  client: StoreClient,
  cursorQuery: CursorQuery = {},
  options: QueryProductsV3Options = {},
): Promise<ProductsV3Page> {
  const { fields, returnNonVisibleProducts, ...call } = options;
  return callApi(client, query, { query: cursorQuery, fields, returnNonVisibleProducts }, call, [
    cursorQuery,
    options,
  ]);
}

/**
 * Products matching free text (the store's search: any case, word starts, near spellings), best match first.
 * `GET /stores/v3/products/search?.r=<base64url JSON>` with `{ search: { search: { expression }, … } }`
 *
 * @example
 * const page = await searchProductsV3(client, 'straw hat', { cursorPaging: { limit: 10 } });
 */
export function searchProductsV3(
  client: StoreClient,
  expression: string,
  cursorQuery: CursorQuery = {},
  options: QueryProductsV3Options = {},
): Promise<ProductsV3Page> {
  const { fields, returnNonVisibleProducts, ...call } = options;
  const payload = { search: { ...cursorQuery, search: { expression } }, fields, returnNonVisibleProducts };
  return callApi(client, search, payload, call, [expression, cursorQuery, options]);
}

/**
 * How many products match a filter (and free text). `POST /stores/v3/products/count` with `{ filter, search }`
 *
 * @example
 * const { count } = await countProductsV3(client, { productType: 'DIGITAL' });
 */
export function countProductsV3(
  client: StoreClient,
  filter?: Filter,
  options: CallOptions & { expression?: string; returnNonVisibleProducts?: boolean } = {},
): Promise<{ count: number }> {
  const { expression, returnNonVisibleProducts, ...call } = options;
  const payload = { filter, returnNonVisibleProducts, ...(expression ? { search: { expression } } : {}) };
  return callApi(client, count, payload, call, [filter, options]);
}
