import { describe, expect, it } from 'vitest';
import {
  allocate,
  currencyDigits,
  formatMinor,
  mulDivHalfUp,
  numberToDecimalText,
  parseScaled,
  scaledToShortText,
  scaledToText,
} from './minor-units.js';

describe('exact decimals in bigint', () => {
  it('knows each currency’s minor-unit digits', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('not a code')).toBe(2);
  });

  it('parses decimal text at a scale, rounding half up past it', () => {
    expect(parseScaled('12.5', 2)).toBe(1250n);
    expect(parseScaled('12.345', 2)).toBe(1235n);
    expect(parseScaled('12.344999', 2)).toBe(1234n);
    expect(parseScaled('-1.005', 2)).toBe(-101n);
    expect(parseScaled('7', 0)).toBe(7n);
    expect(parseScaled('7.5', 0)).toBe(8n);
    expect(parseScaled('999999999999.9999', 4)).toBe(9999999999999999n);
    expect(parseScaled(' 3.', 2)).toBe(300n);
    expect(() => parseScaled('1e3', 2)).toThrow();
    expect(() => parseScaled('', 2)).toThrow();
  });

  it('writes units back as text', () => {
    expect(scaledToText(1250n, 2)).toBe('12.50');
    expect(scaledToText(5n, 2)).toBe('0.05');
    expect(scaledToText(-5n, 3)).toBe('-0.005');
    expect(scaledToText(42n, 0)).toBe('42');
    expect(scaledToShortText(72_500n, 6)).toBe('0.0725');
    expect(scaledToShortText(200_000n, 6)).toBe('0.2');
    expect(scaledToShortText(0n, 6)).toBe('0');
    expect(numberToDecimalText(12.5)).toBe('12.5');
    expect(numberToDecimalText(1e-7)).toBe('0.0000001000');
    expect(() => numberToDecimalText(Number.POSITIVE_INFINITY)).toThrow();
  });

  it('multiplies and divides with one half-up rounding, on both sides of zero', () => {
    expect(mulDivHalfUp(1005n, 10n, 100n)).toBe(101n);
    expect(mulDivHalfUp(1004n, 10n, 100n)).toBe(100n);
    expect(mulDivHalfUp(-1005n, 10n, 100n)).toBe(-101n);
    expect(mulDivHalfUp(1000n, 1n, 3n)).toBe(333n);
    expect(mulDivHalfUp(2000n, 1n, 3n)).toBe(667n);
    expect(() => mulDivHalfUp(1n, 1n, 0n)).toThrow();
  });

  it('allocates a total exactly, in proportion, remainders to the largest shares then the earliest', () => {
    expect(allocate(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    expect(allocate(100n, [300n, 100n])).toEqual([75n, 25n]);
    expect(allocate(5n, [1n, 2n, 7n])).toEqual([1n, 1n, 3n]);
    expect(allocate(0n, [1n, 2n])).toEqual([0n, 0n]);
    expect(allocate(3n, [0n, 0n])).toEqual([0n, 0n]);
    expect(allocate(7n, [2n, 5n])).toEqual([2n, 5n]);
    expect(allocate(9n, [3n])).toEqual([9n]);
    expect(allocate(9n, [0n])).toEqual([0n]);
  });

  it('formats in the currency without going through a float', () => {
    expect(formatMinor(1250n, 'USD')).toBe('$12.50');
    expect(formatMinor(-250n, 'USD')).toBe('-$2.50');
    expect(formatMinor(1234n, 'JPY')).toBe('¥1,234');
    expect(formatMinor(9_007_199_254_740_993n, 'USD')).toBe('$90,071,992,547,409.93');
    expect(formatMinor(100n, 'not a code')).toBe('not a code 1.00');
  });
});
