// Public storefront pages come rendered by the server with the web app's own server entry (built here from
// its sources): plain HTTP sees the content, the head and the dehydrated state the browser hydrates with;
// product text cannot break out of the state block; personal pages stay the browser's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CollectionTestKit,
  collectionTestKit,
} from '../modules/collections/test-support/collection-requests.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const WEB = resolve(import.meta.dirname, '../../../../apps/web');
const SHELL =
  '<!doctype html><html><head><title>Build title</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';
const html = { accept: 'text/html' };

let t: TestApp;
let kit: CollectionTestKit;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-rendering-'));
  const built = spawnSync(
    join(WEB, '../../node_modules/.bin/vite'),
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', join(dir, 'dist-server'), '--logLevel', 'error'],
    { cwd: WEB, encoding: 'utf8' },
  );
  expect(built.status, built.stderr).toBe(0);
  writeFileSync(join(dir, 'index.html'), SHELL);
  t = await createTestApp({
    config: {
      webRoot: dir,
      webRenderer: join(dir, 'dist-server', 'entry-server.js'),
      publicUrl: 'https://shop.example',
    },
  });
  kit = await collectionTestKit(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function page(path: string) {
  const res = await t.app.request(path, { headers: html });
  const body = await res.text();
  return { status: res.status, body, root: rootOf(body), state: stateOf(body) };
}

/** What the server rendered into `#root`. */
function rootOf(body: string): string {
  const start = body.indexOf('<div id="root">') + '<div id="root">'.length;
  return body.slice(start, body.indexOf('<script type="application/json" id="cartwright-state">'));
}

/** The dehydrated state, parsed from its data block (undefined when there is none). */
function stateOf(body: string) {
  const match = /<script type="application\/json" id="cartwright-state">([^<]*)<\/script>/.exec(body);
  if (!match) return undefined;
  return JSON.parse(match[1]!) as {
    config: { storeName: string };
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
}

describe('server-rendered storefront pages', () => {
  it('sends a large page whole, with no late boundary behind an inline script the page policy would refuse', async () => {
    const long = 'A sturdy shelf of solid oak, oiled by hand. '.repeat(300);
    const shelf = await kit.createProduct({
      name: 'Rendered Oak Shelf',
      description: long.slice(0, 8000),
      additionalInfoSections: [{ title: 'Care', description: long }],
      priceData: { price: 120 },
    });
    const { status, body, root } = await page(`/product-page/${shelf.slug}`);
    expect(status).toBe(200);
    // Larger than the 12.8 kB React outlines a boundary above by default.
    expect(root.length).toBeGreaterThan(20_000);
    expect(root).toContain('Rendered Oak Shelf');
    expect(body).not.toMatch(/<template id="B:|\$RC|\$RB/);
    expect(body.match(/<script(?![^>]*type="application\/(json|ld\+json)")[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/index.js">',
    ]);
  });

  it('renders a product page: name, price, description, the state under the browser query key, the head', async () => {
    const hat = await kit.createProduct({
      name: 'Rendered Straw Hat',
      description: '<p>Woven by hand in Ecuador.</p>',
      priceData: { price: 24.5 },
    });
    const { status, body, root, state } = await page(`/product-page/${hat.slug}`);
    expect(status).toBe(200);
    expect(root).toContain('Rendered Straw Hat');
    expect(root).toContain('Woven by hand in Ecuador.');
    expect(root).toMatch(/24\.50/);
    expect(body).toContain('<title>Rendered Straw Hat | ');
    expect(body).toContain('"@type":"Product"');
    const keys = state!.queries.queries.map((q) => q.queryKey);
    // The key useProducts builds for the product page (productKeys.list of the slug query with variants).
    expect(keys).toContainEqual([
      'cartwright',
      'products',
      'list',
      { filter: { slug: hat.slug }, paging: { limit: 1, offset: 0 } },
      { includeVariants: true },
    ]);
    // And the product details' first options-availability read, which needs the product's id first.
    expect(keys).toContainEqual(['cartwright', 'products', 'detail', hat.id, 'options-availability', {}]);
    // Nothing personal is read for a render: no cart, no session.
    expect(keys.every((key) => key[1] === 'products' || key[1] === 'collections')).toBe(true);
    // One inline script only, the data block; the module script of the build stays.
    expect(body.match(/<script(?![^>]*type="application\/(json|ld\+json)")[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/index.js">',
    ]);
  });

  it('keeps a hostile product name inside the state block, the page and the head', async () => {
    const name = '</script><script>alert(1)</script>';
    const bad = await kit.createProduct({ name, description: '"quotes" & <b>tags</b>' });
    const { body, root, state } = await page(`/product-page/${bad.slug}`);
    expect(body).not.toContain('<script>alert(1)');
    expect(root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const [answer] = state!.queries.queries;
    expect(JSON.stringify(answer!.state.data)).toContain(JSON.stringify(name).slice(1, -1));
  });

  it('renders home and a collection with their products, and the listing with its filters from the URL', async () => {
    const shelf = await kit.createCollection({ name: 'Rendered Shelf', description: 'Things on a shelf.' });
    const cap = await kit.createProduct({ name: 'Rendered Shelf Cap', priceData: { price: 9 } });
    const add = await kit.admin('POST', `/stores/v1/collections/${shelf.id}/productIds`, {
      productIds: [cap.id],
    });
    expect(add.status).toBe(200);
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.root).toContain('Rendered Shelf Cap');
    expect(home.root).toContain('Rendered Shelf');
    expect(home.body).toContain('"@type":"WebSite"');
    const collection = await page(`/collections/${shelf.slug}`);
    expect(collection.root).toContain('Things on a shelf.');
    expect(collection.root).toContain('Rendered Shelf Cap');
    expect(collection.root).not.toContain('Rendered Straw Hat');
    const search = await page('/products?q=Shelf%20Cap');
    expect(search.root).toContain('Rendered Shelf Cap');
    expect(search.root).not.toContain('Rendered Straw Hat');
    const all = await page('/products');
    expect(all.root).toContain('Rendered Straw Hat');
    expect(all.root).toContain('Rendered Shelf Cap');
  });

  it('renders the not-found page with a 404 and a missing product as not found', async () => {
    const unknown = await page('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.root).toContain('/no/such/page');
    expect(unknown.state).toBeDefined();
    const missing = await page('/product-page/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.root).toContain('Product not found');
  });

  it('leaves personal pages to the browser: an empty root and no state', async () => {
    for (const path of ['/cart', '/account', '/checkout/abc', '/admin/products']) {
      const { body, state } = await page(path);
      expect(body, path).toContain('<div id="root"></div>');
      expect(state, path).toBeUndefined();
    }
  });

  it('shows an admin edit on the next load, with a new ETag', async () => {
    const cap = await kit.createProduct({ name: 'Rendered Edit Cap' });
    const first = await t.app.request(`/product-page/${cap.slug}`, { headers: html });
    const tag = first.headers.get('etag');
    expect(await first.text()).toContain('Rendered Edit Cap');
    const edit = await kit.admin('PATCH', `/stores/v1/products/${cap.id}`, {
      product: { name: 'Rendered Edited Cap' },
    });
    expect(edit.status).toBe(200);
    const second = await t.app.request(`/product-page/${cap.slug}`, { headers: html });
    expect(await second.text()).toContain('Rendered Edited Cap');
    expect(second.headers.get('etag')).not.toBe(tag);
  });
});
