// Hook that follows the client's session (none, visitor, member) and re-renders when it changes.
import type { Session, SessionKind } from '@cartwright/client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useStoreClient } from '../provider/use-store-client.js';
import { readSessionKind, subscribeToSession } from './session-source.js';

const serverSnapshot = (): SessionKind => 'none';

/**
 * Returns the current session `{ kind }` and re-renders on every session change of the client.
 * @example const { kind } = useSession(); // 'none' | 'visitor' | 'member' | 'admin'
 */
export function useSession(): Session {
  const client = useStoreClient();
  const subscribe = useCallback((onChange: () => void) => subscribeToSession(client, onChange), [client]);
  const getSnapshot = useCallback(() => readSessionKind(client), [client]);
  // A server render knows no visitor, and hydration must render what it did: signed in fills in just after.
  const kind = useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
  return useMemo(() => ({ kind }), [kind]);
}
