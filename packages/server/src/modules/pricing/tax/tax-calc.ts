// Tax on one amount (a line after discounts, or a shipping cost) at a region's summed manual rates: added on
// top, or taken out of a price that includes it. Rounded half up once per amount, then shared by jurisdiction.
import type { JurisdictionType, TaxRegion } from '@cartwright/contracts';
import {
  allocate,
  mulDivHalfUp,
  parseScaled,
  scaledToShortText,
  sumBig,
} from '../../../money/minor-units.js';
import { PERCENT_DENOMINATOR } from '../totals/discounts.js';

/** A rate as the wire's decimal fraction: 7.25 % → "0.0725". */
export const rateFraction = (units: bigint): string => scaledToShortText(units, 6);

export interface RegionRates {
  /** Each rate in 10⁻⁴ % and as the wire's fraction. */
  jurisdictions: {
    jurisdictionType: JurisdictionType;
    jurisdictionName: string;
    units: bigint;
    fraction: string;
  }[];
  /** Summed rate in 10⁻⁴ %; PERCENT_DENOMINATOR is 100 %. */
  total: bigint;
  totalFraction: string;
}

export function regionRates(region: TaxRegion): RegionRates {
  const jurisdictions = region.rates.map((r) => {
    const units = parseScaled(r.rate, 4);
    return {
      jurisdictionType: r.jurisdictionType,
      jurisdictionName: r.jurisdictionName,
      units,
      fraction: rateFraction(units),
    };
  });
  const total = sumBig(jurisdictions.map((j) => j.units));
  return { jurisdictions, total, totalFraction: rateFraction(total) };
}

export interface TaxedAmount {
  beforeTax: bigint;
  afterTax: bigint;
  /** The amount tax is worked out on: the price before tax; 0 when no tax is collected. */
  taxable: bigint;
  tax: bigint;
  /** The tax shared over the region's jurisdictions in proportion to their rates (sums to `tax`). */
  byJurisdiction: bigint[];
}

/**
 * Tax on `amount` (minor units). Added: `tax = amount × rate`, half up. Included: `tax = amount × rate ÷ (1 +
 * rate)`, half up, and the price before tax is what is left. No rates: no tax, nothing taxable.
 * @example taxOn(1000n, rates7_25, false).tax // 73n (72.5 rounds up)
 */
export function taxOn(amount: bigint, rates: RegionRates | undefined, included: boolean): TaxedAmount {
  if (!rates) return { beforeTax: amount, afterTax: amount, taxable: 0n, tax: 0n, byJurisdiction: [] };
  const tax = included
    ? mulDivHalfUp(amount, rates.total, PERCENT_DENOMINATOR + rates.total)
    : mulDivHalfUp(amount, rates.total, PERCENT_DENOMINATOR);
  const beforeTax = included ? amount - tax : amount;
  return {
    beforeTax,
    afterTax: beforeTax + tax,
    taxable: beforeTax,
    tax,
    byJurisdiction: allocate(
      tax,
      rates.jurisdictions.map((j) => j.units),
    ),
  };
}
