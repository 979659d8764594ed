// What the sign-in calls send through: a client, or an OAuthStrategy alone (its host and fetch). The
// calls that need no caller send no token: a visitor token would cost a token request, a dead one would
// block signing in.
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { AuthStrategy, StoreClient } from '../client/types.js';
import { DEFAULT_TIMEOUT_MS } from '../constants.js';

/** A client, or the OAuthStrategy of one. */
export type SignInTarget = StoreClient | OAuthStrategy;

const noAuth: AuthStrategy = { getAuthHeaders: async () => ({}) };

const isClient = (target: SignInTarget): target is StoreClient => 'fetchWithAuth' in target;

/** The strategy whose sign-in state (the remembered state token) this target shares. */
export const strategyOf = (target: SignInTarget): object => (isClient(target) ? target.auth : target);

/** A client for the calls; `withAuth` keeps the client's own auth header (calls that need a caller). */
export function signInClient(target: SignInTarget, withAuth = false): StoreClient {
  if (isClient(target)) return withAuth ? target : { ...target, auth: noAuth };
  const { host, fetch, headers = {} } = target.transport();
  return {
    host,
    fetch,
    headers,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    auth: withAuth ? target : noAuth,
    fetchWithAuth: async (url, init) => fetch(new URL(url, host).href, init ?? {}),
  };
}
