import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatMoney, percentOf, toCents } from './money.js';

describe('money in cents', () => {
  it('reads floats and numeric strings exactly, rounding half up to cents', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('7')).toBe(700);
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(999_999_999_999.99)).toBe(99_999_999_999_999);
    expect(() => toCents('abc')).toThrow();
    expect(() => toCents(Number.NaN)).toThrow();
  });

  it('writes numeric text and formats in the store currency', () => {
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-250)).toBe('-2.50');
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(100, 'XXQ')).toMatch(/^XXQ\s1\.00$/);
    expect(formatMoney(100, 'not a code')).toBe('not a code 1.00');
  });

  it('takes percentages of large amounts without losing precision', () => {
    expect(percentOf(1999, 1500)).toBe(300);
    expect(percentOf(99_999_999_999_999, 3333)).toBe(33_330_000_000_000);
    expect(percentOf(1999, -1500)).toBe(-300);
    expect(percentOf(-1000, 50)).toBe(-5);
  });
});
