// Token storage and session-event shapes shared by the OAuth strategy, its storages and the React bindings.
import type { Tokens } from '@cartwright/contracts';

export type { Tokens };

/** Where tokens live between calls (memory, localStorage, cookies, or your own for server-side rendering). */
export interface TokenStorage {
  get(): Tokens | undefined | Promise<Tokens | undefined>;
  set(tokens: Tokens): void | Promise<void>;
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
