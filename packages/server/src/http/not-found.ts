// Unknown routes answer 404 and known paths with the wrong method 405 (with Allow), in the envelope.
import { COMMON_ERROR_CODES } from '@cartwright/contracts';
import type { Hono, NotFoundHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { applicationErrorBody, envelope } from './error-handler.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type RouterEntry = [[unknown, { method: string }], unknown];

/**
 * Methods that have a route of their own at `path`. Middleware (`use`, method ALL) does not count,
 * so a catch-all middleware never turns a 404 into a 405.
 */
export function allowedMethods(app: Hono<AppEnv>, path: string): string[] {
  const allowed = new Set<string>();
  for (const method of METHODS) {
    const [entries] = app.router.match(method, path) as unknown as [RouterEntry[]];
    if (entries.some(([[, route]]) => route.method === method)) allowed.add(method);
  }
  if (allowed.has('GET')) allowed.add('HEAD');
  return METHODS.filter((m) => allowed.has(m));
}

export function notFoundHandler(app: Hono<AppEnv>): NotFoundHandler<AppEnv> {
  return (c) => {
    const allowed = allowedMethods(app, c.req.path).filter((m) => m !== c.req.method);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return envelope(
        c,
        405,
        applicationErrorBody(
          COMMON_ERROR_CODES.methodNotAllowed,
          `Method ${c.req.method} is not allowed on ${c.req.path}`,
          { allowed },
        ),
      );
    }
    return envelope(
      c,
      404,
      applicationErrorBody(COMMON_ERROR_CODES.notFound, `No route for ${c.req.method} ${c.req.path}`),
    );
  };
}
