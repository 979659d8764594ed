// Query keys and queryOptions for catalog products: one place that maps each read to its cache entry.

import {
  getProduct,
  getProductOptionsAvailability,
  type Product,
  type ProductFacetsRequest,
  type ProductsQueryBuilder,
  type QueryProductsOptions,
  queryProducts,
} from '@cartwright/client/products';
import type { QueryResult } from '@cartwright/client/query';
import { queryOptions } from '@tanstack/react-query';
import type { OAuthStoreClient } from '../provider/store-client.js';

/** Narrows a product query: `(q) => q.ge('priceData.price', 10).ascending('name').limit(12)`. */
export type ProductQuery = (query: ProductsQueryBuilder) => ProductsQueryBuilder;

/** Option name → chosen choice, as getProductOptionsAvailability takes it. */
export type ChosenOptions = Parameters<typeof getProductOptionsAvailability>[2];

/** Cache keys of product reads; invalidate `productKeys.all` after a catalog write. */
export const productKeys = {
  all: ['cartwright', 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  /** Keyed by the PlatformQuery the builder sends, so equal queries share one entry. */
  list: (query: ReturnType<ProductsQueryBuilder['build']>, options: QueryProductsOptions = {}) =>
    [...productKeys.lists(), query, options] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  optionsAvailability: (id: string, choices: ChosenOptions) =>
    [...productKeys.detail(id), 'options-availability', choices] as const,
  /** Keyed by the whole request, so a listing's counts and a server-rendered page share one entry. */
  facets: (request: ProductFacetsRequest) => [...productKeys.all, 'facets', request] as const,
};

/** queryOptions for product reads, usable with useQuery, prefetchQuery or ensureQueryData. */
export const productQueries = {
  /**
   * One product by id (`GET /stores-reader/v1/products/{id}`).
   * @example useQuery(productQueries.detail(client, 'p-1'))
   */
  detail: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }) => getProduct(client, id, { signal }),
    }),
  /**
   * One page of products (`GET /stores-reader/v1/products/query-platformized`).
   * @example useQuery(productQueries.list(client, (q) => q.startsWith('name', 'Hat').limit(12)))
   */
  list: (client: OAuthStoreClient, narrow: ProductQuery = (q) => q, options: QueryProductsOptions = {}) => {
    const query = narrow(queryProducts(client, options));
    return queryOptions({
      queryKey: productKeys.list(query.build(), options),
      queryFn: ({ signal }): Promise<QueryResult<Product>> => query.find({ signal }),
    });
  },
  /**
   * Which choices stay available for `choices`, and the selected variant once every option is chosen
   * (`POST /stores-reader/v1/products/{id}/productOptionsAvailability`).
   * @example useQuery(productQueries.optionsAvailability(client, 'p-1', { Size: 'M' }))
   */
  optionsAvailability: (client: OAuthStoreClient, id: string, choices: ChosenOptions) =>
    queryOptions({
      queryKey: productKeys.optionsAvailability(id, choices),
      queryFn: ({ signal }) => getProductOptionsAvailability(client, id, choices, { signal }),
    }),
};
