// Refuses U+0000 (`%00`) in the URL path before any route reads its params: ids and slugs reach the database.
import type { MiddlewareHandler } from 'hono';
import { ValidationFailure } from '../errors/app-error.js';
import type { AppEnv } from './app-env.js';
import { NUL_DESCRIPTION, textViolation } from './storable-text.js';

/** The raw path of a request URL, still percent-encoded. */
const rawPath = (url: string) => {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  return url.slice(start, query === -1 ? undefined : query);
};

/** The name of the path param at segment `index` of the route the request matched, or `path`. */
function paramName(patterns: string[], index: number): string {
  for (const pattern of patterns.reverse()) {
    const name = /^:(\w+)/.exec(pattern.split('/')[index] ?? '')?.[1];
    if (name) return name;
  }
  return 'path';
}

/**
 * A path segment that decodes to U+0000 is a FORMAT violation of the path param it fills (`id`, `slug`),
 * or of `path` when no route takes a param there; query and body strings are checked by the validators.
 */
export function pathNulGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = rawPath(c.req.url);
    if (!path.includes('%00')) return next();
    const index = path.split('/').findIndex((segment) => segment.includes('%00'));
    const patterns = c.req.matchedRoutes.filter((r) => r.method !== 'ALL').map((r) => r.path);
    throw new ValidationFailure([textViolation(paramName(patterns, index), NUL_DESCRIPTION)]);
  };
}
