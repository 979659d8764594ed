// The totals a cart or checkout shows, read from the server's priceSummary and applied discounts: which rows,
// in which words. Amounts are the server's formatted strings; nothing is summed here.
import type { EstimateTotalsResponse } from '@cartwright/client/cart';

type Priced = Pick<EstimateTotalsResponse, 'priceSummary'> &
  Partial<Pick<EstimateTotalsResponse, 'appliedDiscounts' | 'calculationErrors'>>;
type Price = EstimateTotalsResponse['priceSummary']['total'];

export interface TotalsRow {
  key: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total';
  label: string;
  value: string;
}

export interface DiscountLine {
  name: string;
  /** Shown as taken off: "−$12.50". */
  amount: string;
}

const isZero = (price: Price) => price?.amount === undefined || /^-?0*(\.0*)?$/.test(price.amount);
const shown = (price: Price) => price?.formattedAmount ?? price?.amount ?? '';
const minus = (price: Price) => `−${shown(price).replace(/^-/, '')}`;

/** Shipping in words: its cost, "Free", or why there is none yet. */
function shippingValue(totals: Priced): string {
  const code = totals.calculationErrors?.generalShippingCalculationError?.applicationError?.code;
  if (code === 'SHIPPING_ADDRESS_MISSING') return 'Enter your address';
  if (code === 'SHIPPING_DESTINATION_NOT_SERVED') return 'Not available for this address';
  return isZero(totals.priceSummary.shipping) ? 'Free' : shown(totals.priceSummary.shipping);
}

/**
 * Subtotal, discounts (when any), shipping, tax and total. Without an address, tax is not known yet and says so
 * instead of showing a zero that would look final.
 * @example totalsRows(estimate, { addressGiven: false })
 */
export function totalsRows(totals: Priced, { addressGiven }: { addressGiven: boolean }): TotalsRow[] {
  const summary = totals.priceSummary;
  return [
    { key: 'subtotal', label: 'Subtotal', value: shown(summary.subtotal) },
    ...(isZero(summary.discount)
      ? []
      : [{ key: 'discount' as const, label: 'Discounts', value: minus(summary.discount) }]),
    { key: 'shipping', label: 'Shipping', value: shippingValue(totals) },
    { key: 'tax', label: 'Tax', value: addressGiven ? shown(summary.tax) : 'Calculated with your address' },
    { key: 'total', label: 'Total', value: shown(summary.total) },
  ];
}

/** Each applied discount by name, with what it took off: the coupon, automatic rules, store discounts. */
export function discountLines(totals: Priced): DiscountLine[] {
  return (totals.appliedDiscounts ?? []).flatMap((discount): DiscountLine[] => {
    if (discount.coupon) {
      const { code, name, amount } = discount.coupon;
      const label = name && code ? `${name} (${code})` : (name ?? code ?? 'Coupon');
      return [{ name: label, amount: minus(amount) }];
    }
    if (discount.discountRule) {
      const { name, amount } = discount.discountRule;
      return [{ name: name?.translated || name?.original || 'Automatic discount', amount: minus(amount) }];
    }
    if (discount.merchantDiscount)
      return [{ name: 'Store discount', amount: minus(discount.merchantDiscount.amount) }];
    return [];
  });
}
