import type { PagingMetadata, PlatformQuery } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import { callApi } from '../http/call-api.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { andFilters } from './filter.js';
import { createQueryBuilder } from './query-builder.js';
import type { RunQuery } from './query-result.js';

interface Fields {
  name: string;
  price: number;
  createdDate: Date | string;
  visible: boolean;
  tags: string[];
}
type Sortable = 'name' | 'price';

const neverRun: RunQuery<never> = () => Promise.reject(new Error('not sent'));
const query = () => createQueryBuilder<Fields, Sortable, never>(neverRun);

describe('query builder wire output', () => {
  it('defaults to the first 50 items with no filter and no sort', () => {
    expect(query().build()).toEqual({ paging: { limit: 50, offset: 0 } });
  });

  it('sends eq as a bare value and every other operator under its wire name', () => {
    const cases: [ReturnType<typeof query>, object][] = [
      [query().eq('name', 'Hat'), { name: 'Hat' }],
      [query().ne('name', 'Hat'), { name: { $ne: 'Hat' } }],
      [query().gt('price', 1), { price: { $gt: 1 } }],
      [query().ge('price', 2), { price: { $gte: 2 } }],
      [query().lt('price', 3), { price: { $lt: 3 } }],
      [query().le('price', 4), { price: { $lte: 4 } }],
      [query().in('name', ['a', 'b']), { name: { $in: ['a', 'b'] } }],
      [query().startsWith('name', 'Sh'), { name: { $startsWith: 'Sh' } }],
      [query().hasSome('tags', ['x']), { tags: { $hasSome: ['x'] } }],
      [query().hasAll('tags', ['x', 'y']), { tags: { $hasAll: ['x', 'y'] } }],
      [query().eq('visible', false), { visible: false }],
    ];
    for (const [builder, filter] of cases) expect(builder.build().filter).toEqual(filter);
  });

  it('serializes dates in filters as ISO strings, in single values and in lists', () => {
    const day = new Date('2024-01-01T00:00:00.000Z');
    expect(query().ge('createdDate', day).build().filter).toEqual({
      createdDate: { $gte: '2024-01-01T00:00:00.000Z' },
    });
    expect(query().in('createdDate', [day]).build().filter).toEqual({
      createdDate: { $in: ['2024-01-01T00:00:00.000Z'] },
    });
    expect(query().eq('createdDate', day).build().filter).toEqual({
      createdDate: '2024-01-01T00:00:00.000Z',
    });
  });

  it('combines conditions with one flat $and, in the order given', () => {
    expect(query().eq('name', 'Hat').gt('price', 5).lt('price', 9).build().filter).toEqual({
      $and: [{ name: 'Hat' }, { price: { $gt: 5 } }, { price: { $lt: 9 } }],
    });
  });

  it('flattens nested $and when merging conditions', () => {
    expect(andFilters([{ $and: [{ a: 1 }, { b: 2 }] }, { c: 3 }, { $and: [{ d: 4 }] }])).toEqual({
      $and: [{ a: 1 }, { b: 2 }, { c: 3 }, { d: 4 }],
    });
    expect(andFilters([{ $and: [{ a: 1 }] }])).toEqual({ a: 1 });
    expect(andFilters([])).toBeUndefined();
    // A filter with $and beside another key is a condition of its own, not flattened.
    expect(andFilters([{ $and: [{ a: 1 }], b: 2 }, { c: 3 }])).toEqual({
      $and: [{ $and: [{ a: 1 }], b: 2 }, { c: 3 }],
    });
  });

  it('sorts by the fields in call order', () => {
    expect(query().ascending('name').descending('price', 'name').build().sort).toEqual([
      { fieldName: 'name', order: 'ASC' },
      { fieldName: 'price', order: 'DESC' },
      { fieldName: 'name', order: 'DESC' },
    ]);
  });

  it('pages with limit and skip', () => {
    expect(query().limit(100).skip(200).build().paging).toEqual({ limit: 100, offset: 200 });
    expect(query().limit(1).build().paging).toEqual({ limit: 1, offset: 0 });
  });

  it('rejects a limit past 100 or below 1, and a negative or fractional skip, with a clear error', () => {
    expect(() => query().limit(101)).toThrow(
      new RangeError('Query limit must be an integer from 1 to 100, got 101'),
    );
    expect(() => query().limit(0)).toThrow(RangeError);
    expect(() => query().limit(2.5)).toThrow(RangeError);
    expect(() => query().limit(Number.NaN)).toThrow(RangeError);
    expect(() => query().skip(-1)).toThrow(new RangeError('Query skip must be an integer ≥ 0, got -1'));
    expect(() => query().skip(1.5)).toThrow(RangeError);
  });

  it('is immutable: each call returns a new builder and leaves the original as it was', () => {
    const base = query().eq('name', 'Hat');
    const cheap = base.lt('price', 5).limit(10);
    expect(base.build()).toEqual({ filter: { name: 'Hat' }, paging: { limit: 50, offset: 0 } });
    expect(cheap.build()).toEqual({
      filter: { $and: [{ name: 'Hat' }, { price: { $lt: 5 } }] },
      paging: { limit: 10, offset: 0 },
    });
  });

  it('only accepts the declared fields, with their value types', () => {
    expectTypeOf(query().eq).parameter(0).toEqualTypeOf<'name' | 'price' | 'createdDate' | 'visible'>();
    expectTypeOf(query().startsWith).parameter(0).toEqualTypeOf<'name'>();
    expectTypeOf(query().gt).parameter(0).toEqualTypeOf<'name' | 'price' | 'createdDate'>();
    // @ts-expect-error booleans have no order
    query().lt('visible', true);
    expectTypeOf(query().hasSome).parameter(0).toEqualTypeOf<'tags'>();
    expectTypeOf(query().ascending).parameter(0).toEqualTypeOf<Sortable>();
    // @ts-expect-error price holds a number
    query().eq('price', '10');
    // @ts-expect-error tags is an array: only hasSome/hasAll
    query().eq('tags', 'x');
    // @ts-expect-error createdDate is not sortable here
    query().ascending('createdDate');
  });
});

