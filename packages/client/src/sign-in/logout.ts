// logout: ends the member's session here and on the server, and answers the store's sign-out URL.
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { StoreClient } from '../client/types.js';
import { createRedirectSession } from '../redirects/create-redirect-session.js';

/**
 * Revokes the member's refresh token on the server (`POST /oauth2/revoke`: its whole family), clears the
 * tokens (the next call starts a visitor session) and answers `{ logoutUrl }`: send the browser there to
 * end the store's hosted session; it then returns to `originalUrl` when that is a registered redirect URI
 * of the client. The local session ends even when a call fails; the failure is thrown after.
 * `POST /_api/redirects-api/v1/redirect-session` with a `logout` intent.
 * @example location.href = (await logout(client, location.href)).logoutUrl;
 */
export async function logout(
  client: StoreClient<OAuthStrategy>,
  originalUrl: string,
): Promise<{ logoutUrl: string }> {
  const { refreshToken } = client.auth.getTokens();
  try {
    const { redirectSession } = await createRedirectSession(client, {
      logout: { clientId: client.auth.clientId },
      callbacks: { postFlowUrl: originalUrl },
    });
    return { logoutUrl: redirectSession.fullUrl };
  } finally {
    // Signed out here whatever the server answered; a failed revocation is thrown after that.
    const revoked =
      refreshToken.role === 'member' && refreshToken.value ? revoke(client, refreshToken.value) : undefined;
    await client.auth.logout();
    await revoked;
  }
}

async function revoke(client: StoreClient<OAuthStrategy>, token: string): Promise<void> {
  const { host, fetch, headers } = client.auth.transport();
  await fetch(`${host}/oauth2/revoke`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}
