// Serving the built web app: files, cache headers, SPA fallback, traversal, API paths left alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestApp, readJson, type TestApp } from '../test-support/test-app.js';
import { resolveInside } from './web-app.js';

let t: TestApp;
let dir: string;
let webRoot: string;
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-web-'));
  webRoot = join(dir, 'dist');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Shop</title>');
  writeFileSync(join(webRoot, 'assets', 'app-3f2a.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'secret.txt'), 'outside the web root');
  t = await createTestApp({ config: { webRoot } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves index.html at / revalidated on every use', async () => {
    const res = await t.app.request('/', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Stored only to be revalidated (see document-caching.ts), so an edit shows on the next load.
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    // The home page's own title (the store's name) in place of the build's.
    expect(await res.text()).toContain('<title>Cartwright store</title>');
  });

  it('serves the app at / to clients that accept anything (curl, link checkers, health probes)', async () => {
    const res = await t.app.request('/', { headers: { accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('serves hashed assets as immutable with their content type', async () => {
    const res = await t.app.request('/assets/app-3f2a.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
    const svg = await t.app.request('/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await t.app.request('/assets/app-3f2a.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('14');
    expect(await res.text()).toBe('');
  });

  it('falls back to index.html for client-side routes that accept HTML, with the page title', async () => {
    const res = await t.app.request('/account/orders', { headers: html });
    expect(res.status).toBe(200);
    // The store is not set up in this test: the page has the default store name.
    expect(await res.text()).toBe(
      '<!doctype html><title>Cartwright store</title>\n    <meta name="robots" content="noindex" />',
    );
  });

  it('answers a missing file that does not accept HTML with the 404 envelope', async () => {
    const res = await t.app.request('/assets/missing.js', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect((await readJson(res)).details.applicationError?.code).toBe('NOT_FOUND');
  });

  it('never swallows API paths, even for browsers', async () => {
    for (const path of ['/ecom/v1/carts/nothing', '/_api/iam/x', '/oauth2/nothing', '/members/v1/x']) {
      const res = await t.app.request(path, { headers: html });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('never serves files outside the web root', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt']) {
      const res = await t.app.request(`http://localhost${path}`, { headers: html });
      expect(await res.text()).not.toContain('outside the web root');
    }
    expect(resolveInside(webRoot, '/%2e%2e/secret.txt')).toBeUndefined();
    expect(resolveInside(webRoot, '/a%00b')).toBeUndefined();
    expect(resolveInside(webRoot, '/%E0%A4%A')).toBeUndefined();
  });

  it('does not serve files for other methods', async () => {
    const res = await t.app.request('/favicon.svg', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(404);
  });

  it('serves the API alone when the web root does not exist', async () => {
    const bare = createApp({ ...t.deps, config: { ...t.deps.config, webRoot: join(dir, 'missing') } });
    const res = await bare.request('/', { headers: html });
    expect(res.status).toBe(404);
  });
});
