// OAuthStrategy: anonymous tokens, refresh with rotation, single flight, signed-in sessions, storage and session events.
import type { AdminSessionResponse, TokenResponse, Tokens } from '@cartwright/contracts';
import { platformFetch } from '../client/platform-fetch.js';
import type { AuthStrategy, FetchLike, Transport } from '../client/types.js';
import { DEFAULT_HOST, TOKEN_EXPIRY_MARGIN_S } from '../constants.js';
import { AuthError } from '../errors/errors.js';
import { emptyTokens } from './empty-tokens.js';
import { requestTokens, tokensFromResponse } from './request-tokens.js';
import { sessionEvents } from './session-events.js';
import type { AdminSessionKeeper, Session, SessionChangeReason, SessionView, TokenStorage } from './types.js';
import { withTokenLock } from './with-token-lock.js';

export type RefreshToken = Tokens['refreshToken'];
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
// size-gate: one closure over the token state its methods share. Split in two (the token requests over a state
// object, tried for issue 40), the state passed between the parts cost ~100 B gzip: the storefront bundle went from
// 5,962 B to 6,069 B, past its 6,000 B budget (bundle-size.test.ts).
export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const { clientId, now = Date.now, adminSession } = options;
  let current = options.tokens ?? emptyTokens();
  // Without a storage the tokens stay in memory, in `current`, which always holds what was last stored.
  const given: TokenStorage = options.tokenStorage ?? { get: () => current, set() {} };
  const storage = adminSession ? adminSession.guard(given) : given;
  const events = sessionEvents();
  let transport: Transport = { host: options.host ?? DEFAULT_HOST, fetch: options.fetch ?? platformFetch };
  // Bumped by every explicit change, so a token request that started before a logout cannot undo it.
  let generation = 0;
  let inflight: Promise<Tokens> | undefined;

  const read = async () => (await storage.get()) ?? emptyTokens();
  const initial = options.tokens ? storage.set(options.tokens) : storage.get();
  // A synchronous storage is adopted at once, so getTokens() is right from the start.
  if (!options.tokens && !(initial instanceof Promise)) current = initial ?? emptyTokens();
  let ready = Promise.resolve(initial).then((stored) => {
    if (!options.tokens && generation === 0) current = stored ?? emptyTokens();
  });
  const valid = (t: Tokens) =>
    !!t.accessToken.value && t.accessToken.expiresAt - TOKEN_EXPIRY_MARGIN_S > now() / 1000;
  const getSession = (): Session => ({ kind: current.refreshToken.role });

  async function save(tokens: Tokens, reason?: SessionChangeReason) {
    current = tokens;
    await storage.set(tokens);
    if (reason) events.emit({ session: getSession(), reason });
  }

  async function obtained(tokens: Tokens, startedAt: number, reason?: SessionChangeReason) {
    if (startedAt === generation) await save(tokens, reason);
    return tokens;
  }

  async function anonymous(): Promise<Tokens> {
    const startedAt = generation;
    const grant = { clientId, grantType: 'anonymous' } as const;
    return obtained(await requestTokens(transport, grant, 'visitor', now), startedAt, 'visitor-tokens');
  }

  async function refresh(refreshToken: RefreshToken): Promise<Tokens> {
    const startedAt = generation;
    const grant = { clientId, refreshToken: refreshToken.value, grantType: 'refresh_token' } as const;
    try {
      // A kept admin session renews from its cookie: the refresh token was never here.
      const fresh =
        adminSession && refreshToken.role === 'admin'
          ? tokensFromResponse(await adminSession.renew(transport), 'admin', now)!
          : await requestTokens(transport, grant, refreshToken.role, now);
      // Our server rotates refresh tokens; a server that does not answers without one, and the old one stays valid.
      fresh.refreshToken.value ||= refreshToken.value;
      return await obtained(fresh, startedAt);
    } catch (error) {
      const status = (error as AuthError).status ?? 0;
      const rejected = error instanceof AuthError && status >= 400 && status < 500;
      const { role } = refreshToken;
      if (role !== 'member' && role !== 'admin') {
        if (rejected) return anonymous();
        throw error;
      }
      // A rejected signed-in refresh token is dead: clear it. A transient failure keeps it for the next try.
      if (rejected && startedAt === generation) await save(emptyTokens());
      events.emit({ session: getSession(), reason: 'refresh-failed' });
      const code = role === 'admin' ? 'ADMIN_TOKENS_FAILED' : 'MEMBER_TOKENS_FAILED';
      throw new AuthError(code, { cause: error, status });
    }
  }

  function setTokens(tokens: Tokens, reason: SessionChangeReason = 'tokens-set') {
    generation++;
    ready = Promise.resolve();
    return save(tokens, reason);
  }

  /** Runs `task` as THE token request of this client and, through the Web Lock, of every tab; callers meanwhile share it. */
  function singleFlight(task: () => Promise<Tokens>): Promise<Tokens> {
    inflight ??= withTokenLock(`cartwright-tokens:${clientId}`, task).finally(() => {
      inflight = undefined;
    });
    return inflight;
  }

  /**
   * Anonymous tokens asked for explicitly, with `seen` the access token the caller knew. A valid visitor
   * session stored while the caller waited for the lock (another tab's first call) is adopted: a first
   * visit is one visitor, not one per tab or caller.
   */
  async function visitorTokens(seen: string): Promise<Tokens> {
    const stored = await read();
    const fresh = stored.accessToken.value !== seen && stored.refreshToken.role === 'visitor';
    if (!fresh || !valid(stored)) return anonymous();
    current = stored;
    return stored;
  }

  async function acquire(): Promise<Tokens> {
    // Another tab may have refreshed (and rotated the refresh token) while we waited for the lock.
    const stored = await read();
    const changed = stored.refreshToken.role !== current.refreshToken.role;
    current = stored;
    if (changed) events.emit({ session: getSession(), reason: 'tokens-set' });
    if (valid(stored)) return stored;
    // A kept admin session renews through its keeper: its refresh token was never in the page.
    const kept = adminSession && stored.refreshToken.role === 'admin';
    return stored.refreshToken.value || kept ? refresh(stored.refreshToken) : anonymous();
  }

  return {
    clientId,
    adminSession,
    transport: () => transport,
    attach(next) {
      transport = next;
    },
    async getAuthHeaders() {
      await ready;
      let tokens = current;
      if (!valid(tokens)) tokens = await singleFlight(acquire);
      return { authorization: tokens.accessToken.value };
    },
    getTokens: () => current,
    setTokens,
    async acceptSignIn(response, role) {
      const tokens = tokensFromResponse(response, role, now);
      if (!tokens) throw new AuthError('TOKEN_REQUEST_FAILED');
      await setTokens(tokens, `${role}-login`);
      return tokens;
    },
    async generateVisitorTokens(refreshToken) {
      if (refreshToken?.value) return refresh(refreshToken);
      await ready;
      const seen = current.accessToken.value;
      // Joins a token request under way (a page's first calls start one at the same time), unless that one
      // ends in a signed-in session: then it asks again, for the visitor tokens the caller wants.
      const shared = await singleFlight(() => visitorTokens(seen));
      return shared.refreshToken.role === 'visitor' ? shared : singleFlight(() => visitorTokens(seen));
    },
    renewToken: refresh,
    loggedIn: () => current.refreshToken.role === 'member',
    async logout() {
      const kept = adminSession && current.refreshToken.role === 'admin';
      generation++;
      await save(emptyTokens(), 'logout');
      if (kept) await adminSession.end(transport);
    },
    getSession,
    onSessionChange: events.subscribe,
  };
}