describe('find and next against a server', () => {
  const all = Array.from({ length: 7 }, (_, index) => ({ n: index }));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((request) => {
      const { query: wire } = JSON.parse(request.body) as { query: PlatformQuery };
      const { limit = 50, offset = 0 } = wire.paging ?? {};
      const items = all.slice(offset, offset + limit);
      const metadata: PagingMetadata = { count: items.length, offset, total: all.length };
      return { body: { things: items, metadata } };
    });
  });
  afterAll(() => server.close());

  const run: RunQuery<{ n: number }> = async (wire, options) => {
    const client = createClient({ host: server.origin });
    const answer = await callApi<{ things: { n: number }[]; metadata: PagingMetadata }>(
      client,
      { method: 'POST', path: '/things/query' },
      { query: wire },
      options,
    );
    return { items: answer.things, metadata: answer.metadata };
  };

  it('returns the items, the total and the paging metadata, and walks every page with next()', async () => {
    const first = await createQueryBuilder<Fields, Sortable, { n: number }>(run).limit(3).find();
    expect(first.items).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
    expect(first.totalCount).toBe(7);
    expect(first.pagingMetadata).toEqual({ count: 3, offset: 0, total: 7 });
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
    expect(second.query.paging).toEqual({ limit: 3, offset: 3 });
    const third = await second.next();
    expect(third.items).toEqual([{ n: 6 }]);
    expect(third.hasNext()).toBe(false);
    await expect(third.next()).rejects.toThrow(
      new RangeError('No next page: this is the last page of the query'),
    );
    expect(server.requests.map((r) => JSON.parse(r.body).query.paging)).toEqual([
      { limit: 3, offset: 0 },
      { limit: 3, offset: 3 },
      { limit: 3, offset: 6 },
    ]);
  });

  it('keeps the filter and sort on later pages and starts at skip()', async () => {
    server.requests.length = 0;
    const first = await createQueryBuilder<Fields, Sortable, { n: number }>(run)
      .gt('price', 1)
      .ascending('name')
      .skip(5)
      .limit(1)
      .find();
    expect(first.items).toEqual([{ n: 5 }]);
    await first.next();
    expect(JSON.parse(server.requests[1]!.body).query).toEqual({
      filter: { price: { $gt: 1 } },
      sort: [{ fieldName: 'name', order: 'ASC' }],
      paging: { limit: 1, offset: 6 },
    });
  });

  it('without a total, a full page means there may be more and a short one means the end', async () => {
    const pages: { items: number[]; metadata?: PagingMetadata }[] = [{ items: [1, 2] }, { items: [3] }];
    let call = 0;
    const result = await createQueryBuilder<Fields, Sortable, number>(async () => pages[call++]!)
      .limit(2)
      .find();
    expect(result.totalCount).toBeUndefined();
    expect(result.hasNext()).toBe(true);
    expect((await result.next()).hasNext()).toBe(false);
  });

  it('passes call options (an abort signal) through to the call', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(
      createQueryBuilder<Fields, Sortable, { n: number }>(run).find({ signal: controller.signal }),
    ).rejects.toThrow('stop');
  });
});
