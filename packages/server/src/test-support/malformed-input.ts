// Seeded generators of hostile request input for the fuzz test: values shaped by a route's JSON Schema with
// bad leaves, forbidden keys, NUL characters, deep nesting, broken JSON and broken query strings.
import { randomUUID } from 'node:crypto';
import { COMPARISON_OPERATORS, FORBIDDEN_INPUT_KEYS, MAX_INPUT_DEPTH } from '@cartwright/contracts';
import type { Random } from '../query/test-support/prng.js';

type Schema = Record<string, unknown>;
type Json = unknown;

/** Strings that have broken servers: NUL, lone surrogates, huge, numeric-looking, operator-looking. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  'x',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'a\uDFFFb',
  '😀𝟘',
  'é\u0301',
  'x'.repeat(513),
  'y'.repeat(20_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE products; --",
  '%',
  '\\',
  '$where',
  '$gt',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '2024-13-45T99:99:99Z',
  '0000-00-00T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  'null',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  'a@b',
  'a@b.co',
  '1.2.3',
  '99999999999999999999.9999',
  '-0.0001',
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  1.5,
  100_001,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
];

/** Field names the query routes know, and some they do not, for filters and sorts. */
const FILTER_FIELDS = [
  'id',
  'name',
  'slug',
  'visible',
  'price',
  'priceData.price',
  'stock.inStock',
  'stock.inventoryStatus',
  'collectionIds',
  'createdDate',
  'lastUpdated',
  'numberOfProducts',
  'productType',
  'sku',
  'nope',
  '__proto__',
  'name\u0000',
];
const OPERATORS = [
  ...COMPARISON_OPERATORS,
  '$hasSome',
  '$hasAll',
  '$startsWith',
  '$exists',
  '$isEmpty',
  '$regex',
  '$bogus',
];

/** Values the fuzz test fills in for things that exist (product and collection ids), so input gets past lookups. */
export interface KnownValues {
  ids: string[];
}

export class MalformedInput {
  /**
   * How often a node of a schema-shaped value is replaced by a hostile one. Some cases use 0, so the input
   * is often valid as a whole and reaches the code behind validation (lookups, pricing, SQL).
   */
  hostility = 0.08;

  constructor(
    private readonly random: Random,
    readonly known: KnownValues,
  ) {}

  hostileString(): string {
    return this.random.pick(HOSTILE_STRINGS);
  }

  /** Any JSON value, small, hostile at the leaves. */
  hostileValue(depth = 0): Json {
    const r = this.random;
    switch (r.int(0, depth > 2 ? 3 : 6)) {
      case 0:
        return this.hostileString();
      case 1:
        return r.pick(HOSTILE_NUMBERS);
      case 2:
        return r.pick([null, true, false]);
      case 3:
        return r.chance(0.5) ? r.pick(this.known.ids) : randomUUID();
      case 4:
        return Array.from({ length: r.int(0, 3) }, () => this.hostileValue(depth + 1));
      case 5:
        return this.object(
          Array.from({ length: r.int(0, 3) }, () => [this.hostileKey(), this.hostileValue(depth + 1)]),
        );
      default:
        return this.filter(depth + 1);
    }
  }

  hostileKey(): string {
    const r = this.random;
    return r.chance(0.3)
      ? r.pick(FORBIDDEN_INPUT_KEYS)
      : r.chance(0.5)
        ? this.hostileString()
        : r.pick(FILTER_FIELDS);
  }

  /** An object whose keys are all own properties, `__proto__` included (so JSON.stringify writes them). */
  object(entries: [string, Json][]): Record<string, Json> {
    return Object.fromEntries(entries);
  }

