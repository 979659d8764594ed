// The product query's Cartwright filters: visibility and the stock summary (stock.inStock,
// stock.inventoryStatus) select exactly the products whose answer shows that value, and the All Products
// collection id matches every product a caller can see.
import type { Product, ProductResponse, QueryProductsResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { ALL_PRODUCTS_COLLECTION_ID } from './all-products.js';
import { type Credentials, catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

const PATH = '/stores-reader/v1/products/query-platformized';
let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
let products: Product[];
const collectionId = '22222222-2222-4222-8222-222222222222';

/** A small deterministic generator, so a failure names a reproducible catalog. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function create(product: Record<string, unknown>): Promise<Product> {
  const res = await admin('POST', '/stores/v1/products', { product });
  expect(res.status).toBe(200);
  return ((await res.json()) as ProductResponse).product;
}

/** Products in every stock state: own stock tracked or not, and variants visible or hidden, each in or out. */
async function createCatalog(): Promise<void> {
  const next = random(7);
  const pick = () => next() < 0.5;
  for (let i = 0; i < 12; i++) {
    const tracked = pick();
    await create({
      name: `Plain ${i}`,
      visible: i !== 5,
      stock: tracked ? { trackInventory: true, quantity: pick() ? 0 : 3 } : { inStock: pick() },
    });
  }
  for (let i = 0; i < 14; i++) {
    const product = await create({
      name: `Options ${i}`,
      manageVariants: true,
      productOptions: [
        { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
        ...(i % 2 === 0 ? [{ name: 'Fit', choices: [{ value: 'Slim' }, { value: 'Loose' }] }] : []),
      ],
    });
    const overrides = product.variants!.map((v) => {
      const tracked = pick();
      return {
        variantIds: [v.id!],
        visible: next() < 0.7,
        stock: tracked ? { trackQuantity: true, quantity: pick() ? 0 : 2 } : { inStock: next() < 0.6 },
      };
    });
    const res = await admin('PATCH', `/stores/v1/products/${product.id}/variants`, { variants: overrides });
    expect(res.status).toBe(200);
  }
}

async function names(filter: unknown, caller = admin, includeHiddenProducts = true): Promise<string[]> {
  const res = await caller('POST', PATH, {
    query: { filter, sort: [{ fieldName: 'name' }], paging: { limit: 100 } },
    includeHiddenProducts,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as QueryProductsResponse).products.map((p) => p.name!);
}

const namesWhere = (test: (p: Product) => boolean) =>
  products
    .filter(test)
    .map((p) => p.name!)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  await createCatalog();
  const res = await admin('POST', PATH, { query: { paging: { limit: 100 } }, includeHiddenProducts: true });
  products = ((await res.json()) as QueryProductsResponse).products;
  const now = new Date();
  await t.deps.db
    .insertInto('collections')
    .values({ id: collectionId, name: 'Sale', slug: 'sale', created_at: now, updated_at: now })
    .execute();
  const [first, second] = products.filter((p) => p.name === 'Plain 0' || p.name === 'Plain 5');
  await t.deps.db
    .insertInto('product_collections')
    .values([first!, second!].map((p) => ({ collection_id: collectionId, product_id: p.id!, added_at: now })))
    .execute();
}, 120_000);
afterAll(() => t.close());

describe('stock filters', () => {
  it('the catalog holds every stock state', () => {
    const statuses = new Set(products.map((p) => p.stock?.inventoryStatus));
    expect(statuses).toEqual(new Set(['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK']));
  });

  it('stock.inStock selects the products whose answer is in stock, and its negations the others', async () => {
    const inStock = namesWhere((p) => p.stock?.inStock === true);
    const outOfStock = namesWhere((p) => p.stock?.inStock === false);
    expect(inStock.length).toBeGreaterThan(0);
    expect(outOfStock.length).toBeGreaterThan(0);
    expect(await names({ 'stock.inStock': true })).toEqual(inStock);
    expect(await names({ 'stock.inStock': { $eq: false } })).toEqual(outOfStock);
    expect(await names({ 'stock.inStock': { $ne: true } })).toEqual(outOfStock);
    expect(await names({ $not: { 'stock.inStock': true } })).toEqual(outOfStock);
    expect(await names({ 'stock.inStock': { $exists: true } })).toHaveLength(products.length);
  });

  it('stock.inventoryStatus selects each status, and lists of them', async () => {
    for (const status of ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] as const) {
      expect(await names({ 'stock.inventoryStatus': status }), status).toEqual(
        namesWhere((p) => p.stock?.inventoryStatus === status),
      );
    }
    expect(await names({ 'stock.inventoryStatus': { $nin: ['OUT_OF_STOCK'] } })).toEqual(
      namesWhere((p) => p.stock?.inventoryStatus !== 'OUT_OF_STOCK'),
    );
  });

  it('combines with other filters, and shoppers only see visible products', async () => {
    expect(
      await names({ $and: [{ 'stock.inStock': true }, { name: { $startsWith: 'Plain' } }] }, admin, false),
    ).toEqual(
      namesWhere((p) => p.stock?.inStock === true && p.visible === true && p.name!.startsWith('Plain')),
    );
    const visitor = jsonRequest(t, creds.visitor);
    expect(await names({ 'stock.inStock': true }, visitor)).toEqual(
      namesWhere((p) => p.stock?.inStock === true && p.visible === true),
    );
  });

  it('rejects values of the wrong type, unknown statuses, unsupported operators and sorting', async () => {
    const bad = async (query: unknown) => violations(await admin('POST', PATH, { query }));
    expect(await bad({ filter: { 'stock.inStock': 'yes' } })).toEqual([
      ['query.filter.stock.inStock.$eq', 'VALIDATION'],
    ]);
    expect(await bad({ filter: { 'stock.inventoryStatus': 'MAYBE' } })).toEqual([
      ['query.filter.stock.inventoryStatus.$eq', 'INVALID_ENUM_VALUE'],
    ]);
    expect(await bad({ filter: { 'stock.inStock': { $gt: false } } })).toEqual([
      ['query.filter.stock.inStock.$gt', 'FIELD_NOT_ALLOWED'],
    ]);
    expect(await bad({ filter: { 'stock.quantity': 1 } })).toEqual([
      ['query.filter.stock.quantity', 'FIELD_NOT_ALLOWED'],
    ]);
    expect(await bad({ sort: [{ fieldName: 'stock.inStock' }] })).toEqual([
      ['query.sort[0].fieldName', 'FIELD_NOT_ALLOWED'],
    ]);
  });
});

describe('visibility filter', () => {
  it('selects hidden or visible products for admins, counted and paged on the server', async () => {
    const hidden = namesWhere((p) => p.visible === false);
    expect(hidden).toEqual(['Plain 5']);
    expect(await names({ visible: false })).toEqual(hidden);
    expect(await names({ visible: { $ne: false } })).toEqual(namesWhere((p) => p.visible === true));
    expect(await names({ $and: [{ visible: true }, { 'stock.inStock': false }] })).toEqual(
      namesWhere((p) => p.visible === true && p.stock?.inStock === false),
    );
    const res = await admin('POST', PATH, {
      query: { filter: { visible: false }, paging: { limit: 1 } },
      includeHiddenProducts: true,
    });
    expect(((await res.json()) as QueryProductsResponse).metadata).toMatchObject({ count: 1, total: 1 });
  });

  it('finds no hidden product for shoppers, and refuses a value that is not a boolean', async () => {
    expect(await names({ visible: false }, jsonRequest(t, creds.visitor))).toEqual([]);
    expect(await names({ visible: false }, admin, false)).toEqual([]);
    expect(await violations(await admin('POST', PATH, { query: { filter: { visible: 'no' } } }))).toEqual([
      ['query.filter.visible.$eq', 'VALIDATION'],
    ]);
  });
});

describe('the All Products collection in collectionIds filters', () => {
  it('matches every product the caller can see, with $hasSome and $hasAll', async () => {
    const every = namesWhere(() => true);
    const visible = namesWhere((p) => p.visible === true);
    expect(await names({ collectionIds: { $hasSome: [ALL_PRODUCTS_COLLECTION_ID] } })).toEqual(every);
    expect(await names({ collectionIds: { $hasAll: [ALL_PRODUCTS_COLLECTION_ID] } })).toEqual(every);
    expect(
      await names(
        { collectionIds: { $hasSome: [ALL_PRODUCTS_COLLECTION_ID] } },
        jsonRequest(t, creds.visitor),
      ),
    ).toEqual(visible);
    expect(await names({ $not: { collectionIds: { $hasSome: [ALL_PRODUCTS_COLLECTION_ID] } } })).toEqual([]);
  });

  it('leaves other collections as they are, alone or beside All Products', async () => {
    expect(await names({ collectionIds: { $hasSome: [collectionId] } })).toEqual(['Plain 0', 'Plain 5']);
    expect(await names({ collectionIds: { $hasAll: [ALL_PRODUCTS_COLLECTION_ID, collectionId] } })).toEqual([
      'Plain 0',
      'Plain 5',
    ]);
    expect(await names({ collectionIds: { $hasSome: [collectionId] } }, admin, false)).toEqual(['Plain 0']);
    expect(await names({ collectionIds: { $hasSome: ['33333333-3333-4333-8333-333333333333'] } })).toEqual(
      [],
    );
    expect(await names({ collectionIds: { $hasSome: [] } })).toEqual([]);
  });

  it('does not add All Products to the collectionIds a product answers with', async () => {
    const res = await admin('POST', PATH, { query: { filter: { name: { $in: ['Plain 0', 'Plain 1'] } } } });
    const answered = ((await res.json()) as QueryProductsResponse).products;
    expect(answered.find((p) => p.name === 'Plain 0')?.collectionIds).toEqual([collectionId]);
    expect(answered.find((p) => p.name === 'Plain 1')?.collectionIds).toEqual([]);
  });

  it('matches every variant in the store variants query too', async () => {
    const query = (filter: unknown) =>
      admin('POST', '/stores-reader/v1/variants/query', { query: { filter, paging: { limit: 100 } } });
    const all = (await (await query({})).json()) as { metadata: { total: number } };
    const res = await query({ collectionIds: { $hasSome: [ALL_PRODUCTS_COLLECTION_ID] } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { metadata: { total: number } }).metadata.total).toBe(all.metadata.total);
    const members = (await (await query({ collectionIds: { $hasSome: [collectionId] } })).json()) as {
      variants: { productName: string }[];
    };
    expect(members.variants.map((v) => v.productName).sort()).toEqual(['Plain 0', 'Plain 5']);
  });
});
