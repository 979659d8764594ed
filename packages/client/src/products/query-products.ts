// queryProducts: R-10, the product query builder.
import type { PagingMetadata, ProductFacetFilters } from '@cartwright/contracts';
import { QUERY_PRODUCTS_RESPONSE_SIDE } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callPlatformQuery } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import { createQueryBuilder, type QueryBuilder } from '../query/query-builder.js';
import type { getProductFacets } from './get-product-facets.js';
import type { Product, ProductQueryFields, ProductSortField } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/stores-reader/v1/products/query-platformized',
  query: 'complex',
  fallback: 'POST',
  // Spec §7: a second attempt on failure, one that could end otherwise (no 4xx).
  retry: 'transient',
  dates: QUERY_PRODUCTS_RESPONSE_SIDE.timestamps,
  floats: QUERY_PRODUCTS_RESPONSE_SIDE.floats,
};

export interface QueryProductsOptions {
  /**
   * Cartwright: words to find in the name, description, SKUs and brand, in any case, each also as the
   * start of a longer word (`goose` finds "Gooseneck Kettle"); every word must match. Best match first
   * unless the query sorts. Up to 200 characters; blank is no search.
   */
  search?: string;
  /**
   * Cartwright: facet choices, as {@link getProductFacets} takes them (any choice within a group, every
   * group), so a listing shows the products its facet counts promise.
   */
  facetFilters?: ProductFacetFilters;
  includeVariants?: boolean;
  /** Admins only. */
  includeHiddenProducts?: boolean;
  /** Adds cost and profit (admins only). */
  includeMerchantSpecificData?: boolean;
}

/** A product query: filter on {@link ProductQueryFields}, sort on {@link ProductSortField}. */
export type ProductsQueryBuilder = QueryBuilder<ProductQueryFields, ProductSortField, Product>;

/**
 * Starts a product query; `find()` sends it. `GET /stores-reader/v1/products/query-platformized?.r=<base64url {query}>`,
 * or a POST with the JSON body when that passes 4000 characters; tried a second time after a network
 * error, a 5xx or a 408.
 *
 * @example
 * const page = await queryProducts(client).ge('priceData.price', 10).ascending('name').limit(20).find();
 * const kettles = await queryProducts(client, { search: 'kettle' }).limit(12).find();
 * const more = page.hasNext() ? await page.next() : undefined;
 */
export function queryProducts(client: StoreClient, options: QueryProductsOptions = {}): ProductsQueryBuilder {
  return createQueryBuilder(async (query, callOptions?: CallOptions) => {
    const payload = { query, ...options };
    const response = await callPlatformQuery<{ products?: Product[]; metadata?: PagingMetadata }>(
      client,
      descriptor,
      payload,
      callOptions,
    );
    return { items: response.products ?? [], metadata: response.metadata };
  });
}
