// POST /cartwright/v1/admin/session/refresh and DELETE /cartwright/v1/admin/session: the web admin's
// cookie session, renewed and ended by same-origin calls only.
import { AdminSessionResponseSchema } from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireSameOrigin } from '../../http/same-origin.js';
import { endAdminSession, renewAdminSession } from './admin/admin-session.service.js';
import {
  clearAdminSessionCookie,
  cookieSessionAnswer,
  readAdminSessionCookie,
} from './admin/admin-session-cookie.js';

/**
 * Mounted at `/cartwright/v1/admin/session` (`ADMIN_SESSION_PATH` in contracts); `auth: 'none'`: the cookie,
 * not the Authorization header, names the session.
 */
export function adminSessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const proxies = deps.config.trustedProxies;
  return new ApiRoutes({ tags: ['admin'], auth: 'none' })
    .post(
      '/refresh',
      {
        summary:
          'Web admin: a new access token from the session cookie, which is rotated (204 without a cookie; 401 ADMIN_SESSION_EXPIRED clears it; 403 CROSS_SITE_REQUEST)',
        response: AdminSessionResponseSchema,
        errors: [401, 403],
      },
      async (c) => {
        // Token responses must never be cached (RFC 6749 §5.1), errors included.
        c.header('Cache-Control', 'no-store');
        requireSameOrigin(c, proxies);
        const refreshToken = readAdminSessionCookie(c);
        // No cookie: nobody is signed in to the admin in this browser, which is not an error.
        if (refreshToken === undefined) return c.body(null, 204);
        try {
          const tokens = await renewAdminSession(deps, refreshToken);
          return c.json(cookieSessionAnswer(c, proxies, tokens));
        } catch (error) {
          clearAdminSessionCookie(c, proxies);
          throw error;
        }
      },
    )
    .delete(
      '/',
      {
        summary:
          'Web admin sign-out: revokes the session cookie’s refresh token family and clears it (answers 204; 403 CROSS_SITE_REQUEST)',
        response: Type.Null({ description: 'No content: the answer is 204' }),
        errors: [403],
      },
      async (c) => {
        c.header('Cache-Control', 'no-store');
        requireSameOrigin(c, proxies);
        const refreshToken = readAdminSessionCookie(c);
        if (refreshToken !== undefined) await endAdminSession(deps, refreshToken);
        clearAdminSessionCookie(c, proxies);
        return c.body(null, 204);
      },
    ).app;
}
