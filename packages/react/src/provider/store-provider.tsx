// Provides a store client and a TanStack QueryClient to the hooks below it.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createStoreQueryClient } from './create-store-query-client.js';
import type { OAuthStoreClient } from './store-client.js';
import { StoreClientContext } from './store-context.js';

/** Props of StoreProvider. */
export interface StoreProviderProps {
  /** The client from `createClient` that every hook below uses. */
  client: OAuthStoreClient;
  /** Share a QueryClient with the rest of the app; one is created for this provider when omitted. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Makes `client` available to `useStoreClient` and the other hooks, inside a QueryClientProvider.
 * @example <StoreProvider client={client}><App /></StoreProvider>
 */
export function StoreProvider({ client, queryClient, children }: StoreProviderProps) {
  // Created once per provider so a re-render never drops the cache.
  const [ownQueryClient] = useState(() => queryClient ?? createStoreQueryClient());
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <StoreClientContext.Provider value={client}>{children}</StoreClientContext.Provider>
    </QueryClientProvider>
  );
}
