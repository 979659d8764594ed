// Query keys and queryOptions for catalog collections (v2 read API).

import {
  type Collection,
  type CollectionsQueryBuilder,
  getCollectionBySlug,
  queryCollections,
} from '@cartwright/client/collections';
import type { QueryResult } from '@cartwright/client/query';
import { queryOptions } from '@tanstack/react-query';
import type { OAuthStoreClient } from '../provider/store-client.js';

/** Narrows a collection query: `(q) => q.ascending('name').limit(6)`. */
export type CollectionQuery = (query: CollectionsQueryBuilder) => CollectionsQueryBuilder;

/** Cache keys of collection reads; invalidate `collectionKeys.all` after a collection write. */
export const collectionKeys = {
  all: ['cartwright', 'collections'] as const,
  lists: () => [...collectionKeys.all, 'list'] as const,
  list: (query: ReturnType<CollectionsQueryBuilder['build']>) => [...collectionKeys.lists(), query] as const,
  bySlug: (slug: string) => [...collectionKeys.all, 'slug', slug] as const,
};

/** queryOptions for collection reads. */
export const collectionQueries = {
  /**
   * One collection by slug (`GET /v2/collections/slug/{slug}`).
   * @example useQuery(collectionQueries.bySlug(client, 'summer-hats'))
   */
  bySlug: (client: OAuthStoreClient, slug: string) =>
    queryOptions({
      queryKey: collectionKeys.bySlug(slug),
      queryFn: ({ signal }) => getCollectionBySlug(client, slug, { signal }),
    }),
  /**
   * One page of collections (`GET /v2/collections/query`).
   * @example useQuery(collectionQueries.list(client, (q) => q.ascending('name')))
   */
  list: (client: OAuthStoreClient, narrow: CollectionQuery = (q) => q) => {
    const query = narrow(queryCollections(client));
    return queryOptions({
      queryKey: collectionKeys.list(query.build()),
      queryFn: ({ signal }): Promise<QueryResult<Collection>> => query.find({ signal }),
    });
  },
};
