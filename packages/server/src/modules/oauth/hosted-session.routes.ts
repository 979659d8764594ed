// POST and DELETE /cartwright/v1/hosted-session: the store's hosted sign-in page turns a session token
// into a hosted session cookie, which the authorize endpoint then signs the member in from.
import { HostedSessionRequestSchema } from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors/app-error.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireSameOrigin } from '../../http/same-origin.js';
import {
  clearHostedSessionCookie,
  readHostedSessionCookie,
  setHostedSessionCookie,
} from './sessions/hosted-session-cookie.js';
import { endHostedSession, startHostedSession } from './sessions/hosted-sessions.service.js';

const Empty = Type.Object({});

/** Mounted at `HOSTED_SESSION_PATH`; `auth: 'none'`: the session token and cookie name the member. */
export function hostedSessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const proxies = deps.config.trustedProxies;
  return new ApiRoutes({ tags: ['oauth'], auth: 'none' })
    .post(
      '/',
      {
        summary:
          'Start a hosted session from a session token (same-origin only; sets an HttpOnly cookie; 401 INVALID_SESSION_TOKEN, 403 CROSS_SITE_REQUEST)',
        body: HostedSessionRequestSchema,
        response: Empty,
        errors: [401, 403],
      },
      async (c, { body }) => {
        c.header('Cache-Control', 'no-store');
        requireSameOrigin(c, proxies);
        const session = await startHostedSession(deps, body.sessionToken);
        if (!session)
          throw new AppError(401, 'INVALID_SESSION_TOKEN', 'The session token is unknown, used or expired');
        setHostedSessionCookie(c, proxies, session.id, session.maxAgeSeconds);
        return c.json({});
      },
    )
    .delete(
      '/',
      {
        summary:
          'End the hosted session named by the cookie and clear it (same-origin only; 403 CROSS_SITE_REQUEST)',
        response: Empty,
        errors: [403],
      },
      async (c) => {
        c.header('Cache-Control', 'no-store');
        requireSameOrigin(c, proxies);
        const id = readHostedSessionCookie(c);
        if (id !== undefined) await endHostedSession(deps, id);
        clearHostedSessionCookie(c, proxies);
        return c.json({});
      },
    ).app;
}
