// GET /oauth2/authorize: the code flow's front door (wire.md §3.2). Answers with a redirect to the client,
// the web_message page, the hosted sign-in page, or an error page when the client cannot be trusted.
import { AUTHORIZE_PATH, HOSTED_LOGIN_PATH } from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { type AnswerChannel, type AuthorizeParams, authorize } from './authorize/authorize.service.js';
import { htmlPage, webMessagePage } from './authorize/hosted-pages.js';
import { readHostedSessionCookie } from './sessions/hosted-session-cookie.js';

/** Each parameter by its camelCase name (what gateway clients send) or its RFC 6749 snake_case one. */
const PARAMETERS: Record<keyof AuthorizeParams, string> = {
  clientId: 'client_id',
  responseType: 'response_type',
  redirectUri: 'redirect_uri',
  scope: 'scope',
  state: 'state',
  responseMode: 'response_mode',
  codeChallenge: 'code_challenge',
  codeChallengeMethod: 'code_challenge_method',
  sessionToken: 'session_token',
  prompt: 'prompt',
};

/** The parameters, or the name of one sent twice (RFC 6749 §3.1: parameters must not repeat). */
function readParams(query: URLSearchParams): { params: AuthorizeParams } | { repeated: string } {
  const params: AuthorizeParams = {};
  for (const [name, snake] of Object.entries(PARAMETERS) as [keyof AuthorizeParams, string][]) {
    const values = [...query.getAll(name), ...(snake === name ? [] : query.getAll(snake))];
    if (values.length > 1) return { repeated: name };
    if (values[0] !== undefined) params[name] = values[0];
  }
  return { params };
}

/** The authorize request again, without its spent session token, relative to the store. */
function retryPath(query: URLSearchParams): string {
  const rest = new URLSearchParams(query);
  rest.delete('sessionToken');
  rest.delete('session_token');
  const search = rest.toString();
  return search ? `${AUTHORIZE_PATH}?${search}` : AUTHORIZE_PATH;
}

function answer(
  c: Context,
  channel: AnswerChannel,
  params: Record<string, string>,
): Response | Promise<Response> {
  if (channel.mode === 'web_message') return webMessagePage(c, channel.origins, params);
  const uri = channel.redirectUri!;
  const encoded = new URLSearchParams(params).toString();
  const location =
    channel.mode === 'fragment' ? `${uri}#${encoded}` : `${uri}${uri.includes('?') ? '&' : '?'}${encoded}`;
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(location, 302);
}

/** Mounted at `/oauth2`; `auth: 'none'`: the session token or the hosted session cookie names the member. */
export function authorizeRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['oauth'], auth: 'none' }).get(
    '/authorize',
    {
      summary:
        'OAuth authorization code with PKCE S256: redirects with code and state (query or fragment), or posts them to the framing client (web_message); an HTML error page when the client or redirect URI is not registered',
      response: Type.String({ description: 'HTML page (web_message) or a 302 redirect' }),
      responseMediaType: 'text/html',
      errors: [400],
    },
    async (c) => {
      const query = new URL(c.req.url).searchParams;
      const read = readParams(query);
      if ('repeated' in read) {
        return htmlPage(c, 400, 'Sign-in failed', `The parameter ${read.repeated} is given more than once.`);
      }
      const outcome = await authorize(deps, read.params, readHostedSessionCookie(c));
      switch (outcome.kind) {
        case 'error-page':
          return htmlPage(c, 400, 'Sign-in failed', outcome.description);
        case 'login': {
          c.header('Cache-Control', 'no-store');
          const next = encodeURIComponent(retryPath(query));
          return c.redirect(`${deps.config.publicUrl}${HOSTED_LOGIN_PATH}?next=${next}`, 302);
        }
        case 'answer':
          return answer(c, outcome.channel, outcome.params);
      }
    },
  ).app;
}
