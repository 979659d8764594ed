// The totals engine: a pure function from priced lines and the store's pricing setup to the estimate-totals
// pieces. No I/O, no clock of its own. The order of steps and every rounding point are in docs/totals.md.
import type {
  AppliedDiscount,
  CalculatedLineItem,
  CalculationErrors,
  Coupon,
  DiscountRule,
  SelectedShippingOption,
  ShippingInformation,
  ShippingOption,
  ShippingRegion,
  TaxBreakdown,
  TaxRegion,
  TaxSummary,
} from '@cartwright/contracts';
import { STORE_SHIPPING_CARRIER_ID } from '@cartwright/contracts';
import { currencyDigits, parseScaled, sumBig } from '../../money/minor-units.js';
import { couponNotFound, couponRefusal } from './coupon-eligibility.js';
import {
  applyCoupon,
  applyDiscountRules,
  applyMerchantDiscounts,
  discountTotal,
  type ItemDiscount,
  type LineBook,
  remaining,
} from './discounts.js';
import { type PriceView, priceView } from './price-view.js';
import { type QuotedOption, quoteShipping, type ShippingQuote } from './shipping-quote.js';
import { type RegionRates, rateFraction, regionRates, type TaxedAmount, taxOn } from './tax-calc.js';
import type { PricedLine, TotalsResult } from './totals-input.js';

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

function appliedItemDiscount(discount: ItemDiscount, price: PriceView): AppliedDiscount {
  const amount = price(discountTotal(discount));
  const common = {
    discountType: discount.scoped ? ('SPECIFIC_ITEMS' as const) : ('GLOBAL' as const),
    lineItemIds: [...discount.byLine.keys()],
  };
  return discount.kind === 'rule'
    ? { discountRule: { id: discount.id, name: { original: discount.name }, amount }, ...common }
    : { merchantDiscount: { amount }, ...common };
}

function appliedCoupon(
  coupon: Coupon,
  discount: ItemDiscount,
  shippingDiscount: bigint,
  price: PriceView,
): AppliedDiscount {
  const shipping = coupon.type === 'FREE_SHIPPING';
  return {
    coupon: {
      id: coupon.id,
      code: coupon.code,
      name: coupon.name,
      amount: price(shipping ? shippingDiscount : discountTotal(discount)),
    },
    discountType: shipping ? 'SHIPPING' : discount.scoped ? 'SPECIFIC_ITEMS' : 'GLOBAL',
    lineItemIds: [...discount.byLine.keys()],
  };
}

/** The rate of an amount no tax is collected on. */
const NO_RATE = rateFraction(0n);

function taxDetails(taxed: TaxedAmount, rates: RegionRates | undefined, price: PriceView) {
  const taxable = price(taxed.taxable);
  return {
    taxableAmount: taxable,
    taxRate: rates?.totalFraction ?? NO_RATE,
    totalTax: price(taxed.tax),
    taxBreakdown: (rates?.jurisdictions ?? []).map(
      (j, index): TaxBreakdown => ({
        jurisdictionName: j.jurisdictionName,
        jurisdictionType: j.jurisdictionType,
        rate: j.fraction,
        taxableAmount: taxable,
        taxAmount: price(taxed.byJurisdiction[index] ?? 0n),
        nonTaxableAmount: price(0n),
        taxName: j.jurisdictionName,
      }),
    ),
  };
}

function calculatedLine(
  book: LineBook,
  taxed: TaxedAmount,
  rates: RegionRates | undefined,
  price: PriceView,
): CalculatedLineItem {
  const unitPrice = price(book.unitPrice);
  return {
    lineItemId: book.line.id,
    pricesBreakdown: {
      totalPriceAfterTax: price(taxed.afterTax),
      totalPriceBeforeTax: price(taxed.beforeTax),
      taxDetails: taxDetails(taxed, rates, price),
      totalDiscount: price(book.discount),
      price: unitPrice,
      priceBeforeDiscounts: unitPrice,
      lineItemPrice: price(book.amount),
      fullPrice: price(book.fullUnitPrice),
    },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    taxableAddress: { addressType: 'SHIPPING' },
  };
}

function shippingOptionView(
  option: QuotedOption,
  discount: bigint,
  rates: RegionRates | undefined,
  included: boolean,
  price: PriceView,
): ShippingOption {
  const { definition } = option;
  const taxed = taxOn(option.cost - discount, rates, included);
  return {
    code: definition.code,
    title: definition.title,
    logistics: {
      ...(definition.deliveryTime === undefined ? {} : { deliveryTime: definition.deliveryTime }),
      ...(definition.instructions === undefined ? {} : { instructions: definition.instructions }),
      ...(definition.pickup
        ? { pickupDetails: { address: definition.pickup.address, pickupMethod: definition.pickup.method } }
        : {}),
      ...(definition.deliveryTimeSlot ? { deliveryTimeSlot: definition.deliveryTimeSlot } : {}),
    },
    cost: {
      price: price(option.cost),
      totalPriceBeforeTax: price(taxed.beforeTax),
      totalPriceAfterTax: price(taxed.afterTax),
      taxDetails: { taxRate: rates?.totalFraction ?? NO_RATE, totalTax: price(taxed.tax) },
      totalDiscount: price(discount),
    },
    partial: false,
  };
}

function shippingInformation(
  quote: ShippingQuote,
  selectedDiscount: bigint,
  rates: RegionRates | undefined,
  included: boolean,
  price: PriceView,
): ShippingInformation {
  if (!quote.region) return {};
  return {
    region: quote.region,
    ...(quote.selected
      ? {
          selectedCarrierServiceOption: {
            ...shippingOptionView(quote.selected, selectedDiscount, rates, included, price),
            carrierId: STORE_SHIPPING_CARRIER_ID,
            requestedShippingOption: quote.requested,
          },
        }
      : {}),
    carrierServiceOptions: [
      {
        carrierId: STORE_SHIPPING_CARRIER_ID,
        shippingOptions: quote.options.map((o) => shippingOptionView(o, 0n, rates, included, price)),
      },
    ],
  };
}

/** Totals of every taxed amount (lines, and shipping when the region taxes it), and per jurisdiction. */
function taxSummary(
  taxed: readonly TaxedAmount[],
  rates: RegionRates | undefined,
  price: PriceView,
): TaxSummary {
  const taxable = sumBig(taxed.map((t) => t.taxable));
  return {
    taxableAmount: price(taxable),
    totalTax: price(sumBig(taxed.map((t) => t.tax))),
    calculationDetails: rates
      ? { rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' }
      : { rateType: 'NO_TAX_COLLECTED' },
    taxBreakdown: (rates?.jurisdictions ?? []).map((j, index) => ({
      jurisdictionName: j.jurisdictionName,
      jurisdictionType: j.jurisdictionType,
      rate: j.fraction,
      taxableAmount: price(taxable),
      taxAmount: price(sumBig(taxed.map((t) => t.byJurisdiction[index] ?? 0n))),
      nonTaxableAmount: price(0n),
      taxName: j.jurisdictionName,
    })),
  };
}
