// Public entry of @cartwright/react: provider and hooks over @cartwright/client and TanStack Query.
export { readSessionKind, subscribeToSession } from './auth/session-source.js';
export { useSession } from './auth/use-session.js';
export type { OAuthStoreClient } from './provider/store-client.js';
export { StoreProvider, type StoreProviderProps } from './provider/store-provider.js';
export { useStoreClient } from './provider/use-store-client.js';
