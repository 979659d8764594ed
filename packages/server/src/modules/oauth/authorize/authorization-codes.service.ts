// Redeeming an authorization code: the authorization_code grant's checks of the code itself (once, in time, by
// its client, with its redirect URI and PKCE verifier). The grant's sign-in is flows/member-grants.ts.
import type { AuthorizationCodeGrant } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { sha256Hex } from '../../../lib/secrets.js';
import type { SignInVisitor } from '../../identity/index.js';
import { invalidGrant } from '../oauth.errors.js';
import { revokeRefreshTokenFamily } from '../tokens/refresh-tokens.repository.js';
import { lockAuthorizationCode, markAuthorizationCodeUsed } from './authorization.repository.js';
import { verifierMatches } from './pkce.js';

/**
 * The member a redeemed code signs in, the refresh-token family its tokens start, and the visitor who signed
 * in (the session token the code was made from remembered it), whose cart follows the member.
 */
export interface RedeemedCode {
  memberId: string;
  familyId: string;
  visitor?: SignInVisitor;
}

/**
 * Redeems an authorization code: once, within its 60 seconds, by its client, with the redirect URI the
 * authorize request named (or none when it named none) and a verifier that hashes to its challenge. A code
 * redeemed a second time revokes the refresh-token family its first redemption started. Anything wrong is
 * `invalid_grant`.
 * @example const { memberId, familyId } = await redeemAuthorizationCode(deps, grant)
 */
export async function redeemAuthorizationCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  grant: AuthorizationCodeGrant,
): Promise<RedeemedCode> {
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
    return { ok: true as const, row };
  });
  // Thrown outside the transaction so a spent code and a revoked family stay committed.
  if (!outcome.ok) throw invalidGrant(outcome.reason);
  const { member_id: memberId, family_id: familyId, visitor_id: visitorId, visitor_client_id } = outcome.row;
  const redeemed: RedeemedCode = { memberId, familyId };
  if (visitorId && visitor_client_id) redeemed.visitor = { visitorId, clientId: visitor_client_id };
  return redeemed;
}
