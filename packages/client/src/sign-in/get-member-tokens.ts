// getMemberTokens: the authorization code the store sent back, exchanged for member tokens.
import type { Tokens } from '@cartwright/contracts';
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { StoreClient } from '../client/types.js';
import { AuthError } from '../errors/errors.js';
import { exchangeMemberTokens, visitorAuthorization } from './exchange-member-tokens.js';
import type { OAuthData } from './oauth-data.js';

/**
 * Checks the callback (`Missing code or _state`, `Invalid _state` as AuthError `MISSING_CODE_OR_STATE` /
 * `INVALID_STATE`), exchanges the code with the PKCE verifier and keeps the member tokens; the visitor's
 * token goes along, so the server merges the visitor's cart into the member's. A refused exchange is
 * AuthError `MEMBER_TOKENS_FAILED` ('Failed to get member tokens').
 * `POST /oauth2/token` with the `authorization_code` grant.
 * @example
 * const { code, state } = parseFromUrl();
 * await getMemberTokens(client, code, state, JSON.parse(sessionStorage.getItem('oauth')!));
 */
export async function getMemberTokens(
  client: StoreClient<OAuthStrategy>,
  code: string | undefined,
  state: string | undefined,
  oauthData: Pick<OAuthData, 'redirectUri' | 'codeVerifier' | 'state'>,
): Promise<Tokens> {
  if (!code || !state) throw new AuthError('MISSING_CODE_OR_STATE');
  if (state !== oauthData.state) throw new AuthError('INVALID_STATE');
  return exchangeMemberTokens(
    client,
    {
      clientId: client.auth.clientId,
      grantType: 'authorization_code',
      ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
      code,
      codeVerifier: oauthData.codeVerifier,
    },
    await visitorAuthorization(client),
  );
}
