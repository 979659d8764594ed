// The web admin's cookie session: the refresh token lives in an HttpOnly cookie that only the routes under
// its path receive; they renew the access token and end the session, and only for same-origin calls.
import { type Static, Type } from '@sinclair/typebox';

/** The cookie's path: the browser sends the refresh token to these routes and nowhere else. */
export const ADMIN_SESSION_PATH = '/cartwright/v1/admin/session';
/** `POST`: a new access token from the cookie, which is rotated. `DELETE ADMIN_SESSION_PATH` signs out. */
export const ADMIN_SESSION_REFRESH_PATH = `${ADMIN_SESSION_PATH}/refresh`;
export const ADMIN_SESSION_COOKIE = 'cartwright_admin_session';

/**
 * Header (value `1`) the cookie calls must carry: a cross-site form cannot send a header, and another
 * origin's script would need a CORS preflight the server never allows for it.
 */
export const SAME_ORIGIN_HEADER = 'x-cartwright-same-origin';

/** The access token alone: its refresh token went into the cookie. */
export const AdminSessionResponseSchema = Type.Object({
  access_token: Type.String(),
  expires_in: Type.Integer({ minimum: 0, description: 'seconds until the access token expires' }),
});
export type AdminSessionResponse = Static<typeof AdminSessionResponseSchema>;

/**
 * 401 ADMIN_SESSION_EXPIRED: the cookie is missing, expired, revoked or already used (the cookie is
 * cleared); 403 CROSS_SITE_REQUEST: the call did not prove it came from the store's own pages.
 */
export const ADMIN_SESSION_ERROR_CODES = {
  expired: 'ADMIN_SESSION_EXPIRED',
  crossSite: 'CROSS_SITE_REQUEST',
} as const;
export type AdminSessionErrorCode =
  (typeof ADMIN_SESSION_ERROR_CODES)[keyof typeof ADMIN_SESSION_ERROR_CODES];
