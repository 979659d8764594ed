// What the store server answers for a page of the web app before the browser renders it: its status (404
// for a path the app does not know, or a product or collection that is unknown or hidden), whether search
// engines may index it, and the catalog entry it shows. Read in-process through the products and
// collections modules (storefront-document.ts keeps the answer in the read cache).
import {
  type Collection,
  PERSONAL_STOREFRONT_PAGES,
  type Product,
  PUBLIC_STOREFRONT_PAGES,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type StorefrontPageKind,
} from '@cartwright/contracts';
import type { AppDeps } from '../deps.js';
import { visibleCollectionBySlug } from '../modules/collections/index.js';
import { visibleProductBySlug } from '../modules/products/index.js';

/** What a stored slug may be: anything else is no page, and never reaches the database. */
const SLUG = new RegExp(SLUG_PATTERN);

export type StorefrontPageAnswer =
  | { status: 404; kind: 'unknown' }
  | { status: 200; kind: 'home' | 'products' | 'personal' }
  | { status: 200; kind: 'product'; product: Product }
  | { status: 200; kind: 'collection'; collection: Collection }
  | { status: 404; kind: 'product' | 'collection'; slug: string };

const PAGES = [...PUBLIC_STOREFRONT_PAGES, ...PERSONAL_STOREFRONT_PAGES].map((page) => ({
  kind: page.kind,
  segments: page.path.split('/').filter(Boolean),
}));

/**
 * The page the web app shows at `pathname` and its parameters (still percent-encoded), as its router
 * matches it: static segments case-insensitively, a trailing slash allowed, the admin with every path under it.
 * @example matchStorefrontPage('/product-page/red-hat') // { kind: 'product', params: ['red-hat'] }
 */
export function matchStorefrontPage(
  pathname: string,
): { kind: StorefrontPageKind; params: string[] } | undefined {
  const segments = pathname.split('/').filter((segment, i, all) => segment !== '' || i < all.length - 1);
  segments.shift();
  if (segments[0]?.toLowerCase() === 'admin') return { kind: 'personal', params: [] };
  if (segments.includes('')) return undefined;
  for (const page of PAGES) {
    if (page.segments.length !== segments.length) continue;
    const params: string[] = [];
    const matches = page.segments.every((want, i) => {
      const got = segments[i]!;
      if (want.startsWith(':')) return params.push(got) > 0;
      return want.toLowerCase() === got.toLowerCase();
    });
    if (matches) return { kind: page.kind, params };
  }
  return undefined;
}

/** The slug a path segment names (slugs are plain ASCII, so never percent-encoded), if it may be one. */
const slugOf = (raw: string | undefined): string | undefined =>
  raw !== undefined && raw.length <= SLUG_MAX_LENGTH && SLUG.test(raw) ? raw : undefined;

/** The page a path names, by what the server needs to answer it: its kind and, for catalog entries, the slug. */
export type StorefrontPageRequest =
  | { kind: 'unknown' | 'home' | 'products' | 'personal' }
  | { kind: 'product' | 'collection'; slug: string };

/**
 * The page at `pathname` (a URL's path, percent-encoded as sent); `unknown` for a path the app has no page
 * for, or a slug no entry can have.
 * @example storefrontPageRequest('/product-page/red-hat') // { kind: 'product', slug: 'red-hat' }
 */
export function storefrontPageRequest(pathname: string): StorefrontPageRequest {
  const page = matchStorefrontPage(pathname);
  if (page === undefined) return { kind: 'unknown' };
  if (page.kind !== 'product' && page.kind !== 'collection') return { kind: page.kind };
  const slug = slugOf(page.params[0]);
  return slug === undefined ? { kind: 'unknown' } : { kind: page.kind, slug };
}

/**
 * What the page shows, as a shopper who is not signed in would see it: its product or collection (a 404
 * when there is none).
 * @example (await storefrontPage(deps, { kind: 'product', slug: 'nothing' })).status // 404
 */
export async function storefrontPage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: StorefrontPageRequest,
): Promise<StorefrontPageAnswer> {
  if (request.kind === 'unknown') return { status: 404, kind: 'unknown' };
  if (request.kind !== 'product' && request.kind !== 'collection') return { status: 200, kind: request.kind };
  const { kind, slug } = request;
  if (kind === 'product') {
    const product = await visibleProductBySlug(deps, slug, { baseUrl: deps.config.publicUrl });
    return product ? { status: 200, kind, product } : { status: 404, kind, slug };
  }
  const collection = await visibleCollectionBySlug(deps, slug);
  return collection ? { status: 200, kind, collection } : { status: 404, kind, slug };
}
