// Minor units as the wire's MultiCurrencyPrice: decimal text at the currency's precision and its formatted form.
import type { MultiCurrencyPrice } from '@cartwright/contracts';
import { currencyDigits, formatMinor, scaledToText } from '../../money/minor-units.js';

export type PriceView = (minor: bigint) => MultiCurrencyPrice;

/**
 * The store sells in one currency, so the converted amount is the amount.
 * @example priceView('USD')(1250n) // { amount: '12.50', formattedAmount: '$12.50', convertedAmount: '12.50', … }
 */
export function priceView(currency: string): PriceView {
  const digits = currencyDigits(currency);
  return (minor) => {
    const amount = scaledToText(minor, digits);
    const formattedAmount = formatMinor(minor, currency);
    return { amount, convertedAmount: amount, formattedAmount, formattedConvertedAmount: formattedAmount };
  };
}
