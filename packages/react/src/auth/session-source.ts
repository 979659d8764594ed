// Framework-free view of the client's session, shaped for React's useSyncExternalStore.
import type { SessionKind } from '@cartwright/client';
import type { OAuthStoreClient } from '../provider/store-client.js';

/** Subscribes `onChange` to the client's session events; returns the unsubscribe function. */
export function subscribeToSession(client: OAuthStoreClient, onChange: () => void): () => void {
  return client.auth.onSessionChange(() => onChange());
}

/**
 * Reads the current session kind. A string is returned rather than the session object because
 * `getSession()` builds a fresh object per call, and useSyncExternalStore needs equal snapshots.
 */
export function readSessionKind(client: OAuthStoreClient): SessionKind {
  return client.auth.getSession().kind;
}
