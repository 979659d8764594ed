// The product query's `priceData.discountedPrice`: the price after the product's discount, the one a
// shopper pays and a storefront shows, sorts and filters exactly as the answers show it; `priceData.price`
// stays the full price.
import type { Product, ProductResponse, QueryProductsResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

const PATH = '/stores-reader/v1/products/query-platformized';
let t: TestApp;
let admin: ReturnType<typeof jsonRequest>;
let visitor: ReturnType<typeof jsonRequest>;
const OURS = { name: { $startsWith: 'Priced ' } };

async function create(product: Record<string, unknown>): Promise<Product> {
  const res = await admin('POST', '/stores/v1/products', { product });
  expect(res.status).toBe(200);
  return ((await res.json()) as ProductResponse).product;
}

async function query(body: Record<string, unknown>): Promise<Product[]> {
  const res = await visitor('POST', PATH, body);
  expect(res.status).toBe(200);
  return ((await res.json()) as QueryProductsResponse).products;
}
const names = (products: Product[]) => products.map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp();
  const creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  visitor = jsonRequest(t, creds.visitor);
  await create({ name: 'Priced full 14', priceData: { price: 14 } });
  await create({
    name: 'Priced sale 18',
    priceData: { price: 30 },
    discount: { type: 'PERCENT', value: 40 },
  });
  await create({
    name: 'Priced sale 19.50',
    priceData: { price: 25 },
    discount: { type: 'AMOUNT', value: 5.5 },
  });
  // 12.5 % of 9.99 is 1.24875: the cent rounds half away from zero, to 8.74.
  await create({
    name: 'Priced odd 8.74',
    priceData: { price: 9.99 },
    discount: { type: 'PERCENT', value: 12.5 },
  });
  await create({ name: 'Priced free 0', priceData: { price: 5 }, discount: { type: 'AMOUNT', value: 10 } });
  await create({ name: 'Priced full 40', priceData: { price: 40 } });
});
afterAll(() => t.close());

describe('priceData.discountedPrice', () => {
  it('sorts by the price shown, low to high and high to low', async () => {
    const ascending = await query({
      query: { filter: OURS, sort: [{ fieldName: 'priceData.discountedPrice', order: 'ASC' }] },
    });
    expect(names(ascending)).toEqual([
      'Priced free 0',
      'Priced odd 8.74',
      'Priced full 14',
      'Priced sale 18',
      'Priced sale 19.50',
      'Priced full 40',
    ]);
    expect(ascending.map((p) => p.priceData?.discountedPrice)).toEqual([0, 8.74, 14, 18, 19.5, 40]);
    const descending = await query({
      query: { filter: OURS, sort: [{ fieldName: 'priceData.discountedPrice', order: 'DESC' }] },
    });
    expect(names(descending)).toEqual(names(ascending).reverse());
  });

  it('filters on the price shown, bounds included, at the cent', async () => {
    const between = (min: number, max: number) =>
      query({
        query: {
          filter: {
            $and: [
              OURS,
              { 'priceData.discountedPrice': { $gte: min } },
              { 'priceData.discountedPrice': { $lte: max } },
            ],
          },
          sort: [{ fieldName: 'priceData.discountedPrice' }],
        },
      });
    expect(names(await between(20, 40))).toEqual(['Priced full 40']);
    expect(names(await between(18, 19.5))).toEqual(['Priced sale 18', 'Priced sale 19.50']);
    expect(names(await between(8.74, 8.74))).toEqual(['Priced odd 8.74']);
    expect(
      names(await query({ query: { filter: { $and: [OURS, { 'priceData.discountedPrice': 0 }] } } })),
    ).toEqual(['Priced free 0']);
  });

  it('follows a changed discount at once', async () => {
    const [product] = await query({ query: { filter: { name: 'Priced full 40' } } });
    const res = await admin('PATCH', `/stores/v1/products/${product!.id}`, {
      product: { discount: { type: 'PERCENT', value: 50 } },
    });
    expect(res.status).toBe(200);
    const cheap = await query({
      query: {
        filter: { $and: [OURS, { 'priceData.discountedPrice': { $lte: 20 } }] },
        sort: [{ fieldName: 'name' }],
      },
    });
    expect(names(cheap)).toContain('Priced full 40');
    await admin('PATCH', `/stores/v1/products/${product!.id}`, {
      product: { discount: { type: 'NONE', value: 0 } },
    });
  });

  it('leaves priceData.price the full price, for the admin', async () => {
    const full = await query({
      query: { filter: OURS, sort: [{ fieldName: 'priceData.price', order: 'ASC' }] },
    });
    expect(full.map((p) => p.priceData?.price)).toEqual([5, 9.99, 14, 25, 30, 40]);
  });
});
