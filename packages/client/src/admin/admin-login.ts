// adminLogin: a store owner or contributor signs in; the client's later calls are admin calls.
import type { AdminLoginRequest, TokenResponse } from '@cartwright/contracts';
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { Tokens } from '../auth/types.js';
import type { AuthStrategy, StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';

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
 * and the next call starts a visitor session. Wrong e-mail or password: ApiError `INVALID_CREDENTIALS`
 * (401); too many attempts: ApiError `TOO_MANY_REQUESTS` (429, `data.retryAfterSeconds`); bad input:
 * ValidationError.
 * `POST /cartwright/v1/admin/login` with `{ email, password, clientId }`.
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
  const body: AdminLoginRequest = {
    email: credentials.email,
    password: credentials.password,
    clientId: client.auth.clientId,
  };
  const response = await callApi<TokenResponse>({ ...client, auth: noAuth }, descriptor, body, options, [
    credentials,
  ]);
  return client.auth.acceptSignIn(response, 'admin');
}
