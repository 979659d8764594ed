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

/** What else a page may load, from the store's configuration. */
export interface PagePolicyOptions {
  /** Stripe takes payments: Stripe.js and its Payment Element may load on the pages. */
  stripe?: boolean;
}

/**
 * The origins Stripe's integration security guide lists for Stripe.js and the Payment Element: the script and
 * its frames from js.stripe.com, 3-D Secure challenges framed from hooks.stripe.com, calls to api.stripe.com.
 */
export const STRIPE_SOURCES = {
  script: 'https://js.stripe.com',
  frame: 'https://js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
} as const;

/**
 * The page policy: scripts, styles, fonts and API calls from the store's own origin only (the build has
 * no inline script or style; React sets style properties through the DOM, which CSP allows), images
 * also from `data:` (the favicon) and any HTTPS host (product images may live on a CDN), no plugins,
 * no `<base>`, forms post to the store only. With Stripe configured, Stripe's origins are added (and only then).
 * @example contentSecurityPolicy("'none'", { stripe: true }) // "… script-src 'self' https://js.stripe.com; …"
 */
export function contentSecurityPolicy(frameAncestors: string, options: PagePolicyOptions = {}): string {
  const stripe = options.stripe === true;
  const plus = (source: string) => (stripe ? ` ${source}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${plus(STRIPE_SOURCES.script)}`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${plus(STRIPE_SOURCES.connect)}`,
    ...(stripe ? [`frame-src ${STRIPE_SOURCES.frame}`] : []),
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
  options: PagePolicyOptions = {},
): Promise<Record<string, string>> {
  const ancestors = await frameAncestorsFor(path, framable);
  return {
    'Content-Security-Policy': contentSecurityPolicy(ancestors, options),
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(ancestors === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
