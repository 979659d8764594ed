// /robots.txt and /sitemap.xml (with its pages, /sitemap-<n>.xml): public, text for crawlers, documented with the API.
import { Type } from '@sinclair/typebox';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { notFound } from '../errors/app-error.js';
import { ApiRoutes } from '../http/api-routes.js';
import type { AppEnv } from '../http/app-env.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** Crawlers may keep these an hour; a catalog change shows in the next one fetched. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL };
/** A sitemap page's file name: its number has no leading zero and at most 7 digits. */
const SITEMAP_PAGE = /^sitemap-([1-9][0-9]{0,6})\.xml$/;

/** Mounted at the root. Unknown sitemap pages answer the 404 envelope. */
export function crawlingRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['storefront'], auth: 'any' })
    .get(
      '/robots.txt',
      {
        summary: 'Rules for crawlers, with the sitemap',
        response: Type.String(),
        responseMediaType: 'text/plain',
      },
      (c) =>
        c.body(robotsTxt(deps.config.publicUrl), 200, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': CACHE_CONTROL,
        }),
    )
    .get(
      '/sitemap.xml',
      {
        summary: 'Every visible product and collection page, or an index of sitemap pages past the page size',
        response: Type.String(),
        responseMediaType: 'application/xml',
        errors: [404],
      },
      async (c) => {
        const xml = await sitemapXml(deps, undefined);
        if (xml === null) throw notFound('Sitemap');
        return c.body(xml, 200, XML);
      },
    )
    .get(
      // The pattern keeps every other root path (the web app's pages) out of this route.
      '/:file{sitemap-[1-9][0-9]*\\.xml}',
      {
        summary: 'One page of the sitemap index (`sitemap-<n>.xml`)',
        response: Type.String(),
        responseMediaType: 'application/xml',
        errors: [404],
      },
      async (c) => {
        const match = SITEMAP_PAGE.exec(c.req.param('file'));
        const xml = match ? await sitemapXml(deps, Number(match[1])) : null;
        if (xml === null) throw notFound('Sitemap page');
        return c.body(xml, 200, XML);
      },
    ).app;
}
