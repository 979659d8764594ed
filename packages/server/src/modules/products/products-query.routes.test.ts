import type { ErrorEnvelope, Product, ProductResponse, QueryProductsResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

const PATH = '/stores-reader/v1/products/query-platformized';
let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
const products: Record<string, Product> = {};
const collectionId = '11111111-1111-4111-8111-111111111111';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  const specs = [
    { name: 'Apple', priceData: { price: 3 }, costAndProfitData: { itemCost: 1 }, sku: 'F-1' },
    { name: 'Banana', priceData: { price: 1.5 }, sku: 'F-2', productType: 'digital' },
    { name: 'Cherry', priceData: { price: 7 }, sku: 'F-3' },
    { name: 'Durian', priceData: { price: 20 }, sku: 'F-4', visible: false },
  ];
  for (const product of specs) {
    const res = await admin('POST', '/stores/v1/products', { product });
    products[product.name] = ((await res.json()) as ProductResponse).product;
  }
  const now = new Date();
  await t.deps.db
    .insertInto('collections')
    .values({ id: collectionId, name: 'Fruit', slug: 'fruit', created_at: now, updated_at: now })
    .execute();
  await t.deps.db
    .insertInto('product_collections')
    .values(
      ['Apple', 'Cherry'].map((n) => ({
        collection_id: collectionId,
        product_id: products[n]!.id!,
        added_at: now,
      })),
    )
    .execute();
});
afterAll(() => t.close());

async function names(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  return ((await res.json()) as QueryProductsResponse).products.map((p) => p.name!);
}

describe('query-platformized', () => {
  it('filters, sorts and pages in the GET .r= form', async () => {
    const query = {
      filter: { 'priceData.price': { $gte: 1.5 } },
      sort: [{ fieldName: 'price', order: 'DESC' }],
      paging: { limit: 2, offset: 1 },
    };
    const res = await admin('GET', `${PATH}?.r=${encode({ query })}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as QueryProductsResponse;
    expect(body.products.map((p) => p.name)).toEqual(['Apple', 'Banana']);
    expect(body.metadata).toEqual({ count: 2, offset: 1, total: 3 });
  });

  it('accepts plain dotted params and the POST body form', async () => {
    expect(
      await names(await admin('GET', `${PATH}?query.paging.limit=1&query.paging.offset=0`)),
    ).toHaveLength(1);
    const body = { query: { filter: { name: { $startsWith: 'B' } } } };
    expect(await names(await admin('POST', PATH, body))).toEqual(['Banana']);
    expect(await names(await admin('POST', PATH, { query: { filter: { productType: 'digital' } } }))).toEqual(
      ['Banana'],
    );
  });

  it('filters by collection with $hasSome and $hasAll', async () => {
    const query = (op: string) => ({
      query: { filter: { collectionIds: { [op]: [collectionId] } }, sort: [{ fieldName: 'name' }] },
    });
    expect(await names(await admin('POST', PATH, query('$hasSome')))).toEqual(['Apple', 'Cherry']);
    expect(await names(await admin('POST', PATH, query('$hasAll')))).toEqual(['Apple', 'Cherry']);
    const [apple] = (
      (await (
        await admin('POST', PATH, { query: { filter: { name: 'Apple' } } })
      ).json()) as QueryProductsResponse
    ).products;
    expect(apple?.collectionIds).toEqual([collectionId]);
  });

  it('shows hidden products only to admins who ask, and variants and merchant data on request', async () => {
    const all = {
      query: { sort: [{ fieldName: 'name' }] },
      includeHiddenProducts: true,
      includeMerchantSpecificData: true,
    };
    for (const name of ['anonymous', 'visitor', 'member'] as const) {
      const res = await jsonRequest(t, creds[name])('POST', PATH, all);
      const body = (await res.json()) as QueryProductsResponse;
      expect(body.products.map((p) => p.name)).toEqual(['Apple', 'Banana', 'Cherry']);
      expect(body.products[0]?.costAndProfitData).toBeUndefined();
    }
    expect(await names(await admin('POST', PATH, all))).toEqual(['Apple', 'Banana', 'Cherry', 'Durian']);
    expect(
      await names(await admin('POST', PATH, { query: { sort: [{ fieldName: 'name' }] } })),
    ).not.toContain('Durian');
    const withVariants = (await (
      await admin('POST', PATH, { ...all, includeVariants: true })
    ).json()) as QueryProductsResponse;
    expect(withVariants.products[0]?.variants).toHaveLength(1);
    expect(withVariants.products[0]?.costAndProfitData).toBeDefined();
  });

  it('answers unknown fields, bad operators, unsortable fields and bad paging with violations', async () => {
    const bad = [
      [{ filter: { color: 'red' } }, 'query.filter.color'],
      [{ filter: { collectionIds: { $eq: collectionId } } }, 'query.filter.collectionIds.$eq'],
      [{ sort: [{ fieldName: 'description' }] }, 'query.sort[0].fieldName'],
      [{ paging: { limit: 101 } }, 'query.paging.limit'],
    ] as const;
    for (const [query, field] of bad) {
      const res = await admin('POST', PATH, { query });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorEnvelope;
      expect(body.details.validationError?.fieldViolations.map((v) => v.field)).toContain(field);
    }
    expect((await admin('GET', `${PATH}?.r=not*base64`)).status).toBe(400);
    expect((await admin('POST', PATH, { query: {}, extra: 1 })).status).toBe(400);
  });
});
