// The head of every public page in the HTML the server sends, read with plain HTTP requests as a crawler or
// a link preview would: title, description, canonical, Open Graph, Twitter card and schema.org JSON-LD
// (Product with its offer, breadcrumbs, Organization and WebSite with search), product text escaped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CollectionTestKit,
  collectionTestKit,
} from '../modules/collections/test-support/collection-requests.js';
import { DEMO_STORE_NAME } from '../seed/demo-seed.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const PUBLIC_URL = 'https://shop.example';
const SHELL = `<!doctype html><html><head><meta charset="UTF-8" /><title>Cartwright store</title></head>
<body><div id="root"></div><script type="module" src="/assets/index-1a2b.js"></script></body></html>`;
let t: TestApp;
let kit: CollectionTestKit;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-heads-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  t = await createTestApp({ config: { webRoot: dir, publicUrl: PUBLIC_URL, dataDir: dir } });
  kit = await collectionTestKit(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** The page as a crawler reads it: the HTML parsed no further than a crawler's head reader would. */
async function read(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers: { accept: 'text/html', ...headers } });
  const html = await res.text();
  const metas = new Map<string, string>();
  for (const m of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g))
    metas.set(m[2]!, decode(m[3]!));
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const canonical = /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1];
  return { res, html, metas, blocks, title, canonical: canonical && decode(canonical) };
}

const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.find((b) => b['@type'] === type);

/** schema.org's required Product fields (and Google's for a product snippet): name and a priced offer. */
function expectValidProduct(data: Record<string, unknown> | undefined) {
  expect(data?.['@context']).toBe('https://schema.org');
  expect(typeof data?.name).toBe('string');
  const offer = data?.offers as Record<string, unknown>;
  expect(['Offer', 'AggregateOffer']).toContain(offer['@type']);
  if (offer['@type'] === 'Offer') expect(typeof offer.price).toBe('number');
  else {
    expect(typeof offer.lowPrice).toBe('number');
    expect(typeof offer.highPrice).toBe('number');
  }
  expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
  expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/);
}

async function product(input: Record<string, unknown>): Promise<Product> {
  return kit.createProduct(input);
}

