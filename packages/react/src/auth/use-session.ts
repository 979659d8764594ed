// Hook that follows the client's session (none, visitor, member) and re-renders when it changes.
import type { Session } from '@cartwright/client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useStoreClient } from '../provider/use-store-client.js';
import { readSessionKind, subscribeToSession } from './session-source.js';

/**
 * Returns the current session `{ kind }` and re-renders on every session change of the client.
 * @example const { kind } = useSession(); // 'none' | 'visitor' | 'member' | 'admin'
 */
export function useSession(): Session {
  const client = useStoreClient();
  const subscribe = useCallback((onChange: () => void) => subscribeToSession(client, onChange), [client]);
  const getSnapshot = useCallback(() => readSessionKind(client), [client]);
  const kind = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return useMemo(() => ({ kind }), [kind]);
}
