// POST /oauth2/token: the gateway's camelCase JSON grants, answered with RFC 6749 bodies and errors. The
// anonymous and refresh grants are oauth's; the member grants sign in and merge the cart (member-grants.ts).
import {
  AnonymousGrantSchema,
  AuthorizationCodeGrantSchema,
  AuthorizedClientGrantSchema,
  OAuthErrorResponseSchema,
  RefreshTokenGrantSchema,
  TokenResponseSchema,
} from '@cartwright/contracts';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { isJsonContentType, readBodyBytes } from '../http/body-guard.js';
import { fieldPath } from '../http/validation.js';
import {
  grantAnonymous,
  grantRefreshToken,
  invalidRequest,
  OAuthError,
  revokeRefreshToken,
  unsupportedGrantType,
} from '../modules/oauth/index.js';
import { grantAuthorizationCode, grantAuthorizedClient } from './member-grants.js';

/** Token bodies are a few short strings; anything bigger is not a token request. */
const TOKEN_BODY_LIMIT_BYTES = 16 * 1024;

function compile<T extends TSchema>(schema: T) {
  const compiled = TypeCompiler.Compile(schema);
  return (body: Record<string, unknown>): Static<T> => {
    if (compiled.Check(body)) return body;
    const error = compiled.Errors(body).First();
    const field = error ? fieldPath(error.path, body) : '';
    const problem = error?.message.replace(/^Expected required property$/, 'is required') ?? 'is invalid';
    throw invalidRequest(field ? `${field}: ${problem}` : problem);
  };
}

const readAnonymousGrant = compile(AnonymousGrantSchema);
const readRefreshTokenGrant = compile(RefreshTokenGrantSchema);
const readAuthorizationCodeGrant = compile(AuthorizationCodeGrantSchema);
const readAuthorizedClientGrant = compile(AuthorizedClientGrantSchema);
const readRevocation = compile(Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) }));

async function readBody(c: Context<AppEnv>, limit: number): Promise<Record<string, unknown>> {
  if (Number(c.req.header('content-length') ?? 0) > limit) throw invalidRequest('Request body is too large');
  const contentType = c.req.header('content-type');
  if (contentType !== undefined && !isJsonContentType(contentType)) {
    throw invalidRequest('Content-Type must be application/json');
  }
  const bytes = await readBodyBytes(c.req.raw, limit);
  if (!bytes) throw invalidRequest('Request body is too large');
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw invalidRequest('Request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidRequest('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** Mounted at `/oauth2`; `auth: 'none'`: the grants carry their own credentials. */
export function tokenRoutes(deps: AppDeps): Hono<AppEnv> {
  const limit = Math.min(TOKEN_BODY_LIMIT_BYTES, deps.config.bodyLimitBytes);
  return new ApiRoutes({ tags: ['oauth'], auth: 'none' })
    .post(
      '/token',
      {
        summary:
          'Issue tokens: anonymous, refresh_token, authorization_code (PKCE S256; a visitor access token in Authorization merges its cart) and authorized_client (Authorization: <accessToken>,<apiKey>) grants (RFC 6749 errors)',
        ownBody: {
          mediaType: 'application/json',
          schema: Type.Union([
            AnonymousGrantSchema,
            RefreshTokenGrantSchema,
            AuthorizationCodeGrantSchema,
            AuthorizedClientGrantSchema,
          ]),
        },
        response: TokenResponseSchema,
        errors: { 400: OAuthErrorResponseSchema, 401: OAuthErrorResponseSchema },
      },
      async (c) => {
        // Token responses must never be cached (RFC 6749 §5.1), errors included.
        c.header('Cache-Control', 'no-store');
        c.header('Pragma', 'no-cache');
        try {
          const body = await readBody(c, limit);
          const grantType = 'grantType' in body ? body.grantType : body.grant_type;
          if (grantType === undefined) throw invalidRequest('grantType is required');
          if (typeof grantType !== 'string') throw invalidRequest('grantType: must be a string');
          if (grantType === 'anonymous') return c.json(await grantAnonymous(deps, readAnonymousGrant(body)));
          if (grantType === 'refresh_token') {
            return c.json(await grantRefreshToken(deps, readRefreshTokenGrant(body)));
          }
          const authorization = c.req.header('authorization');
          if (grantType === 'authorization_code') {
            const visitorToken = authorization?.trim().replace(/^Bearer\s+/i, '');
            return c.json(await grantAuthorizationCode(deps, readAuthorizationCodeGrant(body), visitorToken));
          }
          if (grantType === 'authorized_client') {
            return c.json(await grantAuthorizedClient(deps, readAuthorizedClientGrant(body), authorization));
          }
          throw unsupportedGrantType(grantType);
        } catch (error) {
          if (!(error instanceof OAuthError)) throw error;
          return c.json({ error: error.error, error_description: error.description }, error.status);
        }
      },
    )
    .post(
      '/revoke',
      {
        summary:
          'Revoke a refresh token (RFC 7009): its whole family ends; an unknown token answers {} as well (RFC 6749 errors for a bad body)',
        ownBody: { mediaType: 'application/json', schema: Type.Object({ token: Type.String() }) },
        response: Type.Object({}),
        errors: { 400: OAuthErrorResponseSchema },
      },
      async (c) => {
        c.header('Cache-Control', 'no-store');
        try {
          const { token } = readRevocation(await readBody(c, limit));
          await revokeRefreshToken(deps, token);
          return c.json({});
        } catch (error) {
          if (!(error instanceof OAuthError)) throw error;
          return c.json({ error: error.error, error_description: error.description }, error.status);
        }
      },
    ).app;
}
