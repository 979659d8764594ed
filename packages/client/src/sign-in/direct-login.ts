// getMemberTokensForDirectLogin: a session token from login/register becomes member tokens without leaving
// the page, through the store's authorize page in a hidden frame (wire.md §3.5, response mode web_message).
import type { AuthorizeWebMessage, Tokens } from '@cartwright/contracts';
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { StoreClient } from '../client/types.js';
import { AuthError } from '../errors/errors.js';
import { createRedirectSession } from '../redirects/create-redirect-session.js';
import { exchangeMemberTokens, visitorAuthorization } from './exchange-member-tokens.js';
import { authRequestOf } from './get-auth-url.js';
import { generateOAuthData } from './oauth-data.js';

/** The spec's silent-login timeout (spec §9). */
export const SILENT_LOGIN_TIMEOUT_MS = 120_000;

/**
 * Opens `url` in a hidden frame and answers the first message posted from the frame's origin whose
 * `state` matches; AuthError `OAUTH_FLOW_TIMED_OUT` after `timeoutMs`. The frame and the listener are
 * removed whatever happens.
 */
export async function messageFromFrame(
  url: string,
  state: string,
  timeoutMs: number,
): Promise<AuthorizeWebMessage> {
  const origin = new URL(url).origin;
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.src = url;
  let onMessage: ((event: MessageEvent) => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<AuthorizeWebMessage>((resolve, reject) => {
      onMessage = (event) => {
        const data = event.data as AuthorizeWebMessage | null;
        // Other windows and other sign-ins may post too: only the store's answer to this one counts.
        if (event.origin !== origin || !data || data.state !== state) return;
        resolve(data);
      };
      window.addEventListener('message', onMessage);
      timer = setTimeout(() => reject(new AuthError('OAUTH_FLOW_TIMED_OUT')), timeoutMs);
      document.body.appendChild(frame);
    });
  } finally {
    clearTimeout(timer);
    if (onMessage) window.removeEventListener('message', onMessage);
    frame.remove();
  }
}

/**
 * Signs the member of `sessionToken` in: an `auth` redirect session with `prompt: 'none'` and
 * `responseMode: 'web_message'`, loaded in a hidden frame; the code the store posts back is exchanged
 * (without a redirect URI) and kept as the member session. AuthError `OAUTH_FLOW_TIMED_OUT` after 120 s,
 * `MEMBER_TOKENS_FAILED` when the store answers an error or refuses the exchange. Browsers only.
 * @example
 * const { data } = await login(client, { email, password });
 * await getMemberTokensForDirectLogin(client, data.sessionToken);
 */
export async function getMemberTokensForDirectLogin(
  client: StoreClient<OAuthStrategy>,
  sessionToken: string,
  options: { timeoutMs?: number } = {},
): Promise<Tokens> {
  const oauthData = generateOAuthData('');
  const { redirectSession } = await createRedirectSession(client, {
    auth: {
      authRequest: authRequestOf(client.auth.clientId, oauthData, {
        responseMode: 'web_message',
        sessionToken,
      }),
      prompt: 'none',
    },
  });
  const message = await messageFromFrame(
    redirectSession.fullUrl,
    oauthData.state,
    options.timeoutMs ?? SILENT_LOGIN_TIMEOUT_MS,
  );
  if (!message.code) throw new AuthError('MEMBER_TOKENS_FAILED', { cause: message });
  return exchangeMemberTokens(
    client,
    {
      clientId: client.auth.clientId,
      grantType: 'authorization_code',
      code: message.code,
      codeVerifier: oauthData.codeVerifier,
    },
    await visitorAuthorization(client),
  );
}
