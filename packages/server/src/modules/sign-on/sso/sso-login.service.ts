// Signing members in through a connection: the browser leg (A4 → provider → callback: authorization
// code with PKCE S256, state and nonce) and A6, where the client already holds the provider's ID token.
import { createHash } from 'node:crypto';
import {
  AUTHORIZE_PATH,
  type LoginWithTokenParamsRequest,
  type StateMachineResponse,
} from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { invalidField } from '../../../errors/app-error.js';
import { randomSecret, sha256Hex } from '../../../lib/secrets.js';
import { connectionNotFound, invalidIdToken, invalidState, unknownTenant } from '../sso.errors.js';
import type { SsoConnectionRow } from '../sso.table.js';
import { callbackUrl, storeTenantId } from './connections.service.js';
import { discoverProvider, fetchProviderJson, type ProviderMetadata } from './oidc-discovery.js';
import { providerAccount, verifyIdToken } from './provider-account.js';
import { deleteExpiredLogins, findConnection, insertLogin, takeLogin } from './sso.repository.js';
import { signInProviderAccount } from './sso-members.js';

type SsoDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>;

/** Long enough to sign in at the provider, no longer. */
export const SSO_LOGIN_TTL_MS = 10 * 60 * 1000;

async function enabledConnection(deps: SsoDeps, id: string): Promise<SsoConnectionRow> {
  const connection = await findConnection(deps.db, id);
  if (!connection?.enabled) throw connectionNotFound();
  return connection;
}

/**
 * The authorize request to resume after sign-in, relative to the store: this store's /oauth2/authorize
 * only (absolute on the public URL, or a path), so a login can never lead elsewhere.
 */
function resumablePath(authorizationUrl: string | undefined, publicUrl: string): string | undefined {
  if (authorizationUrl === undefined || authorizationUrl === '') return undefined;
  const path = authorizationUrl.startsWith(`${publicUrl}/`)
    ? authorizationUrl.slice(publicUrl.length)
    : authorizationUrl;
  if (!path.startsWith(`${AUTHORIZE_PATH}?`)) {
    throw invalidField('authorizationUrl', `must be this store's ${AUTHORIZE_PATH} URL`, 'FORMAT');
  }
  return path;
}

/**
 * A4: where to send the browser (the provider's authorization endpoint) and the state it must bring
 * back, which the caller also keeps in a cookie. The tenant id must be this store's.
 * @example const { location, state } = await startBrowserLogin(deps, { tenantId, connectionId })
 */
export async function startBrowserLogin(
  deps: SsoDeps,
  request: { tenantId: string; connectionId: string; authorizationUrl?: string },
): Promise<{ location: string; state: string; maxAgeSeconds: number }> {
  const connection = await enabledConnection(deps, request.connectionId);
  if (request.tenantId !== (await storeTenantId(deps).catch(() => undefined))) throw unknownTenant();
  const resume = resumablePath(request.authorizationUrl, deps.config.publicUrl);
  const provider = await discoverProvider(connection.issuer);
  const state = randomSecret();
  const nonce = randomSecret();
  const codeVerifier = randomSecret();
  const now = deps.clock();
  await insertLogin(deps.db, {
    state_hash: sha256Hex(state),
    connection_id: connection.id,
    nonce,
    code_verifier: codeVerifier,
    authorization_url: resume ?? null,
    created_at: now,
    expires_at: new Date(now.getTime() + SSO_LOGIN_TTL_MS),
  });
  const location = new URL(provider.authorizationEndpoint);
  const params = {
    response_type: 'code',
    client_id: connection.client_id,
    redirect_uri: callbackUrl(deps.config.publicUrl),
    scope: connection.scopes.join(' '),
    state,
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) location.searchParams.set(name, value);
  return { location: location.href, state, maxAgeSeconds: SSO_LOGIN_TTL_MS / 1000 };
}

/** The provider's tokens for the code, the client authenticated as the provider prefers. */
async function exchangeCode(
  deps: SsoDeps,
  provider: ProviderMetadata,
  connection: SsoConnectionRow,
  code: string,
  codeVerifier: string,
): Promise<{ idToken: string; accessToken?: string }> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: callbackUrl(deps.config.publicUrl),
    code_verifier: codeVerifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (provider.tokenAuthMethod === 'client_secret_basic') {
    // RFC 6749 §2.3.1: both parts form-encoded before Base64.
    const user = `${encodeURIComponent(connection.client_id)}:${encodeURIComponent(connection.client_secret)}`;
    headers.authorization = `Basic ${Buffer.from(user).toString('base64')}`;
  } else {
    form.set('client_id', connection.client_id);
    form.set('client_secret', connection.client_secret);
  }
  const tokens = await fetchProviderJson(provider.tokenEndpoint, { method: 'POST', headers, body: form });
  if (typeof tokens.id_token !== 'string') throw invalidIdToken('The provider answered no ID token');
  return {
    idToken: tokens.id_token,
    ...(typeof tokens.access_token === 'string' ? { accessToken: tokens.access_token } : {}),
  };
}

export type BrowserLoginOutcome = {
  /** The authorize request to resume (relative), if the login started from one. */
  resume?: string;
  answer: StateMachineResponse;
};

/**
 * The callback: the state must be the one this browser's cookie holds and a live login's (single use);
 * then the code is exchanged, the ID token verified (nonce included) and the member signed in.
 */
export async function finishBrowserLogin(
  deps: SsoDeps,
  callback: { state?: string; code?: string; error?: string; cookieState?: string },
): Promise<BrowserLoginOutcome> {
  const { state, code, cookieState } = callback;
  if (!state || state !== cookieState) throw invalidState();
  const login = await takeLogin(deps.db, sha256Hex(state), deps.clock());
  if (!login) throw invalidState();
  const resume = login.authorization_url ?? undefined;
  const withResume = (answer: StateMachineResponse) => ({ ...(resume ? { resume } : {}), answer });
  if (callback.error !== undefined || !code) {
    throw invalidField(
      'code',
      `the provider signed nobody in (${callback.error ?? 'no code'})`,
      'REQUIRED_FIELD',
    );
  }
  const connection = await enabledConnection(deps, login.connection_id);
  const provider = await discoverProvider(connection.issuer);
  const tokens = await exchangeCode(deps, provider, connection, code, login.code_verifier);
  const claims = await verifyIdToken(provider, connection.client_id, tokens.idToken, login.nonce);
  const account = await providerAccount(provider, claims, tokens.accessToken);
  return withResume(await signInProviderAccount(deps, connection.id, account));
}

/**
 * A6: a client that already holds the provider's tokens for this connection's client signs the member
 * in: `id_token` verified (a `nonce` in the params must match the token's), `access_token` for userinfo.
 */
export async function loginWithTokenParams(
  deps: SsoDeps,
  request: LoginWithTokenParamsRequest,
): Promise<StateMachineResponse> {
  const connection = await enabledConnection(deps, request.idpConnectionId);
  const { id_token: idToken, access_token: accessToken, nonce } = request.tokenParams;
  if (!idToken) throw invalidField('tokenParams.id_token', 'is required', 'REQUIRED_FIELD');
  const provider = await discoverProvider(connection.issuer);
  const claims = await verifyIdToken(provider, connection.client_id, idToken, nonce);
  const account = await providerAccount(provider, claims, accessToken);
  return signInProviderAccount(deps, connection.id, account);
}

/** Housekeeping: deletes browser logins nobody came back from; answers how many went. */
export function deleteExpiredSsoLogins(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  return deleteExpiredLogins(deps.db, deps.clock());
}
