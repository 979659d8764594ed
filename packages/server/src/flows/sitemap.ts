// robots.txt and sitemap.xml: what search engines may crawl, and every page they should, from the catalog as
// shoppers see it (visible products and collections with their last change). Built in-process through the
// products and collections modules and kept in the read cache with the catalog answers, so a catalog change
// drops it. Past `sitemapPageSize` URLs, /sitemap.xml is an index of /sitemap-<n>.xml pages.
import { PERSONAL_PAGE_PREFIXES } from '@cartwright/contracts';
import type { AppDeps } from '../deps.js';
import { visibleCollectionPages } from '../modules/collections/index.js';
import { visibleProductPages } from '../modules/products/index.js';

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

type SitemapDeps = Pick<AppDeps, 'db' | 'config' | 'readCache'>;

interface SitemapUrl {
  /** The path, percent-encoded. */
  path: string;
  lastModified?: string;
}

/** Text for XML content and attribute values. */
const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const pageSize = (deps: SitemapDeps) =>
  Math.max(1, Math.min(SITEMAP_MAX_URLS, Math.floor(deps.config.sitemapPageSize ?? SITEMAP_MAX_URLS)));

/** robots.txt: personal pages disallowed, everything else allowed, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = PERSONAL_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', ...disallowed, 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** Home, the listing, then every visible collection and product, each by slug. */
async function sitemapUrls(deps: SitemapDeps): Promise<SitemapUrl[]> {
  const [collections, products] = await Promise.all([
    visibleCollectionPages(deps),
    visibleProductPages(deps),
  ]);
  const newest = products.reduce((max, p) => Math.max(max, p.lastModified.getTime()), 0);
  const listed = newest > 0 ? { lastModified: new Date(newest).toISOString() } : {};
  return [
    { path: '/', ...listed },
    { path: '/products', ...listed },
    ...collections.map((c) => ({
      path: `/collections/${encodeURIComponent(c.slug)}`,
      lastModified: c.lastModified.toISOString(),
    })),
    ...products.map((p) => ({
      path: `/product-page/${encodeURIComponent(p.slug)}`,
      lastModified: p.lastModified.toISOString(),
    })),
  ];
}

const lastmod = (at: string | undefined) => (at ? `<lastmod>${at}</lastmod>` : '');

function urlSet(publicUrl: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (url) => `<url><loc>${xmlEscape(`${publicUrl}${url.path}`)}</loc>${lastmod(url.lastModified)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(publicUrl: string, pages: readonly SitemapUrl[][]): string {
  const entries = pages.map((urls, i) => {
    const newest = urls.reduce(
      (max, url) => (url.lastModified && url.lastModified > max ? url.lastModified : max),
      '',
    );
    return `<sitemap><loc>${xmlEscape(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc>${lastmod(newest || undefined)}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

async function buildSitemap(deps: SitemapDeps, page: number | undefined): Promise<string | null> {
  const urls = await sitemapUrls(deps);
  const size = pageSize(deps);
  const { publicUrl } = deps.config;
  if (urls.length <= size) return page === undefined ? urlSet(publicUrl, urls) : null;
  const pages: SitemapUrl[][] = [];
  for (let at = 0; at < urls.length; at += size) pages.push(urls.slice(at, at + size));
  if (page === undefined) return sitemapIndex(publicUrl, pages);
  const urlsOfPage = pages[page - 1];
  return urlsOfPage ? urlSet(publicUrl, urlsOfPage) : null;
}

/**
 * The XML of /sitemap.xml (`page` undefined: the URL set, or the index once there are more URLs than a
 * page holds) or of /sitemap-<page>.xml; null when there is no such page.
 * @example await sitemapXml(deps, undefined) // '<?xml …><urlset …>'
 */
export async function sitemapXml(deps: SitemapDeps, page: number | undefined): Promise<string | null> {
  const key = `sitemap|${deps.config.publicUrl}|${pageSize(deps)}|${page ?? 'index'}`;
  const bytes = await deps.readCache.json(key, () => buildSitemap(deps, page));
  return JSON.parse(Buffer.from(bytes).toString('utf8')) as string | null;
}
