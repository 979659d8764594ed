// The back-in-stock requests and their counts per product as TanStack queries (admin callers).
import {
  countBackInStockRequests,
  type ListBackInStockRequestsQuery,
  listBackInStockRequests,
} from '@cartwright/client/back-in-stock';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export const backInStockKeys = {
  all: ['cartwright', 'admin', 'back-in-stock'] as const,
  list: (query: ListBackInStockRequestsQuery) => [...backInStockKeys.all, 'list', query] as const,
  counts: () => [...backInStockKeys.all, 'counts'] as const,
};

/** The key of one list page. */
export type BackInStockListKey = ReturnType<typeof backInStockKeys.list>;

export const backInStockQueries = {
  list: (client: OAuthStoreClient, query: ListBackInStockRequestsQuery) =>
    queryOptions({
      queryKey: backInStockKeys.list(query),
      queryFn: ({ signal }) => listBackInStockRequests(client, query, { signal }),
    }),
  counts: (client: OAuthStoreClient) =>
    queryOptions({
      queryKey: backInStockKeys.counts(),
      queryFn: ({ signal }) => countBackInStockRequests(client, { signal }),
    }),
};
