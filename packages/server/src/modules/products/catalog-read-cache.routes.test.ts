// Catalog reads come from the read cache, and a cached answer never outlives the data or crosses audiences:
// every change is seen by the next read (here and on another server instance), admins' answers never reach
// shoppers, and each origin gets its own URLs.
import type { Product, ProductResponse, QueryProductsResponse } from '@cartwright/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createCaches } from '../../caches.js';
import type { DatabaseHandle } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
let shopper: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  shopper = jsonRequest(t, creds.visitor);
});
afterAll(() => t.close());

async function create(product: Record<string, unknown>): Promise<Product> {
  const res = await admin('POST', '/stores/v1/products', { product });
  expect(res.status).toBe(200);
  return ((await res.json()) as ProductResponse).product;
}

const read = async (call: ReturnType<typeof jsonRequest>, id: string | undefined, query = '') => {
  const res = await call('GET', `/stores-reader/v1/products/${id}${query}`);
  return {
    status: res.status,
    body: res.status === 200 ? ((await res.json()) as ProductResponse) : undefined,
  };
};

const queryNames = async (call: ReturnType<typeof jsonRequest>, prefix: string) => {
  const res = await call('POST', '/stores-reader/v1/products/query-platformized', {
    query: { filter: { name: { $startsWith: prefix } }, sort: [{ fieldName: 'name' }] },
    includeHiddenProducts: true,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as QueryProductsResponse).products.map((p) => p.name);
};

describe('catalog reads through the read cache', () => {
  it('answers a repeated read the same, with the JSON content type, and sees the next change at once', async () => {
    const mug = await create({ name: 'Cached mug', priceData: { price: 10 } });
    const first = await shopper('GET', `/stores-reader/v1/products/${mug.id}`);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const firstBody = await first.text();
    const again = await shopper('GET', `/stores-reader/v1/products/${mug.id}`);
    expect(await again.text()).toBe(firstBody);

    expect(
      (await admin('PATCH', `/stores/v1/products/${mug.id}`, { product: { priceData: { price: 12 } } }))
        .status,
    ).toBe(200);
    expect((await read(shopper, mug.id)).body?.product.priceData?.price).toBe(12);
  });

  it('sees products added, changed and removed in a cached query', async () => {
    await create({ name: 'Qc apple', priceData: { price: 1 } });
    expect(await queryNames(shopper, 'Qc ')).toEqual(['Qc apple']);
    const pear = await create({ name: 'Qc pear', priceData: { price: 1 } });
    expect(await queryNames(shopper, 'Qc ')).toEqual(['Qc apple', 'Qc pear']);
    await admin('PATCH', `/stores/v1/products/${pear.id}`, { product: { name: 'Qc banana' } });
    expect(await queryNames(shopper, 'Qc ')).toEqual(['Qc apple', 'Qc banana']);
    await admin('DELETE', `/stores/v1/products/${pear.id}`);
    expect(await queryNames(shopper, 'Qc ')).toEqual(['Qc apple']);
  });

  it('never gives a shopper what was cached for an admin', async () => {
    const hidden = await create({
      name: 'Backroom',
      visible: false,
      priceData: { price: 5 },
      costAndProfitData: { itemCost: 2 },
    });
    expect(
      (await read(admin, hidden.id, '?includeMerchantSpecificData=true')).body?.product.costAndProfitData,
    ).toBeDefined();
    expect((await read(admin, hidden.id)).body?.product.costAndProfitData).toBeUndefined();
    expect((await read(shopper, hidden.id)).status).toBe(404);
    expect((await read(jsonRequest(t, creds.anonymous), hidden.id)).status).toBe(404);
    expect(await queryNames(admin, 'Backroom')).toEqual(['Backroom']);
    expect(await queryNames(shopper, 'Backroom')).toEqual([]);
  });

  it('puts each origin on its own URLs', async () => {
    const lamp = await create({ name: 'Origin lamp', priceData: { price: 5 } });
    const base = async (origin: string) => {
      const res = await t.app.request(`${origin}/stores-reader/v1/products/${lamp.id}`);
      return ((await res.json()) as ProductResponse).product.productPageUrl?.base;
    };
    expect(await base('http://shop-a.example')).toBe('http://shop-a.example');
    expect(await base('http://shop-b.example')).toBe('http://shop-b.example');
  });
});

describe('two server instances on one database', () => {
  let second: DatabaseHandle;
  let secondApp: ReturnType<typeof createApp>;

  beforeAll(async () => {
    second = await t.database.reopen();
    secondApp = createApp({
      ...t.deps,
      db: second.db,
      logger: pino({ level: 'silent' }),
      ...createCaches(second.storeChanges),
    });
  });
  afterAll(() => second.close());

  it("sees the other instance's change on its next reads", async () => {
    const vase = await create({ name: 'Shared vase', priceData: { price: 20 } });
    const readThere = async () => {
      const res = await secondApp.request(`/stores-reader/v1/products/${vase.id}`);
      return ((await res.json()) as ProductResponse).product.priceData?.price;
    };
    expect(await readThere()).toBe(20);
    expect(await readThere()).toBe(20);
    await admin('PATCH', `/stores/v1/products/${vase.id}`, { product: { priceData: { price: 25 } } });
    await expect.poll(readThere, { timeout: 2_000 }).toBe(25);
  });
});
