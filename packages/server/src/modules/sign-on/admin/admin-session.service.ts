// The web admin's cookie session: renewing it rotates the refresh token, ending it revokes its family.
import type { TokenResponse } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { grantRefreshToken, OAuthError, revokeRefreshToken } from '../../oauth/index.js';
import { adminSessionExpired } from '../admin-auth.errors.js';

type SessionDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * A new access token and rotated refresh token for the admin session `refreshToken` belongs to. A token
 * that was already used revokes the family, as the refresh grant does; anything that is not a live admin
 * refresh token is 401 ADMIN_SESSION_EXPIRED.
 * @example const tokens = await renewAdminSession(deps, cookieValue)
 */
export async function renewAdminSession(deps: SessionDeps, refreshToken: string): Promise<TokenResponse> {
  try {
    return await grantRefreshToken(deps, { grantType: 'refresh_token', refreshToken }, 'admin');
  } catch (error) {
    if (error instanceof OAuthError) throw adminSessionExpired();
    throw error;
  }
}

/** Signs the admin out everywhere this session was renewed: the refresh token's family is revoked. */
export function endAdminSession(deps: SessionDeps, refreshToken: string): Promise<void> {
  return revokeRefreshToken(deps, refreshToken);
}
