// POST /cartwright/v1/admin/login: an owner or contributor signs in with e-mail and password.
import { type Static, Type } from '@sinclair/typebox';
import { type TokenResponse, TokenResponseSchema } from '../oauth/token.js';

export const ADMIN_LOGIN_PATH = '/cartwright/v1/admin/login';
/** RFC 5321's longest address. */
export const ADMIN_EMAIL_MAX_LENGTH = 254;
/** Hashing cost grows with input; nobody types a longer password. */
export const ADMIN_PASSWORD_MAX_LENGTH = 256;

/**
 * `clientId` names the OAuth client the tokens belong to (the refresh grant checks it); without it
 * the tokens belong to the store's web app client.
 */
export const AdminLoginRequestSchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: ADMIN_EMAIL_MAX_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: ADMIN_PASSWORD_MAX_LENGTH }),
    clientId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'OAuth client id' })),
  },
  { additionalProperties: false },
);
export type AdminLoginRequest = Static<typeof AdminLoginRequestSchema>;

/** The token endpoint's body: the refresh token renews through `POST /oauth2/token` (refresh_token). */
export const AdminLoginResponseSchema = TokenResponseSchema;
export type AdminLoginResponse = TokenResponse;

/**
 * Application error codes of the sign-in: one code for a wrong e-mail or a wrong password (no account
 * enumeration), and TOO_MANY_REQUESTS (429, with `Retry-After` and `data.retryAfterSeconds`).
 */
export const ADMIN_LOGIN_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  throttled: 'TOO_MANY_REQUESTS',
} as const;
export type AdminLoginErrorCode = (typeof ADMIN_LOGIN_ERROR_CODES)[keyof typeof ADMIN_LOGIN_ERROR_CODES];
