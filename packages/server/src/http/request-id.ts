// Gives every request a fresh id and puts it on every response, errors included.
import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@cartwright/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * Sets `requestId` on the context and the `x-wix-request-id` response header. A client-sent id is
 * ignored: ids appear in logs and error data, so only the server may choose them.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    await next();
    c.header(REQUEST_ID_HEADER, id);
  };
}
