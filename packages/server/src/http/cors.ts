// Cross-origin access for store fronts on other origins: only origins registered on an OAuth client
// (`cartwright client create --origin …`) get CORS headers; tokens travel in the Authorization
// header, never in cookies, so credentials are not allowed.

import { REQUEST_ID_HEADER } from '@cartwright/contracts';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { setResponseHeader } from './request-id.js';

/**
 * CORS for requests from another origin; a request without one (same origin, server to server) skips the CORS
 * machinery, which rebuilds every response it touches, and only gets `Vary: Origin` so caches keep the two apart.
 */
export function crossOrigin(isAllowedOrigin: (origin: string) => Promise<boolean>): MiddlewareHandler {
  const corsFor = corsMiddleware(isAllowedOrigin);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && origin !== new URL(c.req.url).origin) return corsFor(c, next);
    await next();
    setResponseHeader(c, 'vary', 'Origin', true);
  };
}

function corsMiddleware(isAllowedOrigin: (origin: string) => Promise<boolean>): MiddlewareHandler {
  return cors({
    origin: async (origin) => ((await isAllowedOrigin(origin)) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: [
      'authorization',
      'content-type',
      'idempotency-key',
      'x-wix-bi-gateway',
      'x-wix-consistent',
    ],
    exposeHeaders: [REQUEST_ID_HEADER, 'x-wix-consistent'],
    maxAge: 600,
  });
}
