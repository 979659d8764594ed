// Amounts written in a currency as en-US Intl writes them ("-$1,234.50"). Intl is asked once per currency for
// its pattern (the text around the digits for each sign, and the separators); formatting an amount with
// Intl itself costs about 10 µs, and a cart response holds hundreds of them.

/** Decimal text (`-1234.50`) to the currency's written form (`-$1,234.50`). */
export type CurrencyText = (decimalText: string) => string;

interface Pattern {
  /** The text before and after the digits of a positive amount, and of a negative one. */
  positive: readonly [string, string];
  negative: readonly [string, string];
  group: string;
  decimal: string;
}

function patternOf(formatter: Intl.NumberFormat): Pattern {
  const affixes = (sample: string): [string, string] => {
    const parts = formatter.formatToParts(sample as Intl.StringNumericLiteral);
    const digits = (type: string) =>
      type === 'integer' || type === 'group' || type === 'decimal' || type === 'fraction';
    const first = parts.findIndex((p) => digits(p.type));
    const last = parts.findLastIndex((p) => digits(p.type));
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((p) => p.value)
        .join('');
    return [text(0, first), text(last + 1, parts.length)];
  };
  const parts = formatter.formatToParts(1234.5);
  return {
    positive: affixes('1234.5'),
    negative: affixes('-1234.5'),
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/** Whole digits in groups of three, as en-US writes them. */
function grouped(whole: string, separator: string): string {
  let out = whole.slice(0, whole.length % 3 || 3);
  for (let i = out.length; i < whole.length; i += 3) out += separator + whole.slice(i, i + 3);
  return out;
}

function writer(currency: string): CurrencyText {
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  } catch {
    // A code Intl does not know is written before the amount.
    return (text) => `${currency} ${text}`;
  }
  const { positive, negative, group, decimal } = patternOf(formatter);
  return (text) => {
    const minus = text.charCodeAt(0) === 45; // '-'
    const point = text.indexOf('.');
    const end = point === -1 ? text.length : point;
    const [before, after] = minus ? negative : positive;
    const whole = grouped(text.slice(minus ? 1 : 0, end), group);
    return point === -1 ? before + whole + after : before + whole + decimal + text.slice(point + 1) + after;
  };
}

const writers = new Map<string, CurrencyText>();

/**
 * How amounts are written in `currency`. The text given must have exactly the currency's fraction digits
 * (as `scaledToText` writes it): digits are copied, never rounded. Then the result is what
 * `new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(text)` gives; a code Intl does not
 * know is written before the amount (`XX9 1.00`).
 * @example currencyText('USD')('-1234.50') // '-$1,234.50'
 */
export function currencyText(currency: string): CurrencyText {
  let write = writers.get(currency);
  if (write === undefined) {
    write = writer(currency);
    writers.set(currency, write);
  }
  return write;
}
