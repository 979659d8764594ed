// Facets with counts (issue #34): collections, option choices, price bands, stock and brands counted in the
// database for a search and filters, each group without its own choices (disjunctive); hidden products never
// counted; the product query's facetFilters select the products the counts promise; bad input refused.
import type {
  CollectionResponse,
  ProductFacetsResponse,
  ProductResponse,
  QueryProductsResponse,
} from '@cartwright/contracts';
import {
  FACET_FILTER_OPTIONS_MAX,
  FACET_FILTER_VALUES_MAX,
  PRICE_BAND_EDGES_MAX,
} from '@cartwright/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, violations } from '../../test-support/test-app.js';
import { type Credentials, catalogCallers, jsonRequest } from './test-support/catalog-callers.js';

const PATH = '/cartwright/v1/products/facets';
let t: TestApp;
let creds: Credentials;
let admin: ReturnType<typeof jsonRequest>;
let visitor: ReturnType<typeof jsonRequest>;
const ids: Record<string, string> = {};

async function collection(name: string): Promise<string> {
  const res = await admin('POST', '/stores/v1/collections', { collection: { name } });
  expect(res.status).toBe(200);
  ids[name] = ((await res.json()) as CollectionResponse).collection.id!;
  return ids[name];
}

async function create(product: Record<string, unknown>, collections: string[]): Promise<void> {
  const res = await admin('POST', '/stores/v1/products', { product });
  expect(res.status).toBe(200);
  const id = ((await res.json()) as ProductResponse).product.id!;
  ids[product.name as string] = id;
  for (const name of collections) {
    const joined = await admin('POST', `/stores/v1/collections/${ids[name]}/productIds`, {
      productIds: [id],
    });
    expect(joined.status).toBe(200);
  }
}

const choices = (...values: string[]) => values.map((value) => ({ value }));
/** Every count over the test products only: the demo store's are in the same catalog. */
const scoped = () => ({ collectionIds: { $hasSome: [ids['Facet Scope']!] } });

