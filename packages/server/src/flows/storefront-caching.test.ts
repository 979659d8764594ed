// Public storefront documents can be kept by a CDN or the browser and revalidated with their ETag: a 304
// while nothing changed, the new page after an admin edit. Personal pages and 404s are never stored.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CollectionTestKit,
  collectionTestKit,
} from '../modules/collections/test-support/collection-requests.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let kit: CollectionTestKit;
let dir: string;
const html = { accept: 'text/html' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-doc-cache-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Build</title><div id="root"></div>');
  t = await createTestApp({ config: { webRoot: dir, publicUrl: 'https://shop.example' } });
  kit = await collectionTestKit(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
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
