// compileFilter on a real database: every operator per field type, NULL handling and logical nesting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { compileFilter } from './compile-filter.js';
import { FIXED_ITEMS } from './test-support/fixed-items.js';
import {
  createItemsTable,
  ITEM_FIELDS,
  type ItemsTable,
  loadItems,
  selectIds,
} from './test-support/items-table.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await createItemsTable(t.db);
  await loadItems(t.db, FIXED_ITEMS);
});
afterAll(() => t.close());

const ids = (filter: unknown) => selectIds(t.db, compileFilter(filter, ITEM_FIELDS));

describe('string fields', () => {
  it('matches bare values, $eq and $ne (which includes NULL rows, as in MongoDB)', async () => {
    expect(await ids({ name: 'Apple' })).toEqual(['a']);
    expect(await ids({ name: { $eq: 'apple' } })).toEqual([]);
    expect(await ids({ name: { $ne: 'Apple' } })).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('compares byte-wise (collation "C"): upper case sorts before lower case', async () => {
    expect(await ids({ name: { $lt: 'a' } })).toEqual(['a', 'c', 'd', 'f']);
    expect(await ids({ name: { $gte: 'banana' } })).toEqual(['b']);
    expect(await ids({ name: { $gt: 'Apple', $lte: 'Zz' } })).toEqual(['f']);
  });

  it('matches $in and $nin, with null in the list standing for NULL rows', async () => {
    expect(await ids({ name: { $in: ['Apple', 'banana', 'nope'] } })).toEqual(['a', 'b']);
    expect(await ids({ name: { $in: ['Apple', null] } })).toEqual(['a', 'e']);
    expect(await ids({ name: { $in: [] } })).toEqual([]);
    expect(await ids({ name: { $nin: ['Apple', ''] } })).toEqual(['b', 'c', 'e', 'f']);
    expect(await ids({ name: { $nin: ['Apple', null] } })).toEqual(['b', 'c', 'd', 'f']);
    expect(await ids({ name: { $nin: [] } })).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('matches $startsWith, $endsWith and $contains case-sensitively, with LIKE wildcards taken literally', async () => {
    expect(await ids({ name: { $startsWith: 'Ap' } })).toEqual(['a']);
    expect(await ids({ name: { $startsWith: 'ap' } })).toEqual([]);
    expect(await ids({ name: { $startsWith: '50%' } })).toEqual(['c']);
    expect(await ids({ name: { $startsWith: '%' } })).toEqual([]);
    expect(await ids({ name: { $startsWith: '_' } })).toEqual([]);
    expect(await ids({ name: { $contains: '5_0' } })).toEqual(['f']);
    expect(await ids({ name: { $contains: '_' } })).toEqual(['c', 'f']);
    expect(await ids({ name: { $endsWith: '\\x' } })).toEqual(['f']);
    expect(await ids({ name: { $endsWith: 'ana' } })).toEqual(['b']);
    expect(await ids({ name: { $startsWith: '' } })).toEqual(['a', 'b', 'c', 'd', 'f']);
  });

  it('treats NULL and the empty string as empty: {f: null}, $isEmpty and $ne: null', async () => {
    expect(await ids({ name: null })).toEqual(['d', 'e']);
    expect(await ids({ name: { $isEmpty: true } })).toEqual(['d', 'e']);
    expect(await ids({ name: { $isEmpty: false } })).toEqual(['a', 'b', 'c', 'f']);
    expect(await ids({ name: { $ne: null } })).toEqual(['a', 'b', 'c', 'f']);
    expect(await ids({ name: { $eq: null } })).toEqual(['e']);
    expect(await ids({ name: { $exists: true } })).toEqual(['a', 'b', 'c', 'd', 'f']);
    expect(await ids({ name: { $exists: false } })).toEqual(['e']);
  });
});

describe('number fields', () => {
  it('compares numerically, fractions against integer columns included', async () => {
    expect(await ids({ price: 2 })).toEqual(['b']);
    expect(await ids({ price: { $gt: 2 } })).toEqual(['a', 'e', 'f']);
    expect(await ids({ price: { $gte: 2, $lt: 10.5 } })).toEqual(['b', 'f']);
    expect(await ids({ price: { $lte: 0 } })).toEqual(['d']);
    expect(await ids({ qty: { $gt: 0.5 } })).toEqual(['a', 'c', 'f']);
    expect(await ids({ qty: { $eq: 1.5 } })).toEqual([]);
    expect(await ids({ qty: { $in: [-1, 5] } })).toEqual(['c', 'e']);
    expect(await ids({ price: { $nin: [2, 100] } })).toEqual(['a', 'c', 'd', 'f']);
  });

  it('accepts decimal strings, as 64-bit integers and decimals travel on the wire', async () => {
    expect(await ids({ price: '10.50' })).toEqual(['a']);
    expect(await ids({ qty: { $in: ['5', -1] } })).toEqual(['c', 'e']);
    expect(await ids({ price: { $gt: '9007199254740993' } })).toEqual([]);
    expect(await ids({ price: { $lt: '-.5' } })).toEqual([]);
  });

  it('handles NULL: $ne matches it, comparisons do not, null means missing', async () => {
    expect(await ids({ price: { $ne: 2 } })).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(await ids({ price: null })).toEqual(['c']);
    expect(await ids({ price: { $ne: null } })).toEqual(['a', 'b', 'd', 'e', 'f']);
    expect(await ids({ price: { $exists: false } })).toEqual(['c']);
    expect(await ids({ qty: { $not: { $gt: 0 } } })).toEqual(['b', 'd', 'e']);
  });
});

describe('date fields', () => {
  it('compares ISO-8601 instants to the millisecond, and a bare date as midnight UTC', async () => {
    expect(await ids({ createdDate: '2024-01-01T00:00:00.000Z' })).toEqual(['a']);
    expect(await ids({ createdDate: { $eq: '2024-01-01' } })).toEqual(['a']);
    expect(await ids({ createdDate: { $gt: '2024-01-01T00:00:00Z' } })).toEqual(['b', 'e']);
    expect(await ids({ createdDate: { $gte: '2024-01-01T01:00:00+01:00', $lt: '2024-02-01' } })).toEqual([
      'a',
      'e',
    ]);
    expect(await ids({ createdDate: { $lte: '2023-12-31T23:59:59.999Z' } })).toEqual(['d']);
    expect(
      await ids({ createdDate: { $in: ['2024-02-01T12:00:00.000Z', '2023-12-31T23:59:59.999Z'] } }),
    ).toEqual(['b', 'd']);
    expect(await ids({ createdDate: { $nin: ['2024-01-01'] } })).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(await ids({ createdDate: { $ne: '2024-01-01' } })).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(await ids({ createdDate: { $exists: false } })).toEqual(['c', 'f']);
  });
});

describe('boolean and enum fields', () => {
  it('matches booleans with $eq, $ne (NULL included), $in, $nin and $exists', async () => {
    expect(await ids({ active: true })).toEqual(['a', 'd']);
    expect(await ids({ active: { $ne: true } })).toEqual(['b', 'c', 'e', 'f']);
    expect(await ids({ active: { $in: [false] } })).toEqual(['b', 'e']);
    expect(await ids({ active: { $nin: [false] } })).toEqual(['a', 'c', 'd', 'f']);
    expect(await ids({ active: { $exists: false } })).toEqual(['c', 'f']);
    expect(await ids({ active: null })).toEqual(['c', 'f']);
  });

  it('matches a PostgreSQL enum column', async () => {
    expect(await ids({ status: 'LIVE' })).toEqual(['a', 'e']);
    expect(await ids({ status: { $ne: 'LIVE' } })).toEqual(['b', 'c', 'd', 'f']);
    expect(await ids({ status: { $in: ['DRAFT', 'ARCHIVED'] } })).toEqual(['b', 'd']);
    expect(await ids({ status: { $nin: ['DRAFT', 'ARCHIVED'] } })).toEqual(['a', 'c', 'e', 'f']);
    expect(await ids({ status: { $exists: true } })).toEqual(['a', 'b', 'd', 'e']);
  });
});

describe('array fields', () => {
  it('matches $hasSome and $hasAll case-sensitively; empty lists match nothing', async () => {
    expect(await ids({ tags: { $hasSome: ['red', 'sale'] } })).toEqual(['a', 'f']);
    expect(await ids({ tags: { $hasAll: ['red', 'fruit'] } })).toEqual(['a', 'f']);
    expect(await ids({ tags: { $hasAll: ['fruit'] } })).toEqual(['a', 'b', 'f']);
    expect(await ids({ tags: { $hasSome: ['Red'] } })).toEqual(['e']);
    expect(await ids({ tags: { $hasSome: [] } })).toEqual([]);
    expect(await ids({ tags: { $hasAll: [] } })).toEqual([]);
  });

  it('treats NULL and [] as empty', async () => {
    expect(await ids({ tags: { $isEmpty: true } })).toEqual(['c', 'd']);
    expect(await ids({ tags: null })).toEqual(['c', 'd']);
    expect(await ids({ tags: { $isEmpty: false } })).toEqual(['a', 'b', 'e', 'f']);
    expect(await ids({ tags: { $exists: false } })).toEqual(['d']);
  });

  it('filters an array computed by a subquery', async () => {
    expect(await ids({ collectionIds: { $hasSome: ['c2', 'c3'] } })).toEqual(['b', 'd']);
    expect(await ids({ collectionIds: { $hasAll: ['c1', 'c2'] } })).toEqual(['b']);
  });
});

describe('logical operators', () => {
  it('combines fields with and, and nests $and, $or and $not', async () => {
    expect(await ids({})).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(await ids({ active: true, price: { $gt: 1 } })).toEqual(['a']);
    expect(await ids({ $or: [{ name: 'Apple' }, { qty: { $lt: 0 } }] })).toEqual(['a', 'e']);
    expect(await ids({ $and: [{ tags: { $hasSome: ['fruit'] } }, { $not: { name: 'banana' } }] })).toEqual([
      'a',
      'f',
    ]);
    expect(await ids({ $not: { $or: [{ price: { $gt: 5 } }, { price: null }] } })).toEqual(['b', 'd', 'f']);
    expect(await ids({ $or: [] })).toEqual([]);
    expect(await ids({ $and: [] })).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('negates comparisons on NULL fields as true ($not of unknown)', async () => {
    expect(await ids({ $not: { price: { $gt: 5 } } })).toEqual(['b', 'c', 'd', 'f']);
    expect(await ids({ $not: { $not: { price: { $gt: 5 } } } })).toEqual(['a', 'e']);
  });

  it('accepts nesting ten levels deep and rejects an eleventh', async () => {
    const nest = (levels: number) => {
      let filter: Record<string, unknown> = { name: 'Apple' };
      for (let i = 0; i < levels; i++) filter = i % 3 === 0 ? { $not: { $not: filter } } : { $and: [filter] };
      return filter;
    };
    // $not twice counts as two levels.
    expect(await ids(nest(7))).toEqual(['a']);
    expect(() => compileFilter({ $or: [nest(7)] }, ITEM_FIELDS)).toThrow(/must not nest more than 10 levels/);
    expect(() => compileFilter({ name: { $not: { $not: 'x' } } }, ITEM_FIELDS)).not.toThrow();
  });
});

describe('injection', () => {
  it('binds hostile strings as values, never as SQL', async () => {
    const hostile = "'; drop table items; --";
    expect(await ids({ name: hostile })).toEqual([]);
    expect(await ids({ name: { $startsWith: hostile, $in: [hostile] } })).toEqual([]);
    expect(await ids({ tags: { $hasSome: [hostile, "red'"] } })).toEqual([]);
    expect(await ids({ name: { $contains: "'s 5" } })).toEqual(['f']);
    expect(await ids({})).toHaveLength(6);
  });

  it('puts every filter value in the parameters, none in the SQL text', () => {
    const hostile = "x'); drop table items; --";
    const filter = {
      $or: [{ name: { $in: [hostile], $startsWith: hostile } }, { price: { $gt: 7.5 } }],
      createdDate: { $lt: '2024-01-01T00:00:00Z' },
      tags: { $hasAll: [hostile] },
    };
    const compiled = t.db
      .withTables<{ items: ItemsTable }>()
      .selectFrom('items as i')
      .select('i.id')
      .where(compileFilter(filter, ITEM_FIELDS))
      .compile();
    expect(compiled.sql).not.toContain('drop');
    expect(compiled.sql).not.toContain('7.5');
    expect(compiled.sql).not.toContain('2024');
    expect(compiled.parameters).toEqual([hostile, `${hostile}%`, 7.5, '2024-01-01T00:00:00Z', hostile]);
  });
});
