// SSO over HTTP: the admin API of connections, the public list of providers, and the member routes of
// wire.md §1.4 A4 (login redirect), its callback, and A6 (login with token params).
import {
  AUTHENTICATION_PREFIX,
  LoginWithTokenParamsRequestSchema,
  SSO_COMPLETE_PAGE_PATH,
  SSO_ERROR_CODES,
  SsoConnectionCreateSchema,
  SsoConnectionListSchema,
  SsoConnectionPatchSchema,
  SsoConnectionResponseSchema,
  SsoProviderListSchema,
  type StateMachineResponse,
  StateMachineResponseSchema,
} from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../deps.js';
import { AppError, ValidationFailure } from '../../errors/app-error.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { requestHost, requestScheme } from '../../http/request-origin.js';
import { htmlPage } from '../oauth/index.js';
import {
  createConnection,
  getConnection,
  listAllConnections,
  listProviders,
  patchConnection,
  removeConnection,
} from './sso/connections.service.js';
import { finishBrowserLogin, loginWithTokenParams, startBrowserLogin } from './sso/sso-login.service.js';

const Empty = Type.Object({});
/** Holds the state of the login this browser started; the callback must see the same one. */
const STATE_COOKIE = 'cartwright_sso_state';
const COOKIE_PATH = `${AUTHENTICATION_PREFIX}/v1/sso/`;
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

function cookieOptions(c: Context, trustedProxies: number) {
  const loopbackHttp = requestScheme(c, trustedProxies) === 'http' && LOOPBACK_HOST.test(requestHost(c));
  // Lax: the provider sends the browser back with a top-level GET, which carries it.
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'Lax' as const, secure: !loopbackHttp };
}

/** Mounted at `SSO_CONNECTIONS_PATH`: admins and API keys only. */
export function ssoConnectionRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['sso'], auth: 'admin' })
    .get(
      '/',
      {
        summary: 'The OpenID Connect connections members may sign in through (secrets never shown)',
        response: SsoConnectionListSchema,
      },
      async (c) => c.json({ connections: await listAllConnections(deps) }),
    )
    .post(
      '/',
      {
        summary:
          'Connect an OpenID Connect provider: issuer (https; http for localhost), client id and secret (write-only), scopes; register the answered redirectUri at the provider',
        body: SsoConnectionCreateSchema,
        response: SsoConnectionResponseSchema,
      },
      async (c, { body }) => c.json({ connection: await createConnection(deps, body) }),
    )
    .get(
      '/:id',
      { summary: 'One connection', response: SsoConnectionResponseSchema, errors: [404] },
      async (c) => c.json({ connection: await getConnection(deps, c.req.param('id')) }),
    )
    .patch(
      '/:id',
      {
        summary:
          'Change a connection (enable or disable it, rename it, replace its secret); fields left out stay',
        body: SsoConnectionPatchSchema,
        response: SsoConnectionResponseSchema,
        errors: [404],
      },
      async (c, { body }) => c.json({ connection: await patchConnection(deps, c.req.param('id'), body) }),
    )
    .delete(
      '/:id',
      {
        summary: 'Delete a connection; its members stay, without this way to sign in',
        response: Empty,
        errors: [404],
      },
      async (c) => {
        await removeConnection(deps, c.req.param('id'));
        return c.json({});
      },
    ).app;
}

/** Mounted at `SSO_PROVIDERS_PATH`; `auth: 'none'`: anyone may see how to sign in. */
export function ssoProviderRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['sso'], auth: 'none' }).get(
    '/',
    {
      summary:
        'The enabled identity providers by name, each with its login path (A4), for "Continue with …" buttons',
      response: SsoProviderListSchema,
    },
    async (c) => c.json({ providers: await listProviders(deps) }),
  ).app;
}

/** The web page's fragment for a sign-in state the browser must finish there. */
function completion(answer: StateMachineResponse, resume: string | undefined): Record<string, string> {
  const email = answer.identity?.email.address;
  const base = { ...(resume ? { next: resume } : {}), ...(email ? { email } : {}) };
  if (answer.state === 'SUCCESS' && answer.sessionToken)
    return { ...base, sessionToken: answer.sessionToken };
  if (answer.state === 'REQUIRE_EMAIL_VERIFICATION' && answer.stateToken) {
    return { ...base, stateToken: answer.stateToken };
  }
  return { ...base, state: answer.state };
}

function failure(error: unknown): Record<string, string> {
  if (error instanceof AppError) return { error: error.code, message: error.description };
  if (error instanceof ValidationFailure) return { error: 'INVALID_ARGUMENT', message: error.message };
  throw error;
}

