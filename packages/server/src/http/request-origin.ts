// Whether a request came over HTTPS and the origin the browser used, also behind trusted proxies that
// terminate TLS and say so in X-Forwarded-Proto (each may append what it got; anyone can send the header).
import type { Context } from 'hono';

/**
 * The scheme the client used: the request URL's, or behind `trustedProxies` proxies the one the farthest
 * of them saw in X-Forwarded-Proto (entries read right to left, as for X-Forwarded-For).
 * @example requestScheme(c, 1) // 'https' behind a load balancer that terminates TLS
 */
export function requestScheme(c: Context, trustedProxies: number): 'http' | 'https' {
  const own = new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
  if (trustedProxies === 0) return own;
  const forwarded = (c.req.header('x-forwarded-proto') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
    .reverse();
  if (forwarded.length === 0) return own;
  return forwarded[Math.min(trustedProxies, forwarded.length) - 1] === 'https' ? 'https' : 'http';
}

/**
 * The origin the browser addressed: the request's scheme (see `requestScheme`) and its Host header. A
 * proxy must pass Host through unchanged, as it must for every absolute URL the server makes.
 * @example requestOrigin(c, 0) // 'http://127.0.0.1:3000'
 */
export function requestOrigin(c: Context, trustedProxies: number): string {
  return `${requestScheme(c, trustedProxies)}://${requestHost(c)}`;
}

/** The Host header, or the request URL's host when there is none (`app.request()` in tests). */
export function requestHost(c: Context): string {
  return c.req.header('host') ?? new URL(c.req.url).host;
}
