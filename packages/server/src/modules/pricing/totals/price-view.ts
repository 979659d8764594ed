// Minor units as the wire's MultiCurrencyPrice: decimal text at the currency's precision and its formatted form.
import type { MultiCurrencyPrice } from '@cartwright/contracts';
import { currencyText } from '../../../money/currency-text.js';
import { currencyDigits, scaledToText } from '../../../money/minor-units.js';

export type PriceView = (minor: bigint) => MultiCurrencyPrice;

/**
 * The store sells in one currency, so the converted amount is the amount.
 * @example priceView('USD')(1250n) // { amount: '12.50', formattedAmount: '$12.50', convertedAmount: '12.50', … }
 */
export function priceView(currency: string): PriceView {
  const digits = currencyDigits(currency);
  const write = currencyText(currency);
  const view = (minor: bigint): MultiCurrencyPrice => {
    const amount = scaledToText(minor, digits);
    const formattedAmount = write(amount);
    return { amount, convertedAmount: amount, formattedAmount, formattedConvertedAmount: formattedAmount };
  };
  // Most lines carry several zero amounts: one object serves them all.
  const zero = view(0n);
  return (minor) => (minor === 0n ? zero : view(minor));
}
