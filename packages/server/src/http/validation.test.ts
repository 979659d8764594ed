// Every rule kind, one violation per field, sorting and field paths of the compiled validators.
import { RULE_TYPES } from '@cartwright/contracts';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { ValidationFailure } from '../errors/app-error.js';
import { LONE_SURROGATE_DESCRIPTION, NUL_DESCRIPTION, unstorable } from './storable-text.js';
import { compileValidator, fieldPath } from './validation.js';

const LineItem = Type.Object(
  { quantity: Type.Integer({ minimum: 1, maximum: 100 }), note: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
const Request = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 5 }),
    kind: Type.Optional(Type.Union([Type.Literal('PHYSICAL'), Type.Literal('DIGITAL')])),
    grant: Type.Optional(Type.Literal('anonymous')),
    rate: Type.Optional(Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1 })),
    email: Type.Optional(Type.String({ format: 'email' })),
    code: Type.Optional(Type.String({ pattern: '^[A-Z]+$' })),
    tags: Type.Optional(Type.Array(Type.String(), { minItems: 1, maxItems: 2 })),
    lineItems: Type.Optional(Type.Array(LineItem)),
    address: Type.Optional(Type.Union([Type.Object({ city: Type.String() }), Type.Null()])),
    flag: Type.Optional(Type.Boolean()),
    cost: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 10 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const validator = compileValidator(Request);

const rulesOf = (value: unknown) =>
  Object.fromEntries(validator.violations(value).map((v) => [v.field, v.violatedRule]));

describe('compileValidator', () => {
  it('returns valid input unchanged and typed', () => {
    const value = { name: 'abc', kind: 'PHYSICAL' as const, lineItems: [{ quantity: 2 }] };
    expect(validator.parse(value)).toBe(value);
  });

  it('maps every constraint to its rule kind', () => {
    expect(rulesOf({})).toEqual({ name: 'REQUIRED_FIELD' });
    expect(rulesOf({ name: 'abcdef' })).toEqual({ name: 'MAX_LENGTH' });
    expect(rulesOf({ name: 'a' })).toEqual({ name: 'MIN_LENGTH' });
    expect(rulesOf({ name: 'ab', extra: 1 })).toEqual({ extra: 'FIELD_NOT_ALLOWED' });
    expect(rulesOf({ name: 'ab', kind: 'SERVICE' })).toEqual({ kind: 'INVALID_ENUM_VALUE' });
    expect(rulesOf({ name: 'ab', grant: 'password' })).toEqual({ grant: 'INVALID_ENUM_VALUE' });
    expect(rulesOf({ name: 'ab', rate: 1 })).toEqual({ rate: 'MAX' });
    expect(rulesOf({ name: 'ab', rate: 0 })).toEqual({ rate: 'MIN' });
    expect(rulesOf({ name: 'ab', lineItems: [{ quantity: 101 }] })).toEqual({
      'lineItems[0].quantity': 'MAX',
    });
    expect(rulesOf({ name: 'ab', lineItems: [{ quantity: 0 }] })).toEqual({ 'lineItems[0].quantity': 'MIN' });
    expect(rulesOf({ name: 'ab', tags: ['a', 'b', 'c'] })).toEqual({ tags: 'MAX_SIZE' });
    expect(rulesOf({ name: 'ab', tags: [] })).toEqual({ tags: 'MIN_SIZE' });
    expect(rulesOf({ name: 'ab', email: 'not-an-email' })).toEqual({ email: 'FORMAT' });
    expect(rulesOf({ name: 'ab', code: 'abc' })).toEqual({ code: 'FORMAT' });
    expect(rulesOf({ name: 'ab', flag: 'yes' })).toEqual({ flag: 'VALIDATION' });
    expect(rulesOf({ name: 12 })).toEqual({ name: 'VALIDATION' });
    // A nullable number keeps its own rule kinds; null passes.
    expect(rulesOf({ name: 'ab', cost: -1 })).toEqual({ cost: 'MIN' });
    expect(rulesOf({ name: 'ab', cost: 11 })).toEqual({ cost: 'MAX' });
    expect(rulesOf({ name: 'ab', cost: '4' })).toEqual({ cost: 'VALIDATION' });
    expect(rulesOf({ name: 'ab', cost: null })).toEqual({});
    for (const rule of Object.values(rulesOf({}))) expect(RULE_TYPES).toContain(rule);
  });

  it('reports one violation per field, the most specific, sorted by field', () => {
    const violations = validator.violations({
      tags: 'x',
      lineItems: [{ quantity: 1 }, { quantity: 'two', extra: true }],
      kind: 7,
    });
    expect(violations.map((v) => [v.field, v.violatedRule])).toEqual([
      ['kind', 'INVALID_ENUM_VALUE'],
      ['lineItems[1].extra', 'FIELD_NOT_ALLOWED'],
      ['lineItems[1].quantity', 'VALIDATION'],
      ['name', 'REQUIRED_FIELD'],
      ['tags', 'VALIDATION'],
    ]);
  });

  it('describes each violation for the INVALID_ARGUMENT message, with limits in data', () => {
    const [violation] = validator.violations({ name: 'abcdef' });
    expect(violation).toEqual({
      field: 'name',
      description: 'must be at most 5 characters long',
      violatedRule: 'MAX_LENGTH',
      data: { limit: 5 },
    });
    expect(validator.violations({ name: 'ab', kind: 'X' })[0]).toMatchObject({
      description: 'must be one of PHYSICAL, DIGITAL',
      data: { allowed: ['PHYSICAL', 'DIGITAL'] },
    });
  });

  it('reports the errors inside a nullable object rather than the union', () => {
    expect(rulesOf({ name: 'ab', address: { city: 3 } })).toEqual({ 'address.city': 'VALIDATION' });
    expect(rulesOf({ name: 'ab', address: null })).toEqual({});
  });

  it('throws a ValidationFailure (status 400) from parse', () => {
    expect(() => validator.parse({ name: 'a' })).toThrow(ValidationFailure);
    try {
      validator.parse({ name: 'a' });
    } catch (error) {
      expect((error as ValidationFailure).status).toBe(400);
    }
  });
});

