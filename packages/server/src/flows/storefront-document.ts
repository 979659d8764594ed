// What the server puts in a storefront page's document before the browser hydrates it: the status, whether
// search engines may index it, its head, and its body rendered by the web app's server entry. Kept in the
// read cache with the catalog answers, so an edit in the admin shows in the next document served, on every
// instance.
import type { AppDeps } from '../deps.js';
import { getStoreName } from '../modules/store/index.js';
import { renderHead } from '../static/page-head.js';
import type { PageRenderer } from '../static/page-renderer.js';
import type { StorefrontDocument } from '../static/web-app.js';
import { pageHead } from './storefront-heads.js';
import { storefrontPage, storefrontPageRequest } from './storefront-pages.js';

/** The shell's own title, for a store not set up yet. */
const DEFAULT_STORE_NAME = 'Cartwright store';

/**
 * The document of the page at `pathname` (a URL's path, percent-encoded as sent) with `search` (`?…` or '',
 * read by listings only: their filters, sort and page). Personal pages are never rendered by the server:
 * what they show is the visitor's.
 * @example (await storefrontDocument(deps, '/product-page/nothing')).status // 404
 */
export async function storefrontDocument(
  deps: Pick<AppDeps, 'db' | 'config' | 'readCache'>,
  pathname: string,
  search = '',
  render?: PageRenderer,
): Promise<StorefrontDocument> {
  const request = storefrontPageRequest(pathname);
  const rendered = render !== undefined && request.kind !== 'personal';
  const query = request.kind === 'products' || request.kind === 'collection' ? search : '';
  // A rendered page shows its own path (the not-found page names it), so the path is part of its key.
  const page = rendered ? `${pathname}${query}` : '';
  const key = `storefront document|${deps.config.publicUrl}|${request.kind}|${'slug' in request ? request.slug : ''}|${page}`;
  const bytes = await deps.readCache.json(key, async (): Promise<StorefrontDocument> => {
    const [answer, name, body] = await Promise.all([
      storefrontPage(deps, request),
      getStoreName(deps),
      rendered ? render(page) : undefined,
    ]);
    const site = { url: deps.config.publicUrl, name: name ?? DEFAULT_STORE_NAME };
    const noindex = answer.status === 404 || answer.kind === 'personal';
    return {
      status: answer.status,
      noindex,
      head: renderHead(pageHead(site, answer)),
      ...(body ? { body } : {}),
    };
  });
  return JSON.parse(Buffer.from(bytes).toString('utf8')) as StorefrontDocument;
}
