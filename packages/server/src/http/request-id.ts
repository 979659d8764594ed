// Gives every request a fresh id and puts it on every response, errors included.
import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@cartwright/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * Adds a header to the finished response in place. Hono's `c.header()` after `next()` rebuilds the
 * response, which costs the Node adapter its fast path for every request; only a response whose headers
 * are immutable (a redirect made with `Response.redirect`, a fetched response) needs that.
 */
export function setResponseHeader(c: Context, name: string, value: string, append = false): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, { append });
  }
}

/**
 * Sets `requestId` on the context and the `x-wix-request-id` response header. A client-sent id is
 * ignored: ids appear in logs and error data, so only the server may choose them.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    await next();
    setResponseHeader(c, REQUEST_ID_HEADER, id);
  };
}
