// The QueryClient defaults that suit the store client.
import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient that does not retry on its own: the client already retries what is safe to retry
 * (reads on network errors and 502/503/504, and the spec's second attempts), so TanStack's three
 * extra retries would only multiply requests and delay the error a shopper should see.
 * @example <StoreProvider client={client} queryClient={createStoreQueryClient()}>…</StoreProvider>
 */
export function createStoreQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
