// Hook for the facet counts of a listing's search and choices.
import type { ProductFacetsRequest } from '@cartwright/client/products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { productFacetsQuery } from './product-facets-query.js';

/**
 * Facet counts for `request`; the previous counts stay shown while new choices load, so filters do not jump.
 * @example const { data } = useProductFacets({ search: 'tee', facetFilters: { stock: ['IN_STOCK'] } });
 */
export function useProductFacets(request: ProductFacetsRequest) {
  return useQuery({ ...productFacetsQuery(useStoreClient(), request), placeholderData: keepPreviousData });
}
