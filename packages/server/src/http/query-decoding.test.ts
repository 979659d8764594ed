// Query strings as gateway clients send them (wire.md §2.5): dotted keys, repeated keys and `.r=`.
import { describe, expect, it } from 'vitest';
import { AppError, ValidationFailure } from '../errors/app-error.js';
import { decodeQuery } from './query-decoding.js';

const decode = (query: string) => decodeQuery(new URLSearchParams(query));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('decodeQuery', () => {
  it('nests dotted keys and collects repeated keys into arrays', () => {
    expect(decode('id=m-1&paging.limit=5&paging.offset=10&fieldsets=FULL&fieldsets=PUBLIC')).toEqual({
      id: 'm-1',
      paging: { limit: '5', offset: '10' },
      fieldsets: ['FULL', 'PUBLIC'],
    });
  });

  it('reads the whole payload from .r (base64url UTF-8 JSON, no padding)', () => {
    const query = { filter: { name: { $startsWith: 'Tée+/?' } }, sort: [{ fieldName: 'name' }] };
    const encoded = encode({ query });
    expect(encoded).not.toContain('=');
    expect(decode(`.r=${encoded}`)).toEqual({ query });
  });

  it('keeps plain parameters beside .r, which wins on the same key', () => {
    expect(decode(`id=p-1&.r=${encode({ includeVariants: true, id: 'p-2' })}`)).toEqual({
      id: 'p-2',
      includeVariants: true,
    });
  });

  it('rejects .r that is not base64url, not JSON or not an object with 400 INVALID_ARGUMENT', () => {
    for (const bad of [
      '%%%',
      'a+b/',
      encode('text').concat(''),
      Buffer.from('{oops').toString('base64url'),
    ]) {
      let caught: unknown;
      try {
        decode(`.r=${encodeURIComponent(bad)}`);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect(caught).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    }
  });

  it('builds objects without a prototype and refuses __proto__, constructor and prototype segments', () => {
    const decoded = decode('paging.limit=5');
    expect(Object.getPrototypeOf(decoded)).toBeNull();
    expect(Object.getPrototypeOf(decoded.paging)).toBeNull();
    for (const key of ['__proto__.x', 'constructor.prototype.x', 'a.__proto__', 'prototype']) {
      expect(() => decode(`${key}=1`), key).toThrow(ValidationFailure);
    }
    expect('x' in {}).toBe(false);
  });

  it('refuses a dotted key of more than 64 segments with 400 INVALID_ARGUMENT', () => {
    expect(decode(`${'a.'.repeat(63)}b=1`)).toBeTypeOf('object');
    expect(() => decode(`${'a.'.repeat(64)}b=1`)).toThrow(
      expect.objectContaining({ status: 400, code: 'INVALID_ARGUMENT' }),
    );
  });
});
