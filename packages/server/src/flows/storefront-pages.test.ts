// The documents of the web app's pages carry real status codes: a product or collection that is unknown or
// hidden, or a path the app has no page for, answers 404 (still with the app, which shows its not-found
// page); personal pages are served but kept out of search engines. Public documents can be kept by a CDN and
// revalidated with their ETag; personal pages and 404s are never stored.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PERSONAL_STOREFRONT_PAGES, PUBLIC_STOREFRONT_PAGES } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CollectionTestKit,
  collectionTestKit,
} from '../modules/collections/test-support/collection-requests.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { matchStorefrontPage } from './storefront-pages.js';

let t: TestApp;
let kit: CollectionTestKit;
let dir: string;
const SHELL = '<!doctype html><title>Build title</title><div id="root"></div>';
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-pages-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  t = await createTestApp({ config: { webRoot: dir, publicUrl: 'https://shop.example' } });
  kit = await collectionTestKit(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function page(path: string) {
  const res = await t.app.request(path, { headers: html });
  expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
  const body = await res.text();
  // The app itself, which shows the page (its not-found page for a 404), with the page's own head.
  expect(body, path).toContain('<div id="root"></div>');
  expect(body, path).not.toContain('<title>Build title</title>');
  expect(body, path).toMatch(/<title>[^<]+<\/title>/);
  return { status: res.status, robots: res.headers.get('x-robots-tag') };
}

describe('storefront documents', () => {
  it('answers 200, indexable, for home, the listing, a visible product and collection', async () => {
    const hat = await kit.createProduct({ name: 'Pages Hat' });
    const shelf = await kit.createCollection({ name: 'Pages Shelf' });
    for (const path of [
      '/',
      '/products',
      '/products/',
      `/product-page/${hat.slug}`,
      `/collections/${shelf.slug}`,
    ]) {
      expect(await page(path), path).toEqual({ status: 200, robots: null });
    }
    expect(await page('/collections/all-products')).toEqual({ status: 200, robots: null });
  });

  it('answers 404 for an unknown or hidden product or collection, noindex', async () => {
    const hidden = await kit.createProduct({ name: 'Pages Hidden', visible: false });
    const secret = await kit.createCollection({ name: 'Pages Secret', visible: false });
    const notFound = { status: 404, robots: 'noindex' };
    expect(await page(`/product-page/${hidden.slug}`)).toEqual(notFound);
    expect(await page(`/collections/${secret.slug}`)).toEqual(notFound);
    expect(await page('/product-page/no-such-product')).toEqual(notFound);
    expect(await page('/collections/no-such-collection')).toEqual(notFound);
  });

  it('answers 404 for malformed and oversize slugs without failing', async () => {
    const notFound = { status: 404, robots: 'noindex' };
    for (const slug of ['UPPER', "x'%22<", '%C3%A9', 'a'.repeat(5000), '-', 'a--b']) {
      expect(await page(`/product-page/${slug}`), slug).toEqual(notFound);
      expect(await page(`/collections/${slug}`), slug).toEqual(notFound);
    }
    // Paths no file name can come from are no page at all: the API's 404 (or the NUL guard's 400).
    for (const slug of ['%E0%A4%A', 'a%00b']) {
      const res = await t.app.request(`/product-page/${slug}`, { headers: html });
      expect(res.status, slug).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('content-type'), slug).toContain('application/json');
    }
  });

  it('sees a product hidden or shown again on the next request (the cached answer is dropped)', async () => {
    const cap = await kit.createProduct({ name: 'Pages Cap' });
    const path = `/product-page/${cap.slug}`;
    expect((await page(path)).status).toBe(200);
    expect((await page(path)).status).toBe(200);
    await kit.admin('PATCH', `/stores/v1/products/${cap.id}`, { product: { visible: false } });
    expect((await page(path)).status).toBe(404);
    await kit.admin('PATCH', `/stores/v1/products/${cap.id}`, { product: { visible: true } });
    expect((await page(path)).status).toBe(200);
    await kit.admin('DELETE', `/stores/v1/products/${cap.id}`);
    expect((await page(path)).status).toBe(404);
  });

  it('answers 404 for paths the app has no page for', async () => {
    for (const path of [
      '/nothing',
      '/product-page',
      '/product-page/a/b',
      '/collections',
      '//products',
      '/auth',
    ]) {
      expect(await page(path), path).toEqual({ status: 404, robots: 'noindex' });
    }
  });

  it('serves personal pages (admin, account, cart, checkout, sign-in) noindex', async () => {
    for (const path of ['/admin', '/admin/products/123', '/ADMIN', '/account', '/account/orders', '/cart']) {
      expect(await page(path), path).toEqual({ status: 200, robots: 'noindex' });
    }
    for (const path of [
      '/checkout/abc',
      '/checkout/recover/tok',
      '/thank-you/o1',
      '/auth/login',
      '/auth/signup',
    ]) {
      expect(await page(path), path).toEqual({ status: 200, robots: 'noindex' });
    }
  });

  it('leaves files and the API alone', async () => {
    const api = await t.app.request('/stores-reader/v1/products/nothing', { headers: html });
    expect(api.headers.get('content-type')).toContain('application/json');
    const missing = await t.app.request('/assets/missing.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });
});

describe('the storefront page table', () => {
  it('has exactly the paths of the web app route table', () => {
    const routes = readFileSync(
      resolve(import.meta.dirname, '../../../../apps/web/src/app/routes.tsx'),
      'utf8',
    );
    const paths = [...routes.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!);
    const known = [...PUBLIC_STOREFRONT_PAGES, ...PERSONAL_STOREFRONT_PAGES].map((p) => p.path);
    expect([...paths].sort()).toEqual([...known].sort());
  });

  it('matches as the app router does', () => {
    expect(matchStorefrontPage('/product-page/red-hat')).toEqual({ kind: 'product', params: ['red-hat'] });
    expect(matchStorefrontPage('/Product-Page/red-hat/')).toEqual({ kind: 'product', params: ['red-hat'] });
    expect(matchStorefrontPage('/')).toEqual({ kind: 'home', params: [] });
    expect(matchStorefrontPage('/account/orders/o-1')).toEqual({
      kind: 'personal',
      params: ['orders', 'o-1'],
    });
    expect(matchStorefrontPage('/products//')).toBeUndefined();
  });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  t.app.request(path, { method, headers: { ...html, ...headers } });

describe('storefront document caching', () => {
  it('gives a public page a weak ETag, the same for every encoding, revalidated on every use', async () => {
    const hat = await kit.createProduct({ name: 'Cached Hat' });
    const path = `/product-page/${hat.slug}`;
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, no-cache');
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    const etag = plain.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(path, { 'accept-encoding': encoding });
      expect(res.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(res.headers.get('etag'), encoding).toBe(etag);
    }
    expect((await get('/')).headers.get('etag')).toMatch(/^W\//);
    expect((await get('/products')).headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers 304 without a body when If-None-Match names the ETag, 200 otherwise', async () => {
    const path = `/product-page/${(await kit.createProduct({ name: 'Revalidated Hat' })).slug}`;
    const etag = (await get(path)).headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, etag.replace('W/', ''), `W/"other", ${etag}`, '*']) {
      const res = await get(path, { 'if-none-match': ifNoneMatch });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(await res.text(), ifNoneMatch).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
      expect(res.headers.get('content-security-policy')).toBeTruthy();
    }
    expect((await get(path, { 'if-none-match': etag }, 'HEAD')).status).toBe(304);
    for (const stale of ['W/"other"', '"', '', 'garbage, W/""']) {
      const res = await get(path, { 'if-none-match': stale });
      expect(res.status, stale).toBe(200);
      expect(await res.text()).toContain('Revalidated Hat');
    }
  });

  it('changes the ETag when the owner edits the product, so the next load shows the edit', async () => {
    const mug = await kit.createProduct({ name: 'Edited Mug' });
    const path = `/product-page/${mug.slug}`;
    const before = (await get(path)).headers.get('etag') ?? '';
    await kit.admin('PATCH', `/stores/v1/products/${mug.id}`, { product: { name: 'Edited Mug Deluxe' } });
    const after = await get(path, { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('Edited Mug Deluxe');
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('is the same page for everyone: credentials change neither the bytes nor the ETag', async () => {
    const path = `/product-page/${(await kit.createProduct({ name: 'Shared Hat' })).slug}`;
    const anonymous = await get(path);
    const signedIn = await get(path, { authorization: 'Bearer some.member.token', cookie: 'cw_admin=abc' });
    expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(await signedIn.text()).toBe(await anonymous.text());
  });

  it('never lets personal pages or 404s be stored, and never answers them 304', async () => {
    for (const [path, status] of [
      ['/cart', 200],
      ['/account', 200],
      ['/admin/products', 200],
      ['/checkout/abc', 200],
      ['/auth/login', 200],
      ['/product-page/no-such-product', 404],
      ['/nothing', 404],
    ] as const) {
      const res = await get(path, { 'if-none-match': '*' });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('etag'), path).toBeNull();
    }
  });
});
