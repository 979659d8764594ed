// queryStoreVariants: R-8, the store-wide variant query builder.
import type { PagingMetadata, StoreVariant } from '@cartwright/contracts';
import { QUERY_STORE_VARIANTS_CONVERSIONS } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import { describeCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import { createQueryBuilder, type QueryBuilder } from '../query/query-builder.js';
import type { StoreVariantQueryFields, StoreVariantSortField } from './types.js';

const descriptor = describeCall('POST', '/stores-reader/v1/variants/query', QUERY_STORE_VARIANTS_CONVERSIONS);

/** A store variant query: filter on {@link StoreVariantQueryFields}, sort on {@link StoreVariantSortField}. */
export type StoreVariantsQueryBuilder = QueryBuilder<
  StoreVariantQueryFields,
  StoreVariantSortField,
  StoreVariant
>;

/**
 * Starts a query over every product's variants (ids `{productId}-{variantId}`, with media); `find()`
 * sends it. `POST /stores-reader/v1/variants/query` with `{ query }`.
 *
 * @example
 * const { items } = await queryStoreVariants(client).eq('productId', 'p-1').eq('stock.inStock', true).find();
 */
export function queryStoreVariants(client: StoreClient): StoreVariantsQueryBuilder {
  return createQueryBuilder(async (query, options?: CallOptions) => {
    const response = await callFixedPath<{ variants?: StoreVariant[]; metadata?: PagingMetadata }>(
      client,
      descriptor,
      { query },
      options,
    );
    return { items: response.variants ?? [], metadata: response.metadata };
  });
}
