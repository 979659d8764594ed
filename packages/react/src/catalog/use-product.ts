// Hook for one product by id.
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { productQueries } from './product-queries.js';

/**
 * The product with this id, through the query cache.
 * @example const { data: product, error } = useProduct('p-1');
 */
export function useProduct(id: string) {
  return useQuery(productQueries.detail(useStoreClient(), id));
}
