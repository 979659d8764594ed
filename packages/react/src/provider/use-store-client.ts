// Reads the store client from the nearest StoreProvider.
import { useContext } from 'react';
import type { OAuthStoreClient } from './store-client.js';
import { StoreClientContext } from './store-context.js';

/**
 * Returns the client given to the nearest `<StoreProvider>`; throws when there is none.
 * @example const client = useStoreClient();
 */
export function useStoreClient(): OAuthStoreClient {
  const client = useContext(StoreClientContext);
  if (client === null) {
    throw new Error(
      'useStoreClient must be used inside <StoreProvider client={…}>; no StoreProvider was found.',
    );
  }
  return client;
}
