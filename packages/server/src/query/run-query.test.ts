// runQuery on a real database: paging defaults and bounds, totals, multi-field sort, tie-breaker, order.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationFailure } from '../errors/app-error.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { runQuery } from './compile-query.js';
import { FIXED_ITEMS } from './test-support/fixed-items.js';
import { createItemsTable, ITEM_FIELDS, type ItemsTable, loadItems } from './test-support/items-table.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await createItemsTable(t.db);
});
afterAll(() => t.close());

const items = () =>
  t.db.withTables<{ items: ItemsTable }>().selectFrom('items as i').select(['i.id', 'i.name']);
const options = { tieBreaker: sql.ref('i.id') };
const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);

describe('paging', () => {
  beforeAll(async () => {
    await loadItems(t.db, []);
    // 120 rows, prices 0..9 twelve times over, so sorting by price alone leaves ties.
    await sql`insert into items (id, name, price)
      select 'p' || lpad(g::text, 3, '0'), 'n' || g, g % 10 from generate_series(1, 120) g`.execute(t.db);
  });

  it('returns 50 items by default, with count, offset and total', async () => {
    const page = await runQuery(items(), undefined, ITEM_FIELDS, options);
    expect(page.metadata).toEqual({ count: 50, offset: 0, total: 120 });
    expect(ids(page)[0]).toBe('p001');
    expect(page.items[0]).toEqual({ id: 'p001', name: 'n1' });
  });

  it('pages with limit and offset up to 100, past the end and with limit 0', async () => {
    const last = await runQuery(items(), { paging: { limit: 100, offset: 100 } }, ITEM_FIELDS, options);
    expect(last.metadata).toEqual({ count: 20, offset: 100, total: 120 });
    const past = await runQuery(items(), { paging: { offset: 500 } }, ITEM_FIELDS, options);
    expect(past).toEqual({ items: [], metadata: { count: 0, offset: 500, total: 120 } });
    const none = await runQuery(items(), { paging: { limit: 0 } }, ITEM_FIELDS, options);
    expect(none.metadata).toEqual({ count: 0, offset: 0, total: 120 });
  });

  it('rejects a limit over 100 before querying', async () => {
    const error = await runQuery(items(), { paging: { limit: 101 } }, ITEM_FIELDS, options).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationFailure);
    expect(error.violations).toMatchObject([{ field: 'query.paging.limit', violatedRule: 'MAX' }]);
  });

  it('counts only the rows the filter selects', async () => {
    const page = await runQuery(
      items(),
      { filter: { price: { $gte: 8 } }, paging: { limit: 5 } },
      ITEM_FIELDS,
      options,
    );
    expect(page.metadata).toEqual({ count: 5, offset: 0, total: 24 });
  });

  it('breaks ties with the tie-breaker, so pages never overlap or skip rows', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 120; offset += 7) {
      const query = { sort: [{ fieldName: 'price', order: 'DESC' as const }], paging: { limit: 7, offset } };
      seen.push(...ids(await runQuery(items(), query, ITEM_FIELDS, options)));
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen.slice(0, 3)).toEqual(['p009', 'p019', 'p029']);
  });
});

describe('sort', () => {
  beforeAll(() => loadItems(t.db, FIXED_ITEMS));
  const sorted = async (sort: { fieldName: string; order?: 'ASC' | 'DESC' }[], defaultSort?: typeof sort) =>
    ids(
      await runQuery(items(), { sort }, ITEM_FIELDS, { ...options, ...(defaultSort ? { defaultSort } : {}) }),
    );

  it('sorts strings byte-wise (upper case first) with NULL last ascending and first descending', async () => {
    expect(await sorted([{ fieldName: 'name' }])).toEqual(['d', 'c', 'a', 'f', 'b', 'e']);
    expect(await sorted([{ fieldName: 'name', order: 'DESC' }])).toEqual(['e', 'b', 'f', 'a', 'c', 'd']);
  });

  it('sorts numbers, dates, booleans and enums (by their text)', async () => {
    expect(await sorted([{ fieldName: 'price' }])).toEqual(['d', 'b', 'f', 'a', 'e', 'c']);
    expect(await sorted([{ fieldName: 'createdDate', order: 'DESC' }])).toEqual([
      'c',
      'f',
      'b',
      'e',
      'a',
      'd',
    ]);
    expect(await sorted([{ fieldName: 'active' }])).toEqual(['b', 'e', 'a', 'd', 'c', 'f']);
    expect(await sorted([{ fieldName: 'status' }])).toEqual(['d', 'b', 'a', 'e', 'c', 'f']);
  });

  it('sorts by several fields in turn, then by the tie-breaker', async () => {
    expect(
      await sorted([
        { fieldName: 'status', order: 'DESC' },
        { fieldName: 'price', order: 'DESC' },
      ]),
    ).toEqual(['c', 'f', 'e', 'a', 'b', 'd']);
    expect(await sorted([{ fieldName: 'active', order: 'DESC' }])).toEqual(['c', 'f', 'a', 'd', 'b', 'e']);
  });

  it('uses the default sort only when the query gives none', async () => {
    const byQty = [{ fieldName: 'qty', order: 'DESC' as const }];
    expect(await sorted([], byQty)).toEqual(['b', 'c', 'f', 'a', 'd', 'e']);
    expect(await sorted([{ fieldName: 'price' }], byQty)).toEqual(['d', 'b', 'f', 'a', 'e', 'c']);
  });

  it('orders by the default ORDER BY terms, in place of any default sort, only when the query gives none', async () => {
    const byQty = { ...options, defaultOrder: [{ expression: sql`i.qty`, direction: 'desc' as const }] };
    const withDefaultSort = { ...byQty, defaultSort: [{ fieldName: 'price' }] };
    expect(ids(await runQuery(items(), undefined, ITEM_FIELDS, withDefaultSort))).toEqual(
      await sorted([{ fieldName: 'qty', order: 'DESC' }]),
    );
    expect(ids(await runQuery(items(), { sort: [{ fieldName: 'price' }] }, ITEM_FIELDS, byQty))).toEqual([
      'd',
      'b',
      'f',
      'a',
      'e',
      'c',
    ]);
  });

  it('rejects unknown sort fields and cursor paging', async () => {
    const bad = await runQuery(items(), { sort: [{ fieldName: "name'--" }] }, ITEM_FIELDS, options).catch(
      (e) => e,
    );
    expect(bad.violations).toMatchObject([
      { field: 'query.sort[0].fieldName', violatedRule: 'FIELD_NOT_ALLOWED' },
    ]);
    const cursor = await runQuery(items(), { cursorPaging: { limit: 5 } }, ITEM_FIELDS, options).catch(
      (e) => e,
    );
    expect(cursor.violations).toMatchObject([
      { field: 'query.cursorPaging', violatedRule: 'FIELD_NOT_ALLOWED' },
    ]);
  });
});
