// Amounts in the admin as owners read them: in the store's currency ("$5.00"), from the decimal strings
// the pricing API answers.
import { useWebConfig } from '../../app/web-config-context.js';

/** Formats a decimal amount ("5", "12.50") in `currency`; text that is not a number is shown as it is. */
export function formatMoney(amount: string, currency: string, locale?: string): string {
  const value = Number(amount);
  if (amount.trim() === '' || !Number.isFinite(value)) return amount;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}

/** `formatMoney` in the store's currency. */
export function useStoreMoney(): (amount: string) => string {
  const { currency } = useWebConfig();
  return (amount) => formatMoney(amount, currency);
}
