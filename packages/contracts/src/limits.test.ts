// The limits subpath: plain numbers with no imports, and the lengths that patterns imply agree with the patterns.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRY_PATTERN, SUBDIVISION_PATTERN } from './cart/address.js';
import {
  COUNTRY_CODE_LENGTH,
  COUPON_CODE_MAX_LENGTH,
  SUBDIVISION_CODE_MAX_LENGTH,
  SUBDIVISION_REGION_MAX_LENGTH,
} from './limits.js';
import { COUPON_CODE_PATTERN } from './pricing/coupon.js';

const matches = (pattern: string, text: string) => new RegExp(pattern).test(text);

describe('limits', () => {
  it('imports nothing, so a form that reads a limit does not pull in TypeBox', () => {
    expect(readFileSync(new URL('./limits.ts', import.meta.url), 'utf8')).not.toMatch(/^import /m);
  });

  it('says the lengths the code patterns allow', () => {
    expect(matches(COUNTRY_PATTERN, 'U'.repeat(COUNTRY_CODE_LENGTH))).toBe(true);
    expect(matches(COUNTRY_PATTERN, 'U'.repeat(COUNTRY_CODE_LENGTH + 1))).toBe(false);
    expect(matches(SUBDIVISION_PATTERN, 'US-CAL'.slice(0, SUBDIVISION_CODE_MAX_LENGTH))).toBe(true);
    expect(matches(SUBDIVISION_PATTERN, 'US-CALI'.slice(0, SUBDIVISION_CODE_MAX_LENGTH + 1))).toBe(false);
    expect(matches(SUBDIVISION_PATTERN, 'A'.repeat(SUBDIVISION_REGION_MAX_LENGTH))).toBe(true);
    expect(matches(SUBDIVISION_PATTERN, 'A'.repeat(SUBDIVISION_REGION_MAX_LENGTH + 1))).toBe(false);
    expect(matches(COUPON_CODE_PATTERN, 'A'.repeat(COUPON_CODE_MAX_LENGTH))).toBe(true);
    expect(matches(COUPON_CODE_PATTERN, 'A'.repeat(COUPON_CODE_MAX_LENGTH + 1))).toBe(false);
  });
});