async function facets(body: Record<string, unknown> = {}, caller = visitor): Promise<ProductFacetsResponse> {
  const res = await caller('POST', PATH, { filter: scoped(), ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as ProductFacetsResponse;
}
const option = (answer: ProductFacetsResponse, name: string) =>
  answer.facets.options?.find((o) => o.name === name)?.choices.map((c) => [c.choice, c.count]);
const brands = (answer: ProductFacetsResponse) => answer.facets.brands?.map((b) => [b.brand, b.count]);
const collections = (answer: ProductFacetsResponse) =>
  answer.facets.collections?.filter((c) => c.name.startsWith('Facet')).map((c) => [c.name, c.count]);

beforeAll(async () => {
  t = await createTestApp();
  creds = await catalogCallers(t);
  admin = jsonRequest(t, creds.apiKey);
  visitor = jsonRequest(t, creds.visitor);
  for (const name of ['Facet Scope', 'Facet Shirts', 'Facet Mugs']) await collection(name);
  const size = (...values: string[]) => ({ name: 'Size', choices: choices(...values) });
  const color = (...values: string[]) => ({ name: 'Color', choices: choices(...values) });
  await create(
    {
      name: 'Zorb Tee Alpha',
      priceData: { price: 10 },
      brand: 'Acme',
      productOptions: [size('S', 'M', 'L'), color('Red', 'Blue')],
    },
    ['Facet Scope', 'Facet Shirts'],
  );
  // 40 less 50 %: bands count the price shown.
  await create(
    {
      name: 'Zorb Tee Beta',
      priceData: { price: 40 },
      discount: { type: 'PERCENT', value: 50 },
      brand: 'Acme',
      productOptions: [size('M', 'L', 'XL'), color('Red')],
    },
    ['Facet Scope', 'Facet Shirts'],
  );
  await create({ name: 'Zorb Mug', priceData: { price: 60 }, brand: 'Bolt', stock: { inStock: false } }, [
    'Facet Scope',
    'Facet Mugs',
  ]);
  await create({ name: 'Zorb Hat', priceData: { price: 600 }, productOptions: [size('S')] }, ['Facet Scope']);
  await create(
    {
      name: 'Zorb Hidden',
      visible: false,
      priceData: { price: 10 },
      brand: 'Acme',
      productOptions: [size('M')],
    },
    ['Facet Scope', 'Facet Mugs'],
  );
});
afterAll(() => t.close());

describe('facet counts', () => {
  it('counts every group of the visible products matching the filter', async () => {
    const answer = await facets();
    expect(answer.totalCount).toBe(4);
    expect(collections(answer)).toEqual([
      ['Facet Mugs', 1],
      ['Facet Scope', 4],
      ['Facet Shirts', 2],
    ]);
    expect(answer.facets.options?.map((o) => o.name)).toEqual(['Size', 'Color']);
    expect(option(answer, 'Size')).toEqual([
      ['S', 2],
      ['M', 2],
      ['L', 2],
      ['XL', 1],
    ]);
    expect(option(answer, 'Color')).toEqual([
      ['Red', 2],
      ['Blue', 1],
    ]);
    expect(answer.facets.price).toEqual([
      { from: 0, to: 25, count: 2 },
      { from: 50, to: 100, count: 1 },
      { from: 500, count: 1 },
    ]);
    expect(answer.facets.stock).toEqual([
      { status: 'IN_STOCK', count: 3 },
      { status: 'OUT_OF_STOCK', count: 1 },
    ]);
    expect(brands(answer)).toEqual([
      ['Acme', 2],
      ['Bolt', 1],
    ]);
  });

  it("counts a group without its own choices, and lists values the others' choices leave at 0", async () => {
    const sizeM = await facets({ facetFilters: { options: { Size: ['M'] } } });
    expect(sizeM.totalCount).toBe(2);
    expect(option(sizeM, 'Size')).toEqual(option(await facets(), 'Size'));
    expect(option(sizeM, 'Color')).toEqual([
      ['Red', 2],
      ['Blue', 1],
    ]);
    expect(brands(sizeM)).toEqual([
      ['Acme', 2],
      ['Bolt', 0],
    ]);
    expect(sizeM.facets.stock).toEqual([
      { status: 'IN_STOCK', count: 2 },
      { status: 'OUT_OF_STOCK', count: 0 },
    ]);
    expect(sizeM.facets.price?.map((band) => band.count)).toEqual([2, 0, 0]);
    expect(collections(sizeM)).toEqual([
      ['Facet Mugs', 0],
      ['Facet Scope', 2],
      ['Facet Shirts', 2],
    ]);
    // Each option is a group of its own: Color narrows Size's counts and not its own.
    const blueM = await facets({ facetFilters: { options: { Size: ['M'], Color: ['Blue'] } } });
    expect(blueM.totalCount).toBe(1);
    expect(option(blueM, 'Size')).toEqual([
      ['S', 1],
      ['M', 1],
      ['L', 1],
      ['XL', 0],
    ]);
    expect(option(blueM, 'Color')).toEqual([
      ['Red', 2],
      ['Blue', 1],
    ]);
  });

  it('matches any choice within a group and every group across them', async () => {
    expect((await facets({ facetFilters: { options: { Size: ['XL', 'S'] } } })).totalCount).toBe(3);
    expect((await facets({ facetFilters: { options: { Size: [] } } })).totalCount).toBe(4);
    const cheapBolt = await facets({ facetFilters: { price: [{ from: 0, to: 25 }], brands: ['Bolt'] } });
    expect(cheapBolt.totalCount).toBe(0);
    expect(cheapBolt.facets.price?.map((band) => band.count)).toEqual([0, 1, 0]);
    expect(brands(cheapBolt)).toEqual([
      ['Acme', 2],
      ['Bolt', 0],
    ]);
    const twoBands = { price: [{ from: 0, to: 25 }, { from: 500 }] };
    expect((await facets({ facetFilters: twoBands })).totalCount).toBe(3);
    expect((await facets({ facetFilters: { collections: [ids['Facet Mugs']] } })).totalCount).toBe(1);
  });

  it('counts stock from the product stock summary, both states being every product', async () => {
    const out = await facets({ facetFilters: { stock: ['OUT_OF_STOCK'] } });
    expect(out.totalCount).toBe(1);
    expect(out.facets.stock).toEqual((await facets()).facets.stock);
    expect((await facets({ facetFilters: { stock: ['IN_STOCK'] } })).totalCount).toBe(3);
    expect((await facets({ facetFilters: { stock: ['IN_STOCK', 'OUT_OF_STOCK'] } })).totalCount).toBe(4);
  });

  it('takes price band edges, and only the groups asked for', async () => {
    const answer = await facets({ priceBandEdges: [15, 100], facets: ['price'] });
    expect(answer.facets).toEqual({
      price: [
        { from: 0, to: 15, count: 1 },
        { from: 15, to: 100, count: 2 },
        { from: 100, count: 1 },
      ],
    });
    expect((await facets({ facets: [] })).facets).toEqual({});
  });

  it('counts the products the search finds, and never a hidden product, even for an admin', async () => {
    const res = await visitor('POST', PATH, { search: 'ZORB tee', facets: ['brands'] });
    const answer = (await res.json()) as ProductFacetsResponse;
    expect(answer.totalCount).toBe(2);
    expect(brands(answer)).toEqual([['Acme', 2]]);
    expect((await facets({ facetFilters: { options: { Size: ['M'] } } }, admin)).totalCount).toBe(2);
  });

  it('answers anyone, with no credentials too', async () => {
    const anonymous = jsonRequest(t, creds.anonymous);
    expect((await facets({}, anonymous)).totalCount).toBe(4);
  });

  it('lists, on the product query, the products the counts promise', async () => {
    for (const facetFilters of [
      { options: { Size: ['M'] } },
      { options: { Size: ['M'], Color: ['Blue'] } },
      { price: [{ from: 50 }], stock: ['OUT_OF_STOCK'] },
      { brands: ['Acme'], collections: [ids['Facet Shirts']] },
    ]) {
      const res = await visitor('POST', '/stores-reader/v1/products/query-platformized', {
        query: { filter: scoped(), sort: [{ fieldName: 'name', order: 'ASC' }] },
        facetFilters,
      });
      expect(res.status).toBe(200);
      const { products, metadata } = (await res.json()) as QueryProductsResponse;
      expect(metadata.total).toBe((await facets({ facetFilters })).totalCount);
      expect(products.every((p) => p.name?.startsWith('Zorb') && p.name !== 'Zorb Hidden')).toBe(true);
    }
  });

  it('counts an edit on the next request', async () => {
    const before = await facets({ facets: ['brands'] });
    const res = await admin('PATCH', `/stores/v1/products/${ids['Zorb Hat']}`, {
      product: { brand: 'Cobalt' },
    });
    expect(res.status).toBe(200);
    const after = await facets({ facets: ['brands'] });
    expect(brands(after)).toEqual([...brands(before)!, ['Cobalt', 1]]);
    await admin('POST', `/stores/v1/products/${ids['Zorb Hat']}/remove-brand`, {});
  });
});

describe('bad input', () => {
  const refused = async (body: Record<string, unknown>) => violations(await visitor('POST', PATH, body));

  it('refuses unknown facets and filters, and wrong types', async () => {
    expect(await refused({ facets: ['colour'] })).toEqual([['facets[0]', 'INVALID_ENUM_VALUE']]);
    expect((await refused({ facets: 'price' }))?.[0]?.[0]).toBe('facets');
    expect((await refused({ facetFilters: { sizes: ['M'] } }))?.[0]?.[0]).toBe('facetFilters.sizes');
    expect((await refused({ facetFilters: { stock: ['SOMETIMES'] } }))?.[0]?.[0]).toBe(
      'facetFilters.stock[0]',
    );
    expect((await refused({ facetFilters: { price: [{ from: '10' }] } }))?.[0]?.[0]).toBe(
      'facetFilters.price[0].from',
    );
    expect((await refused({ facetFilters: { price: [{ from: -1 }] } }))?.[0]?.[0]).toBe(
      'facetFilters.price[0].from',
    );
    expect((await refused({ facetFilters: { options: { Size: 'M' } } }))?.[0]?.[0]).toBe(
      'facetFilters.options.Size',
    );
    expect((await refused({ filter: { colour: 'red' } }))?.[0]?.[0]).toBe('filter.colour');
    expect((await refused({ search: 5 }))?.[0]).toEqual(['search', 'VALIDATION']);
    expect(await refused({ priceBandEdges: [50, 25] })).toEqual([['priceBandEdges[1]', 'VALIDATION']]);
    expect((await refused({ priceBandEdges: [0] }))?.[0]?.[0]).toBe('priceBandEdges[0]');
  });

  it('refuses oversize lists and text', async () => {
    const many = Array.from({ length: FACET_FILTER_VALUES_MAX + 1 }, (_, i) => `b${i}`);
    expect((await refused({ facetFilters: { brands: many } }))?.[0]?.[0]).toBe('facetFilters.brands');
    const options = Object.fromEntries(
      Array.from({ length: FACET_FILTER_OPTIONS_MAX + 1 }, (_, i) => [`o${i}`, ['x']]),
    );
    expect((await refused({ facetFilters: { options } }))?.[0]?.[0]).toBe('facetFilters.options');
    const edges = Array.from({ length: PRICE_BAND_EDGES_MAX + 1 }, (_, i) => i + 1);
    expect((await refused({ priceBandEdges: edges }))?.[0]?.[0]).toBe('priceBandEdges');
    expect((await refused({ search: 'x'.repeat(201) }))?.[0]).toEqual(['search', 'MAX_LENGTH']);
  });

  it('counts nothing for unknown ids and values', async () => {
    const answer = await facets({
      facetFilters: { collections: ['no-such-collection'], brands: ['Nobody'] },
    });
    expect(answer.totalCount).toBe(0);
    expect(brands(answer)).toEqual([
      ['Acme', 0],
      ['Bolt', 0],
    ]);
  });
});
