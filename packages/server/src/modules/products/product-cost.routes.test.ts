// A product's cost of goods and its variants' own prices: a blank cost stays blank (no cost, profit or margin
// answered in V1 or V3), a cost can be cleared, and a variant follows the product's price until it has its own.
import type { Product, ProductResponse, V3Product, VariantOverridesResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
});
afterAll(() => t.close());

const sizes = { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] };

async function create(product: Record<string, unknown>): Promise<Product> {
  const res = await admin('POST', '/stores/v1/products', { product: { name: 'Mug', ...product } });
  expect(res.status).toBe(200);
  return ((await res.json()) as ProductResponse).product;
}

async function patch(id: string, product: Record<string, unknown>): Promise<Product> {
  const res = await admin('PATCH', `/stores/v1/products/${id}`, { product });
  expect(res.status).toBe(200);
  return ((await res.json()) as ProductResponse).product;
}

async function read(id: string): Promise<Product> {
  const res = await admin('GET', `/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ProductResponse).product;
}

async function readV3(id: string): Promise<V3Product> {
  const res = await admin('GET', `/stores/v3/products/${id}?fields=MERCHANT_DATA`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { product: V3Product }).product;
}

const pricesBySize = (product: Product) =>
  Object.fromEntries((product.variants ?? []).map((v) => [v.choices?.Size, v.variant?.priceData?.price]));

describe('a product without a cost', () => {
  it('answers no cost, profit, margin or cost range in V1 and V3, for the product and its variants', async () => {
    const mug = await create({ priceData: { price: 12 }, manageVariants: true, productOptions: [sizes] });
    const product = await read(mug.id!);
    expect(product.priceData?.price).toBe(12);
    expect(product.costAndProfitData).toBeUndefined();
    expect(product.costRange).toBeUndefined();
    expect(product.variants?.map((v) => v.variant?.costAndProfitData)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const v3 = await readV3(mug.id!);
    expect(v3.costRange).toBeUndefined();
    expect(v3.variantsInfo?.variants?.map((v) => v.revenueDetails)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('counts only the variants with a cost of their own in the cost range', async () => {
    const mug = await create({ priceData: { price: 12 }, manageVariants: true, productOptions: [sizes] });
    await admin('PATCH', `/stores/v1/products/${mug.id}/variants`, {
      variants: [{ choices: { Size: 'L' }, cost: 5 }],
    });
    const product = await read(mug.id!);
    expect(product.costAndProfitData).toBeUndefined();
    expect(product.costRange).toEqual({ minValue: 5, maxValue: 5 });
    const large = product.variants?.find((v) => v.choices?.Size === 'L');
    expect(large?.variant?.costAndProfitData).toMatchObject({ itemCost: 5, profit: 7 });
    expect((await readV3(mug.id!)).costRange).toMatchObject({ minValue: { amount: '5.00' } });
  });

  it('keeps a cost of 0 as a cost: profit is the whole price', async () => {
    const free = await create({ priceData: { price: 10 }, costAndProfitData: { itemCost: 0 } });
    expect((await read(free.id!)).costAndProfitData).toMatchObject({
      itemCost: 0,
      profit: 10,
      profitMargin: 1,
    });
  });
});

describe('clearing a cost', () => {
  it('with itemCost null, as the platform client sends it, or with no itemCost, leaves no cost', async () => {
    const mug = await create({ priceData: { price: 12 }, costAndProfitData: { itemCost: 4 } });
    expect((await read(mug.id!)).costAndProfitData).toMatchObject({ itemCost: 4, profit: 8 });
    const cleared = await patch(mug.id!, { costAndProfitData: { itemCost: null } });
    expect(cleared.priceData?.price).toBe(12);
    expect((await read(mug.id!)).costAndProfitData).toBeUndefined();
    await patch(mug.id!, { costAndProfitData: { itemCost: 3 } });
    await patch(mug.id!, { costAndProfitData: {} });
    expect((await read(mug.id!)).costAndProfitData).toBeUndefined();
    // A patch that does not name the cost leaves it as it is.
    await patch(mug.id!, { costAndProfitData: { itemCost: 2 } });
    await patch(mug.id!, { name: 'Cup' });
    expect((await read(mug.id!)).costAndProfitData?.itemCost).toBe(2);
  });

  it('a variant cost of null follows the product again; a percentage of no cost is still no cost', async () => {
    const mug = await create({ priceData: { price: 12 }, manageVariants: true, productOptions: [sizes] });
    const path = `/stores/v1/products/${mug.id}/variants`;
    await admin('PATCH', path, { variants: [{ choices: { Size: 'M' }, cost: 5 }] });
    await admin('PATCH', path, { variants: [{ choices: { Size: 'M' }, cost: null }] });
    expect((await read(mug.id!)).costRange).toBeUndefined();
    const adjust = await admin('POST', '/stores/v1/bulk/products/adjust-properties', {
      ids: [mug.id],
      adjust: { cost: { percentage: { rate: 10 } } },
    });
    expect(adjust.status).toBe(200);
    expect((await read(mug.id!)).costAndProfitData).toBeUndefined();
  });

  it('refuses a negative, oversize or non-numeric cost with the field named', async () => {
    const mug = await create({ priceData: { price: 12 } });
    const send = (itemCost: unknown) =>
      admin('PATCH', `/stores/v1/products/${mug.id}`, { product: { costAndProfitData: { itemCost } } });
    expect(await violations(await send(-1))).toEqual([['product.costAndProfitData.itemCost', 'MIN']]);
    expect(await violations(await send(1e13))).toEqual([['product.costAndProfitData.itemCost', 'MAX']]);
    const text = await violations(await send('4'));
    expect(text?.[0]?.[0]).toBe('product.costAndProfitData.itemCost');
    const variant = await admin('PATCH', `/stores/v1/products/${mug.id}/variants`, {
      variants: [{ variantIds: ['x'], cost: -2 }],
    });
    expect(await violations(variant)).toEqual([['variants[0].cost', 'MIN']]);
  });
});

describe("a variant's own price", () => {
  it('follows a product price change until the variant has its own; null gives it the product price again', async () => {
    const tee = await create({ priceData: { price: 20 }, manageVariants: true, productOptions: [sizes] });
    const path = `/stores/v1/products/${tee.id}/variants`;
    await admin('PATCH', path, { variants: [{ choices: { Size: 'L' }, price: 26 }] });
    const changed = await patch(tee.id!, { priceData: { price: 22 } });
    expect(pricesBySize(changed)).toEqual({ S: 22, M: 22, L: 26 });
    expect(pricesBySize(await read(tee.id!))).toEqual({ S: 22, M: 22, L: 26 });

    const overrides = await admin('GET', `/cartwright/v1/products/${tee.id}/variant-overrides`);
    expect(overrides.status).toBe(200);
    const { variants } = (await overrides.json()) as VariantOverridesResponse;
    const large = tee.variants!.find((v) => v.choices?.Size === 'L')!;
    expect(variants).toHaveLength(3);
    expect(variants.filter((v) => v.price !== undefined)).toEqual([{ variantId: large.id, price: 26 }]);

    await admin('PATCH', path, { variants: [{ variantIds: [large.id], price: null }] });
    expect(pricesBySize(await patch(tee.id!, { priceData: { price: 24 } }))).toEqual({ S: 24, M: 24, L: 24 });
    const after = (await (
      await admin('GET', `/cartwright/v1/products/${tee.id}/variant-overrides`)
    ).json()) as VariantOverridesResponse;
    expect(after.variants.every((v) => v.price === undefined)).toBe(true);
  });

  it('answers the overrides to admins only, and 404 for an unknown product', async () => {
    const tee = await create({ manageVariants: true, productOptions: [sizes] });
    const path = `/cartwright/v1/products/${tee.id}/variant-overrides`;
    expect((await jsonRequest(t, creds.visitor)('GET', path)).status).toBe(403);
    expect((await jsonRequest(t, creds.adminToken)('GET', path)).status).toBe(200);
    expect((await admin('GET', '/cartwright/v1/products/nope/variant-overrides')).status).toBe(404);
  });
});
