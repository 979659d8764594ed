import * as tables from '@cartwright/contracts/conversions';
import { describe, expect, it } from 'vitest';
import { convertResponse } from './convert.js';

describe('convertResponse', () => {
  it('turns timestamps into Dates through arrays, and falsy values into undefined', () => {
    const body = {
      cart: {
        createdDate: '2024-01-02T03:04:05.000Z',
        updatedDate: '',
        lineItems: [
          { image: { urlExpirationDate: '2024-05-01T00:00:00.000Z' } },
          { image: {} },
          { name: 'no image' },
        ],
      },
    };
    convertResponse(body, {
      dates: ['cart.createdDate', 'cart.updatedDate', 'cart.lineItems.image.urlExpirationDate'],
    });
    expect(body.cart.createdDate).toEqual(new Date('2024-01-02T03:04:05.000Z'));
    expect(body.cart.updatedDate).toBeUndefined();
    expect(body.cart.lineItems[0]!.image!.urlExpirationDate).toEqual(new Date('2024-05-01T00:00:00.000Z'));
    expect(body.cart.lineItems[1]!.image).toEqual({});
    expect(body.cart.lineItems[2]).toEqual({ name: 'no image' });
  });

  it('follows * through every key of a map', () => {
    const body = { additionalData: { a: { dateValue: '2024-01-01T00:00:00.000Z' }, b: { other: 1 } } };
    convertResponse(body, { dates: ['additionalData.*.dateValue'] });
    expect(body.additionalData.a.dateValue).toBeInstanceOf(Date);
    expect(body.additionalData.b).toEqual({ other: 1 });
  });

  it('converts a map key named __proto__ as a key, leaving the map its prototype', () => {
    const body = JSON.parse(
      '{"dates":{"__proto__":"2024-01-01T00:00:00.000Z","a":"2024-01-02T00:00:00.000Z"}}',
    );
    convertResponse(body, { dates: ['dates.*'] });
    expect(Object.getPrototypeOf(body.dates)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(body.dates, '__proto__')?.value).toEqual(new Date('2024-01-01'));
    expect(body.dates.a).toEqual(new Date('2024-01-02'));
  });

  it('turns non-finite float strings into numbers and leaves other values alone', () => {
    const body = {
      products: [
        { weight: 'NaN', price: { price: 'Infinity', discountedPrice: 3.5 } },
        { weight: '-Infinity' },
      ],
    };
    convertResponse(body, { floats: 'products.{weight,price.{price,discountedPrice}}' });
    expect(body.products[0]!.weight).toBeNaN();
    expect(body.products[0]!.price!.price).toBe(Number.POSITIVE_INFINITY);
    expect(body.products[0]!.price!.discountedPrice).toBe(3.5);
    expect(body.products[1]!.weight).toBe(Number.NEGATIVE_INFINITY);
  });

  it('does not touch strings outside the declared paths', () => {
    const body = { name: 'NaN', createdDate: '2024-01-01T00:00:00.000Z' };
    convertResponse(body, { floats: ['weight'] });
    convertResponse(body, {});
    expect(body).toEqual({ name: 'NaN', createdDate: '2024-01-01T00:00:00.000Z' });
  });
});

describe('convertResponse with a shared prefix', () => {
  it('converts every path of a list in one walk, including repeated and nested arrays', () => {
    const body = {
      items: [{ a: { d: '2024-01-01T00:00:00.000Z' }, b: ['2024-02-01T00:00:00.000Z'] }, { a: [{ d: '' }] }],
    };
    const paths = ['items.a.d', 'items.b', 'items.a.d'];
    convertResponse(body, { dates: paths });
    expect(body.items[0]).toEqual({
      a: { d: new Date('2024-01-01T00:00:00.000Z') },
      b: [new Date('2024-02-01T00:00:00.000Z')],
    });
    expect(body.items[1]).toEqual({ a: [{ d: undefined }] });
  });
});

describe('convertResponse with dates and floats together', () => {
  it('converts both kinds in one walk, each at its own paths', () => {
    const body = {
      cart: { createdDate: '2024-01-01T00:00:00.000Z', lineItems: [{ weight: 'NaN', name: 'NaN' }] },
    };
    convertResponse(body, { dates: ['cart.createdDate'], floats: ['cart.lineItems.weight'] });
    expect(body.cart.createdDate).toEqual(new Date('2024-01-01T00:00:00.000Z'));
    expect(body.cart.lineItems[0]!.weight).toBeNaN();
    expect(body.cart.lineItems[0]!.name).toBe('NaN');
  });
});

describe('convertResponse with path patterns', () => {
  it('follows every combination of a pattern, nested lists included', () => {
    const body = {
      cart: {
        createdDate: '2024-01-01T00:00:00.000Z',
        lineItems: [{ a: { x: 'NaN', y: 'Infinity' }, b: { x: 'NaN' } }],
      },
    };
    convertResponse(body, { dates: 'cart.{createdDate}', floats: 'cart.lineItems.{a,b}.{x,y}' });
    expect(body.cart.createdDate).toEqual(new Date('2024-01-01T00:00:00.000Z'));
    expect(body.cart.lineItems[0]).toEqual({
      a: { x: Number.NaN, y: Number.POSITIVE_INFINITY },
      b: { x: Number.NaN },
    });
  });

  /** An object holding "NaN" at each path, the way a response would. */
  function bodyAt(paths: string[]) {
    const body: Record<string, unknown> = {};
    for (const path of paths) {
      const keys = path.split('.');
      let node = body;
      for (const key of keys.slice(0, -1)) {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      node[keys.at(-1)!] = 'NaN';
    }
    return body;
  }
  const leaves = (value: unknown, prefix = ''): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key))
      : [[prefix, value]];

  const sides = Object.entries(tables).flatMap(([name, table]) =>
    typeof table === 'object' && table !== null && 'response' in table
      ? [[name, (table as tables.CallConversions).response.floats] as const]
      : [],
  );
  it.each(sides)('converts exactly the float paths %s names', (_name, floats) => {
    const paths = tables.expandPathPattern(floats);
    const body = bodyAt(paths);
    convertResponse(body, { floats });
    expect(leaves(body).filter(([, value]) => !Number.isNaN(value))).toEqual([]);
    expect(leaves(body)).toHaveLength(new Set(paths).size);
  });
});
