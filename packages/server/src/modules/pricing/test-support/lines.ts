// Builders for pricing tests: priced lines, coupons, rules and regions with defaults a test overrides, and the
// engine run with an empty setup.
import type {
  Coupon,
  DiscountRule,
  ShippingOptionDefinition,
  ShippingRegion,
  TaxRegion,
} from '@cartwright/contracts';
import { computeTotals, type TotalsEngineInput } from '../totals/totals-engine.js';
import type { PricedLine } from '../totals/totals-input.js';

let next = 0;
const stamp = '2026-01-01T00:00:00.000Z';
export const NOW = new Date('2026-03-01T12:00:00.000Z');

/** A shippable catalog line of one unit at 10.00 weighing 1, with a fresh id. */
export function pricedLine(fields: Partial<PricedLine> = {}): PricedLine {
  next += 1;
  return {
    id: `line-${next}`,
    quantity: 1,
    productId: `product-${next}`,
    collectionIds: [],
    unitPrice: '10.00',
    fullUnitPrice: fields.unitPrice ?? '10.00',
    weight: 1,
    shippable: true,
    priced: true,
    ...fields,
  };
}

export function coupon(fields: Partial<Coupon> & Pick<Coupon, 'type'>): Coupon {
  next += 1;
  return {
    id: `coupon-${next}`,
    createdDate: stamp,
    updatedDate: stamp,
    code: `CODE${next}`,
    name: `Coupon ${next}`,
    active: true,
    timesUsed: 0,
    ...fields,
  };
}

export function rule(fields: Partial<DiscountRule> & Pick<DiscountRule, 'discountType'>): DiscountRule {
  next += 1;
  return {
    id: `rule-${next}`,
    createdDate: stamp,
    updatedDate: stamp,
    name: `Rule ${next}`,
    active: true,
    scope: 'ALL_ITEMS',
    status: 'LIVE',
    revision: '1',
    ...fields,
  };
}

export function shippingRegion(options: ShippingOptionDefinition[]): ShippingRegion {
  next += 1;
  return {
    id: `region-${next}`,
    createdDate: stamp,
    updatedDate: stamp,
    name: `Region ${next}`,
    destinations: [{ country: 'US' }],
    options,
  };
}

export function taxRegion(rates: string[], taxShipping = false): TaxRegion {
  next += 1;
  return {
    id: `tax-${next}`,
    createdDate: stamp,
    updatedDate: stamp,
    name: `Tax ${next}`,
    country: 'US',
    taxShipping,
    rates: rates.map((rate, i) => ({
      jurisdictionType: i === 0 ? 'STATE' : 'COUNTY',
      jurisdictionName: `Jurisdiction ${i}`,
      rate,
    })),
  };
}

/** The engine in USD at NOW with nothing set up but what the test gives. */
export function runEngine(input: Partial<TotalsEngineInput> & Pick<TotalsEngineInput, 'lines'>) {
  return computeTotals({
    now: NOW,
    currency: 'USD',
    taxIncludedInPrices: false,
    merchantDiscounts: [],
    rules: [],
    couponBuyerUses: 0,
    ...input,
  });
}
