// The grants of POST /oauth2/token that sign a member in: `authorization_code` (PKCE S256) and
// `authorized_client` (an API key vouches; wire.md §3.1). Both may carry the visitor's access token, whose
// cart then merges into the member's (docs/api.md "Cart merge on sign-in"); a code made from a session token
// whose sign-in call carried the visitor's token (the platform's client signs in so) merges that visitor's
// cart instead. A use case spanning oauth, api-keys, identity, members and cart; its route is token.routes.ts.
import type { AuthorizationCodeGrant, AuthorizedClientGrant, TokenResponse } from '@cartwright/contracts';
import type { AppDeps } from '../deps.js';
import { mergeVisitorCart } from '../modules/cart/index.js';
import { redeemSessionToken, type SignInVisitor } from '../modules/identity/index.js';
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
 * then merges the cart of the visitor the code holds (the one who signed in), or, for a code that holds
 * none, of the visitor `visitorToken` names. A code that holds a visitor merges only that one, whatever
 * token the exchange carries: a caller cannot claim another visitor's cart.
 * @example await grantAuthorizationCode(deps, grant, visitorAccessToken)
 */
export async function grantAuthorizationCode(
  deps: AppDeps,
  grant: AuthorizationCodeGrant,
  visitorToken: string | undefined,
): Promise<TokenResponse> {
  const { memberId, familyId, visitor } = await redeemAuthorizationCode(deps, grant);
  if (!(await isApprovedMember(deps, memberId))) throw invalidGrant('The member may not sign in');
  const subject: TokenSubject = { kind: 'member', id: memberId, clientId: grant.clientId };
  const tokens = await issueTokens(deps, subject, familyId);
  await mergeCartOf(deps, visitor ?? (await visitorOfToken(deps, visitorToken)), subject);
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
  await mergeCartOf(deps, await visitorOfToken(deps, token), subject);
  return tokens;
}

/** The visitor an access token names; an absent, invalid or non-visitor token names none. */
async function visitorOfToken(
  deps: AppDeps,
  visitorToken: string | undefined,
): Promise<SignInVisitor | undefined> {
  const subject = visitorToken ? await verifyAccessToken(deps, visitorToken) : undefined;
  return subject?.kind === 'visitor' ? { visitorId: subject.id, clientId: subject.clientId } : undefined;
}

/** Merges the visitor's cart into the member's; no visitor merges nothing. */
async function mergeCartOf(deps: AppDeps, visitor: SignInVisitor | undefined, member: TokenSubject) {
  if (!visitor) return;
  try {
    await mergeVisitorCart(
      deps,
      { kind: 'visitor', visitorId: visitor.visitorId, clientId: visitor.clientId },
      { kind: 'member', memberId: member.id, clientId: member.clientId },
      { baseUrl: deps.config.publicUrl },
    );
  } catch (error) {
    // The member is signed in either way; a cart that could not merge stays the visitor's.
    deps.logger.warn({ err: error }, 'The visitor cart could not merge into the member cart');
  }
}
