// The order contracts: every timestamp of an order is in its conversion paths, and the whole-address rules.
import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { addressProblems } from './address-rules.js';
import { ORDER_FLOAT_FIELDS, ORDER_TIMESTAMP_FIELDS } from './conversions.js';
import { OrderSchema } from './order.js';

/** Dotted paths of the schema's fields of one kind, through objects and arrays. */
function pathsOf(schema: TSchema, wanted: (s: TSchema) => boolean, at = ''): string[] {
  if (wanted(schema)) return [at];
  if (schema.type === 'array') return pathsOf(schema.items as TSchema, wanted, at);
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties as Record<string, TSchema>).flatMap(([key, child]) =>
      pathsOf(child, wanted, at ? `${at}.${key}` : key),
    );
  }
  return [];
}

describe('order conversions', () => {
  it('list every date-time and every float of the order', () => {
    const dates = pathsOf(OrderSchema, (s) => s.format === 'date-time');
    expect([...dates].sort()).toEqual([...ORDER_TIMESTAMP_FIELDS].sort());
    const floats = pathsOf(OrderSchema, (s) => s.type === 'number');
    expect([...floats].sort()).toEqual([...ORDER_FLOAT_FIELDS].sort());
  });
});

describe('addressProblems', () => {
  const whole = {
    address: {
      country: 'US',
      subdivision: 'US-NY',
      city: 'New York',
      postalCode: '10001',
      addressLine: '5 Main St',
    },
    contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
  };

  it('accepts a whole address, a street given as name and number, and countries without states', () => {
    expect(addressProblems(whole)).toEqual([]);
    const { addressLine: _, ...street } = whole.address;
    expect(
      addressProblems({ ...whole, address: { ...street, streetAddress: { number: '5', name: 'Main St' } } }),
    ).toEqual([]);
    expect(
      addressProblems({
        ...whole,
        address: { country: 'NZ', city: 'Wellington', postalCode: '6011', addressLine: '1 Quay' },
      }),
    ).toEqual([]);
  });

  it('names each gap, blank text included, and checks postal codes and states per country', () => {
    expect(addressProblems({}).map((p) => p.field)).toEqual([
      'contactDetails.firstName',
      'contactDetails.lastName',
      'address.addressLine',
      'address.city',
      'address.country',
      'address.postalCode',
    ]);
    expect(addressProblems({ ...whole, contactDetails: { firstName: ' ', lastName: 'L' } })).toEqual([
      {
        field: 'contactDetails.firstName',
        description: 'Enter a first name.',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
    const ca = { ...whole.address, country: 'CA', subdivision: undefined, postalCode: '12345' };
    expect(addressProblems({ ...whole, address: ca })).toEqual([
      {
        field: 'address.postalCode',
        description: 'Enter a postal code like K1A 0B1.',
        violatedRule: 'FORMAT',
      },
      { field: 'address.subdivision', description: 'Choose a province.', violatedRule: 'REQUIRED_FIELD' },
    ]);
    expect(addressProblems({ ...whole, address: { ...whole.address, subdivision: 'CA-ON' } })[0]?.field).toBe(
      'address.subdivision',
    );
    expect(addressProblems({ ...whole, address: { ...whole.address, subdivision: 'NY' } })).toEqual([]);
  });
});
