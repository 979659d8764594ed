// What a product read needs from the request itself: the origin for productPageUrl and media URLs.
import type { Context } from 'hono';
import { isAdmin } from '../../caller.js';
import type { AppEnv } from '../../http/app-env.js';

export interface ReadContext {
  /** Origin of the request (`https://shop.example`), the base of product page URLs. */
  baseUrl: string;
}

export const readContext = (c: Context<AppEnv>): ReadContext => ({ baseUrl: new URL(c.req.url).origin });

/**
 * A stored media URL as the wire carries it: always absolute. Site-relative paths (the shipped demo
 * images, uploads added by id) are put on `baseUrl`, the origin the request came to, as the product
 * page URL is; other URLs are kept as stored.
 */
export const absoluteUrl = (url: string, baseUrl: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? `${baseUrl}${url}` : url;

/**
 * The read-cache key of a catalog answer: what it reads and the request, who asks (admins also see hidden
 * products and merchant data; every other caller sees the same catalog) and the origin its URLs are on.
 */
export const catalogReadKey = (
  c: Context<AppEnv>,
  ctx: ReadContext,
  read: string,
  request: unknown,
): string =>
  `${read}|${isAdmin(c.get('caller')) ? 'admin' : 'shopper'}|${ctx.baseUrl}|${JSON.stringify(request)}`;
