// The totals' tax as the wire spells it: each line's price breakdown with its tax details, and the summary
// of every taxed amount by jurisdiction.
import type { CalculatedLineItem, TaxBreakdown, TaxSummary } from '@cartwright/contracts';
import { sumBig } from '../../../money/minor-units.js';
import { type RegionRates, rateFraction, type TaxedAmount } from '../tax/tax-calc.js';
import type { LineBook } from './discounts.js';
import type { PriceView } from './price-view.js';

/** The rate of an amount no tax is collected on. */
export const NO_RATE = rateFraction(0n);

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

/** One priced line's breakdown: before and after tax, its discount and tax details. */
export function calculatedLine(
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

/** Totals of every taxed amount (lines, and shipping when the region taxes it), and per jurisdiction. */
export function taxSummary(
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
