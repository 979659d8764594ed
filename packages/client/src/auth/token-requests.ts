// The token requests of one OAuthStrategy: anonymous tokens, refresh with rotation, and the single flight
// concurrent callers (and other tabs, through a Web Lock) share. They and the strategy's methods share one
// TokenState; a request that started before an explicit change (a later generation) stores nothing.
import type { Tokens } from '@cartwright/contracts';
import type { Transport } from '../client/types.js';
import { TOKEN_EXPIRY_MARGIN_S } from '../constants.js';
import { AuthError } from '../errors/errors.js';
import { emptyTokens } from './empty-tokens.js';
import { requestTokens, tokensFromResponse } from './request-tokens.js';
import type { sessionEvents } from './session-events.js';
import type { AdminSessionKeeper, Session, SessionChangeReason, TokenStorage } from './types.js';
import { withTokenLock } from './with-token-lock.js';

export type RefreshToken = Tokens['refreshToken'];

export interface TokenState {
  readonly clientId: string;
  readonly now: () => number;
  readonly adminSession: AdminSessionKeeper | undefined;
  readonly storage: TokenStorage;
  readonly events: ReturnType<typeof sessionEvents>;
  transport: Transport;
  /** What was last stored: without a storage the tokens live here alone. */
  current: Tokens;
  /** Bumped by every explicit change, so a token request that started before a logout cannot undo it. */
  generation: number;
  inflight: Promise<Tokens> | undefined;
}

export const readTokens = async (s: TokenState) => (await s.storage.get()) ?? emptyTokens();
export const validTokens = (s: TokenState, t: Tokens) =>
  !!t.accessToken.value && t.accessToken.expiresAt - TOKEN_EXPIRY_MARGIN_S > s.now() / 1000;
export const sessionOf = (s: TokenState): Session => ({ kind: s.current.refreshToken.role });

export async function saveTokens(s: TokenState, tokens: Tokens, reason?: SessionChangeReason) {
  s.current = tokens;
  await s.storage.set(tokens);
  if (reason) s.events.emit({ session: sessionOf(s), reason });
}

async function obtained(s: TokenState, tokens: Tokens, startedAt: number, reason?: SessionChangeReason) {
  if (startedAt === s.generation) await saveTokens(s, tokens, reason);
  return tokens;
}

export async function anonymousTokens(s: TokenState): Promise<Tokens> {
  const startedAt = s.generation;
  const grant = { clientId: s.clientId, grantType: 'anonymous' } as const;
  return obtained(s, await requestTokens(s.transport, grant, 'visitor', s.now), startedAt, 'visitor-tokens');
}

export async function refreshTokens(s: TokenState, refreshToken: RefreshToken): Promise<Tokens> {
  const startedAt = s.generation;
  const { adminSession, transport, now } = s;
  const grant = {
    clientId: s.clientId,
    refreshToken: refreshToken.value,
    grantType: 'refresh_token',
  } as const;
  try {
    // A kept admin session renews from its cookie: the refresh token was never here.
    const fresh =
      adminSession && refreshToken.role === 'admin'
        ? tokensFromResponse(await adminSession.renew(transport), 'admin', now)!
        : await requestTokens(transport, grant, refreshToken.role, now);
    // Our server rotates refresh tokens; a server that does not answers without one, and the old one stays valid.
    fresh.refreshToken.value ||= refreshToken.value;
    return await obtained(s, fresh, startedAt);
  } catch (error) {
    const status = (error as AuthError).status ?? 0;
    const rejected = error instanceof AuthError && status >= 400 && status < 500;
    const { role } = refreshToken;
    if (role !== 'member' && role !== 'admin') {
      if (rejected) return anonymousTokens(s);
      throw error;
    }
    // A rejected signed-in refresh token is dead: clear it. A transient failure keeps it for the next try.
    if (rejected && startedAt === s.generation) await saveTokens(s, emptyTokens());
    s.events.emit({ session: sessionOf(s), reason: 'refresh-failed' });
    const code = role === 'admin' ? 'ADMIN_TOKENS_FAILED' : 'MEMBER_TOKENS_FAILED';
    throw new AuthError(code, { cause: error, status });
  }
}

/** Runs `task` as THE token request of this client and, through the Web Lock, of every tab; callers meanwhile share it. */
export function singleFlight(s: TokenState, task: () => Promise<Tokens>): Promise<Tokens> {
  s.inflight ??= withTokenLock(`cartwright-tokens:${s.clientId}`, task).finally(() => {
    s.inflight = undefined;
  });
  return s.inflight;
}

/**
 * Anonymous tokens asked for explicitly, with `seen` the access token the caller knew. A valid visitor
 * session stored while the caller waited for the lock (another tab's first call) is adopted: a first
 * visit is one visitor, not one per tab or caller.
 */
export async function visitorTokens(s: TokenState, seen: string): Promise<Tokens> {
  const stored = await readTokens(s);
  const fresh = stored.accessToken.value !== seen && stored.refreshToken.role === 'visitor';
  if (!fresh || !validTokens(s, stored)) return anonymousTokens(s);
  s.current = stored;
  return stored;
}

/** The tokens for the next call, under the single flight: stored ones while valid, else refreshed or anonymous. */
export async function acquireTokens(s: TokenState): Promise<Tokens> {
  // Another tab may have refreshed (and rotated the refresh token) while we waited for the lock.
  const stored = await readTokens(s);
  const changed = stored.refreshToken.role !== s.current.refreshToken.role;
  s.current = stored;
  if (changed) s.events.emit({ session: sessionOf(s), reason: 'tokens-set' });
  if (validTokens(s, stored)) return stored;
  // A kept admin session renews through its keeper: its refresh token was never in the page.
  const kept = s.adminSession && stored.refreshToken.role === 'admin';
  return stored.refreshToken.value || kept ? refreshTokens(s, stored.refreshToken) : anonymousTokens(s);
}
