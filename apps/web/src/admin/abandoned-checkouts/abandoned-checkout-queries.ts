// The abandoned-checkout list and settings as TanStack queries (admin callers).
import {
  getAbandonedCheckoutSettings,
  type ListAbandonedCheckoutsQuery,
  listAbandonedCheckouts,
} from '@cartwright/client/abandoned-checkouts';
import type { OAuthStoreClient } from '@cartwright/react';
import { queryOptions } from '@tanstack/react-query';

export const abandonedCheckoutKeys = {
  all: ['cartwright', 'admin', 'abandoned-checkouts'] as const,
  list: (query: ListAbandonedCheckoutsQuery) => [...abandonedCheckoutKeys.all, 'list', query] as const,
  settings: () => [...abandonedCheckoutKeys.all, 'settings'] as const,
};

/** The key of one list page. */
export type AbandonedCheckoutListKey = ReturnType<typeof abandonedCheckoutKeys.list>;

export const abandonedCheckoutQueries = {
  list: (client: OAuthStoreClient, query: ListAbandonedCheckoutsQuery) =>
    queryOptions({
      queryKey: abandonedCheckoutKeys.list(query),
      queryFn: ({ signal }) => listAbandonedCheckouts(client, query, { signal }),
    }),
  settings: (client: OAuthStoreClient) =>
    queryOptions({
      queryKey: abandonedCheckoutKeys.settings(),
      queryFn: ({ signal }) => getAbandonedCheckoutSettings(client, { signal }),
    }),
};
