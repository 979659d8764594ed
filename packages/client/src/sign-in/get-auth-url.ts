// getAuthUrl: the store's authorize URL for a sign-in, through a redirect session (wire.md §3.2).
import type { AuthorizeRequest, OAuthPrompt, OAuthResponseMode } from '@cartwright/contracts';
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { StoreClient } from '../client/types.js';
import { createRedirectSession } from '../redirects/create-redirect-session.js';
import type { OAuthData } from './oauth-data.js';

export interface AuthUrlOptions {
  /** `login` (default) shows the hosted sign-in page when nobody is signed in; `none` never does. */
  prompt?: OAuthPrompt;
  /** Where the code comes back: `fragment` (default), `query` or `web_message`. */
  responseMode?: OAuthResponseMode;
  /** A session token from `login`/`register`: signs the member in without the hosted page. */
  sessionToken?: string;
}

/** The authorize request gateway clients send for `oauthData` (scope offline_access, PKCE S256). */
export function authRequestOf(
  clientId: string,
  oauthData: Pick<OAuthData, 'redirectUri' | 'codeChallenge' | 'state'>,
  options: AuthUrlOptions,
): AuthorizeRequest {
  return {
    clientId,
    ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
    codeChallenge: oauthData.codeChallenge,
    codeChallengeMethod: 'S256',
    responseMode: options.responseMode ?? 'fragment',
    responseType: 'code',
    scope: 'offline_access',
    state: oauthData.state,
    ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
  };
}

/**
 * The URL to send the shopper to for signing in; the store answers at `oauthData.redirectUri` with a code
 * (`parseFromUrl`, then `getMemberTokens`). `POST /_api/redirects-api/v1/redirect-session` with an `auth` intent.
 * @example
 * const data = generateOAuthData(`${location.origin}/callback`, location.href);
 * sessionStorage.setItem('oauth', JSON.stringify(data));
 * location.href = (await getAuthUrl(client, data)).authUrl;
 */
export async function getAuthUrl(
  client: StoreClient<OAuthStrategy>,
  oauthData: OAuthData,
  options: AuthUrlOptions = {},
): Promise<{ authUrl: string }> {
  const { redirectSession } = await createRedirectSession(client, {
    auth: {
      authRequest: authRequestOf(client.auth.clientId, oauthData, options),
      prompt: options.prompt ?? 'login',
    },
  });
  return { authUrl: redirectSession.fullUrl };
}
