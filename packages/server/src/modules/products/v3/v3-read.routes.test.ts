// V3 product reads over the same rows as V1: catalog version, get (fields), get by slug, query with cursor
// paging (GET `.r=` and POST), search, count, revision; V1 and V3 agree on price, stock and options.
import type { ErrorEnvelope, Product, QueryProductsV3Response, V3Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from '../test-support/catalog-callers.js';

let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
let visitor: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  visitor = jsonRequest(t, creds.visitor);
});
afterAll(() => t.close());

const dotR = (payload: unknown) => `.r=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;

type SavedProduct = Product & { id: string; slug: string };

async function createV1(product: Record<string, unknown>): Promise<SavedProduct> {
  const res = await admin('POST', '/stores/v1/products', { product });
  expect(res.status).toBe(200);
  return ((await res.json()) as { product: SavedProduct }).product;
}

async function getV3(id: string, query = '', as = admin): Promise<V3Product> {
  const res = await as('GET', `/stores/v3/products/${id}${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { product: V3Product }).product;
}

const appCode = async (res: Response) => ((await res.json()) as ErrorEnvelope).details.applicationError?.code;

describe('catalog versioning', () => {
  it('answers V3_CATALOG to anyone, and the V1 catalog keeps answering', async () => {
    const res = await t.app.request('/stores/v3/provision/version');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ catalogVersion: 'V3_CATALOG' });
    const v1 = await t.app.request('/stores-reader/v1/products/query-platformized');
    expect(v1.status).toBe(200);
  });
});

describe('GET /stores/v3/products/:id', () => {
  it('a V1 product with options, discount and stock reads the same through V3', async () => {
    const v1 = await createV1({
      name: 'Agreement Tee',
      description: '<p>Soft cotton</p>',
      priceData: { price: 20 },
      costAndProfitData: { itemCost: 5 },
      discount: { type: 'AMOUNT', value: 2 },
      productOptions: [
        { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
        { optionType: 'color', name: 'Colour', choices: [{ value: '#ff0000', description: 'Red' }] },
      ],
    });
    const v3 = await getV3(v1.id);
    expect(v3).toMatchObject({
      id: v1.id,
      name: 'Agreement Tee',
      slug: v1.slug,
      visible: true,
      productType: 'PHYSICAL',
      actualPriceRange: { minValue: { amount: '18.00' }, maxValue: { amount: '18.00' } },
      compareAtPriceRange: { minValue: { amount: '20.00' } },
      inventory: { availabilityStatus: 'IN_STOCK', preorderStatus: 'DISABLED' },
      variantSummary: { variantCount: 2 },
    });
    expect(v3.revision).toMatch(/^\d+$/);
    expect(v3.createdDate).toBe(v1.createdDate);
    expect(v3.currency).toBeUndefined();
    expect(v3.plainDescription).toBeUndefined();
    expect(v3.costRange).toBeUndefined();
    const [size, colour] = v3.options;
    expect(size).toMatchObject({ name: 'Size', optionRenderType: 'TEXT_CHOICES' });
    expect(size?.choicesSettings.choices.map((c) => c.name)).toEqual(['S', 'M']);
    expect(colour?.choicesSettings.choices[0]).toMatchObject({
      choiceType: 'ONE_COLOR',
      colorCode: '#ff0000',
    });
    // Each V1 variant is a V3 variant with the same id, its choices by option and choice id.
    const variants = v3.variantsInfo?.variants ?? [];
    expect(variants.map((v) => v.id).sort()).toEqual(v1.variants!.map((v) => v.id).sort());
    expect(variants[0]?.choices[0]?.optionChoiceIds).toEqual({
      optionId: size?.id,
      choiceId: size?.choicesSettings.choices[0]?.choiceId,
    });
    expect(variants[0]?.price).toEqual({
      actualPrice: { amount: '18.00' },
      compareAtPrice: { amount: '20.00' },
    });
  });

  it('fields add currency, plain description, URL, media items and (for admins) merchant data', async () => {
    const v1 = await createV1({
      name: 'Fields Mug',
      description: 'Plain words',
      priceData: { price: 7.5 },
      costAndProfitData: { itemCost: 2 },
    });
    const fields = ['CURRENCY', 'PLAIN_DESCRIPTION', 'URL', 'MEDIA_ITEMS_INFO', 'MERCHANT_DATA'];
    const query = `?${fields.map((f) => `fields=${f}`).join('&')}`;
    const v3 = await getV3(v1.id, query);
    expect(v3).toMatchObject({
      currency: 'USD',
      plainDescription: 'Plain words',
      url: { relativePath: `/product-page/${v1.slug}`, url: `http://localhost/product-page/${v1.slug}` },
      media: { itemsInfo: { items: [] } },
      actualPriceRange: { minValue: { amount: '7.50', formattedAmount: expect.stringContaining('7.50') } },
      costRange: { minValue: { amount: '2.00' } },
    });
    // One field alone arrives as a plain parameter, not a list.
    expect((await getV3(v1.id, '?fields=CURRENCY')).currency).toBe('USD');
    // A shopper asking for merchant data gets none.
    expect((await getV3(v1.id, query, visitor)).costRange).toBeUndefined();
    const bad = await admin('GET', `/stores/v3/products/${v1.id}?fields=EVERYTHING`);
    expect(bad.status).toBe(400);
  });

  it('unknown ids are 404; hidden products are 404 to shoppers and readable by admins', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await visitor('GET', `/stores/v3/products/${id}`);
      expect(res.status).toBe(404);
      expect(await appCode(res)).toBe('PRODUCT_NOT_FOUND');
    }
    const hidden = await createV1({ name: 'Hidden Lamp', visible: false });
    expect((await visitor('GET', `/stores/v3/products/${hidden.id}`)).status).toBe(404);
    expect((await visitor('GET', `/stores/v3/products/slug/${hidden.slug}`)).status).toBe(404);
    expect((await getV3(hidden.id)).visible).toBe(false);
  });

  it('get by slug answers the same product; the revision rises with a V1 change', async () => {
    const v1 = await createV1({ name: 'Slug Bowl', priceData: { price: 3 } });
    const res = await visitor('GET', `/stores/v3/products/slug/${v1.slug}`);
    expect(res.status).toBe(200);
    const bySlug = ((await res.json()) as { product: V3Product }).product;
    expect(bySlug.id).toBe(v1.id);
    expect((await visitor('GET', '/stores/v3/products/slug/no-such-slug')).status).toBe(404);
    const patch = await admin('PATCH', `/stores/v1/products/${v1.id}`, {
      product: { priceData: { price: 4 } },
    });
    expect(patch.status).toBe(200);
    const after = await getV3(v1.id);
    expect(Number(after.revision)).toBeGreaterThan(Number(bySlug.revision));
    expect(after.actualPriceRange.minValue.amount).toBe('4.00');
  });
});

