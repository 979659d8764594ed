// GET /oauth2/authorize (wire.md §3.2 AuthorizeRequest), the hosted session that lets it answer without
// a session token, and the sign-out page (wire.md §1.4 A8).
import { type Static, Type } from '@sinclair/typebox';
import { CODE_CHALLENGE_METHODS, OAUTH_PROMPTS, OAUTH_RESPONSE_MODES } from '../enums/oauth.js';
import { literalUnion } from '../schema/literal-union.js';

/** The token, revoke and authorize endpoints' prefix (wire.md §1.6). */
export const OAUTH_PREFIX = '/oauth2';
export const AUTHORIZE_PATH = '/oauth2/authorize';
/** `POST {sessionToken}` starts a hosted session (same-origin only); `DELETE` ends it. Both answer `{}`. */
export const HOSTED_SESSION_PATH = '/cartwright/v1/hosted-session';
/** HttpOnly, SameSite=Lax: sent on the top-level navigations and frames of the authorize endpoint. */
export const HOSTED_SESSION_COOKIE = 'cartwright_hosted_session';
/** The hosted sign-in page of the web app; `next` is the relative authorize URL to return to. */
export const HOSTED_LOGIN_PATH = '/auth/login';
export const LOGOUT_PATH = '/_api/iam/authentication/v1/logout';
/** The hosted sign-in's own pages (logout, the authorize callback) at the gateway path and its alias. */
export const AUTHENTICATION_PAGES_PREFIX = '/_api/iam/authentication/v1';
export const AUTHENTICATION_PAGES_ALIAS_PREFIX = '/iam/authentication/v1';

const text = (maxLength: number) => Type.String({ maxLength });

/** The authorize request as a redirect session carries it (camelCase; the endpoint also reads snake_case). */
export const AuthorizeRequestSchema = Type.Object({
  clientId: text(128),
  responseType: Type.Optional(Type.Literal('code')),
  redirectUri: Type.Optional(text(2048)),
  scope: Type.Optional(text(256)),
  state: Type.Optional(text(1024)),
  responseMode: Type.Optional(literalUnion(OAUTH_RESPONSE_MODES)),
  codeChallenge: Type.Optional(text(128)),
  codeChallengeMethod: Type.Optional(literalUnion(CODE_CHALLENGE_METHODS)),
  sessionToken: Type.Optional(text(256)),
  nonce: Type.Optional(text(256)),
  prompt: Type.Optional(literalUnion(OAUTH_PROMPTS)),
  /** An identity-provider connection id (gateway clients send it; not in the gateway type). */
  idp: Type.Optional(text(128)),
});
export type AuthorizeRequest = Static<typeof AuthorizeRequestSchema>;

export const HostedSessionRequestSchema = Type.Object({
  sessionToken: Type.String({ minLength: 1, maxLength: 256 }),
});
export type HostedSessionRequest = Static<typeof HostedSessionRequestSchema>;

/** What the web_message page posts to its parent (wire.md §3.5). */
export interface AuthorizeWebMessage {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}
