// queryOptions for facet counts, apart from productQueries so a page that never counts facets does not ship the call.
import { getProductFacets, type ProductFacetsRequest } from '@cartwright/client/products';
import { queryOptions } from '@tanstack/react-query';
import type { OAuthStoreClient } from '../provider/store-client.js';
import { productKeys } from './product-queries.js';

/**
 * Facet counts for a search and facet choices (`POST /cartwright/v1/products/facets`), keyed by
 * `productKeys.facets(request)`, so a server-rendered listing can prefill them.
 * @example queryClient.prefetchQuery(productFacetsQuery(client, { search: 'tee' }))
 */
export const productFacetsQuery = (client: OAuthStoreClient, request: ProductFacetsRequest) =>
  queryOptions({
    queryKey: productKeys.facets(request),
    queryFn: ({ signal }) => getProductFacets(client, request, { signal }),
  });
