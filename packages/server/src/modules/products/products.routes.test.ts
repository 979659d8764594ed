import type { ErrorEnvelope, Product, ProductResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp, violations } from '../../test-support/test-app.js';
import {
  type CallerName,
  type Credentials,
  catalogCallers,
  jsonRequest,
} from './test-support/catalog-callers.js';

const clock = movableClock(new Date('2026-03-01T10:00:00.000Z'));
let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
});
afterAll(() => t.close());

async function create(product: Record<string, unknown>): Promise<Product> {
  const res = await admin('POST', '/stores/v1/products', { product });
  expect(res.status).toBe(200);
  return ((await res.json()) as ProductResponse).product;
}

async function appCode(res: Response) {
  return ((await res.json()) as ErrorEnvelope).details.applicationError?.code;
}

describe('POST /stores/v1/products', () => {
  it('creates a product and answers with every computed field', async () => {
    const product = await create({
      name: 'Crème Mug',
      priceData: { price: 12.5 },
      costAndProfitData: { itemCost: 4 },
      discount: { type: 'PERCENT', value: 20 },
      pricePerUnitData: {
        totalQuantity: 250,
        totalMeasurementUnit: 'ML',
        baseQuantity: 100,
        baseMeasurementUnit: 'ML',
      },
      weight: 0.4,
      ribbon: 'New',
      brand: 'Acme',
    });
    expect(product).toMatchObject({
      name: 'Crème Mug',
      slug: 'creme-mug',
      visible: true,
      productType: 'physical',
      numericId: expect.stringMatching(/^\d+$/),
      productPageUrl: { base: 'http://localhost', path: '/product-page/creme-mug' },
      priceData: {
        currency: 'USD',
        price: 12.5,
        discountedPrice: 10,
        pricePerUnit: 4,
        formatted: { price: '$12.50', discountedPrice: '$10.00', pricePerUnit: '$4.00' },
      },
      costAndProfitData: {
        itemCost: 4,
        formattedItemCost: '$4.00',
        profit: 6,
        formattedProfit: '$6.00',
        profitMargin: 0.48,
      },
      priceRange: { minValue: 12.5, maxValue: 12.5 },
      costRange: { minValue: 4, maxValue: 4 },
      weightRange: { minValue: 0.4, maxValue: 0.4 },
      stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
      ribbons: [{ text: 'New' }],
      collectionIds: [],
      createdDate: '2026-03-01T10:00:00.000Z',
      lastUpdated: '2026-03-01T10:00:00.000Z',
    });
    expect(product.price).toEqual(product.priceData);
  });

  it('numbers slugs from the name -2, -3 and refuses an explicit slug in use with 409', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await create({ name: 'Blue Tee' })).slug);
    expect(slugs).toEqual(['blue-tee', 'blue-tee-2', 'blue-tee-3']);
    expect((await create({ name: 'Odd', slug: 'my-odd-one' })).slug).toBe('my-odd-one');
    const res = await admin('POST', '/stores/v1/products', { product: { name: 'Other', slug: 'blue-tee' } });
    expect(res.status).toBe(409);
    expect(await appCode(res)).toBe('SLUG_ALREADY_EXISTS');
  });

  it('answers field violations for missing, mistyped, oversize, unknown and out-of-range input', async () => {
    const post = (product: unknown) => admin('POST', '/stores/v1/products', { product });
    expect(await violations(await post({}))).toEqual([['product.name', 'REQUIRED_FIELD']]);
    expect(await violations(await post({ name: 'x'.repeat(81) }))).toEqual([['product.name', 'MAX_LENGTH']]);
    expect(await violations(await post({ name: 'A', description: 'd'.repeat(8001) }))).toEqual([
      ['product.description', 'MAX_LENGTH'],
    ]);
    expect(await violations(await post({ name: 'A', sku: 's'.repeat(41) }))).toEqual([
      ['product.sku', 'MAX_LENGTH'],
    ]);
    expect(await violations(await post({ name: 'A', priceData: { price: '12' } }))).toEqual([
      ['product.priceData.price', 'VALIDATION'],
    ]);
    expect(await violations(await post({ name: 'A', priceData: { price: -1 } }))).toEqual([
      ['product.priceData.price', 'MIN'],
    ]);
    expect(await violations(await post({ name: 'A', priceRange: {} }))).toEqual([
      ['product.priceRange', 'FIELD_NOT_ALLOWED'],
    ]);
    expect(await violations(await post({ name: 'A', slug: 'Not a slug' }))).toEqual([
      ['product.slug', 'FORMAT'],
    ]);
    expect(await violations(await post({ name: 'A', productType: 'PHYSICAL' }))).toEqual([
      ['product.productType', 'INVALID_ENUM_VALUE'],
    ]);
    expect(await violations(await post({ name: 'A', discount: { type: 'PERCENT', value: 150 } }))).toEqual([
      ['product.discount.value', 'MAX'],
    ]);
    expect(await violations(await post({ name: '   ' }))).toEqual([['product.name', 'MIN_LENGTH']]);
  });

  it('never lets a discount take the price below zero', async () => {
    const product = await create({
      name: 'Freebie',
      priceData: { price: 5 },
      discount: { type: 'AMOUNT', value: 8 },
    });
    expect(product.priceData).toMatchObject({
      price: 5,
      discountedPrice: 0,
      formatted: { discountedPrice: '$0.00' },
    });
  });
});

