// resumeAdminSession: after a reload, a web admin takes up the session its cookie holds.
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import { withTokenLock } from '../auth/with-token-lock.js';
import type { StoreClient } from '../client/types.js';
import { AuthError } from '../errors/errors.js';

/**
 * With `OAuthStrategy({ adminSession: adminCookieSession() })`: gets a fresh access token from the admin
 * session cookie and makes the client an admin client (`'admin-login'` event). Answers true at once
 * when it already is one, false when the browser holds no admin session (or it ended, and the server
 * cleared the cookie), and false without a keeper, whose admin sessions come back from the token
 * storage. Network and server failures are thrown.
 * `POST /cartwright/v1/admin/session/refresh` with the cookie.
 *
 * @example
 * if (!(await resumeAdminSession(client))) navigate('/admin/login');
 */
export async function resumeAdminSession(client: StoreClient<OAuthStrategy>): Promise<boolean> {
  const { auth } = client;
  const keeper = auth.adminSession;
  if (!keeper) return false;
  if (auth.getSession().kind === 'admin') return true;
  // A sign-in or sign-out while the call is under way decides, not this older answer; visitor tokens do not.
  let overtaken = false;
  const stop = auth.onSessionChange(({ reason }) => {
    overtaken ||= reason === 'logout' || reason.endsWith('-login');
  });
  try {
    // The token lock: another tab renewing at the same moment would send the same cookie twice, which revokes it.
    const response = await withTokenLock(`cartwright-tokens:${auth.clientId}`, () =>
      keeper.renew(auth.transport()),
    ).catch((error: unknown) => {
      if (error instanceof AuthError && error.status === 401) return undefined;
      throw error;
    });
    if (!response || overtaken) return auth.getSession().kind === 'admin';
    await auth.acceptSignIn(response, 'admin');
    return true;
  } finally {
    stop();
  }
}
