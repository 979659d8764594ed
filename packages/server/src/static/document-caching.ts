// Cache headers of a storefront document. A public page may be stored by a CDN or the browser but is
// revalidated on every use (`no-cache`), so an edit in the admin shows on the next load; the ETag makes
// that revalidation a body-less 304. Personal pages and 404s are never stored.
import { createHash } from 'node:crypto';

/** The headers that say how `html` (the uncompressed document) may be cached. */
export function documentCacheHeaders(html: Uint8Array, cacheable: boolean): Record<string, string> {
  if (!cacheable) return { 'Cache-Control': 'private, no-store' };
  // Weak: the same page in brotli, gzip or plain is one representation for revalidation.
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  return { 'Cache-Control': 'public, no-cache', ETag: etag };
}

/** Whether the request's `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for it). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (ifNoneMatch === undefined || etag === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
