// Proof that a cookie-authenticated call came from the store's own pages, not from a page on another site
// that makes the browser send the cookie along (cross-site request forgery).
import { ADMIN_SESSION_ERROR_CODES, SAME_ORIGIN_HEADER } from '@cartwright/contracts';
import type { Context } from 'hono';
import { AppError } from '../errors/app-error.js';
import { requestOrigin } from './request-origin.js';

export const crossSiteRequest = (reason: string) =>
  new AppError(403, ADMIN_SESSION_ERROR_CODES.crossSite, `Refused a cross-site request: ${reason}`);

/**
 * Throws 403 CROSS_SITE_REQUEST unless the request carries `SAME_ORIGIN_HEADER: 1` (a form cannot send
 * headers, and CORS never lets another origin send this one), says `Sec-Fetch-Site: same-origin` when
 * it says anything, and comes with an `Origin` equal to the store's own when it has one. Browsers send
 * at least one of the two on every POST and DELETE, so a call with neither is refused too.
 * @example requireSameOrigin(c, deps.config.trustedProxies)
 */
export function requireSameOrigin(c: Context, trustedProxies: number): void {
  if (c.req.header(SAME_ORIGIN_HEADER) !== '1') throw crossSiteRequest(`${SAME_ORIGIN_HEADER} is missing`);
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (site === undefined && origin === undefined) throw crossSiteRequest('no Origin or Sec-Fetch-Site');
  if (site !== undefined && site !== 'same-origin') throw crossSiteRequest(`Sec-Fetch-Site is ${site}`);
  if (origin !== undefined && origin !== requestOrigin(c, trustedProxies)) {
    throw crossSiteRequest('Origin is not the store');
  }
}
