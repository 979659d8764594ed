// compileSort: terms and directions, and the violations for bad sorts.
import { describe, expect, it } from 'vitest';
import { ValidationFailure } from '../errors/app-error.js';
import { compileSort } from './compile-sort.js';
import { ITEM_FIELDS } from './test-support/items-table.js';

const violation = (sort: unknown) => {
  try {
    compileSort(sort, ITEM_FIELDS);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailure);
    return (error as ValidationFailure).violations[0];
  }
  throw new Error(`accepted ${JSON.stringify(sort)}`);
};

describe('compileSort', () => {
  it('returns one term per item, ascending unless DESC', () => {
    expect(compileSort(undefined, ITEM_FIELDS)).toEqual([]);
    const terms = compileSort(
      [{ fieldName: 'price', order: 'DESC' }, { fieldName: 'name' }, { fieldName: 'status', order: 'ASC' }],
      ITEM_FIELDS,
    );
    expect(terms.map((t) => t.direction)).toEqual(['desc', 'asc', 'asc']);
    expect(terms[0]!.expression).toBe(ITEM_FIELDS.price!.expression);
  });

  it('rejects unknown fields, quoted names and fields that cannot be sorted', () => {
    expect(violation([{ fieldName: 'price' }, { fieldName: 'colour' }])).toMatchObject({
      field: 'query.sort[1].fieldName',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    expect(violation([{ fieldName: 'name" desc; drop table items; --' }])).toMatchObject({
      field: 'query.sort[0].fieldName',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    expect(violation([{ fieldName: 'toString' }])).toMatchObject({ violatedRule: 'FIELD_NOT_ALLOWED' });
    expect(violation([{ fieldName: 'tags' }])).toEqual({
      field: 'query.sort[0].fieldName',
      description: 'cannot be sorted by',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    expect(
      compileSort([{ fieldName: 'tags' }], { tags: { ...ITEM_FIELDS.tags!, sortable: true } }),
    ).toHaveLength(1);
  });

  it('rejects bad orders and malformed items', () => {
    expect(violation([{ fieldName: 'price', order: 'desc' }])).toEqual({
      field: 'query.sort[0].order',
      description: 'must be one of ASC, DESC',
      violatedRule: 'INVALID_ENUM_VALUE',
      data: { allowed: ['ASC', 'DESC'] },
    });
    expect(violation([{ order: 'ASC' }])).toMatchObject({
      field: 'query.sort[0].fieldName',
      violatedRule: 'REQUIRED_FIELD',
    });
    expect(violation([{ fieldName: 5 }])).toMatchObject({ violatedRule: 'VALIDATION' });
    expect(violation(['price'])).toMatchObject({ field: 'query.sort[0]', violatedRule: 'VALIDATION' });
    expect(violation({ fieldName: 'price' })).toMatchObject({
      field: 'query.sort',
      violatedRule: 'VALIDATION',
    });
    const eleven = Array.from({ length: 11 }, () => ({ fieldName: 'price' }));
    expect(violation(eleven)).toMatchObject({
      field: 'query.sort',
      violatedRule: 'MAX_SIZE',
      data: { limit: 10 },
    });
  });
});
