// GET /oauth2/authorize: who may get a code, and how the answer travels back. A request whose client or
// redirect URI cannot be trusted gets an error page and no redirect; every later error goes back to the
// client as RFC 6749 `error`/`error_description`, with `state`.
import { randomUUID } from 'node:crypto';
import {
  OAUTH_PROMPTS,
  OAUTH_RESPONSE_MODES,
  type OAuthPrompt,
  type OAuthResponseMode,
} from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { randomSecret, sha256Hex } from '../../../lib/secrets.js';
import { type RedeemedSessionToken, redeemSessionToken } from '../../identity/index.js';
import { findMemberById } from '../../members/index.js';
import { getOAuthClient } from '../clients/clients.service.js';
import { memberOfHostedSession } from '../sessions/hosted-sessions.service.js';
import { deleteExpiredAuthorizationRows, insertAuthorizationCode } from './authorization.repository.js';
import { S256_CHALLENGE } from './pkce.js';

/** Long enough for a redirect and the exchange that follows it; no longer (RFC 6749 §4.1.2 suggests 10 minutes at most). */
export const AUTHORIZATION_CODE_TTL_MS = 60 * 1000;

/** The request's parameters as sent (camelCase or snake_case already folded). */
export interface AuthorizeParams {
  clientId?: string;
  responseType?: string;
  redirectUri?: string;
  scope?: string;
  state?: string;
  responseMode?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  sessionToken?: string;
  prompt?: string;
}

/** Where an answer goes once the client and redirect URI are trusted. */
export interface AnswerChannel {
  mode: OAuthResponseMode;
  /** Absent only for web_message without a redirect URI. */
  redirectUri?: string;
  /** The origins a web_message page may post to and be framed by. */
  origins: string[];
}

export type AuthorizeOutcome =
  | { kind: 'error-page'; description: string }
  | { kind: 'login' }
  | { kind: 'answer'; channel: AnswerChannel; params: Record<string, string> };

const SCOPES = new Set(['offline_access']);

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** `scheme://host[:port]` of a URL, or undefined. */
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);

/** The client's allowed origins, else its redirect URIs' origins, else the store's own. */
function messageOrigins(client: { allowedOrigins: string[]; redirectUris: string[] }, publicUrl: string) {
  if (client.allowedOrigins.length > 0) return client.allowedOrigins;
  const fromRedirects = client.redirectUris.flatMap((uri) => originOf(uri) ?? []);
  if (fromRedirects.length > 0) return [...new Set(fromRedirects)];
  return [originOf(publicUrl) ?? publicUrl];
}

/**
 * Decides the answer to an authorize request. `hostedSessionId` is the cookie's value, if any.
 * @example await authorize(deps, { clientId, redirectUri, codeChallenge, codeChallengeMethod: 'S256' }, cookie)
 */
export async function authorize(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  params: AuthorizeParams,
  hostedSessionId: string | undefined,
): Promise<AuthorizeOutcome> {
  if (!params.clientId) return { kind: 'error-page', description: 'The request names no client (clientId).' };
  const client = await getOAuthClient(deps, params.clientId);
  if (!client) return { kind: 'error-page', description: 'The client is not registered with this store.' };
  const mode = params.responseMode ?? 'query';
  if (!isOneOf(OAUTH_RESPONSE_MODES, mode)) {
    return { kind: 'error-page', description: 'The response mode must be query, fragment or web_message.' };
  }
  const { redirectUri } = params;
  // Exact match, byte for byte: no normalization of case, slashes, ports or encodings.
  if (redirectUri !== undefined && !client.redirectUris.includes(redirectUri)) {
    return { kind: 'error-page', description: 'The redirect URI is not registered for this client.' };
  }
  if (redirectUri === undefined && mode !== 'web_message') {
    return { kind: 'error-page', description: 'The request names no redirect URI (redirectUri).' };
  }
  const channel: AnswerChannel = {
    mode,
    ...(redirectUri === undefined ? {} : { redirectUri }),
    origins: messageOrigins(client, deps.config.publicUrl),
  };
  const state: Record<string, string> = params.state === undefined ? {} : { state: params.state };
  const fail = (error: string, description: string): AuthorizeOutcome => ({
    kind: 'answer',
    channel,
    params: { error, error_description: description, ...state },
  });

  if (params.responseType !== 'code') return fail('unsupported_response_type', 'responseType must be code');
  const prompt = params.prompt ?? 'login';
  if (!isOneOf(OAUTH_PROMPTS, prompt)) return fail('invalid_request', 'prompt is not supported');
  if (params.scope !== undefined && !params.scope.split(' ').every((s) => s === '' || SCOPES.has(s))) {
    return fail('invalid_scope', 'Only the offline_access scope is supported');
  }
  if (params.codeChallenge === undefined) return fail('invalid_request', 'codeChallenge is required (PKCE)');
  if (params.codeChallengeMethod !== 'S256') {
    return fail('invalid_request', 'codeChallengeMethod must be S256');
  }
  if (!S256_CHALLENGE.test(params.codeChallenge)) {
    return fail('invalid_request', 'codeChallenge must be 43 base64url characters');
  }

  const signedIn = await signedInMember(deps, params.sessionToken, hostedSessionId);
  if (signedIn === undefined) return noSession(prompt, fail);
  const { memberId, visitor } = signedIn;
  const member = await findMemberById(deps, memberId);
  if (member?.status !== 'APPROVED') return fail('access_denied', 'The member may not sign in');

  const code = randomSecret();
  const now = deps.clock();
  await insertAuthorizationCode(deps.db, {
    code_hash: sha256Hex(code),
    client_id: client.id,
    redirect_uri: redirectUri ?? null,
    code_challenge: params.codeChallenge,
    member_id: memberId,
    family_id: randomUUID(),
    // The code carries on the visitor its session token remembered; its exchange merges that cart only.
    visitor_id: visitor?.visitorId ?? null,
    visitor_client_id: visitor?.clientId ?? null,
    created_at: now,
    expires_at: new Date(now.getTime() + AUTHORIZATION_CODE_TTL_MS),
    used_at: null,
  });
  return { kind: 'answer', channel, params: { code, ...state } };
}

function noSession(
  prompt: OAuthPrompt,
  fail: (error: string, d: string) => AuthorizeOutcome,
): AuthorizeOutcome {
  return prompt === 'none' ? fail('login_required', 'No member is signed in') : { kind: 'login' };
}

/**
 * The member (and the visitor who signed in) a session token names, redeemed, single use; or else the member
 * of the hosted session, with no visitor.
 */
async function signedInMember(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  sessionToken: string | undefined,
  hostedSessionId: string | undefined,
): Promise<RedeemedSessionToken | undefined> {
  if (sessionToken) {
    const redeemed = await redeemSessionToken(deps, sessionToken);
    if (redeemed) return redeemed;
  }
  const hosted = hostedSessionId ? await memberOfHostedSession(deps, hostedSessionId) : undefined;
  return hosted && { memberId: hosted.memberId };
}

/**
 * Housekeeping: deletes authorization codes and hosted sessions past their expiry; answers how many went.
 * @example await deleteExpiredAuthorizations({ db, clock })
 */
export function deleteExpiredAuthorizations(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  return deleteExpiredAuthorizationRows(deps.db, deps.clock());
}
