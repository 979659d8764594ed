// Whether the caller has a cart, so a store front does not ask for one it knows is not there (the server
// answers 404 OWNED_CART_NOT_FOUND, which browsers log as a failed request on every page). A visitor's cart can
// only be made with the visitor's own token, which lives in this browser: the browser knows. A member's cart may
// also come from another device, so "no cart" is only trusted for the member it was seen for, for a while, and
// is asked again on sign-in and whenever the tab comes back into view. It reads the session through the
// strategy's SessionView; a UI binding calls it around its cart reads and changes.
import type { SessionView } from '../auth/types.js';

const VISITOR_KEY = 'cartwright.visitor-cart';
const MEMBER_KEY = 'cartwright.member-cart';
/** How long a member seen without a cart is believed, for a shopper who never leaves the tab. */
export const MEMBER_NO_CART_TRUST_MS = 10 * 60_000;

type Presence = 'exists' | 'none';
/** One record for the last member seen: another member's is never read as theirs. */
interface MemberPresence {
  member: string;
  since?: number;
  cart: Presence;
  at: number;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): then every read asks.
    return undefined;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // A full or refused storage only costs a question later.
  }
}

/**
 * The signed-in member as the access token (a JWT) names them: its subject, and its `auth_time` (when they
 * signed in, kept by refreshed tokens), so a later sign-in is a new session whose cart is asked again.
 * Undefined for a token that is not a JWT with a subject.
 */
export function memberSessionOf(session: SessionView): { member: string; since?: number } | undefined {
  const token = session.getTokens().accessToken.value;
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims?.sub !== 'string' || !claims.sub) return undefined;
    return typeof claims.auth_time === 'number'
      ? { member: claims.sub, since: claims.auth_time }
      : { member: claims.sub };
  } catch {
    return undefined;
  }
}

function memberPresence(): MemberPresence | undefined {
  try {
    const record = JSON.parse(storage()?.getItem(MEMBER_KEY) ?? 'null') as MemberPresence | null;
    return typeof record?.member === 'string' && typeof record.at === 'number' ? record : undefined;
  } catch {
    return undefined;
  }
}

/**
 * False when the caller certainly has no cart: no tokens yet (the first call makes a new visitor), a visitor
 * this browser saw without a cart since, or the same member seen without one lately. Anything unknown is asked.
 */
export function mayHaveCart(session: SessionView, now = Date.now()): boolean {
  const { kind } = session.getSession();
  if (kind === 'none') {
    rememberCart(session, false);
    return false;
  }
  if (kind === 'visitor') return storage()?.getItem(VISITOR_KEY) !== ('none' satisfies Presence);
  if (kind !== 'member') return true;
  const member = memberSessionOf(session);
  const seen = memberPresence();
  if (!member || !seen || seen.cart !== 'none') return true;
  const same = seen.member === member.member && seen.since === member.since;
  return !(same && now - seen.at >= 0 && now - seen.at < MEMBER_NO_CART_TRUST_MS);
}

/** Records what a read or a change showed about the caller's cart. */
export function rememberCart(session: SessionView, exists: boolean, now = Date.now()): void {
  const { kind } = session.getSession();
  const cart: Presence = exists ? 'exists' : 'none';
  if (kind === 'visitor' || kind === 'none') write(VISITOR_KEY, cart);
  const member = kind === 'member' ? memberSessionOf(session) : undefined;
  if (member) write(MEMBER_KEY, JSON.stringify({ ...member, cart, at: now } satisfies MemberPresence));
}

/** Drops what was seen of members' carts, so the next read asks. */
export function forgetMemberCart(): void {
  try {
    storage()?.removeItem(MEMBER_KEY);
  } catch {
    // Refused storage holds nothing to forget.
  }
}

/** Set between a sign-up and its first member session: whether the visitor who signed up had a cart. */
let newMemberHadCart: boolean | undefined;

/**
 * Call just before a new member's first session starts (a sign-up's tokens): their cart is the visitor's, now
 * merged into theirs, or none, since no other device can have made one yet, so it is not asked just to hear 404.
 * @example expectNewMember(client.auth); await getMemberTokensForDirectLogin(client, sessionToken);
 */
export function expectNewMember(session: SessionView): void {
  newMemberHadCart = mayHaveCart(session);
}

/**
 * Asks a member's cart again when it may have changed elsewhere: on sign-in the memory is dropped (the read
 * for the new owner follows; a new member's is known, see expectNewMember), and when the tab comes back into view `reask` is called too, so a cart made on
 * another device shows once the shopper returns. Returns the function that stops watching.
 */
export function watchCartPresence(session: SessionView, reask: () => void): () => void {
  const stopSession = session.onSessionChange((event) => {
    if (event.reason !== 'member-login') return;
    if (newMemberHadCart === undefined) return forgetMemberCart();
    rememberCart(session, newMemberHadCart);
    newMemberHadCart = undefined;
  });
  const onVisibility = () => {
    if (document.visibilityState !== 'visible' || session.getSession().kind !== 'member') return;
    forgetMemberCart();
    reask();
  };
  const page = globalThis.document;
  page?.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopSession();
    page?.removeEventListener('visibilitychange', onVisibility);
  };
}
