// POST /oauth2/token bodies and answers (wire.md §1.6, §3.1; RFC 6749 §5.2 for errors).
import { type Static, Type } from '@sinclair/typebox';
import { TOKEN_ROLES } from '../enums/tokens.js';
import { literalUnion } from '../schema/literal-union.js';

const tokenString = (description: string) => Type.String({ minLength: 1, maxLength: 4096, description });

export const AnonymousGrantSchema = Type.Object({
  grantType: Type.Literal('anonymous'),
  clientId: tokenString('OAuth client id'),
});
export const RefreshTokenGrantSchema = Type.Object({
  grantType: Type.Literal('refresh_token'),
  clientId: Type.Optional(tokenString('OAuth client id')),
  refreshToken: tokenString('refresh token'),
});
export const AuthorizationCodeGrantSchema = Type.Object({
  grantType: Type.Literal('authorization_code'),
  clientId: tokenString('OAuth client id'),
  redirectUri: Type.Optional(Type.String({ maxLength: 2048 })),
  code: tokenString('authorization code'),
  codeVerifier: Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' }),
});
/** The snake_case external-login grant, sent with `Authorization: <accessToken>,<apiKey>`. */
export const AuthorizedClientGrantSchema = Type.Object({
  grant_type: Type.Literal('authorized_client'),
  scope: Type.Optional(Type.Literal('offline_access')),
  member_id: tokenString('member id'),
  session_token: Type.Optional(tokenString('session token')),
});

export type AnonymousGrant = Static<typeof AnonymousGrantSchema>;
export type RefreshTokenGrant = Static<typeof RefreshTokenGrantSchema>;
export type AuthorizationCodeGrant = Static<typeof AuthorizationCodeGrantSchema>;
export type AuthorizedClientGrant = Static<typeof AuthorizedClientGrantSchema>;
export type TokenRequest =
  | AnonymousGrant
  | RefreshTokenGrant
  | AuthorizationCodeGrant
  | AuthorizedClientGrant;

export const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer({ minimum: 0, description: 'seconds until the access token expires' }),
});
export type TokenResponse = Static<typeof TokenResponseSchema>;

export const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'server_error',
] as const;
export const OAuthErrorResponseSchema = Type.Object({
  error: literalUnion(OAUTH_ERRORS),
  error_description: Type.String(),
});
export type OAuthErrorResponse = Static<typeof OAuthErrorResponseSchema>;

/** Client-side token shapes (spec §3 "Tokens"). `expiresAt` is in seconds since the epoch. */
export const TokensSchema = Type.Object({
  accessToken: Type.Object({ value: Type.String(), expiresAt: Type.Number() }),
  refreshToken: Type.Object({ value: Type.String(), role: literalUnion(TOKEN_ROLES) }),
});
export type Tokens = Static<typeof TokensSchema>;
