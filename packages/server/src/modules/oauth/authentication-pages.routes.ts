// The authentication routes browsers open (wire.md §1.4): A8 sign-out, which redirects only to a registered
// postLogoutRedirectUri of the client, and A5 the login callback, which resumes an authorize request.
import { AUTHORIZE_PATH } from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { htmlPage } from './authorize/hosted-pages.js';
import { clearHostedSessionCookie, readHostedSessionCookie } from './sessions/hosted-session-cookie.js';
import { postLogoutRedirect, signOut } from './sessions/logout.service.js';

/**
 * Mounted at `/_api/iam/authentication/v1` and `/iam/authentication/v1`; `auth: 'none'`, so a stale
 * Authorization header, never read, cannot stop a sign-out.
 */
export function authenticationPageRoutes(deps: AppDeps): Hono<AppEnv> {
  const proxies = deps.config.trustedProxies;
  return new ApiRoutes({ tags: ['authentication'], auth: 'none' })
    .get(
      '/logout',
      {
        summary:
          'Sign out: ends the hosted session cookie, revokes the refresh tokens of the member whose access token is in Authorization (for its client), then 302 to postLogoutRedirectUri when it is exactly a registered redirect URI of clientId, else a signed-out page',
        response: Type.String({ description: 'HTML page, or a 302 redirect' }),
        responseMediaType: 'text/html',
      },
      async (c) => {
        const query = new URL(c.req.url).searchParams;
        const accessToken = c.req
          .header('authorization')
          ?.trim()
          .replace(/^Bearer\s+/i, '');
        await signOut(deps, { hostedSessionId: readHostedSessionCookie(c), accessToken });
        clearHostedSessionCookie(c, proxies);
        const target = await postLogoutRedirect(
          deps,
          query.get('clientId') ?? undefined,
          query.get('postLogoutRedirectUri') ?? undefined,
        );
        if (target === undefined) return htmlPage(c, 200, 'Signed out', 'You are signed out of this store.');
        c.header('Cache-Control', 'no-store');
        return c.redirect(target, 302);
      },
    )
    .get(
      '/callback',
      {
        summary:
          'Login callback: resumes the authorize request `state` names (a relative /oauth2/authorize URL, as the hosted login page’s `next`) with `sessionToken`; anything else is an error page',
        response: Type.String({ description: 'A 302 redirect, or an HTML error page' }),
        responseMediaType: 'text/html',
        errors: [400],
      },
      (c) => {
        const query = new URL(c.req.url).searchParams;
        const state = query.get('state') ?? '';
        const sessionToken = query.get('sessionToken') ?? '';
        // Only this store's authorize endpoint: the state must not lead anywhere else (no open redirect).
        if (!state.startsWith(`${AUTHORIZE_PATH}?`) || sessionToken === '') {
          return htmlPage(c, 400, 'Sign-in failed', 'The sign-in cannot be resumed.');
        }
        const resumed = new URLSearchParams(state.slice(AUTHORIZE_PATH.length + 1));
        resumed.delete('session_token');
        resumed.set('sessionToken', sessionToken);
        c.header('Cache-Control', 'no-store');
        return c.redirect(`${deps.config.publicUrl}${AUTHORIZE_PATH}?${resumed}`, 302);
      },
    ).app;
}
