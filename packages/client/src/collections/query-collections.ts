// queryCollections: R-3, the collection query builder (v2 read API).
import type { PagingMetadata } from '@cartwright/contracts';
import { QUERY_COLLECTIONS_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callPlatformQuery } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import { createQueryBuilder, type QueryBuilder } from '../query/query-builder.js';
import type { Collection, CollectionQueryFields, CollectionSortField } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/v2/collections/query',
  query: 'complex',
  fallback: 'POST',
  dates: QUERY_COLLECTIONS_CONVERSIONS.response.timestamps,
  floats: QUERY_COLLECTIONS_CONVERSIONS.response.floats,
};

/** A collection query: filter on {@link CollectionQueryFields}, sort on {@link CollectionSortField}. */
export type CollectionsQueryBuilder = QueryBuilder<CollectionQueryFields, CollectionSortField, Collection>;

/**
 * Starts a collection query; `find()` sends it. `GET /v2/collections/query?.r=<base64url {query}>`,
 * or a POST with the JSON body when that passes 4000 characters.
 *
 * @example
 * const { items } = await queryCollections(client).eq('visible', true).ascending('name').find();
 */
export function queryCollections(client: StoreClient): CollectionsQueryBuilder {
  return createQueryBuilder(async (query, options?: CallOptions) => {
    const response = await callPlatformQuery<{ collections?: Collection[]; metadata?: PagingMetadata }>(
      client,
      descriptor,
      { query },
      options,
    );
    return { items: response.collections ?? [], metadata: response.metadata };
  });
}
