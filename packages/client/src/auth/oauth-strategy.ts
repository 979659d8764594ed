// OAuthStrategy: anonymous tokens, refresh with rotation, single flight, signed-in sessions, storage and session
// events. The token requests are token-requests.ts's, over the TokenState this strategy keeps.
import type { AdminSessionResponse, TokenResponse, Tokens } from '@cartwright/contracts';
import { platformFetch } from '../client/platform-fetch.js';
import type { AuthStrategy, FetchLike, Transport } from '../client/types.js';
import { DEFAULT_HOST } from '../constants.js';
import { AuthError } from '../errors/errors.js';
import { emptyTokens } from './empty-tokens.js';
import { tokensFromResponse } from './request-tokens.js';
import { sessionEvents } from './session-events.js';
import {
  acquireTokens,
  type RefreshToken,
  refreshTokens,
  saveTokens,
  sessionOf,
  singleFlight,
  type TokenState,
  validTokens,
  visitorTokens,
} from './token-requests.js';
import type { AdminSessionKeeper, SessionChangeReason, SessionView, TokenStorage } from './types.js';

export type { RefreshToken };
/** Sessions a sign-in call starts: a member, or a store owner or contributor (`adminLogin`). */
export type SignedInRole = 'member' | 'admin';

export interface OAuthStrategyOptions {
  clientId: string;
  /** Initial tokens (e.g. read from the request's cookie during server-side rendering); they are stored. */
  tokens?: Tokens;
  /** Where tokens live between calls; without one they stay in memory for the page or process. */
  tokenStorage?: TokenStorage;
  /** Only for use without a client; `createClient` supplies its own host and fetch. */
  host?: string;
  fetch?: FetchLike;
  /** Clock in ms since the epoch (a frozen clock in tests). */
  now?: () => number;
  /**
   * `adminCookieSession()` from `@cartwright/client/admin`, for a web app the store serves on its own
   * origin: `adminLogin` asks the server to keep the admin's refresh token in an HttpOnly cookie; the
   * admin access token lives in memory only, never in `tokenStorage` (admin tokens a previous version
   * left there are erased); renewals and `logout` go through the cookie routes, and
   * `resumeAdminSession` picks the session up after a reload. Visitor and member tokens keep using
   * `tokenStorage`. Without it admin tokens are stored like any others (API callers, scripts).
   */
  adminSession?: AdminSessionKeeper;
}

export interface OAuthStrategy extends AuthStrategy, SessionView {
  readonly clientId: string;
  /** The keeper of admin sessions' refresh tokens, when they stay out of the page (`adminCookieSession()`). */
  readonly adminSession: AdminSessionKeeper | undefined;
  /** The host, fetch and headers token requests use (for the member sign-in calls built on this strategy). */
  transport(): Transport;
  /** Stores tokens and emits a session event with `reason` ('tokens-set' unless a sign-in flow says otherwise). */
  setTokens(tokens: Tokens, reason?: SessionChangeReason): Promise<void>;
  /**
   * Stores the token endpoint body a sign-in call answered as a `role` session (expiry counted on the
   * strategy's clock) and emits `<role>-login`. A token request already under way cannot undo it.
   */
  acceptSignIn(response: TokenResponse | AdminSessionResponse, role: SignedInRole): Promise<Tokens>;
  /**
   * Gets anonymous visitor tokens, or renews `refreshToken` when given; stores them. Without a refresh
   * token it shares the token request concurrent calls (and other tabs) already started.
   */
  generateVisitorTokens(refreshToken?: RefreshToken): Promise<Tokens>;
  /** Exchanges a refresh token; stores the new tokens, including the rotated refresh token. */
  renewToken(refreshToken: RefreshToken): Promise<Tokens>;
  loggedIn(): boolean;
  /**
   * Ends the session and clears the tokens; the next call starts a visitor session. A cookie admin
   * session is also ended on the server (`DELETE /cartwright/v1/admin/session`), whose failure is
   * thrown after the local session is gone.
   */
  logout(): Promise<void>;
}

/**
 * Visitor and member sessions over OAuth. Before each call it uses a valid access token, else
 * refreshes (the server rotates refresh tokens), else gets an anonymous token; concurrent callers,
 * and other tabs through a Web Lock, share one token request. A failed member refresh never turns
 * into a visitor session: it fails with AuthError `MEMBER_TOKENS_FAILED` (an admin's with
 * `ADMIN_TOKENS_FAILED`) and emits 'refresh-failed'.
 *
 * @example
 * const client = createClient({ host, auth: OAuthStrategy({ clientId, tokenStorage: localStorageTokenStorage() }) });
 */
export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const { clientId, now = Date.now, adminSession } = options;
  // Without a storage the tokens stay in memory, in `s.current`, which always holds what was last stored.
  const given: TokenStorage = options.tokenStorage ?? { get: () => s.current, set() {} };
  const s: TokenState = {
    clientId,
    now,
    adminSession,
    storage: adminSession ? adminSession.guard(given) : given,
    events: sessionEvents(),
    transport: { host: options.host ?? DEFAULT_HOST, fetch: options.fetch ?? platformFetch },
    current: options.tokens ?? emptyTokens(),
    generation: 0,
    inflight: undefined,
  };
  const initial = options.tokens ? s.storage.set(options.tokens) : s.storage.get();
  // A synchronous storage is adopted at once, so getTokens() is right from the start.
  if (!options.tokens && !(initial instanceof Promise)) s.current = initial ?? emptyTokens();
  let ready = Promise.resolve(initial).then((stored) => {
    if (!options.tokens && s.generation === 0) s.current = stored ?? emptyTokens();
  });

  function setTokens(tokens: Tokens, reason: SessionChangeReason = 'tokens-set') {
    s.generation++;
    ready = Promise.resolve();
    return saveTokens(s, tokens, reason);
  }

  return {
    clientId,
    adminSession,
    transport: () => s.transport,
    attach(next) {
      s.transport = next;
    },
    async getAuthHeaders() {
      await ready;
      let tokens = s.current;
      if (!validTokens(s, tokens)) tokens = await singleFlight(s, () => acquireTokens(s));
      return { authorization: tokens.accessToken.value };
    },
    getTokens: () => s.current,
    setTokens,
    async acceptSignIn(response, role) {
      const tokens = tokensFromResponse(response, role, now);
      if (!tokens) throw new AuthError('TOKEN_REQUEST_FAILED');
      await setTokens(tokens, `${role}-login`);
      return tokens;
    },
    async generateVisitorTokens(refreshToken) {
      if (refreshToken?.value) return refreshTokens(s, refreshToken);
      await ready;
      const seen = s.current.accessToken.value;
      // Joins a token request under way (a page's first calls start one at the same time), unless that one
      // ends in a signed-in session: then it asks again, for the visitor tokens the caller wants.
      const shared = await singleFlight(s, () => visitorTokens(s, seen));
      return shared.refreshToken.role === 'visitor' ? shared : singleFlight(s, () => visitorTokens(s, seen));
    },
    renewToken: (refreshToken) => refreshTokens(s, refreshToken),
    loggedIn: () => s.current.refreshToken.role === 'member',
    async logout() {
      const kept = adminSession && s.current.refreshToken.role === 'admin';
      s.generation++;
      await saveTokens(s, emptyTokens(), 'logout');
      if (kept) await adminSession.end(s.transport);
    },
    getSession: () => sessionOf(s),
    onSessionChange: s.events.subscribe,
  };
}
