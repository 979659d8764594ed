// getProductFacets: issue #34's facet counts for a storefront's filters.
import type { ProductFacetsRequest, ProductFacetsResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

// A read sent as POST (the choices nest): safe to try twice.
const descriptor: CallDescriptor = {
  method: 'POST',
  path: '/cartwright/v1/products/facets',
  retry: 'transient',
};

/**
 * How many visible products each collection, option choice, price band, stock state and brand would leave
 * for a search and filters, each group counted without its own choices (so Size L keeps its count while
 * Size M is chosen); a value with 0 is still listed. `POST /cartwright/v1/products/facets`.
 *
 * @example
 * const { facets, totalCount } = await getProductFacets(client, {
 *   search: 'tee',
 *   facetFilters: { options: { Size: ['M'] }, stock: ['IN_STOCK'] },
 * });
 * facets.options; // [{ name: 'Size', choices: [{ choice: 'S', count: 4 }, { choice: 'M', count: 3 }] }, …]
 */
export function getProductFacets(
  client: StoreClient,
  request: ProductFacetsRequest = {},
  options?: CallOptions,
): Promise<ProductFacetsResponse> {
  return callApi<ProductFacetsResponse>(client, descriptor, request, options, [request]);
}