describe('fieldPath', () => {
  it('uses dots for keys and brackets for array indices', () => {
    const root = { lineItems: [{ options: { 'a/b': 1 } }] };
    expect(fieldPath('/lineItems/0/options/a~1b', root)).toBe('lineItems[0].options.a/b');
    expect(fieldPath('', root)).toBe('');
  });
});

describe('NUL characters', () => {
  it('are a FORMAT violation in any string or key, free-form maps included, beside schema violations', () => {
    const validator = compileValidator(
      Type.Object({
        name: Type.String(),
        count: Type.Integer(),
        extra: Type.Record(Type.String(), Type.Unknown()),
      }),
    );
    const nul = (field: string) => ({ field, description: NUL_DESCRIPTION, violatedRule: 'FORMAT' });
    expect(
      validator.violations({ name: 'a\u0000', count: 1, extra: { 'k\u0000': 1, list: [{ v: '\u0000' }] } }),
    ).toEqual([nul('extra.k\u0000'), nul('extra.list[0].v'), nul('name')]);
    expect(validator.violations({ name: 'a\u0000', count: 'x', extra: {} }).map((v) => v.field)).toEqual([
      'count',
      'name',
    ]);
    expect(() => validator.parse({ name: 'fine', count: 1, extra: { s: '\u0000' } })).toThrow(
      ValidationFailure,
    );
    expect(validator.parse({ name: 'fine', count: 1, extra: {} })).toEqual({
      name: 'fine',
      count: 1,
      extra: {},
    });
  });

  it('refuse lone surrogates too, and let well-formed pairs through', () => {
    for (const text of ['\uD800', 'a\uDBFFb', '\uDC00', 'x\uDFFF', '\uDC00\uD800']) {
      expect(unstorable(text), JSON.stringify(text)).toBe(LONE_SURROGATE_DESCRIPTION);
    }
    for (const text of ['😀', 'a\uD83D\uDE00b', 'é', '']) expect(unstorable(text), text).toBeUndefined();
  });
});
