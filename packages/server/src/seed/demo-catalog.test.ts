import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Product, QueryProductsResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID } from '../modules/products/all-products.js';
import { type Credentials, catalogCallers } from '../modules/products/test-support/catalog-callers.js';
import { DEMO_ASSETS_DIR } from '../modules/uploads/media-files.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { DEMO_COLLECTIONS, DEMO_PRODUCTS, seedDemoCatalog } from './demo-catalog.js';
import { seedDemoStore } from './demo-seed.js';

let t: TestApp;
let creds: Credentials;
let products: Product[];

const counts = async () => ({
  products: (await t.deps.db.selectFrom('products').select('id').execute()).length,
  collections: (await t.deps.db.selectFrom('collections').select('id').execute()).length,
  memberships: (await t.deps.db.selectFrom('product_collections').select('product_id').execute()).length,
  media: (await t.deps.db.selectFrom('product_media').select('id').execute()).length,
});

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoStore(t.deps, { catalog: true })).toMatchObject({ created: true });
  creds = await catalogCallers(t);
  const res = await t.app.request('/stores-reader/v1/products/query-platformized', {
    method: 'POST',
    headers: { ...creds.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: { paging: { limit: 100 } },
      includeHiddenProducts: true,
      includeMerchantSpecificData: true,
      includeVariants: true,
    }),
  });
  expect(res.status).toBe(200);
  products = ((await res.json()) as QueryProductsResponse).products;
}, 120_000);
afterAll(() => t.close());

const byName = (name: string) => products.find((p) => p.name === name)!;

