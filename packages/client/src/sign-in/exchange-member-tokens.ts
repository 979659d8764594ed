// POST /oauth2/token for a member sign-in (authorization_code or authorized_client), stored as a member
// session on the strategy. Any failure, the network's included, is AuthError MEMBER_TOKENS_FAILED.
import type { TokenRequest, TokenResponse, Tokens } from '@cartwright/contracts';
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { StoreClient } from '../client/types.js';
import { AuthError } from '../errors/errors.js';
import { startDeadline } from '../http/deadline.js';

/**
 * Sends `grant` with `authorization` (the visitor's token, whose cart the server then merges; or
 * `<token>,<apiKey>`), and keeps the answer as the member session (`'member-login'` event).
 */
export async function exchangeMemberTokens(
  client: StoreClient<OAuthStrategy>,
  grant: TokenRequest,
  authorization?: string,
): Promise<Tokens> {
  const { host, fetch, headers } = client.auth.transport();
  const deadline = startDeadline(client.timeoutMs);
  let body: Partial<TokenResponse> | undefined;
  let response: Response | undefined;
  try {
    response = await deadline.race(
      Promise.resolve(
        fetch(`${host}/oauth2/token`, {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            ...(authorization ? { authorization } : {}),
          },
          body: JSON.stringify(grant),
        }),
      ),
    );
    if (response.status === 200)
      body = await deadline.race(response.json() as Promise<Partial<TokenResponse>>);
  } catch (cause) {
    throw new AuthError('MEMBER_TOKENS_FAILED', { cause, ...(response ? { status: response.status } : {}) });
  } finally {
    deadline.done();
  }
  if (typeof body?.access_token !== 'string') {
    throw new AuthError('MEMBER_TOKENS_FAILED', { status: response.status, response });
  }
  return client.auth.acceptSignIn(body as TokenResponse, 'member');
}

/** The visitor's valid access token, so the server can merge the visitor's cart; none for other sessions. */
export async function visitorAuthorization(client: StoreClient<OAuthStrategy>): Promise<string | undefined> {
  if (client.auth.getTokens().refreshToken.role !== 'visitor') return undefined;
  try {
    return (await client.auth.getAuthHeaders()).authorization;
  } catch {
    // Without a visitor token the sign-in still works; only the cart stays behind.
    return undefined;
  }
}
