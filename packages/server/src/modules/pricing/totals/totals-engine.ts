// The totals engine: a pure function from priced lines and the store's pricing setup to the estimate-totals
// pieces. No I/O, no clock of its own. The order of steps and every rounding point are in docs/totals.md.
import type {
  CalculationErrors,
  Coupon,
  DiscountRule,
  SelectedShippingOption,
  ShippingRegion,
  TaxRegion,
} from '@cartwright/contracts';
import { currencyDigits, parseScaled, sumBig } from '../../../money/minor-units.js';
import { couponNotFound, couponRefusal } from '../coupons/coupon-eligibility.js';
import { quoteShipping, type ShippingQuote } from '../shipping/shipping-quote.js';
import { regionRates, taxOn } from '../tax/tax-calc.js';
import {
  applyCoupon,
  applyDiscountRules,
  applyMerchantDiscounts,
  type LineBook,
  remaining,
} from './discounts.js';
import { priceView } from './price-view.js';
import { appliedCoupon, appliedItemDiscount } from './totals-discount-view.js';
import type { PricedLine, TotalsResult } from './totals-input.js';
import { shippingInformation } from './totals-shipping-view.js';
import { calculatedLine, taxSummary } from './totals-tax-view.js';

export interface TotalsEngineInput {
  now: Date;
  currency: string;
  taxIncludedInPrices: boolean;
  lines: readonly PricedLine[];
  merchantDiscounts: readonly string[];
  /** Candidate automatic rules, oldest first; the engine itself keeps only the live ones. */
  rules: readonly DiscountRule[];
  /** The code the cart names, and the coupon with that code when there is one. */
  couponCode?: string;
  coupon?: Coupon;
  /** Checkouts this buyer already made with the coupon. */
  couponBuyerUses: number;
  /** Absent when shipping is not to be calculated. */
  shipping?: { hasAddress: boolean; region?: ShippingRegion; requested?: SelectedShippingOption };
  /** Absent when tax is not to be calculated; no region means NO_TAX_COLLECTED. */
  tax?: { region?: TaxRegion };
}

function toBook(line: PricedLine, digits: number): LineBook {
  const unitPrice = parseScaled(line.unitPrice, digits);
  return {
    line,
    unitPrice,
    fullUnitPrice: parseScaled(line.fullUnitPrice, digits),
    amount: unitPrice * BigInt(line.quantity),
    discount: 0n,
  };
}

/**
 * Prices the lines with `priced: true`: discounts, shipping, tax and the summary. A refused coupon is reported
 * in `calculationErrors.couponCalculationError` and left out; it never throws for the cart's content.
 * @example computeTotals({ now, currency: 'USD', taxIncludedInPrices: false, lines, merchantDiscounts: [], rules: [], couponBuyerUses: 0 })
 */
export function computeTotals(input: TotalsEngineInput): TotalsResult {
  const digits = currencyDigits(input.currency);
  const price = priceView(input.currency);
  const books = input.lines.filter((line) => line.priced).map((line) => toBook(line, digits));
  const errors: CalculationErrors = {};

  const itemDiscounts = applyDiscountRules(books, input.rules, input.now, digits);
  let coupon: Coupon | undefined;
  if (input.couponCode !== undefined) {
    const refusal = input.coupon
      ? couponRefusal(input.coupon, {
          now: input.now,
          currency: input.currency,
          lines: books.map((b) => b.line),
          buyerUses: input.couponBuyerUses,
        })
      : couponNotFound(input.couponCode);
    if (refusal) errors.couponCalculationError = { applicationError: refusal };
    else coupon = input.coupon;
  }
  const couponDiscount = coupon ? applyCoupon(books, coupon, digits) : undefined;
  const merchantDiscounts = applyMerchantDiscounts(books, input.merchantDiscounts, digits);

  const quote: ShippingQuote = input.shipping
    ? quoteShipping({
        shippable: books.filter((b) => b.line.shippable),
        hasAddress: input.shipping.hasAddress,
        region: input.shipping.region,
        requested: input.shipping.requested,
        digits,
      })
    : { options: [], requested: false };
  if (quote.generalError) errors.generalShippingCalculationError = quote.generalError;
  if (quote.selectedOptionError) errors.selectedShippingOptionError = quote.selectedOptionError;
  const shippingCost = quote.selected?.cost ?? 0n;
  const shippingDiscount = coupon?.type === 'FREE_SHIPPING' ? shippingCost : 0n;

  const taxRegion = input.tax?.region;
  const rates = taxRegion ? regionRates(taxRegion) : undefined;
  const shippingRates = taxRegion?.taxShipping ? rates : undefined;
  const included = input.taxIncludedInPrices;
  const lineTaxes = books.map((book) => taxOn(remaining(book), rates, included));
  const shippingTax = taxOn(shippingCost - shippingDiscount, shippingRates, included);

  const subtotal = sumBig(books.map((b) => b.amount));
  const discount = sumBig(books.map((b) => b.discount)) + shippingDiscount;
  const tax = sumBig(lineTaxes.map((t) => t.tax)) + shippingTax.tax;
  const total = subtotal - discount + shippingCost + (included ? 0n : tax);

  const appliedDiscounts = [
    ...itemDiscounts.map((d) => appliedItemDiscount(d, price)),
    ...(coupon && couponDiscount ? [appliedCoupon(coupon, couponDiscount, shippingDiscount, price)] : []),
    ...merchantDiscounts.map((d) => appliedItemDiscount(d, price)),
  ];

  return {
    currency: input.currency,
    taxIncludedInPrices: included,
    priceSummary: {
      subtotal: price(subtotal),
      shipping: price(shippingCost),
      tax: price(tax),
      discount: price(discount),
      total: price(total),
      additionalFees: price(0n),
    },
    calculatedLineItems: books.map((book, i) => calculatedLine(book, lineTaxes[i]!, rates, price)),
    shippingInfo: shippingInformation(quote, shippingDiscount, shippingRates, included, price),
    appliedDiscounts,
    taxSummary: taxSummary([...lineTaxes, ...(shippingRates ? [shippingTax] : [])], rates, price),
    ...(Object.keys(errors).length > 0 ? { calculationErrors: errors } : {}),
  };
}
