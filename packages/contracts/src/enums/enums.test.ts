// Guards the enumeration lists clients and the server rely on: exports, uniqueness, schemas, spellings.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as root from '../index.js';
import { literalUnion } from '../schema/literal-union.js';
import * as enums from './index.js';

const folder = fileURLToPath(new URL('.', import.meta.url));
const sourceFiles = readdirSync(folder).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts',
);
const modules = await Promise.all(
  sourceFiles.map(async (name) => ({
    name,
    exports: (await import(`${folder}${name}`)) as Record<string, unknown>,
  })),
);
// Plain copies, so the tests can look exports up by name.
const enumExports: Record<string, unknown> = { ...enums };
const rootExports: Record<string, unknown> = { ...root };
const lists = Object.entries(enumExports).filter((entry): entry is [string, readonly string[]] =>
  Array.isArray(entry[1]),
);

describe('enums folder', () => {
  it('imports nothing, so the client can ship it alone', () => {
    for (const name of [...sourceFiles, 'index.ts']) {
      expect(readFileSync(`${folder}${name}`, 'utf8'), name).not.toMatch(/^\s*import\b/m);
    }
  });

  it('gives every export one name across files', () => {
    const owners = new Map<string, string>();
    for (const { name, exports } of modules) {
      for (const key of Object.keys(exports)) {
        expect(owners.get(key), `${key} in ${name}`).toBeUndefined();
        owners.set(key, name);
      }
    }
  });

  it('re-exports every list and map from the enums index and the package root', () => {
    for (const { name, exports } of modules) {
      for (const [key, value] of Object.entries(exports)) {
        expect(enumExports[key], `${key} (${name}) from enums index`).toBe(value);
        expect(rootExports[key], `${key} (${name}) from package root`).toBe(value);
      }
    }
    expect(lists.length).toBeGreaterThan(100);
  });

  it('holds no duplicate and no empty value in any list', () => {
    for (const [key, values] of lists) {
      expect(values.length, key).toBeGreaterThan(0);
      expect(new Set(values).size, key).toBe(values.length);
      for (const value of values) expect(value, key).toMatch(/\S/);
    }
  });
});

describe('literalUnion over each list', () => {
  it('accepts every value of the list', () => {
    for (const [key, values] of lists) {
      const schema = literalUnion(values);
      for (const value of values) expect(Value.Check(schema, value), `${key}: ${value}`).toBe(true);
    }
  });

  it('rejects values outside the list, other cases and non-strings', () => {
    for (const [key, values] of lists) {
      const schema = literalUnion(values);
      expect(Value.Check(schema, 'NOT_A_LISTED_VALUE'), key).toBe(false);
      expect(Value.Check(schema, ''), key).toBe(false);
      expect(Value.Check(schema, 42), key).toBe(false);
      expect(Value.Check(schema, null), key).toBe(false);
    }
    expect(Value.Check(literalUnion(enums.PRODUCT_TYPES), 'PHYSICAL')).toBe(false);
    expect(Value.Check(literalUnion(enums.INVOICE_STATUSES), 'PAID')).toBe(false);
  });
});

describe('spellings clients depend on', () => {
  it('maps the numeric-string login and registration codes to the client names', () => {
    expect(enums.LOGIN_ERROR_CODES).toEqual({
      '-19971': 'missingCaptchaToken',
      '-19970': 'invalidCaptchaToken',
      '-19976': 'invalidPassword',
      '-19973': 'resetPassword',
    });
    expect(enums.REGISTRATION_ERROR_CODES).toEqual({
      '-19971': 'missingCaptchaToken',
      '-19970': 'invalidCaptchaToken',
      '-19995': 'emailAlreadyExists',
    });
    const names = [
      ...Object.values(enums.LOGIN_ERROR_CODES),
      ...Object.values(enums.REGISTRATION_ERROR_CODES),
    ];
    for (const name of names) expect(enums.AUTH_ERROR_NAMES).toContain(name);
    expectTypeOf<enums.LoginErrorCode>().toEqualTypeOf<'-19971' | '-19970' | '-19976' | '-19973'>();
  });

  it('keeps lowercase catalog v1 values and PascalCase invoice statuses', () => {
    expect(enums.PRODUCT_TYPES).toEqual(['unspecified_product_type', 'physical', 'digital']);
    expect(enums.OPTION_TYPES).toContain('drop_down');
    expect(enums.MEDIA_ITEM_TYPES).toContain('zip');
    expect(enums.INVOICE_STATUSES).toContain('PartialAndOverdue');
    expectTypeOf<enums.InvoiceStatus>().toExtend<string>();
  });

  it('holds the wire supersets the server accepts', () => {
    expect(enums.CHANNEL_TYPES).toEqual(
      expect.arrayContaining(['UNSPECIFIED', 'WEB', 'STRIPE_AGENTIC_CHECKOUT']),
    );
    expect(enums.RULE_TYPES).toContain('REQUIRED_ONE_OF_FIELD');
    expect(enums.CHECKOUT_LINE_ITEM_TYPES).toEqual([...enums.LINE_ITEM_TYPES, 'CUSTOM_AMOUNT_ITEM']);
    expect(enums.EVENT_IDENTITY_TYPES).toEqual(['UNKNOWN', ...enums.ACTOR_IDENTITY_TYPES]);
    expect(enums.OAUTH_PROMPTS).toEqual(['login', 'none', 'consent', 'select_account']);
    expect(enums.VERIFICATION_ERROR_CODES).toEqual([
      'BAD_CODE',
      'NOT_FOUND',
      'SEND_CODE_ERROR',
      'VERIFICATION_FAILED',
    ]);
  });

  it('keeps the login state machine vocabularies apart', () => {
    expect(enums.LOGIN_STATES).toContain('EMAIL_VERIFICATION_REQUIRED');
    expect(enums.STATE_TYPES).toContain('REQUIRE_EMAIL_VERIFICATION');
    expect(enums.LOGIN_STATES).not.toContain('REQUIRE_EMAIL_VERIFICATION');
  });

  it('keeps each per-kind identity tag list inside the spec tag vocabulary', () => {
    for (const tags of [enums.EMAIL_TAGS, enums.PHONE_TAGS, enums.ADDRESS_TAGS]) {
      for (const tag of tags) expect(enums.CONTACT_TAGS).toContain(tag);
    }
  });

  it('pairs each catalog v1 event type with its slug', () => {
    expect(enums.PRODUCT_V1_EVENT_SLUGS).toHaveLength(enums.PRODUCT_V1_EVENT_TYPES.length);
    enums.PRODUCT_V1_EVENT_TYPES.forEach((type, index) => {
      const slug = enums.PRODUCT_V1_EVENT_SLUGS[index] ?? '';
      expect(type.toLowerCase().replace(/.*\./, '')).toBe(slug.replace('_', ''));
    });
  });
});
