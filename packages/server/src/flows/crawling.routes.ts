// /robots.txt and /sitemap.xml (with its pages, /sitemap-<n>.xml): public, text, not part of the API.
import { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { notFound } from '../errors/app-error.js';
import type { AppEnv } from '../http/app-env.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** Crawlers may keep these an hour; a catalog change shows in the next one fetched. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL };

/** Mounted at the root. Unknown sitemap pages answer the 404 envelope. */
export function crawlingRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) =>
      c.body(robotsTxt(deps.config.publicUrl), 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': CACHE_CONTROL,
      }),
    )
    .get('/sitemap.xml', async (c) => {
      const xml = await sitemapXml(deps, undefined);
      if (xml === null) throw notFound('Sitemap');
      return c.body(xml, 200, XML);
    })
    .get('/:file{sitemap-[1-9][0-9]{0,6}\\.xml}', async (c) => {
      const page = Number(c.req.param('file').slice('sitemap-'.length, -'.xml'.length));
      const xml = await sitemapXml(deps, page);
      if (xml === null) throw notFound('Sitemap page');
      return c.body(xml, 200, XML);
    });
}
