// What the server puts in a storefront page's document before the browser renders it: the status, whether
// search engines may index it, and its head. Kept in the read cache with the catalog answers, so an edit in
// the admin shows in the next document served, on every instance.
import type { AppDeps } from '../deps.js';
import { getStoreName } from '../modules/store/index.js';
import { renderHead } from '../static/page-head.js';
import type { StorefrontDocument } from '../static/web-app.js';
import { pageHead } from './storefront-heads.js';
import { storefrontPage, storefrontPageRequest } from './storefront-pages.js';

/** The shell's own title, for a store not set up yet. */
const DEFAULT_STORE_NAME = 'Cartwright store';

/**
 * The document of the page at `pathname` (a URL's path, percent-encoded as sent).
 * @example (await storefrontDocument(deps, '/product-page/nothing')).status // 404
 */
export async function storefrontDocument(
  deps: Pick<AppDeps, 'db' | 'config' | 'readCache'>,
  pathname: string,
): Promise<StorefrontDocument> {
  const request = storefrontPageRequest(pathname);
  const key = `storefront document|${deps.config.publicUrl}|${request.kind}|${'slug' in request ? request.slug : ''}`;
  const bytes = await deps.readCache.json(key, async (): Promise<StorefrontDocument> => {
    const [answer, name] = await Promise.all([storefrontPage(deps, request), getStoreName(deps)]);
    const site = { url: deps.config.publicUrl, name: name ?? DEFAULT_STORE_NAME };
    const noindex = answer.status === 404 || answer.kind === 'personal';
    return { status: answer.status, noindex, head: renderHead(pageHead(site, answer)) };
  });
  return JSON.parse(Buffer.from(bytes).toString('utf8')) as StorefrontDocument;
}