describe('a product page head', () => {
  it('has the SEO title and description the owner set, canonical, preview tags and Product data', async () => {
    const hat = await product({
      name: 'Head Straw Hat',
      description: '<p>Woven by hand.</p>',
      sku: 'HAT-1',
      brand: 'Sunny',
      priceData: { price: 24.5 },
      seoData: {
        tags: [
          { type: 'title', children: 'Best straw hat' },
          { type: 'meta', props: { name: 'description', content: 'A hat for summer.' } },
        ],
      },
    });
    const add = await kit.admin('POST', `/stores/v1/products/${hat.id}/media`, {
      media: [{ url: 'https://cdn.example/hat.jpg' }],
    });
    expect(add.status).toBe(200);
    const page = await read(`/product-page/${hat.slug}`);
    expect(page.res.status).toBe(200);
    const url = `${PUBLIC_URL}/product-page/${hat.slug}`;
    expect(page.title).toBe(`Best straw hat | ${DEMO_STORE_NAME}`);
    expect(page.metas.get('description')).toBe('A hat for summer.');
    expect(page.canonical).toBe(url);
    expect(page.metas.get('og:type')).toBe('product');
    expect(page.metas.get('og:url')).toBe(url);
    expect(page.metas.get('og:title')).toBe(page.title);
    expect(page.metas.get('og:image')).toBe('https://cdn.example/hat.jpg');
    expect(page.metas.get('twitter:card')).toBe('summary_large_image');
    expect(page.metas.get('robots')).toBeUndefined();
    const data = ofType(page.blocks, 'Product');
    expectValidProduct(data);
    expect(data).toMatchObject({
      name: 'Head Straw Hat',
      sku: 'HAT-1',
      brand: { '@type': 'Brand', name: 'Sunny' },
      image: ['https://cdn.example/hat.jpg'],
      offers: {
        '@type': 'Offer',
        price: 24.5,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(ofType(page.blocks, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
        { position: 2, name: 'Products', item: `${PUBLIC_URL}/products` },
        { position: 3, name: 'Head Straw Hat', item: url },
      ],
    });
  });

  it('falls back to the trimmed plain text of the description, and says when it is out of stock', async () => {
    const long = `<p>Soft &amp; warm <b>wool</b>.</p>${' Knitted slowly.'.repeat(30)}`;
    const scarf = await product({ name: 'Head Scarf', description: long, stock: { inStock: false } });
    const page = await read(`/product-page/${scarf.slug}`);
    const description = page.metas.get('description')!;
    expect(description.startsWith('Soft & warm wool. Knitted slowly.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(page.title).toBe(`Head Scarf | ${DEMO_STORE_NAME}`);
    expect(page.metas.get('twitter:card')).toBe('summary');
    const data = ofType(page.blocks, 'Product');
    expectValidProduct(data);
    expect(data?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('offers an AggregateOffer when variants cost different amounts', async () => {
    const shirt = await product({
      name: 'Head Shirt',
      priceData: { price: 10 },
      manageVariants: true,
      productOptions: [
        {
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'L', description: 'L' },
          ],
        },
      ],
    });
    const variants = await kit.admin('PATCH', `/stores/v1/products/${shirt.id}/variants`, {
      variants: [{ choices: { Size: 'L' }, price: 14 }],
    });
    expect(variants.status).toBe(200);
    const data = ofType((await read(`/product-page/${shirt.slug}`)).blocks, 'Product');
    expectValidProduct(data);
    expect(data?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 10,
      highPrice: 14,
      offerCount: 2,
    });
  });

  it('puts an uploaded image, stored by a relative URL, on the public URL', async () => {
    const form = new FormData();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"></svg>';
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'picture');
    const uploaded = await t.app.request('/cartwright/v1/media', {
      method: 'POST',
      headers: kit.creds.apiKey,
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { media } = (await uploaded.json()) as { media: { id: string } };
    const lamp = await product({ name: 'Head Lamp' });
    const add = await kit.admin('POST', `/stores/v1/products/${lamp.id}/media`, {
      media: [{ mediaId: media.id }],
    });
    expect(add.status).toBe(200);
    const page = await read(`/product-page/${lamp.slug}`);
    expect(page.metas.get('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/cartwright/v1/media/${media.id}`));
    expect(ofType(page.blocks, 'Product')?.image).toEqual([page.metas.get('og:image')]);
  });

  it('keeps hostile product text inside the JSON-LD, the meta tags and the title', async () => {
    const name = '</script><script>alert(1)</script>';
    const description = `"quoted" 'single' <img src=x onerror=alert(2)> & </script><!--`;
    const bad = await product({
      name,
      description: `<p>${description.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
      brand: '"><script>alert(3)</script>',
      sku: '</script>',
    });
    const page = await read(`/product-page/${bad.slug}`);
    expect(page.res.status).toBe(200);
    // The only scripts are the build's module and the JSON-LD data blocks.
    const scripts = [...page.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.filter((s) => s !== '<script type="application/ld+json">')).toEqual([
      '<script type="module" src="/assets/index-1a2b.js">',
    ]);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).not.toContain('<!--');
    expect(page.title).toBe(`${name} | ${DEMO_STORE_NAME}`);
    expect(page.metas.get('og:title')).toBe(page.title);
    expect(page.metas.get('description')).toBe(description);
    const data = ofType(page.blocks, 'Product');
    expectValidProduct(data);
    expect(data).toMatchObject({
      name,
      description,
      sku: '</script>',
      brand: { name: '"><script>alert(3)</script>' },
    });
  });

  it('shows an edit on the next document served', async () => {
    const mug = await product({ name: 'Head Mug' });
    expect((await read(`/product-page/${mug.slug}`)).title).toBe(`Head Mug | ${DEMO_STORE_NAME}`);
    await kit.admin('PATCH', `/stores/v1/products/${mug.id}`, { product: { name: 'Head Big Mug' } });
    expect((await read(`/product-page/${mug.slug}`)).title).toBe(`Head Big Mug | ${DEMO_STORE_NAME}`);
  });

  it('is compressed when the client accepts it', async () => {
    const res = await t.app.request('/products', {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const { gunzipSync } = await import('node:zlib');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(html).toContain(`<title>All products | ${DEMO_STORE_NAME}</title>`);
    expect(Number(res.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(html));
  });
});

describe('other page heads', () => {
  it('home: the store as Organization and WebSite with a SearchAction on the listing', async () => {
    const page = await read('/');
    expect(page.title).toBe(DEMO_STORE_NAME);
    expect(page.canonical).toBe(`${PUBLIC_URL}/`);
    expect(ofType(page.blocks, 'Organization')).toMatchObject({
      name: DEMO_STORE_NAME,
      url: `${PUBLIC_URL}/`,
    });
    expect(ofType(page.blocks, 'WebSite')).toMatchObject({
      url: `${PUBLIC_URL}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${PUBLIC_URL}/products?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('a collection: its name, description, canonical and breadcrumbs', async () => {
    const shelf = await kit.createCollection({
      name: 'Head "Shelf"',
      description: 'Things for <b>shelves</b>',
    });
    const page = await read(`/collections/${shelf.slug}`);
    const url = `${PUBLIC_URL}/collections/${shelf.slug}`;
    expect(page.title).toBe(`Head "Shelf" | ${DEMO_STORE_NAME}`);
    expect(page.metas.get('description')).toBe('Things for shelves');
    expect(page.canonical).toBe(url);
    expect(ofType(page.blocks, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ item: `${PUBLIC_URL}/` }, { name: 'Head "Shelf"', item: url }],
    });
  });

  it('not found and personal pages: the store title and noindex, no preview or structured data', async () => {
    for (const path of ['/product-page/nothing-here', '/nowhere', '/cart', '/admin/products']) {
      const page = await read(path);
      expect(page.metas.get('robots'), path).toBe('noindex');
      expect(page.res.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(page.canonical, path).toBeUndefined();
      expect(page.metas.has('og:title'), path).toBe(false);
      expect(page.blocks, path).toEqual([]);
    }
    expect((await read('/nowhere')).title).toBe(`Page not found | ${DEMO_STORE_NAME}`);
  });

  it('keeps the strict page policy: no inline script runs', async () => {
    const res = await t.app.request('/', { headers: { accept: 'text/html' } });
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
  });
});