  /** A wire filter (wire.md §2.7) with plausible and implausible fields, operators and values. */
  filter(depth = 0): Json {
    const r = this.random;
    const entries: [string, Json][] = [];
    for (let i = r.int(0, 3); i > 0; i--) {
      if (depth < 4 && r.chance(0.25)) {
        const op = r.pick(['$and', '$or', '$not']);
        entries.push([
          op,
          op === '$not' ? this.filter(depth + 1) : [this.filter(depth + 1), this.filter(depth + 1)],
        ]);
      } else {
        const value = r.chance(0.5)
          ? this.hostileValue(3)
          : this.object([[r.pick(OPERATORS), this.hostileValue(3)]]);
        entries.push([r.pick(FILTER_FIELDS), value]);
      }
    }
    return this.object(entries);
  }

  /** A value for `schema` that is mostly right, with a hostile value in place of some nodes. */
  fromSchema(schema: Schema | undefined, name = '', depth = 0): Json {
    const r = this.random;
    if (!schema || depth > 8 || r.chance(this.hostility)) return this.hostileValue(depth);
    if (name === 'filter') return this.filter();
    if (name === 'fieldName') return r.chance(0.7) ? r.pick(FILTER_FIELDS) : this.hostileString();
    const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (variants) return this.fromSchema(r.pick(variants), name, depth);
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) return r.pick(schema.enum);
    switch (schema.type) {
      case 'object':
        return this.objectFromSchema(schema, depth);
      case 'array': {
        const max = typeof schema.maxItems === 'number' ? schema.maxItems : 5;
        const length = r.chance(this.hostility / 2) ? max + 1 : r.int(0, Math.min(max, 3));
        const items = schema.items as Schema | undefined;
        return Array.from({ length }, () => this.fromSchema(items, '', depth + 1));
      }
      case 'string':
        return this.stringFor(schema, name);
      case 'integer':
      case 'number':
        return this.numberFor(schema);
      case 'boolean':
        return r.chance(0.5);
      default:
        return this.hostileValue(depth);
    }
  }

  private objectFromSchema(schema: Schema, depth: number): Json {
    const r = this.random;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const entries: [string, Json][] = [];
    for (const [key, property] of Object.entries(properties)) {
      if (required.has(key) ? r.chance(0.95) : r.chance(0.5)) {
        entries.push([key, this.fromSchema(property, key, depth + 1)]);
      }
    }
    const mapValues = schema.patternProperties
      ? (Object.values(schema.patternProperties as Record<string, Schema>)[0] ?? {})
      : undefined;
    if (mapValues) {
      for (let i = r.int(0, 3); i > 0; i--)
        entries.push([this.hostileKey(), this.fromSchema(mapValues, '', depth + 1)]);
    }
    if (r.chance(this.hostility)) entries.push([this.hostileKey(), this.hostileValue(depth + 1)]);
    return this.object(entries);
  }

  private stringFor(schema: Schema, name: string): string {
    const r = this.random;
    if (r.chance(this.hostility * 3)) return this.hostileString();
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
    if (max !== undefined && max <= 20_000 && r.chance(this.hostility)) return 'z'.repeat(max + r.int(0, 1));
    switch (schema.format) {
      case 'date-time':
        return new Date(r.int(0, 4_000_000_000_000)).toISOString();
      case 'email':
        return `fuzz-${r.int(0, 99)}@shop.example`;
      case 'uri':
        return r.pick(['https://shop.example/a.png', 'javascript:alert(1)', 'http://', 'data:,x']);
      case 'uuid':
        return randomUUID();
    }
    if (/id$/i.test(name)) return r.chance(0.7) ? r.pick(this.known.ids) : randomUUID();
    if (typeof schema.pattern === 'string' && /\\d/.test(schema.pattern)) {
      return r.pick(['0', '1', '12.50', '0.0001', '999999999999.9999', '1e3', '-1']);
    }
    return r.pick(['Mug', 'fuzz', 'US', 'USD', 'WEB', 'a-b', 'Size', 'M']);
  }

  private numberFor(schema: Schema): number {
    const r = this.random;
    const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter(
      (v): v is number => typeof v === 'number',
    );
    if (bounds.length > 0 && r.chance(0.3)) return r.pick(bounds) + r.pick([-1, 0, 1]);
    if (r.chance(this.hostility * 3)) return r.pick(HOSTILE_NUMBERS);
    return schema.type === 'integer' ? r.int(0, 20) : r.int(0, 2000) / 100;
  }

  /** A JSON body: usually the schema's shape made hostile, sometimes text no JSON parser should take kindly. */
  bodyText(schema: Schema | undefined): string {
    const r = this.random;
    if (!r.chance(this.hostility * 2.5)) return JSON.stringify(this.fromSchema(schema));
    const deep = r.int(MAX_INPUT_DEPTH - 2, 6000);
    return r.pick([
      '',
      '{',
      '{"a":1,}',
      '[]',
      'null',
      '"text"',
      '12',
      '\u0000',
      `{"a":${'['.repeat(deep)}${']'.repeat(deep)}}`,
      `{"filter":${'{"$and":['.repeat(deep)}${']}'.repeat(deep)}}`,
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      `{"query":{"filter":{"__proto__":{"polluted":"yes"}}}}`,
      '{"name":"\\u0000"}',
      '{"a":"\\ud800"}',
      `{"a":"${'x'.repeat(r.int(1000, 100_000))}"}`,
      JSON.stringify({ a: Array.from({ length: 5000 }, (_, i) => i) }),
    ]);
  }

  /** A query string: the schema's payload as dotted keys or `.r=`, plus hostile parameters. */
  queryString(parameters: { name: string; schema?: Schema }[]): string {
    const r = this.random;
    const payload = this.object(
      parameters.filter(() => r.chance(0.6)).map((p) => [p.name, this.fromSchema(p.schema, p.name)]),
    );
    const parts: string[] = [];
    if (r.chance(0.4)) {
      parts.push(`.r=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`);
    } else {
      for (const [key, value] of flatten(payload, '')) parts.push(`${encode(key)}=${encode(value)}`);
    }
    for (let i = r.chance(this.hostility * 5) ? r.int(1, 2) : 0; i > 0; i--) {
      const deep = r.int(MAX_INPUT_DEPTH - 2, 3000);
      parts.push(
        r.pick([
          '__proto__.polluted=yes',
          '__proto__=x',
          'constructor.prototype.polluted=yes',
          'query.__proto__.polluted=yes',
          `${'a.'.repeat(deep)}b=1`,
          '.r=!!!',
          `.r=${Buffer.from(`{"q":${'['.repeat(deep)}${']'.repeat(deep)}}`).toString('base64url')}`,
          `.r=${Buffer.from('{"__proto__":{"polluted":"yes"}}').toString('base64url')}`,
          '%00=1',
          'id=%00',
          'query.filter.name=%00',
          'x=%ZZ',
          '&&==&',
          'paging.limit=1e999',
          'paging.offset=-5',
          'paging.limit=abc',
          `query.filter.name=${'q'.repeat(r.int(100, 3000))}`,
          'fieldsets=FULL&fieldsets=%00',
        ]),
      );
    }
    return parts.join('&');
  }

  /** A value for a path param: usually something that exists, else something broken. */
  pathParam(): string {
    const r = this.random;
    if (!r.chance(this.hostility * 3)) return r.pick(this.known.ids);
    return r.pick([
      randomUUID(),
      'x',
      '%00',
      'a%00b',
      'a'.repeat(300),
      '__proto__',
      'constructor',
      '%E2%82%AC',
      '%FF',
      '%C0%AE%C0%AE',
      '..',
      '%2E%2E%2Fpackage.json',
      'a%2Fb',
      '%20',
      '%F0%9F%98%80',
      '%ED%A0%80',
      'null',
      '-1',
    ]);
  }
}

/** Percent-encodes; a lone surrogate (which cannot be) becomes the UTF-8 bytes of one, equally broken. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Dotted keys and repeated keys for arrays of scalars, as gateway clients send GET payloads (wire.md §2.5). */
function flatten(value: Json, prefix: string): [string, string][] {
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.map((v) => [prefix, String(v)]);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, String(value)]];
}
