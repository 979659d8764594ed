// POST /cartwright/v1/admin/login: owner and contributor sign-in with e-mail and password.
import {
  ADMIN_LOGIN_PATH,
  AdminLoginRequestSchema,
  AdminLoginResponseSchema,
  type AdminSessionResponse,
} from '@cartwright/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireSameOrigin } from '../../http/same-origin.js';
import { validateBody } from '../../http/validate-request.js';
import { describeRoute, errorResponses } from '../../openapi/registry.js';
import { LoginThrottled } from './admin-auth.errors.js';
import { adminLogin } from './admin-auth.service.js';
import { setAdminSessionCookie } from './admin-session-cookie.js';
import { clientAddress } from './client-address.js';

const readLogin = validateBody(AdminLoginRequestSchema);

/** Mounted before the caller is resolved: a stale token in the Authorization header must not block signing in. */
export function adminAuthRoutes(deps: AppDeps): Hono<AppEnv> {
  describeRoute({
    method: 'post',
    path: ADMIN_LOGIN_PATH,
    summary:
      "Owner or contributor sign-in: admin tokens as /oauth2/token answers them, or with session 'cookie' the access token and the refresh token in an HttpOnly cookie (401 INVALID_CREDENTIALS; 403 CROSS_SITE_REQUEST; 429 with Retry-After)",
    tags: ['admin'],
    request: { body: AdminLoginRequestSchema },
    responses: { 200: AdminLoginResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
  });
  return new Hono<AppEnv>().post(ADMIN_LOGIN_PATH, async (c) => {
    // Token responses must never be cached (RFC 6749 §5.1), errors included.
    c.header('Cache-Control', 'no-store');
    const proxies = deps.config.trustedProxies;
    try {
      const request = await readLogin(c);
      // Checked before the password: another site must not even learn whether its guess was right.
      if (request.session === 'cookie') requireSameOrigin(c, proxies);
      const tokens = await adminLogin(deps, request, clientAddress(c, proxies));
      if (request.session !== 'cookie') return c.json(tokens);
      setAdminSessionCookie(c, proxies, tokens.refresh_token);
      return c.json({
        access_token: tokens.access_token,
        expires_in: tokens.expires_in,
      } satisfies AdminSessionResponse);
    } catch (error) {
      if (error instanceof LoginThrottled) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  });
}
