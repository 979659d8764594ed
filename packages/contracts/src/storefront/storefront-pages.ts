// The web app's pages by path, as the store server sees them when it serves their documents: which a search
// engine may index, which are personal (noindex, and kept out of robots.txt's allowed paths) and which show
// a catalog entry that may not exist (a 404 then). The web app's route table (apps/web/src/app/routes.tsx)
// has exactly these paths; a server test checks the two agree.

/** What the server knows of a page: `:name` segments match one path segment. */
export type StorefrontPageKind =
  /** A public page with no entry of its own: indexed, always there. */
  | 'home'
  | 'products'
  /** A public page showing one catalog entry by slug: 404 when the entry is unknown or hidden. */
  | 'collection'
  | 'product'
  /** A personal or transactional page: served (client-rendered), never indexed. */
  | 'personal';

export interface StorefrontPage {
  path: string;
  kind: StorefrontPageKind;
}

/** The storefront's public pages. */
export const PUBLIC_STOREFRONT_PAGES: readonly StorefrontPage[] = [
  { path: '/', kind: 'home' },
  { path: '/products', kind: 'products' },
  { path: '/collections/:slug', kind: 'collection' },
  { path: '/product-page/:slug', kind: 'product' },
];

/**
 * Path prefixes of personal pages (each the prefix itself and every path under it): the admin, the
 * shopper's account, cart, checkout, order confirmation, back-in-stock confirmation and the sign-in pages.
 * robots.txt disallows them.
 */
export const PERSONAL_PAGE_PREFIXES = [
  '/admin',
  '/account',
  '/cart',
  '/checkout',
  '/thank-you',
  '/back-in-stock',
  '/auth',
] as const;

/** The web app's personal pages' routes, under {@link PERSONAL_PAGE_PREFIXES} (the admin routes its own). */
export const PERSONAL_STOREFRONT_PAGES: readonly StorefrontPage[] = [
  '/admin',
  '/account',
  '/account/:section',
  '/account/:section/:orderId',
  '/cart',
  '/checkout/recover/:token',
  '/checkout/:id',
  '/thank-you/:orderId',
  '/orders/:orderId',
  '/back-in-stock/confirm/:token',
  '/auth/login',
  '/auth/signup',
  '/auth/verify',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/logout',
  '/auth/authorize',
  '/auth/sso',
].map((path) => ({ path, kind: 'personal' as const }));