describe('query, search and count', () => {
  const page = async (payload: unknown, as = visitor) => {
    const res = await as('GET', `/stores/v3/products/query?${dotR(payload)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as QueryProductsV3Response;
  };

  it('cursor pages through every visible product once, with the same total as count and V1', async () => {
    const seen: string[] = [];
    let next: string | undefined;
    let first = true;
    while (first || next) {
      const body = await page({ query: { cursorPaging: { limit: 7, ...(next ? { cursor: next } : {}) } } });
      seen.push(...body.products.map((p) => p.id));
      expect(body.pagingMetadata.count).toBe(body.products.length);
      expect(body.pagingMetadata.hasNext).toBe(body.pagingMetadata.cursors.next !== undefined);
      if (!first) expect(body.pagingMetadata.cursors.prev).toBeDefined();
      next = body.pagingMetadata.cursors.next;
      first = false;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const count = await visitor('POST', '/stores/v3/products/count', {});
    expect(await count.json()).toEqual({ count: seen.length });
    const v1 = await visitor('POST', '/stores-reader/v1/products/query-platformized', {
      query: { paging: { limit: 0 } },
    });
    expect(((await v1.json()) as { metadata: { total: number } }).metadata.total).toBe(seen.length);
  });

  it('filters and sorts by V3 names, and the POST form answers the same as GET', async () => {
    const query = {
      filter: { productType: 'PHYSICAL', 'actualPriceRange.minValue.amount': { $gte: 10 } },
      sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
      cursorPaging: { limit: 100 },
    };
    const body = await page({ query });
    const prices = body.products.map((p) => Number(p.actualPriceRange.minValue.amount));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 10)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.products.every((p) => p.productType === 'PHYSICAL')).toBe(true);
    const post = await visitor('POST', '/stores/v3/products/query', { query });
    expect(((await post.json()) as QueryProductsV3Response).products.map((p) => p.id)).toEqual(
      body.products.map((p) => p.id),
    );
    const count = await visitor('POST', '/stores/v3/products/count', { filter: query.filter });
    expect(((await count.json()) as { count: number }).count).toBe(prices.length);
  });

  it('hidden products are listed to admins who ask only', async () => {
    const hidden = await createV1({ name: 'Query Hidden Vase', visible: false });
    const filter = { id: hidden.id };
    expect((await page({ query: { filter }, returnNonVisibleProducts: true })).products).toEqual([]);
    expect((await page({ query: { filter } }, admin)).products).toEqual([]);
    const listed = await page({ query: { filter }, returnNonVisibleProducts: true }, admin);
    expect(listed.products.map((p) => p.id)).toEqual([hidden.id]);
  });

  it('search finds by free text through the product search, best match first', async () => {
    const made = await createV1({ name: 'Zanzibar Clove Tin', priceData: { price: 9 } });
    const res = await visitor('POST', '/stores/v3/products/search', {
      search: { search: { expression: 'zanzibar clove' }, cursorPaging: { limit: 5 } },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as QueryProductsV3Response;
    expect(body.products[0]?.id).toBe(made.id);
    const get = await visitor(
      'GET',
      `/stores/v3/products/search?${dotR({ search: { search: { expression: 'zanzibar' } } })}`,
    );
    expect(((await get.json()) as QueryProductsV3Response).products[0]?.id).toBe(made.id);
    const count = await visitor('POST', '/stores/v3/products/count', { search: { expression: 'zanzibar' } });
    expect(await count.json()).toEqual({ count: 1 });
  });

  it('refuses unknown fields, wrong types, oversize pages, bad cursors and a cursor beside a filter', async () => {
    const bad = [
      { query: { filter: { colour: 'red' } } },
      { query: { filter: { visible: 'yes' } } },
      { query: { cursorPaging: { limit: 101 } } },
      { query: { cursorPaging: { limit: 'ten' } } },
      { query: { cursorPaging: { cursor: '%%%' } } },
      { query: { cursorPaging: { cursor: Buffer.from('{"offset":-3}').toString('base64url') } } },
      {
        query: {
          filter: { visible: true },
          cursorPaging: { cursor: Buffer.from('{"offset":1}').toString('base64url') },
        },
      },
      { query: { sort: [{ fieldName: 'inventory.availabilityStatus' }] } },
      { fields: ['NOPE'] },
    ];
    for (const body of bad) {
      const res = await visitor('POST', '/stores/v3/products/query', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const count = await visitor('POST', '/stores/v3/products/count', { filter: { price: 1 } });
    expect(count.status).toBe(400);
  });
});
