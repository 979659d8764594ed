// The React context that carries the store client; null outside a StoreProvider.
import { createContext } from 'react';
import type { OAuthStoreClient } from './store-client.js';

/** Holds the client given to the nearest StoreProvider. */
export const StoreClientContext = createContext<OAuthStoreClient | null>(null);