describe('demo catalog', () => {
  it('holds 40 products, two of them hidden, in five collections of eight plus All Products', async () => {
    expect(products).toHaveLength(40);
    expect(products.filter((p) => p.visible === false).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Packable Rain Jacket', 'Moss Terrarium']),
    );
    expect(products.filter((p) => p.visible === false)).toHaveLength(2);
    const collections = await t.deps.db.selectFrom('collections').select(['id', 'name', 'slug']).execute();
    expect(collections.map((c) => c.slug).sort()).toEqual(
      [...Object.values(DEMO_COLLECTIONS).map((c) => c.slug), 'all-products'].sort(),
    );
    for (const collection of collections.filter((c) => c.id !== ALL_PRODUCTS_COLLECTION_ID)) {
      const inIt = products.filter((p) => p.collectionIds?.includes(collection.id));
      expect(inIt, collection.name).toHaveLength(8);
    }
  });

  it('has stock in every state, managed variants with their own prices, and choice images', () => {
    const status = (name: string) => byName(name).stock?.inventoryStatus;
    expect(status('Glass Storage Jar')).toBe('OUT_OF_STOCK');
    expect(status('Washi Tape Trio')).toBe('OUT_OF_STOCK');
    expect(status('Stoneware Mug')).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(status('Organic Cotton Tee')).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(status('Serving Bowl')).toBe('IN_STOCK');
    expect(products.filter((p) => p.stock?.inventoryStatus === 'OUT_OF_STOCK').length).toBeGreaterThanOrEqual(
      4,
    );

    const tee = byName('Organic Cotton Tee');
    expect(tee.manageVariants).toBe(true);
    expect(tee.variants).toHaveLength(12);
    expect(tee.priceRange).toEqual({ minValue: 32, maxValue: 35 });
    const kettle = byName('Gooseneck Kettle');
    const white = kettle.productOptions?.[0]?.choices?.find((c) => c.description === 'White');
    expect(white?.media?.mainMedia?.image?.url).toBe(
      'http://localhost/cartwright/v1/media/demo-gooseneck-kettle-white.svg',
    );
    expect(byName('Monstera Deliciosa').priceRange).toEqual({ minValue: 45, maxValue: 160 });
    expect(products.filter((p) => p.manageVariants).length).toBeGreaterThanOrEqual(8);
  });

  it('computes discounts, profit, ribbons, brands and price per unit consistently', () => {
    const plates = byName('Dinner Plate Set');
    expect(plates.ribbon).toBe('Sale');
    expect(plates.priceData).toMatchObject({ price: 64, discountedPrice: 51.2, currency: 'USD' });
    expect(plates.costAndProfitData).toMatchObject({ itemCost: 26, profit: 25.2 });
    const grinder = byName('Burr Grinder');
    expect(grinder.discount).toEqual({ type: 'AMOUNT', value: 20 });
    expect(grinder.priceData?.discountedPrice).toBe(129);
    expect(byName('House Blend Beans').pricePerUnitData).toMatchObject({ totalQuantity: 250 });
    for (const p of products) {
      expect(p.brand, p.name).toBeTruthy();
      expect(p.sku, p.name).toBeTruthy();
      expect(p.priceData?.discountedPrice, p.name).toBeLessThanOrEqual(p.priceData!.price!);
      expect(p.costAndProfitData?.itemCost, p.name).toBeLessThan(p.priceData!.price!);
      expect(p.media?.mainMedia?.image?.url, p.name).toMatch(
        /^http:\/\/localhost\/cartwright\/v1\/media\/demo-[a-z0-9-]+\.svg$/,
      );
    }
    expect(new Set(products.map((p) => p.ribbon).filter(Boolean))).toEqual(
      new Set(['New', 'Sale', 'Bestseller']),
    );
    expect(products.filter((p) => (p.additionalInfoSections?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(
      15,
    );
  });

  it('serves every image the catalog uses, and ships no image it does not use', async () => {
    const used = new Set(DEMO_PRODUCTS.flatMap((p) => p.images));
    for (const name of used) expect(existsSync(join(DEMO_ASSETS_DIR, `${name}.svg`)), name).toBe(true);
    const shipped = readdirSync(DEMO_ASSETS_DIR).filter((f) => f.endsWith('.svg'));
    expect(shipped.map((f) => f.slice(0, -4)).sort()).toEqual([...used].sort());
    const url = byName('Stoneware Mug').media!.mainMedia!.image!.url!;
    const res = await t.app.request(new URL(url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers its images on the origin the store is reached at, in products and store variants', async () => {
    const mug = byName('Stoneware Mug');
    const origin = 'https://shop.example:8443';
    const read = await t.app.request(`${origin}/stores-reader/v1/products/${mug.id}`);
    const product = ((await read.json()) as { product: Product }).product;
    const urls = [
      ...(product.media?.items ?? []).map((m) => m.image?.url),
      ...(product.productOptions ?? []).flatMap((o) =>
        (o.choices ?? []).flatMap((c) => (c.media?.items ?? []).map((m) => m.image?.url)),
      ),
    ];
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls)
      expect(url).toMatch(/^https:\/\/shop\.example:8443\/cartwright\/v1\/media\/demo-/);
    const variants = await t.app.request(`${origin}/stores-reader/v1/variants/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { filter: { productId: mug.id } } }),
    });
    expect(variants.status).toBe(200);
    const { variants: list } = (await variants.json()) as {
      variants: { media?: { image?: { url: string; filename: string } } }[];
    };
    expect(list.length).toBeGreaterThan(0);
    for (const v of list) {
      expect(v.media?.image?.url).toMatch(/^https:\/\/shop\.example:8443\/cartwright\/v1\/media\/demo-/);
      expect(v.media?.image?.filename).toMatch(/^demo-[a-z0-9-]+\.svg$/);
    }
  });

  it('adds nothing on a second seed, nor into a store that already has products', async () => {
    const before = await counts();
    expect(await seedDemoStore(t.deps, { catalog: true })).toEqual({ created: false });
    expect(await seedDemoCatalog(t.deps)).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('leaves the catalog out when the store is seeded without it', async () => {
    const bare = await createTestApp();
    try {
      expect(await seedDemoStore(bare.deps)).toMatchObject({ created: true });
      expect(await bare.deps.db.selectFrom('products').select('id').execute()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
