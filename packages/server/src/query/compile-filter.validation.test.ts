// compileFilter rejects bad filters with field violations that name the path, before any SQL runs.
import type { FieldViolation } from '@cartwright/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationFailure } from '../errors/app-error.js';
import { compileFilter } from './compile-filter.js';
import { ITEM_FIELDS } from './test-support/items-table.js';

function violationOf(filter: unknown, path?: string): FieldViolation {
  try {
    compileFilter(filter, ITEM_FIELDS, path);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailure);
    const { violations } = error as ValidationFailure;
    expect(violations).toHaveLength(1);
    return violations[0]!;
  }
  throw new Error(`accepted ${JSON.stringify(filter)}`);
}

const rule = (filter: unknown) => {
  const v = violationOf(filter);
  return [v.field, v.violatedRule];
};

describe('compileFilter validation', () => {
  it('accepts no filter at all', () => {
    expect(() => compileFilter(undefined, ITEM_FIELDS)).not.toThrow();
    expect(() => compileFilter(null, ITEM_FIELDS)).not.toThrow();
  });

  it('rejects unknown fields, including prototype keys and quoted names', () => {
    expect(rule({ colour: 'red' })).toEqual(['query.filter.colour', 'FIELD_NOT_ALLOWED']);
    expect(rule({ constructor: 'x' })).toEqual(['query.filter.constructor', 'FIELD_NOT_ALLOWED']);
    expect(rule(JSON.parse('{"__proto__": "x"}'))).toEqual(['query.filter.__proto__', 'FIELD_NOT_ALLOWED']);
    expect(rule({ 'name"; drop table items; --': 'x' })).toEqual([
      'query.filter.name"; drop table items; --',
      'FIELD_NOT_ALLOWED',
    ]);
    expect(rule({ $or: [{ price: 1 }, { nope: 1 }] })).toEqual([
      'query.filter.$or[1].nope',
      'FIELD_NOT_ALLOWED',
    ]);
  });

  it('rejects unknown operators and operators the field type does not allow', () => {
    expect(rule({ $nor: [] })).toEqual(['query.filter.$nor', 'FIELD_NOT_ALLOWED']);
    expect(rule({ price: { $regex: '.*' } })).toEqual(['query.filter.price.$regex', 'FIELD_NOT_ALLOWED']);
    expect(rule({ price: { $startsWith: '1' } })).toEqual([
      'query.filter.price.$startsWith',
      'FIELD_NOT_ALLOWED',
    ]);
    expect(rule({ active: { $gt: true } })).toEqual(['query.filter.active.$gt', 'FIELD_NOT_ALLOWED']);
    expect(rule({ status: { $lt: 'LIVE' } })).toEqual(['query.filter.status.$lt', 'FIELD_NOT_ALLOWED']);
    expect(rule({ tags: 'red' })).toEqual(['query.filter.tags.$eq', 'FIELD_NOT_ALLOWED']);
    expect(rule({ tags: { $matchItems: {} } })).toEqual([
      'query.filter.tags.$matchItems',
      'FIELD_NOT_ALLOWED',
    ]);
    expect(rule({ collectionIds: { $isEmpty: true } })).toEqual([
      'query.filter.collectionIds.$isEmpty',
      'FIELD_NOT_ALLOWED',
    ]);
    expect(violationOf({ price: { $contains: '1' } }).data).toEqual({
      allowed: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists'],
    });
  });

  it('rejects values of the wrong type for the field', () => {
    expect(rule({ price: { $gt: 'abc' } })).toEqual(['query.filter.price.$gt', 'VALIDATION']);
    expect(rule({ price: '1e3' })).toEqual(['query.filter.price.$eq', 'VALIDATION']);
    expect(rule({ price: { $in: [1, 'NaN'] } })).toEqual(['query.filter.price.$in[1]', 'VALIDATION']);
    expect(rule({ name: 5 })).toEqual(['query.filter.name.$eq', 'VALIDATION']);
    expect(rule({ name: { $startsWith: 5 } })).toEqual(['query.filter.name.$startsWith', 'VALIDATION']);
    expect(rule({ active: 'true' })).toEqual(['query.filter.active.$eq', 'VALIDATION']);
    expect(rule({ name: { $exists: 'yes' } })).toEqual(['query.filter.name.$exists', 'VALIDATION']);
    expect(rule({ price: { $gt: null } })).toEqual(['query.filter.price.$gt', 'VALIDATION']);
    expect(rule({ tags: { $hasSome: [1] } })).toEqual(['query.filter.tags.$hasSome[0]', 'VALIDATION']);
    expect(rule({ price: { a: 1 } })).toEqual(['query.filter.price', 'VALIDATION']);
    expect(rule({ price: {} })).toEqual(['query.filter.price', 'VALIDATION']);
    expect(rule({ price: [1] })).toEqual(['query.filter.price.$eq', 'VALIDATION']);
  });

  it('rejects dates that are not ISO-8601 with a zone', () => {
    for (const bad of [
      'yesterday',
      '2024-13-01',
      '2024-02-30',
      '2024-01-01T10:00:00',
      '2024-01-01 10:00Z',
      '0000-01-01',
      '2024-01-01T10:00+16:00',
      '2024-01-01T24:00Z',
    ]) {
      expect(rule({ createdDate: { $gt: bad } })).toEqual(['query.filter.createdDate.$gt', 'FORMAT']);
    }
    expect(rule({ createdDate: 1704067200000 })).toEqual(['query.filter.createdDate.$eq', 'VALIDATION']);
    expect(() =>
      compileFilter({ createdDate: { $gt: '2024-02-29T23:59:59.123456+05:30' } }, ITEM_FIELDS),
    ).not.toThrow();
  });

  it('rejects enum values outside the list, naming the allowed ones', () => {
    const v = violationOf({ status: { $in: ['LIVE', 'live'] } });
    expect(v).toEqual({
      field: 'query.filter.status.$in[1]',
      description: 'must be one of DRAFT, LIVE, ARCHIVED',
      violatedRule: 'INVALID_ENUM_VALUE',
      data: { allowed: ['DRAFT', 'LIVE', 'ARCHIVED'] },
    });
    expect(rule({ status: 5 })).toEqual(['query.filter.status.$eq', 'INVALID_ENUM_VALUE']);
  });

  it('rejects lists that are not arrays or have more than 100 values', () => {
    expect(rule({ price: { $in: 5 } })).toEqual(['query.filter.price.$in', 'VALIDATION']);
    expect(rule({ tags: { $hasAll: 'red' } })).toEqual(['query.filter.tags.$hasAll', 'VALIDATION']);
    const many = Array.from({ length: 101 }, (_, i) => i);
    expect(violationOf({ price: { $nin: many } })).toMatchObject({
      field: 'query.filter.price.$nin',
      violatedRule: 'MAX_SIZE',
      data: { limit: 100 },
    });
    expect(() => compileFilter({ price: { $in: many.slice(1) } }, ITEM_FIELDS)).not.toThrow();
  });

  it('rejects filters with more than 2000 objects, arrays and values in all, however deep', () => {
    const wide = {
      $or: Array.from({ length: 30 }, () => ({ price: { $in: Array.from({ length: 100 }, (_, i) => i) } })),
    };
    expect(violationOf(wide)).toMatchObject({
      field: 'query.filter',
      violatedRule: 'MAX_SIZE',
      data: { limit: 2000 },
    });
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(violationOf({ name: deep })).toMatchObject({ field: 'query.filter', violatedRule: 'MAX_SIZE' });
  });

  it('rejects malformed logical operators', () => {
    expect(rule([])).toEqual(['query.filter', 'VALIDATION']);
    expect(rule({ $and: { price: 1 } })).toEqual(['query.filter.$and', 'VALIDATION']);
    expect(rule({ $or: ['price'] })).toEqual(['query.filter.$or[0]', 'VALIDATION']);
    expect(rule({ $not: [] })).toEqual(['query.filter.$not', 'VALIDATION']);
  });

  it('uses the path it is given', () => {
    expect(violationOf({ nope: 1 }, 'filter').field).toBe('filter.nope');
  });
});
