// adminLogin: a store owner or contributor signs in; the client's later calls are admin calls.
import type { AdminLoginRequest, AdminLoginResponse } from '@cartwright/contracts';
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { Tokens } from '../auth/types.js';
import type { AuthStrategy, StoreClient } from '../client/types.js';
import { callFixedPath } from '../http/call-api.js';
import type { CallDescriptor, CallOptions, RequestOptions } from '../http/types.js';
import { SAME_ORIGIN_HEADER } from './admin-cookie-session.js';

const descriptor: CallDescriptor = { method: 'POST', path: '/cartwright/v1/admin/login' };
/** The sign-in is sent without a token: a visitor token would cost a request, and a dead one would block it. */
const noAuth: AuthStrategy = { getAuthHeaders: async () => ({}) };

export interface AdminCredentials {
  email: string;
  password: string;
}

/**
 * Signs a store owner or contributor in and keeps the admin tokens in the client's OAuthStrategy (for
 * its client id), so every later call is an admin call and the strategy refreshes them like any other;
 * the session becomes `{ kind: 'admin' }` with a `'admin-login'` event. `client.auth.logout()` ends it,
 * and the next call starts a visitor session. With `OAuthStrategy({ adminSession: adminCookieSession() })`
 * (a web app on the store's origin) it sends `session: 'cookie'`: the refresh token goes into the server's
 * HttpOnly cookie, never to the page, and the returned tokens carry an empty refresh token. Wrong e-mail or password: ApiError `INVALID_CREDENTIALS`
 * (401); too many attempts: ApiError `TOO_MANY_REQUESTS` (429, `data.retryAfterSeconds`); bad input:
 * ValidationError.
 * `POST /cartwright/v1/admin/login` with `{ email, password, clientId }` (and `session: 'cookie'`).
 *
 * @example
 * await adminLogin(client, { email: 'owner@shop.example', password });
 * await createProduct(client, { name: 'Straw hat' });
 */
export async function adminLogin(
  client: StoreClient<OAuthStrategy>,
  credentials: AdminCredentials,
  options?: CallOptions,
): Promise<Tokens> {
  const cookie = client.auth.adminSession !== undefined;
  const body: AdminLoginRequest = {
    email: credentials.email,
    password: credentials.password,
    clientId: client.auth.clientId,
    ...(cookie ? { session: 'cookie' as const } : {}),
  };
  const request: RequestOptions = cookie
    ? { ...options, headers: { [SAME_ORIGIN_HEADER]: '1' } }
    : { ...options };
  const response = await callFixedPath<AdminLoginResponse>(
    { ...client, auth: noAuth },
    descriptor,
    body,
    request,
    [credentials],
  );
  return client.auth.acceptSignIn(response, 'admin');
}
