// resolvePaging: defaults, bounds and the violations for bad paging.
import { describe, expect, it } from 'vitest';
import { ValidationFailure } from '../errors/app-error.js';
import { resolvePaging } from './resolve-paging.js';

const violation = (paging: unknown) => {
  try {
    resolvePaging(paging);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailure);
    return (error as ValidationFailure).violations[0];
  }
  throw new Error(`accepted ${JSON.stringify(paging)}`);
};

describe('resolvePaging', () => {
  it('defaults to 50 items from offset 0', () => {
    expect(resolvePaging(undefined)).toEqual({ limit: 50, offset: 0 });
    expect(resolvePaging({})).toEqual({ limit: 50, offset: 0 });
    expect(resolvePaging({ offset: 100 })).toEqual({ limit: 50, offset: 100 });
  });

  it('accepts limits from 0 to 100', () => {
    expect(resolvePaging({ limit: 0, offset: 0 })).toEqual({ limit: 0, offset: 0 });
    expect(resolvePaging({ limit: 100, offset: 7 })).toEqual({ limit: 100, offset: 7 });
  });

  it('rejects limits over 100 as MAX and negative numbers as MIN', () => {
    expect(violation({ limit: 101 })).toEqual({
      field: 'query.paging.limit',
      description: 'must be at most 100',
      violatedRule: 'MAX',
      data: { limit: 100 },
    });
    expect(violation({ limit: -1 })).toMatchObject({ field: 'query.paging.limit', violatedRule: 'MIN' });
    expect(violation({ offset: -5 })).toMatchObject({ field: 'query.paging.offset', violatedRule: 'MIN' });
  });

  it('rejects values that are not integers', () => {
    expect(violation({ limit: 2.5 })).toMatchObject({
      field: 'query.paging.limit',
      violatedRule: 'VALIDATION',
    });
    expect(violation({ limit: '10' })).toMatchObject({
      field: 'query.paging.limit',
      violatedRule: 'VALIDATION',
    });
    expect(violation({ offset: 2 ** 60 })).toMatchObject({
      field: 'query.paging.offset',
      violatedRule: 'MAX',
    });
    expect(violation([])).toMatchObject({ field: 'query.paging', violatedRule: 'VALIDATION' });
  });
});
