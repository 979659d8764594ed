// Whether this browser's visitor has a cart, so a store front does not ask for one it knows is not there
// (the server answers 404 OWNED_CART_NOT_FOUND, which browsers log as a failed request on every page). A
// visitor's cart can only be made with the visitor's own token, which lives in this browser: the browser
// knows. A member's cart may come from another device, so members are always asked.
import type { StoreClient } from '@cartwright/client';

const KEY = 'cartwright.visitor-cart';

type Presence = 'exists' | 'none';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): then every read asks.
    return undefined;
  }
}

const sessionKind = (client: StoreClient): string | undefined =>
  (client.auth as { getSession?: () => { kind: string } }).getSession?.().kind;

/**
 * False when the caller certainly has no cart: no tokens yet (the first call makes a new visitor), or a
 * visitor this browser saw without a cart since. Anything unknown is asked.
 */
export function mayHaveCart(client: StoreClient): boolean {
  const kind = sessionKind(client);
  if (kind === 'none') {
    rememberCart(client, false);
    return false;
  }
  return kind !== 'visitor' || storage()?.getItem(KEY) !== ('none' satisfies Presence);
}

/** Records what a read or a change showed about the visitor's cart. */
export function rememberCart(client: StoreClient, exists: boolean): void {
  const kind = sessionKind(client);
  if (kind !== 'visitor' && kind !== 'none') return;
  try {
    storage()?.setItem(KEY, (exists ? 'exists' : 'none') satisfies Presence);
  } catch {
    // A full or refused storage only costs a question later.
  }
}
