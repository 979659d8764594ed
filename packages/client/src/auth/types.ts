// Token storage and session-event shapes shared by the OAuth strategy, its storages and the React bindings.
import type { AdminSessionResponse, Tokens } from '@cartwright/contracts';
import type { Transport } from '../client/types.js';

export type { Tokens };

/** Where tokens live between calls (memory, localStorage, cookies, or your own for server-side rendering). */
export interface TokenStorage {
  get(): Tokens | undefined | Promise<Tokens | undefined>;
  set(tokens: Tokens): void | Promise<void>;
}

/**
 * Keeps an admin session's refresh token outside the page (`adminCookieSession()`): `renew` answers a new
 * access token from it (AuthError with status 401 when there is no session or it ended), `end` ends it.
 */
export interface AdminSessionKeeper {
  renew(transport: Transport): Promise<AdminSessionResponse>;
  end(transport: Transport): Promise<void>;
  /**
   * The storage the strategy keeps its tokens in, around the one it was given: admin tokens stay in memory,
   * which no other script of the page can read, and admin tokens found in `storage` are erased; the others
   * go to `storage`. The keeper owns this, so a strategy without one carries none of it.
   */
  guard(storage: TokenStorage): TokenStorage;
}

/** `admin`: a store owner or contributor signed in (Cartwright's, see `adminLogin`). */
export type SessionKind = 'none' | 'visitor' | 'member' | 'admin';

export interface Session {
  kind: SessionKind;
}

export type SessionChangeReason =
  | 'visitor-tokens'
  | 'member-login'
  | 'admin-login'
  | 'logout'
  | 'refresh-failed'
  | 'tokens-set';

export interface SessionChangeEvent {
  session: Session;
  reason: SessionChangeReason;
}

export type SessionListener = (event: SessionChangeEvent) => void;

/**
 * What a strategy shows of the session it keeps, for code that keeps something per session owner (the cart
 * store's presence, React's useSession): its kind, its tokens (a member's access token names them) and its
 * changes. OAuthStrategy is one; an API key has no session, so ApiKeyStrategy is none.
 */
export interface SessionView {
  getSession(): Session;
  getTokens(): Tokens;
  onSessionChange(listener: SessionListener): () => void;
}
