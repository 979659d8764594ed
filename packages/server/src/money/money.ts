// Exact money arithmetic in integer cents: wire floats and numeric strings in, numeric strings and floats out.
import { currencyText } from './currency-text.js';
import { currencyDigits } from './minor-units.js';

/** Cents of a wire float or a `numeric` string, rounded half up to two decimals; never through float maths. */
export function toCents(value: number | string): number {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = `${fraction}000`;
  let cents = BigInt(whole!) * 100n + BigInt(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1n;
  return Number(sign === '-' ? -cents : cents);
}

/** Plain decimal text of a number: `String()` switches to exponents for tiny and huge values. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite amount: ${value}`);
  const text = String(value);
  return text.includes('e') ? value.toFixed(6) : text;
}

/** The `numeric` column value of an amount in cents: `1250` → `"12.50"`. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The wire float of an amount in cents. */
export const centsToNumber = (cents: number): number => cents / 100;

/** `cents × hundredths-of-a-percent / 10000`, rounded half away from zero, in integers (bigint keeps it exact). */
export { percentOfMinor as percentOf } from '@cartwright/contracts/product-prices';

const formatters = new Map<string, Intl.NumberFormat>();

function formatFloat(cents: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      return `${currency} ${centsToDecimal(cents)}`;
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(centsToNumber(cents));
}

/**
 * Whole cents below this, ÷ 100, make a float whose shortest decimal form is those cents: Intl writes it as
 * it would write the decimal text. (-0 is written with a sign the text has not.)
 */
const EXACT_CENTS = 1e15;

/**
 * `1250, 'USD'` → `"$12.50"`; an unknown currency code falls back to the code itself before the amount.
 * Written from the decimal text where that is exactly Intl's answer (Intl costs ~10 µs a call).
 */
export function formatMoney(cents: number, currency: string): string {
  if (
    Number.isInteger(cents) &&
    Math.abs(cents) < EXACT_CENTS &&
    !Object.is(cents, -0) &&
    currencyDigits(currency) === 2
  ) {
    return currencyText(currency)(centsToDecimal(cents));
  }
  return formatFloat(cents, currency);
}
