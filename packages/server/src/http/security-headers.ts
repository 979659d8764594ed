// Headers every answer carries: no content sniffing, no referrer, HSTS over HTTPS, and a policy that lets
// nothing run or frame an answer that is not one of the web app's pages (which set their own).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { setResponseHeader } from './request-id.js';
import { requestScheme } from './request-origin.js';

/** JSON answers, images and assets opened on their own: nothing loads, runs or frames them. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** A year, without subdomains: other hosts of the domain may still serve plain HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer` on every answer, errors included;
 * `Strict-Transport-Security` when the request came over HTTPS (directly, or as the trusted proxies say
 * in X-Forwarded-Proto); the non-document policy when the answer has no Content-Security-Policy yet.
 */
export function securityHeaders(trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff');
    setResponseHeader(c, 'Referrer-Policy', 'no-referrer');
    if (!c.res.headers.has('Content-Security-Policy')) {
      setResponseHeader(c, 'Content-Security-Policy', NON_DOCUMENT_POLICY);
    }
    if (requestScheme(c, trustedProxies) === 'https') {
      setResponseHeader(c, 'Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
  };
}
