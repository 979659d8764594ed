// POST /cartwright/v1/admin/login: an owner or contributor signs in with e-mail and password.
import { type Static, Type } from '@sinclair/typebox';
import { ADMIN_EMAIL_MAX_LENGTH, ADMIN_PASSWORD_MAX_LENGTH } from '../limits.js';
import { type TokenResponse, TokenResponseSchema } from '../oauth/token.js';
import { type AdminSessionResponse, AdminSessionResponseSchema } from './admin-session.js';

/** Where the admin sign-in routes are mounted (the login itself, `ADMIN_LOGIN_PATH`, is under it). */
export const ADMIN_AUTH_PREFIX = '/cartwright/v1/admin';
export const ADMIN_LOGIN_PATH = '/cartwright/v1/admin/login';
// The limits live with the others, where a form reads them without TypeBox; still exported from here.
export { ADMIN_EMAIL_MAX_LENGTH, ADMIN_PASSWORD_MAX_LENGTH };

/**
 * `clientId` names the OAuth client the tokens belong to (the refresh grant checks it); without it
 * the tokens belong to the store's web app client. `session: 'cookie'` (the store's own web app) keeps the
 * refresh token out of the answer, in an HttpOnly cookie for `ADMIN_SESSION_PATH`; the call must then
 * come from the store's origin with `SAME_ORIGIN_HEADER`. Without it, API callers get both tokens.
 */
export const AdminLoginRequestSchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: ADMIN_EMAIL_MAX_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: ADMIN_PASSWORD_MAX_LENGTH }),
    clientId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'OAuth client id' })),
    session: Type.Optional(
      Type.Literal('cookie', { description: 'refresh token in an HttpOnly cookie, not in the answer' }),
    ),
  },
  { additionalProperties: false },
);
export type AdminLoginRequest = Static<typeof AdminLoginRequestSchema>;

/**
 * The token endpoint's body (the refresh token renews through `POST /oauth2/token`), or with
 * `session: 'cookie'` the access token alone.
 */
export const AdminLoginResponseSchema = Type.Union([TokenResponseSchema, AdminSessionResponseSchema]);
export type AdminLoginResponse = TokenResponse | AdminSessionResponse;

/**
 * Application error codes of the sign-in: one code for a wrong e-mail or a wrong password (no account
 * enumeration), and TOO_MANY_REQUESTS (429, with `Retry-After` and `data.retryAfterSeconds`).
 */
export const ADMIN_LOGIN_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  throttled: 'TOO_MANY_REQUESTS',
} as const;
export type AdminLoginErrorCode = (typeof ADMIN_LOGIN_ERROR_CODES)[keyof typeof ADMIN_LOGIN_ERROR_CODES];
