// The grants of POST /oauth2/token that sign a member in: `authorization_code` (PKCE S256) and
// `authorized_client` (an API key vouches; wire.md §3.1). Both may carry the visitor's access token, whose
// cart then merges into the member's (docs/api.md "Cart merge on sign-in"). A use case spanning oauth,
// api-keys, identity, members and cart; its route is token.routes.ts.
import type { AuthorizationCodeGrant, AuthorizedClientGrant, TokenResponse } from '@cartwright/contracts';
import type { AppDeps } from '../deps.js';
import { mergeVisitorCart } from '../modules/cart/index.js';
import { redeemSessionToken } from '../modules/identity/index.js';
import { findMemberById } from '../modules/members/index.js';
import {
  API_KEY_PREFIX,
  authenticateApiKey,
  invalidClient,
  invalidGrant,
  invalidRequest,
  issueTokens,
  redeemAuthorizationCode,
  type TokenSubject,
  verifyAccessToken,
} from '../modules/oauth/index.js';

const isApprovedMember = async (deps: Pick<AppDeps, 'db'>, memberId: string) =>
  (await findMemberById(deps, memberId))?.status === 'APPROVED';

/**
 * Redeems an authorization code (oauth's redeemAuthorizationCode checks it) for an approved member's tokens,
 * then merges the cart of the visitor `visitorToken` names.
 * @example await grantAuthorizationCode(deps, grant, visitorAccessToken)
 */
export async function grantAuthorizationCode(
  deps: AppDeps,
  grant: AuthorizationCodeGrant,
  visitorToken: string | undefined,
): Promise<TokenResponse> {
  const { memberId, familyId } = await redeemAuthorizationCode(deps, grant);
  if (!(await isApprovedMember(deps, memberId))) throw invalidGrant('The member may not sign in');
  const subject: TokenSubject = { kind: 'member', id: memberId, clientId: grant.clientId };
  const tokens = await issueTokens(deps, subject, familyId);
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
