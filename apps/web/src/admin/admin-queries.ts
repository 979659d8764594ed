// Admin reads: hidden products and merchant data included, cached under the catalog keys so every
// catalog write (which invalidates productKeys.all / collectionKeys.all) refreshes them too.

import { getCollection, queryCollections } from '@cartwright/client/collections';
import { getProduct, getProductVariantOverrides, queryProductVariants } from '@cartwright/client/products';
import { MAX_PAGE_SIZE } from '@cartwright/contracts/limits';
import { collectionKeys, type OAuthStoreClient, productKeys } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export const adminQueries = {
  product: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: [...productKeys.all, 'admin', 'detail', id],
      queryFn: ({ signal }) => getProduct(client, id, { signal, includeMerchantSpecificData: true }),
    }),
  variants: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: [...productKeys.all, 'admin', 'variants', id],
      queryFn: ({ signal }) =>
        queryProductVariants(client, id, {
          signal,
          includeMerchantSpecificData: true,
          paging: { limit: MAX_PAGE_SIZE },
        }),
    }),
  /** Which variants set a price, cost or weight of their own (the variants' reads show only the result). */
  variantOverrides: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: [...productKeys.all, 'admin', 'variant-overrides', id],
      queryFn: ({ signal }) => getProductVariantOverrides(client, id, { signal }),
    }),
  collection: (client: OAuthStoreClient, id: string) =>
    queryOptions({
      queryKey: [...collectionKeys.all, 'admin', 'detail', id],
      queryFn: ({ signal }) => getCollection(client, id, { signal }),
    }),
  /** Every collection by name (at most 100: the first page is enough for a membership picker). */
  allCollections: (client: OAuthStoreClient) =>
    queryOptions({
      queryKey: [...collectionKeys.all, 'admin', 'all'],
      queryFn: ({ signal }) =>
        queryCollections(client).ascending('name').limit(MAX_PAGE_SIZE).find({ signal }),
    }),
};
