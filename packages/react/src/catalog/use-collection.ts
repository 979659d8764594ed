// Hook for one collection by slug.
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { collectionQueries } from './collection-queries.js';

/**
 * The collection with this slug, through the query cache.
 * @example const { data: collection } = useCollection('summer-hats');
 */
export function useCollection(slug: string) {
  return useQuery(collectionQueries.bySlug(useStoreClient(), slug));
}
