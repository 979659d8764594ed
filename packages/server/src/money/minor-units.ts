// Exact decimal arithmetic on bigint: money in a currency's minor units, rates and weights at a fixed scale.
// Every rounding is half up (away from zero), and happens only where a caller asks for it.

import { currencyText } from './currency-text.js';

const digitsByCurrency = new Map<string, number>();

/** ISO 4217 minor-unit digits: USD 2, JPY 0, KWD 3; a code Intl does not know gets 2. */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits as number;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

const DECIMAL = /^-?\d+(?:\.\d*)?$/;

/**
 * Decimal text as an integer count of `10^-scale` units, rounded half up past `scale` digits.
 * @example parseScaled('12.345', 2) // 1235n
 */
export function parseScaled(text: string, scale: number): bigint {
  const decimal = text.trim();
  if (!DECIMAL.test(decimal)) throw new Error(`Not a decimal amount: ${text}`);
  const point = decimal.indexOf('.');
  const whole = point === -1 ? decimal : decimal.slice(0, point);
  const fraction = point === -1 ? '' : decimal.slice(point + 1);
  // One BigInt of the digits kept, sign included: "-1.005" at scale 2 is -100, then rounded away from zero.
  const kept = fraction.length >= scale ? fraction.slice(0, scale) : fraction.padEnd(scale, '0');
  const units = BigInt(whole + kept);
  if (fraction.charCodeAt(scale) >= 53) return decimal.charCodeAt(0) === 45 ? units - 1n : units + 1n; // '5'…'9', '-'
  return units;
}

/** Plain decimal text of a finite number (`String()` switches to exponents for tiny and huge values). */
export function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  const text = String(value);
  return text.includes('e') ? value.toFixed(10) : text;
}

/**
 * Integer units at `scale` as decimal text with exactly `scale` fraction digits.
 * @example scaledToText(1250n, 2) // '12.50'
 */
export function scaledToText(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  if (scale === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/**
 * Like scaledToText without trailing zeros: `72500n, 6` → `'0.0725'` (a tax rate as a decimal fraction).
 */
export function scaledToShortText(units: bigint, scale: number): string {
  const text = scaledToText(units, scale);
  return scale === 0 ? text : text.replace(/\.?0+$/, '');
}

/**
 * `value × numerator ÷ denominator`, rounded half away from zero, exactly.
 * @example mulDivHalfUp(1005n, 10n, 100n) // 101n (100.5 rounds up)
 */
export function mulDivHalfUp(value: bigint, numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('The denominator must be positive');
  const product = value * numerator;
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return product < 0n ? -rounded : rounded;
}

/**
 * Splits `total` into parts proportional to `weights` that add up to `total` exactly: each part is its floor
 * share, and the units left over go one each to the largest remainders (the earlier index on a tie). With
 * `0 ≤ total ≤ Σ weights`, no part exceeds its weight. All weights zero → all parts zero.
 * @example allocate(10n, [1n, 1n, 1n]) // [4n, 3n, 3n]
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 1) return [weights[0] === 0n ? 0n : total];
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (total * w) / sum);
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, index) => ({ index, remainder: (total * w) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}

export const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const maxBig = (a: bigint, b: bigint): bigint => (a > b ? a : b);
export const sumBig = (values: Iterable<bigint>): bigint => {
  let total = 0n;
  for (const value of values) total += value;
  return total;
};

/**
 * An amount in minor units, formatted in its currency: `1250n, 'USD'` → `"$12.50"`. Written from the decimal
 * text, so no amount passes through a float; an unknown code is written before the amount.
 */
export function formatMinor(minor: bigint, currency: string): string {
  return currencyText(currency)(scaledToText(minor, currencyDigits(currency)));
}
