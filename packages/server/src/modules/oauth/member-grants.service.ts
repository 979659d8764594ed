// The grants of POST /oauth2/token that sign a member in: `authorization_code` (PKCE S256) and
// `authorized_client` (an API key vouches; wire.md §3.1). Both may carry the visitor's access token, whose
// cart then merges into the member's (docs/api.md "Cart merge on sign-in").
import type { AuthorizationCodeGrant, AuthorizedClientGrant, TokenResponse } from '@cartwright/contracts';
import type { AppDeps } from '../../deps.js';
import { sha256Hex } from '../../lib/secrets.js';
import { API_KEY_PREFIX, authenticateApiKey } from '../api-keys/index.js';
import { mergeVisitorCart } from '../cart/index.js';
import { redeemSessionToken } from '../identity/index.js';
import { findMember } from '../members/index.js';
import { type TokenSubject, verifyAccessToken } from './access-tokens.js';
import { lockAuthorizationCode, markAuthorizationCodeUsed } from './authorization.repository.js';
import { invalidClient, invalidGrant, invalidRequest } from './oauth.errors.js';
import { verifierMatches } from './pkce.js';
import { revokeRefreshTokenFamily } from './refresh-tokens.repository.js';
import { issueTokens } from './token.service.js';

const isApprovedMember = async (deps: Pick<AppDeps, 'db'>, memberId: string) =>
  (await findMember(deps.db, memberId))?.status === 'APPROVED';

/**
 * Redeems an authorization code: once, within its 60 seconds, by its client, with the redirect URI the
 * authorize request named (or none when it named none) and a verifier that hashes to its challenge. A code
 * redeemed a second time revokes the refresh-token family its first redemption started.
 * @example await grantAuthorizationCode(deps, grant, visitorAccessToken)
 */
export async function grantAuthorizationCode(
  deps: AppDeps,
  grant: AuthorizationCodeGrant,
  visitorToken: string | undefined,
): Promise<TokenResponse> {
  const now = deps.clock();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await lockAuthorizationCode(trx, sha256Hex(grant.code));
    if (!row) return { ok: false as const, reason: 'The authorization code is invalid' };
    if (row.used_at) {
      await revokeRefreshTokenFamily(trx, row.family_id, now);
      return { ok: false as const, reason: 'The authorization code was already used' };
    }
    await markAuthorizationCodeUsed(trx, row.code_hash, now);
    if (row.expires_at <= now) return { ok: false as const, reason: 'The authorization code expired' };
    if (row.client_id !== grant.clientId) {
      return { ok: false as const, reason: 'The authorization code belongs to another client' };
    }
    if ((grant.redirectUri ?? null) !== row.redirect_uri) {
      return { ok: false as const, reason: 'redirectUri differs from the authorization request' };
    }
    if (!verifierMatches(grant.codeVerifier, row.code_challenge)) {
      return { ok: false as const, reason: 'codeVerifier does not match the code challenge' };
    }
    return { ok: true as const, memberId: row.member_id, familyId: row.family_id };
  });
  // Thrown outside the transaction so a spent code and a revoked family stay committed.
  if (!outcome.ok) throw invalidGrant(outcome.reason);
  if (!(await isApprovedMember(deps, outcome.memberId))) throw invalidGrant('The member may not sign in');
  const subject: TokenSubject = { kind: 'member', id: outcome.memberId, clientId: grant.clientId };
  const tokens = await issueTokens(deps, subject, outcome.familyId);
  await mergeCartOf(deps, visitorToken, subject);
  return tokens;
}

/**
 * External login: `Authorization: <accessToken>,<apiKey>`. The API key must be live; the access token
 * (a visitor's or member's of a registered client) names the client the member tokens are for. With
 * `session_token`, it must be a live session token of `member_id`.
 * @example await grantAuthorizedClient(deps, { grant_type: 'authorized_client', member_id }, header)
 */
export async function grantAuthorizedClient(
  deps: AppDeps,
  grant: AuthorizedClientGrant,
  authorization: string | undefined,
): Promise<TokenResponse> {
  const [token = '', apiKey = ''] = (authorization ?? '')
    .replace(/^Bearer\s+/i, '')
    .split(',')
    .map((s) => s.trim());
  if (!apiKey.startsWith(API_KEY_PREFIX) || !(await authenticateApiKey(deps, apiKey))) {
    throw invalidClient('The Authorization header must carry <accessToken>,<apiKey> with a live API key');
  }
  const caller = token ? await verifyAccessToken(deps, token) : undefined;
  if (!caller || caller.kind === 'admin') {
    throw invalidRequest('The Authorization header must carry a valid visitor or member access token');
  }
  if (grant.session_token !== undefined) {
    const redeemed = await redeemSessionToken(deps, grant.session_token);
    if (redeemed?.memberId !== grant.member_id) throw invalidGrant('The session token is not this member’s');
  }
  if (!(await isApprovedMember(deps, grant.member_id)))
    throw invalidGrant('Unknown member, or one who may not sign in');
  const subject: TokenSubject = { kind: 'member', id: grant.member_id, clientId: caller.clientId };
  const tokens = await issueTokens(deps, subject);
  await mergeCartOf(deps, token, subject);
  return tokens;
}

/** Merges the cart of the visitor `visitorToken` names; an absent, invalid or non-visitor token merges nothing. */
async function mergeCartOf(deps: AppDeps, visitorToken: string | undefined, member: TokenSubject) {
  if (!visitorToken) return;
  const visitor = await verifyAccessToken(deps, visitorToken);
  if (visitor?.kind !== 'visitor') return;
  try {
    await mergeVisitorCart(
      deps,
      { kind: 'visitor', visitorId: visitor.id, clientId: visitor.clientId },
      { kind: 'member', memberId: member.id, clientId: member.clientId },
      { baseUrl: deps.config.publicUrl },
    );
  } catch (error) {
    // The member is signed in either way; a cart that could not merge stays the visitor's.
    deps.logger.warn({ err: error }, 'The visitor cart could not merge into the member cart');
  }
}
