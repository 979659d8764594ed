import type { BulkProductsResponse, ErrorEnvelope, Product, ProductResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
});
afterAll(() => t.close());

async function create(product: Record<string, unknown>): Promise<Product> {
  return ((await (await admin('POST', '/stores/v1/products', { product })).json()) as ProductResponse)
    .product;
}
const get = async (id: string) =>
  (
    (await (
      await admin('GET', `/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`)
    ).json()) as ProductResponse
  ).product;

async function bulk(path: string, body: unknown): Promise<BulkProductsResponse> {
  const res = await admin('POST', `/stores/v1/bulk/products/${path}`, body);
  expect(res.status).toBe(200);
  return (await res.json()) as BulkProductsResponse;
}

describe('POST /stores/v1/bulk/products/update', () => {
  it('sets a value on every product, failing only the unknown ids', async () => {
    const a = await create({ name: 'A', priceData: { price: 10 } });
    const b = await create({ name: 'B', priceData: { price: 20 } });
    const result = await bulk('update', { ids: [a.id, UNKNOWN, b.id], set: { price: 12.99 } });
    expect(result.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    expect(result.results.map((r) => [r.itemMetadata.originalIndex, r.itemMetadata.success])).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
    expect(result.results[1]?.itemMetadata.error?.code).toBe('PRODUCT_NOT_FOUND');
    expect((await get(b.id!)).priceData).toMatchObject({ price: 12.99, formatted: { price: '$12.99' } });
    await bulk('update', { ids: [a.id], set: { ribbon: 'Sale' } });
    expect((await get(a.id!)).ribbons).toEqual([{ text: 'Sale' }]);
  });

  it('refuses an empty id list and a set of more than one field', async () => {
    for (const body of [
      { ids: [], set: { price: 1 } },
      { ids: ['a'], set: { price: 1, cost: 1 } },
      { ids: ['a'], set: {} },
    ]) {
      const res = await admin('POST', '/stores/v1/bulk/products/update', body);
      expect(res.status).toBe(400);
      expect(
        ((await res.json()) as ErrorEnvelope).details.validationError?.fieldViolations[0]?.violatedRule,
      ).toMatch(/SIZE/);
    }
  });
});

describe('POST /stores/v1/bulk/products/adjust-properties', () => {
  it('adjusts by percentage with rounding, and by amount, exactly in cents', async () => {
    const p = await create({
      name: 'P',
      priceData: { price: 19.99 },
      costAndProfitData: { itemCost: 5 },
      weight: 0.1,
    });
    await bulk('adjust-properties', { ids: [p.id], adjust: { price: { percentage: { rate: -15 } } } });
    expect((await get(p.id!)).priceData?.price).toBe(16.99);
    await bulk('adjust-properties', {
      ids: [p.id],
      adjust: { price: { percentage: { rate: 10, roundToInt: true } } },
    });
    expect((await get(p.id!)).priceData?.price).toBe(19);
    await bulk('adjust-properties', { ids: [p.id], adjust: { cost: { amount: 0.1 } } });
    await bulk('adjust-properties', { ids: [p.id], adjust: { weight: { amount: 0.2 } } });
    const after = await get(p.id!);
    expect(after.costAndProfitData).toMatchObject({ itemCost: 5.1, profit: 13.9 });
    expect(after.weight).toBe(0.3);
  });

  it('fails an item whose value would go negative and leaves it unchanged', async () => {
    const cheap = await create({ name: 'Cheap', priceData: { price: 1 } });
    const dear = await create({ name: 'Dear', priceData: { price: 50 } });
    const result = await bulk('adjust-properties', {
      ids: [cheap.id, dear.id],
      adjust: { price: { amount: -5 } },
    });
    expect(result.results[0]?.itemMetadata).toMatchObject({
      success: false,
      error: { code: 'INVALID_ADJUSTMENT' },
    });
    expect(result.results[1]?.itemMetadata.success).toBe(true);
    expect((await get(cheap.id!)).priceData?.price).toBe(1);
    expect((await get(dear.id!)).priceData?.price).toBe(45);
  });

  it('fails an item whose value would pass the largest amount, where PostgreSQL refused it with a 500', async () => {
    const top = await create({ name: 'Top', priceData: { price: 999_999_999_999 }, weight: 999_999_999_999 });
    const small = await create({ name: 'Small', priceData: { price: 10 }, weight: 1 });
    for (const adjust of [{ price: { amount: 100 } }, { weight: { percentage: { rate: 50 } } }]) {
      const result = await bulk('adjust-properties', { ids: [top.id, small.id], adjust });
      expect(result.results[0]?.itemMetadata).toMatchObject({
        success: false,
        error: { code: 'INVALID_ADJUSTMENT' },
      });
      expect(result.results[1]?.itemMetadata.success).toBe(true);
    }
    const after = await get(top.id!);
    expect(after.priceData?.price).toBe(999_999_999_999);
    expect(after.weight).toBe(999_999_999_999);
  });

  it('is for admins only', async () => {
    for (const [name, status] of [
      ['anonymous', 401],
      ['visitor', 403],
      ['member', 403],
      ['adminToken', 200],
    ] as const) {
      const res = await jsonRequest(t, creds[name])('POST', '/stores/v1/bulk/products/update', {
        ids: [UNKNOWN],
        set: { brand: 'X' },
      });
      expect(res.status).toBe(status);
    }
  });
});