describe('PATCH /stores/v1/products/{product.id}', () => {
  it('changes only the given fields and recomputes the derived ones', async () => {
    const before = await create({
      name: 'Lamp',
      priceData: { price: 40 },
      costAndProfitData: { itemCost: 10 },
      sku: 'L-1',
    });
    clock.advance(60_000);
    const res = await admin('PATCH', `/stores/v1/products/${before.id}`, {
      product: { id: before.id, discount: { type: 'AMOUNT', value: 5.5 } },
    });
    expect(res.status).toBe(200);
    const { product } = (await res.json()) as ProductResponse;
    expect(product).toMatchObject({
      name: 'Lamp',
      sku: 'L-1',
      slug: 'lamp',
      createdDate: before.createdDate,
    });
    expect(product.priceData).toMatchObject({
      price: 40,
      discountedPrice: 34.5,
      formatted: { discountedPrice: '$34.50' },
    });
    expect(product.costAndProfitData).toMatchObject({ profit: 24.5, profitMargin: 0.6125 });
    expect(Date.parse(product.lastUpdated!)).toBe(Date.parse(before.lastUpdated!) + 60_000);
  });

  it('keeps an explicit slug unique and refuses a body id that differs from the path', async () => {
    const a = await create({ name: 'Slug A' });
    await create({ name: 'Slug B' });
    const taken = await admin('PATCH', `/stores/v1/products/${a.id}`, { product: { slug: 'slug-b' } });
    expect(taken.status).toBe(409);
    expect(await appCode(taken)).toBe('SLUG_ALREADY_EXISTS');
    const same = await admin('PATCH', `/stores/v1/products/${a.id}`, { product: { slug: 'slug-a' } });
    expect(same.status).toBe(200);
    const mismatch = await admin('PATCH', `/stores/v1/products/${a.id}`, { product: { id: 'other' } });
    expect(await violations(mismatch)).toEqual([['product.id', 'VALIDATION']]);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await admin('PATCH', `/stores/v1/products/${id}`, { product: { name: 'X' } });
      expect(res.status).toBe(404);
      expect(await appCode(res)).toBe('PRODUCT_NOT_FOUND');
    }
  });
});

