// The web admin's cookie session from the browser: the refresh token stays in the server's HttpOnly cookie;
// these calls renew the access token from it and end it, proving they come from the store's own pages.
import type { AdminSessionResponse } from '@cartwright/contracts';
import { emptyTokens } from '../auth/empty-tokens.js';
import type { AdminSessionKeeper, TokenStorage, Tokens } from '../auth/types.js';
import type { Transport } from '../client/types.js';
import { DEFAULT_TIMEOUT_MS } from '../constants.js';
import { AuthError, NetworkError, TimeoutError } from '../errors/errors.js';

/** The contracts' `ADMIN_SESSION_PATH` and `ADMIN_SESSION_REFRESH_PATH` (kept here: no schema code in the bundle). */
export const ADMIN_SESSION_PATH = '/cartwright/v1/admin/session';
export const ADMIN_SESSION_REFRESH_PATH = `${ADMIN_SESSION_PATH}/refresh`;
/** The contracts' `SAME_ORIGIN_HEADER`: a cross-site form cannot send it. */
export const SAME_ORIGIN_HEADER = 'x-cartwright-same-origin';

/**
 * Sends a cookie call; answers the parsed body of a 200, or throws AuthError `TOKEN_REQUEST_FAILED` with
 * `status`. Bounded by a timeout signal, as token requests are.
 */
async function send(transport: Transport, method: 'POST' | 'DELETE', path: string, status: number) {
  const signal = AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await transport.fetch(`${transport.host}${path}`, {
      method,
      headers: { ...transport.headers, [SAME_ORIGIN_HEADER]: '1' },
      // The cookie is the credential; the store's own pages are same-origin.
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    throw signal.aborted ? new TimeoutError(DEFAULT_TIMEOUT_MS) : new NetworkError({ cause });
  }
  const body =
    response.status === 200
      ? ((await response.json().catch(() => undefined)) as Partial<AdminSessionResponse> | undefined)
      : undefined;
  if (response.status !== status || (status === 200 && typeof body?.access_token !== 'string')) {
    // No cookie (204) means no session, as an ended one (401) does.
    const reported = response.status === 204 ? 401 : response.status;
    throw new AuthError('TOKEN_REQUEST_FAILED', { status: reported, response });
  }
  return body as AdminSessionResponse;
}

/** Admin tokens in memory, every other session in `storage`; admin tokens an older version stored there are erased. */
function keepAdminInMemory(storage: TokenStorage): TokenStorage {
  let admin: Tokens | undefined;
  const isAdmin = (tokens?: Tokens) => tokens?.refreshToken.role === 'admin';
  const adopt = (stored?: Tokens) => {
    if (!isAdmin(stored)) return stored;
    void storage.set(emptyTokens());
    return undefined;
  };
  return {
    get() {
      if (admin) return admin;
      const stored = storage.get();
      return stored instanceof Promise ? stored.then(adopt) : adopt(stored);
    },
    set(tokens) {
      admin = isAdmin(tokens) ? tokens : undefined;
      return admin ? undefined : storage.set(tokens);
    },
  };
}

/**
 * The admin session keeper for a web app the store serves on its own origin: the admin's refresh token
 * stays in the server's HttpOnly cookie and the access token in memory. `renew` is
 * `POST /cartwright/v1/admin/session/refresh` (AuthError status 401 when the browser holds no session
 * or it ended); `end` is `DELETE /cartwright/v1/admin/session`, which revokes it on the server.
 * @example
 * OAuthStrategy({ clientId, tokenStorage: localStorageTokenStorage(), adminSession: adminCookieSession() });
 */
export function adminCookieSession(): AdminSessionKeeper {
  return {
    guard: keepAdminInMemory,
    renew: (transport) => send(transport, 'POST', ADMIN_SESSION_REFRESH_PATH, 200),
    end: async (transport) => {
      await send(transport, 'DELETE', ADMIN_SESSION_PATH, 204);
    },
  };
}
