// POST /cartwright/v1/admin/login: owner and contributor sign-in with e-mail and password.
import { AdminLoginRequestSchema, AdminLoginResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { requireSameOrigin } from '../../http/same-origin.js';
import { LoginThrottled } from '../identity/index.js';
import { adminLogin } from './admin/admin-auth.service.js';
import { cookieSessionAnswer } from './admin/admin-session-cookie.js';

/**
 * Mounted at `/cartwright/v1/admin` (the login path is `ADMIN_LOGIN_PATH` in contracts); `auth: 'none'`, so a
 * stale token in the Authorization header, never read, cannot block signing in.
 */
export function adminAuthRoutes(deps: AppDeps): Hono<AppEnv> {
  const proxies = deps.config.trustedProxies;
  return new ApiRoutes({ tags: ['admin'], auth: 'none' }).post(
    '/login',
    {
      summary:
        "Owner or contributor sign-in: admin tokens as /oauth2/token answers them, or with session 'cookie' the access token and the refresh token in an HttpOnly cookie (401 INVALID_CREDENTIALS; 403 CROSS_SITE_REQUEST; 429 with Retry-After)",
      body: AdminLoginRequestSchema,
      response: AdminLoginResponseSchema,
      errors: [401, 403, 404, 429],
    },
    async (c, { body }) => {
      // Token responses must never be cached (RFC 6749 §5.1), errors included.
      c.header('Cache-Control', 'no-store');
      try {
        // Checked before the password: another site must not even learn whether its guess was right.
        if (body.session === 'cookie') requireSameOrigin(c, proxies);
        const tokens = await adminLogin(deps, body, clientAddress(c, proxies));
        if (body.session !== 'cookie') return c.json(tokens);
        return c.json(cookieSessionAnswer(c, proxies, tokens));
      } catch (error) {
        if (error instanceof LoginThrottled) c.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
  ).app;
}
