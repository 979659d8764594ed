// Hook for one page of a collection query.
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { type CollectionQuery, collectionQueries } from './collection-queries.js';

/**
 * One page of collections (all of the first page when no query is given).
 * @example const { data } = useCollections((q) => q.ascending('name').limit(6));
 */
export function useCollections(query?: CollectionQuery) {
  return useQuery(collectionQueries.list(useStoreClient(), query));
}
