// Cross-origin access for store fronts on other origins: only origins registered on an OAuth client
// (`cartwright client create --origin …`) get CORS headers; tokens travel in the Authorization
// header, never in cookies, so credentials are not allowed.

import { REQUEST_ID_HEADER } from '@cartwright/contracts';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export function crossOrigin(isAllowedOrigin: (origin: string) => Promise<boolean>): MiddlewareHandler {
  return cors({
    origin: async (origin, c) => {
      if (!origin || origin === new URL(c.req.url).origin) return null;
      return (await isAllowedOrigin(origin)) ? origin : null;
    },
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
