import { describe, expect, it } from 'vitest';
import { currencyText } from './currency-text.js';
import { currencyDigits, scaledToText } from './minor-units.js';
import { formatMoney } from './money.js';

const intl = (currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency });
const amounts = [0n, 1n, -1n, 5n, 99n, 100n, -250n, 1234n, 12345n, 123456n, 1234567n, -98765432n];
amounts.push(9_007_199_254_740_993n, -123_456_789_012_345_678_901n);

describe('amounts written in a currency', () => {
  it('writes what Intl writes, for every currency Intl knows', () => {
    for (const currency of [...Intl.supportedValuesOf('currency'), 'XXQ', 'usd']) {
      const format = intl(currency);
      const digits = currencyDigits(currency);
      for (const minor of amounts) {
        const text = scaledToText(minor, digits);
        expect(currencyText(currency)(text), `${currency} ${text}`).toBe(
          format.format(text as Intl.StringNumericLiteral),
        );
      }
    }
  });

  it('writes a code Intl does not know before the amount', () => {
    expect(currencyText('not a code')('-1234.50')).toBe('not a code -1234.50');
  });

  it('formats whole cents as Intl formats their float, -0 and huge amounts included', () => {
    const cents = [0, -0, 1, -1, 10, 1999, -1999, 123456789, 99_999_999_999_999, -99_999_999_999_999];
    // Spread over the whole exact range, both signs.
    for (let i = 1n; i < 2000n; i++)
      cents.push(Number(((i * 499_999_999_999_989n) % 10n ** 15n) * (i % 2n ? -1n : 1n)));
    cents.push(Number.MAX_SAFE_INTEGER, 2 ** 60, 0.5, -12.25);
    for (const currency of ['USD', 'EUR', 'JPY', 'KWD', 'CHF']) {
      const format = intl(currency);
      for (const c of cents)
        expect(formatMoney(c, currency), `${currency} ${c}`).toBe(format.format(c / 100));
    }
  });
});
