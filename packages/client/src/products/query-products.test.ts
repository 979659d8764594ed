import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import { sent } from '../test-support/catalog-requests.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { queryProducts } from './query-products.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ body: { products: [], metadata: { count: 0, offset: 0, total: 0 } } }));
});
const client = () => createClient({ host: server.origin });

describe('queryProducts', () => {
  it('sends GET query-platformized with the whole payload as .r=', async () => {
    await queryProducts(client(), { includeVariants: true })
      .eq('priceData.price', 10)
      .hasSome('collectionIds', ['c-1'])
      .ge('createdDate', new Date('2024-01-01T00:00:00.000Z'))
      .descending('lastUpdated')
      .limit(20)
      .find();
    expect(sent(server.requests[0]!)).toEqual({
      method: 'GET',
      path: '/stores-reader/v1/products/query-platformized',
      params: {},
      r: {
        query: {
          filter: {
            $and: [
              { 'priceData.price': 10 },
              { collectionIds: { $hasSome: ['c-1'] } },
              { createdDate: { $gte: '2024-01-01T00:00:00.000Z' } },
            ],
          },
          sort: [{ fieldName: 'lastUpdated', order: 'DESC' }],
          paging: { limit: 20, offset: 0 },
        },
        includeVariants: true,
      },
    });
  });

  it('sends the search text beside the query, on every page', async () => {
    server.handle((request) => {
      const { query } = sent(request).r as { query: { paging: { offset: number } } };
      return {
        body: {
          products: [{ id: `p-${query.paging.offset}` }],
          metadata: { count: 1, offset: query.paging.offset, total: 2 },
        },
      };
    });
    const first = await queryProducts(client(), { search: 'goose kettle' }).limit(1).find();
    await first.next();
    expect(server.requests.map((request) => sent(request).r)).toEqual([
      { query: { paging: { limit: 1, offset: 0 } }, search: 'goose kettle' },
      { query: { paging: { limit: 1, offset: 1 } }, search: 'goose kettle' },
    ]);
  });

  it('switches to a POST with the JSON body when the query string would pass 4000 characters', async () => {
    const ids = Array.from({ length: 200 }, (_, index) => `product-id-${index.toString().padStart(6, '0')}`);
    await queryProducts(client()).in('id', ids).find();
    const request = sent(server.requests[0]!);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/stores-reader/v1/products/query-platformized',
      params: {},
    });
    expect(request.body).toEqual({
      query: { filter: { id: { $in: ids } }, paging: { limit: 50, offset: 0 } },
    });
  });

  it('returns items with dates and floats converted, the total, and pages on with next()', async () => {
    server.handle((request) => {
      const { query } = sent(request).r as { query: { paging: { offset: number } } };
      const offset = query.paging.offset;
      const product = {
        id: `p-${offset}`,
        createdDate: '2024-05-06T07:08:09.000Z',
        priceData: { price: 'NaN' },
      };
      return { body: { products: [product], metadata: { count: 1, offset, total: 2 } } };
    });
    const first = await queryProducts(client()).limit(1).find();
    expect(first.items).toEqual([
      { id: 'p-0', createdDate: new Date('2024-05-06T07:08:09.000Z'), priceData: { price: Number.NaN } },
    ]);
    expect(first.totalCount).toBe(2);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items[0]!.id).toBe('p-1');
    expect(second.hasNext()).toBe(false);
  });

  it('makes a second attempt after a 5xx, never after a 4xx', async () => {
    server.handle((_request, index) =>
      index === 0
        ? { status: 502, body: {} }
        : { body: { products: [{ id: 'p-1' }], metadata: { count: 1, offset: 0, total: 1 } } },
    );
    expect((await queryProducts(client()).find()).items).toEqual([{ id: 'p-1' }]);
    expect(server.requests).toHaveLength(2);
    server.requests.length = 0;
    server.handle(() => ({ status: 400, body: { message: 'bad query' } }));
    await expect(queryProducts(client()).find()).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'bad query',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('an answer without products is an empty page', async () => {
    server.handle(() => ({ body: {} }));
    const page = await queryProducts(client()).find();
    expect(page.items).toEqual([]);
    expect(page.totalCount).toBeUndefined();
    expect(page.hasNext()).toBe(false);
  });

  it('accepts only the product query fields of wire §2.7, visibility and the stock summary', () => {
    const builder = queryProducts(client());
    expectTypeOf(builder.eq)
      .parameter(0)
      .toEqualTypeOf<
        | 'id'
        | 'createdDate'
        | 'lastUpdated'
        | 'name'
        | 'description'
        | 'sku'
        | 'price'
        | 'priceData.price'
        | 'priceData.discountedPrice'
        | 'numericId'
        | 'productType'
        | 'slug'
        | 'visible'
        | 'stock.inStock'
        | 'stock.inventoryStatus'
      >();
    expectTypeOf(builder.hasAll).parameter(0).toEqualTypeOf<'collectionIds'>();
    expectTypeOf(builder.startsWith)
      .parameter(0)
      .toEqualTypeOf<'id' | 'name' | 'description' | 'sku' | 'slug'>();
    // @ts-expect-error productType is an enum: no prefix match and no order
    builder.gt('productType', 'physical');
    // @ts-expect-error not a product query field
    builder.eq('color', 'red');
    // @ts-expect-error priceData.price holds a number
    builder.eq('priceData.price', '10');
    // @ts-expect-error createdDate does not sort
    builder.ascending('createdDate');
    // @ts-expect-error collectionIds takes hasSome/hasAll only
    builder.eq('collectionIds', 'c-1');
    expect(
      builder.eq('stock.inStock', true).in('stock.inventoryStatus', ['IN_STOCK']).build().filter,
    ).toEqual({
      $and: [{ 'stock.inStock': true }, { 'stock.inventoryStatus': { $in: ['IN_STOCK'] } }],
    });
    // @ts-expect-error stock.inStock holds a boolean
    builder.eq('stock.inStock', 'yes');
    // @ts-expect-error no such inventory status
    builder.eq('stock.inventoryStatus', 'MAYBE');
    // @ts-expect-error a boolean has no order
    builder.gt('stock.inStock', false);
    // @ts-expect-error the stock summary does not sort
    builder.ascending('stock.inStock');
  });
});
