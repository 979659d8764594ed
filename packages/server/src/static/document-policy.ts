// The security headers of the web app's pages: a Content-Security-Policy with no inline script or style,
// who may frame each page, and the browser features no page uses.

/**
 * Pages that other origins may frame, by path, with a function that gives the origins allowed to. Every
 * other page refuses to be framed. (The authorize endpoint's web_message page sets its own policy with
 * `frameAncestorsFor`, framable by the client's registered origins only.)
 */
export type FramablePages = Readonly<Record<string, () => Promise<readonly string[]>>>;

/** `scheme://host[:port]` and nothing else, so an origin cannot add a directive to the policy. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The `frame-ancestors` sources of the page at `path`: the origins its entry in `framable` allows
 * (anything that is not a plain origin left out), or `'none'`.
 * @example await frameAncestorsFor('/admin', {}) // "'none'"
 */
export async function frameAncestorsFor(path: string, framable: FramablePages): Promise<string> {
  const allowed = Object.hasOwn(framable, path) ? await framable[path]!() : [];
  const origins = [...new Set(allowed.filter((origin) => ORIGIN.test(origin)))];
  return origins.length === 0 ? "'none'" : origins.join(' ');
}

/**
 * The page policy: scripts, styles, fonts and API calls from the store's own origin only (the build has
 * no inline script or style; React sets style properties through the DOM, which CSP allows), images
 * also from `data:` (the favicon) and any HTTPS host (product images may live on a CDN), no plugins,
 * no `<base>`, forms post to the store only.
 */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Features the store never asks for, refused to the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The headers every page of the web app carries. A page nobody may frame also sends
 * `X-Frame-Options: DENY` for browsers that predate `frame-ancestors`.
 * @example await documentHeaders('/admin/products', {})
 */
export async function documentHeaders(
  path: string,
  framable: FramablePages,
): Promise<Record<string, string>> {
  const ancestors = await frameAncestorsFor(path, framable);
  return {
    'Content-Security-Policy': contentSecurityPolicy(ancestors),
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(ancestors === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
