// Hook for one page of a product query.
import type { QueryProductsOptions } from '@cartwright/client/products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { type ProductQuery, productQueries } from './product-queries.js';

/**
 * One page of products; the previous page stays shown while the next one loads.
 * @example const { data } = useProducts((q) => q.ge('priceData.price', 10).descending('price').limit(12));
 */
export function useProducts(query?: ProductQuery, options?: QueryProductsOptions) {
  return useQuery({
    ...productQueries.list(useStoreClient(), query, options),
    placeholderData: keepPreviousData,
  });
}
