import { describe, expect, it } from 'vitest';
import { base64UrlJson, encodeQuery } from './query-string.js';

const decode = (r: string) => JSON.parse(Buffer.from(r, 'base64url').toString('utf8'));

describe('encodeQuery', () => {
  it('sends dotted keys for nested objects and repeated keys for arrays of scalars', () => {
    const query = encodeQuery({ id: 'm-1', fieldsets: ['FULL', 'PUBLIC'], paging: { limit: 10, offset: 0 } });
    expect(query).toBe('id=m-1&fieldsets=FULL&fieldsets=PUBLIC&paging.limit=10&paging.offset=0');
  });

  it('drops undefined and null values and, in simple form, objects inside arrays', () => {
    expect(encodeQuery({ a: undefined, b: null, c: [1, null, { x: 1 }, 2], d: '' })).toBe('c=1&c=2&d=');
  });

  it('is empty for an empty payload', () => {
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery({}, 'complex')).toBe('');
  });

  it('sends dates as ISO strings and non-finite numbers as their names', () => {
    const query = encodeQuery({ from: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), n: Number.NaN, i: -Infinity });
    expect(new URLSearchParams(query).get('from')).toBe('2024-01-02T03:04:05.000Z');
    expect(new URLSearchParams(query).getAll('n')).toEqual(['NaN']);
    expect(new URLSearchParams(query).get('i')).toBe('-Infinity');
  });

  it('keeps a flat complex payload in simple form', () => {
    expect(encodeQuery({ fieldsets: ['FULL'], id: 'x' }, 'complex')).toBe('fieldsets=FULL&id=x');
  });

  it('switches the whole complex payload to .r when anything is nested or an array holds objects', () => {
    const payload = { fieldsets: ['FULL'], sorting: [{ fieldName: 'name', order: 'ASC' }] };
    const query = encodeQuery(payload, 'complex');
    expect(query.startsWith('.r=')).toBe(true);
    expect(decode(new URLSearchParams(query).get('.r')!)).toEqual(payload);
    const nested = encodeQuery({ paging: { limit: 5 } }, 'complex');
    expect(decode(nested.slice(3))).toEqual({ paging: { limit: 5 } });
  });
});

describe('base64UrlJson', () => {
  it('encodes UTF-8 JSON without padding or + and /', () => {
    const value = { q: 'café ☕ ???>>>' };
    const encoded = base64UrlJson(value);
    expect(encoded).not.toMatch(/[+/=]/);
    expect(decode(encoded)).toEqual(value);
  });

  it('writes non-finite numbers as strings', () => {
    expect(decode(base64UrlJson({ x: Number.POSITIVE_INFINITY }))).toEqual({ x: 'Infinity' });
  });
});