/**
 * Mounted at `AUTHENTICATION_PREFIX` (and its alias); `auth: 'none'`, so a stale Authorization header,
 * never read, cannot stop a sign-in.
 */
export function ssoLoginRoutes(deps: AppDeps): Hono<AppEnv> {
  const proxies = deps.config.trustedProxies;
  const toPage = (c: Context, fragment: Record<string, string>) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(
      `${deps.config.publicUrl}${SSO_COMPLETE_PAGE_PATH}#${new URLSearchParams(fragment)}`,
      302,
    );
  };
  return new ApiRoutes({ tags: ['authentication'], auth: 'none' })
    .get(
      '/v1/sso/login/:tenantId/:idpConnectionId',
      {
        summary:
          'A4: sends the browser to the provider (authorization code, PKCE S256, state, nonce). tenantId is the store’s (its web client id); `authorizationUrl` (this store’s /oauth2/authorize URL) is resumed after sign-in. 404 IDP_CONNECTION_NOT_FOUND (unknown or disabled), UNKNOWN_TENANT; 503 IDP_UNAVAILABLE',
        response: Type.String({ description: 'A 302 redirect to the provider' }),
        responseMediaType: 'text/html',
        errors: [400, 404, 503],
      },
      async (c) => {
        const authorizationUrl = new URL(c.req.url).searchParams.get('authorizationUrl') ?? undefined;
        const { location, state, maxAgeSeconds } = await startBrowserLogin(deps, {
          tenantId: c.req.param('tenantId'),
          connectionId: c.req.param('idpConnectionId'),
          ...(authorizationUrl === undefined ? {} : { authorizationUrl }),
        });
        setCookie(c, STATE_COOKIE, state, { ...cookieOptions(c, proxies), maxAge: maxAgeSeconds });
        c.header('Cache-Control', 'no-store');
        return c.redirect(location, 302);
      },
    )
    .get(
      '/v1/sso/callback',
      {
        summary:
          'Where the provider returns (the connections’ redirect URI): checks state against the browser’s cookie (else an HTML error page, 400), exchanges the code, verifies the ID token, then resumes the authorize request through /v1/callback with a session token, or ends on the store’s /auth/sso page (its outcome in the fragment)',
        response: Type.String({ description: 'A 302 redirect' }),
        responseMediaType: 'text/html',
        errors: [400],
      },
      async (c) => {
        const query = new URL(c.req.url).searchParams;
        const cookieState = getCookie(c, STATE_COOKIE);
        deleteCookie(c, STATE_COOKIE, cookieOptions(c, proxies));
        const callback = {
          ...(query.get('state') ? { state: query.get('state')! } : {}),
          ...(query.get('code') ? { code: query.get('code')! } : {}),
          ...(query.get('error') ? { error: query.get('error')! } : {}),
          ...(cookieState ? { cookieState } : {}),
        };
        let outcome: Awaited<ReturnType<typeof finishBrowserLogin>>;
        try {
          outcome = await finishBrowserLogin(deps, callback);
        } catch (error) {
          // Not a sign-in this browser started: nothing to finish, and no page of ours to send it to.
          if (error instanceof AppError && error.code === SSO_ERROR_CODES.invalidState) {
            return htmlPage(c, 400, 'Sign-in failed', error.description);
          }
          return toPage(c, failure(error));
        }
        const { answer, resume } = outcome;
        if (resume && answer.state === 'SUCCESS' && answer.sessionToken) {
          c.header('Cache-Control', 'no-store');
          c.header('Referrer-Policy', 'no-referrer');
          const resumed = new URLSearchParams({ state: resume, sessionToken: answer.sessionToken });
          return c.redirect(`${deps.config.publicUrl}${AUTHENTICATION_PREFIX}/v1/callback?${resumed}`, 302);
        }
        return toPage(c, completion(answer, resume));
      },
    )
    .post(
      '/v1/sso/login-with-token-params',
      {
        summary:
          'A6: signs a member in with provider tokens a client already holds (tokenParams.id_token, optional access_token and nonce); answers the sign-in state. 401 INVALID_ID_TOKEN, 404 IDP_CONNECTION_NOT_FOUND, 403 MEMBER_BLOCKED, 409 IDP_EMAIL_NOT_VERIFIED',
        body: LoginWithTokenParamsRequestSchema,
        response: StateMachineResponseSchema,
        errors: [401, 403, 404, 409, 503],
      },
      async (c, { body }) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await loginWithTokenParams(deps, body));
      },
    ).app;
}