describe('DELETE, remove-brand, remove-ribbon', () => {
  it('deletes a product, after which it is 404', async () => {
    const product = await create({ name: 'Gone' });
    const res = await admin('DELETE', `/stores/v1/products/${product.id}?id=${product.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const again = await admin('DELETE', `/stores/v1/products/${product.id}`);
    expect(again.status).toBe(404);
    expect(await appCode(again)).toBe('PRODUCT_NOT_FOUND');
    expect((await admin('GET', `/stores-reader/v1/products/${product.id}`)).status).toBe(404);
  });

  it('clears the brand and the ribbon', async () => {
    const product = await create({ name: 'Branded', brand: 'Acme', ribbon: 'Sale' });
    expect(
      (await admin('POST', `/stores/v1/products/${product.id}/remove-brand`, { id: product.id })).status,
    ).toBe(200);
    expect((await admin('POST', `/stores/v1/products/${product.id}/remove-ribbon`, {})).status).toBe(200);
    const { product: after } = (await (
      await admin('GET', `/stores-reader/v1/products/${product.id}`)
    ).json()) as ProductResponse;
    expect(after).toMatchObject({ brand: '', ribbon: '', ribbons: [] });
    expect(
      (await admin('POST', '/stores/v1/products/00000000-0000-4000-8000-000000000000/remove-brand', {}))
        .status,
    ).toBe(404);
  });
});

describe('authorization', () => {
  const expected: Record<CallerName, number> = {
    anonymous: 401,
    visitor: 403,
    member: 403,
    adminToken: 200,
    apiKey: 200,
  };

  it.each(Object.entries(expected))('writes by %s answer %i', async (name, status) => {
    const as = jsonRequest(t, creds[name as CallerName]);
    const created = await as('POST', '/stores/v1/products', { product: { name: `By ${name}` } });
    expect(created.status).toBe(status);
    const target = await create({ name: `Target for ${name}`, brand: 'B' });
    expect(
      (await as('PATCH', `/stores/v1/products/${target.id}`, { product: { name: 'Renamed' } })).status,
    ).toBe(status);
    expect((await as('POST', `/stores/v1/products/${target.id}/remove-brand`, {})).status).toBe(status);
    expect((await as('DELETE', `/stores/v1/products/${target.id}`)).status).toBe(status);
  });

  it('hides hidden products from shoppers (404) and shows cost and profit to admins who ask', async () => {
    const hidden = await create({ name: 'Secret', visible: false, costAndProfitData: { itemCost: 1 } });
    const shown = await create({
      name: 'Public',
      priceData: { price: 3 },
      costAndProfitData: { itemCost: 1 },
    });
    for (const name of ['anonymous', 'visitor', 'member'] as const) {
      const as = jsonRequest(t, creds[name]);
      const res = await as('GET', `/stores-reader/v1/products/${hidden.id}`);
      expect(res.status).toBe(404);
      expect(await appCode(res)).toBe('PRODUCT_NOT_FOUND');
      const visible = await as(
        'GET',
        `/stores-reader/v1/products/${shown.id}?includeMerchantSpecificData=true`,
      );
      expect(visible.status).toBe(200);
      expect(((await visible.json()) as ProductResponse).product.costAndProfitData).toBeUndefined();
    }
    for (const name of ['adminToken', 'apiKey'] as const) {
      const as = jsonRequest(t, creds[name]);
      expect((await as('GET', `/stores-reader/v1/products/${hidden.id}`)).status).toBe(200);
      const plain = (await (
        await as('GET', `/stores-reader/v1/products/${shown.id}`)
      ).json()) as ProductResponse;
      expect(plain.product.costAndProfitData).toBeUndefined();
      const merchant = await as(
        'GET',
        `/stores-reader/v1/products/${shown.id}?includeMerchantSpecificData=true`,
      );
      expect(((await merchant.json()) as ProductResponse).product.costAndProfitData).toMatchObject({
        itemCost: 1,
        profit: 2,
      });
    }
  });

  it('answers a bad includeMerchantSpecificData with a field violation', async () => {
    const product = await create({ name: 'Flags' });
    const res = await admin(
      'GET',
      `/stores-reader/v1/products/${product.id}?includeMerchantSpecificData=maybe`,
    );
    expect(await violations(res)).toEqual([['includeMerchantSpecificData', 'VALIDATION']]);
  });
});

describe('concurrency and the API description', () => {
  it('gives concurrent creates of one name distinct slugs', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin('POST', '/stores/v1/products', { product: { name: 'Rush Hour' } }),
      ),
    );
    const slugs = await Promise.all(
      responses.map(async (r) => ((await r.json()) as ProductResponse).product.slug),
    );
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toContain('rush-hour');
  });

  it('lists the product routes in /openapi.json', async () => {
    const doc = (await (await t.app.request('/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/stores/v1/products',
        '/stores/v1/products/{id}',
        '/stores-reader/v1/products/{id}',
        '/stores-reader/v1/products/query-platformized',
        '/stores/v1/products/{id}/variants',
        '/stores-reader/v1/products/{id}/productOptionsAvailability',
        '/stores/v1/bulk/products/adjust-properties',
        '/stores-reader/v1/variants/{id}',
      ]),
    );
  });
});
