// robots.txt and sitemap.xml from a real catalog: every visible product and collection listed with its last
// change, hidden and deleted ones left out as soon as they change, an index of pages past the page size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import {
  type CollectionTestKit,
  collectionTestKit,
} from '../modules/collections/test-support/collection-requests.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const PUBLIC_URL = 'https://shop.example';
let t: TestApp;
let kit: CollectionTestKit;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  kit = await collectionTestKit(t);
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

async function sitemap(path = '/sitemap.xml', app = t.app) {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return res.text();
}

async function visibleCount(table: 'products' | 'collections') {
  const rows = await t.deps.db.selectFrom(table).select('slug').where('visible', '=', true).execute();
  return rows.length;
}

describe('/robots.txt', () => {
  it('disallows the personal pages the app has and names the sitemap by its absolute URL', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/account', '/cart', '/checkout', '/auth', '/thank-you']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /products');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('/sitemap.xml', () => {
  it('lists home, the listing, every visible collection and product with lastmod, by absolute URL', async () => {
    const hat = await kit.createProduct({ name: 'Sitemap Straw Hat' });
    const hidden = await kit.createProduct({ name: 'Sitemap Secret', visible: false });
    const shelf = await kit.createCollection({ name: 'Sitemap Shelf' });
    const xml = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const urls = locs(xml);
    expect(urls.slice(0, 2)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/products`]);
    expect(urls).toContain(`${PUBLIC_URL}/product-page/${hat.slug}`);
    expect(urls).toContain(`${PUBLIC_URL}/collections/${shelf.slug}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/product-page/${hidden.slug}`);
    expect(urls).toHaveLength(2 + (await visibleCount('products')) + (await visibleCount('collections')));
    const entry = xml.split('\n').find((line) => line.includes(`/product-page/${hat.slug}<`));
    expect(entry).toContain(`<lastmod>${hat.lastUpdated}</lastmod>`);
  });

  it('drops a product as soon as it is hidden and a collection as soon as it is deleted (cached until then)', async () => {
    const mug = await kit.createProduct({ name: 'Sitemap Mug' });
    const box = await kit.createCollection({ name: 'Sitemap Box' });
    expect(locs(await sitemap())).toContain(`${PUBLIC_URL}/product-page/${mug.slug}`);
    expect(await sitemap()).toBe(await sitemap());
    const hide = await kit.admin('PATCH', `/stores/v1/products/${mug.id}`, { product: { visible: false } });
    expect(hide.status).toBe(200);
    const del = await kit.admin('DELETE', `/stores/v1/collections/${box.id}`);
    expect(del.status).toBe(200);
    const urls = locs(await sitemap());
    expect(urls).not.toContain(`${PUBLIC_URL}/product-page/${mug.slug}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/collections/${box.slug}`);
  });

  it('escapes what it lists: a public URL with reserved characters stays well-formed XML', async () => {
    const odd = createApp({ ...t.deps, config: { ...t.deps.config, publicUrl: 'https://shop.example/t&c' } });
    const xml = await sitemap('/sitemap.xml', odd);
    expect(locs(xml)[0]).toBe('https://shop.example/t&#38;c/');
    expect(xml).not.toMatch(/&(?!#\d+;)/);
  });

  it('becomes an index of pages past the page size, each page no larger, every URL once', async () => {
    const small = createApp({ ...t.deps, config: { ...t.deps.config, sitemapPageSize: 3 } });
    const all = locs(await sitemap());
    const index = await sitemap('/sitemap.xml', small);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = locs(index);
    expect(pages).toHaveLength(Math.ceil(all.length / 3));
    expect(pages[0]).toBe(`${PUBLIC_URL}/sitemap-1.xml`);
    expect(index).toMatch(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/sitemap>/);
    const listed: string[] = [];
    for (const page of pages) {
      const urls = locs(await sitemap(new URL(page).pathname, small));
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...urls);
    }
    expect(listed).toEqual(all);
    expect((await small.request(`/sitemap-${pages.length + 1}.xml`)).status).toBe(404);
  });

  it('answers 404 for pages that do not exist and for malformed page names', async () => {
    for (const path of [
      '/sitemap-1.xml',
      '/sitemap-0.xml',
      '/sitemap-01.xml',
      '/sitemap--1.xml',
      '/sitemap-x.xml',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
    expect((await t.app.request('/sitemap-99999999999999999999.xml')).status).toBe(404);
  });

  it('answers HEAD without a body and refuses writes', async () => {
    const head = await t.app.request('/sitemap.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await t.app.request('/robots.txt', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(post.status).toBe(405);
  });
});
