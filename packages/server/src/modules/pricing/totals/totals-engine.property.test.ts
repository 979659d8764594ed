// Property tests: the engine over 10 000 random lines against a reference in plain integer cents (every
// intermediate stays below 2^53, so Number arithmetic on integers is exact there).
import { describe, expect, it } from 'vitest';
import { coupon, pricedLine, rule, runEngine, taxRegion } from '../test-support/lines.js';
import type { PricedLine } from './totals-input.js';

/** mulberry32: a small seeded PRNG, so a failure replays with the same seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LINES = 10_000;
const cents = (amount: string | undefined) => {
  const [whole, fraction = ''] = (amount ?? 'NaN').split('.');
  return Number(whole) * 100 + Math.sign(Number(`${whole}1`)) * Number(fraction.padEnd(2, '0'));
};
const text = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
/** round(a × n / d), half up, for non-negative integers. */
const halfUp = (a: number, n: number, d: number) => Math.floor((2 * a * n + d) / (2 * d));

function randomLines(random: () => number): { lines: PricedLine[]; priceCents: number[] } {
  const priceCents: number[] = [];
  const lines = Array.from({ length: LINES }, (_, i) => {
    const price = Math.floor(random() * 100_000);
    priceCents.push(price);
    return pricedLine({
      id: `p-${i}`,
      unitPrice: text(price),
      quantity: 1 + Math.floor(random() * 20),
      weight: Math.floor(random() * 10_000) / 1000,
    });
  });
  return { lines, priceCents };
}

describe('totals over 10 000 random lines', () => {
  it.each([1, 2, 3])('add tax to prices exactly as integer cents do (seed %i)', (seed) => {
    const random = prng(seed);
    const { lines, priceCents } = randomLines(random);
    const rateHundredths = Math.floor(random() * 2_500); // 0–24.99 %
    const rate = `${Math.floor(rateHundredths / 100)}.${String(rateHundredths % 100).padStart(2, '0')}`;
    const result = runEngine({ lines, tax: { region: taxRegion([rate]) } });

    const amounts = lines.map((line, i) => priceCents[i]! * line.quantity);
    const taxes = amounts.map((a) => halfUp(a, rateHundredths, 10_000));
    const subtotal = amounts.reduce((a, b) => a + b, 0);
    const tax = taxes.reduce((a, b) => a + b, 0);
    expect(cents(result.priceSummary.subtotal?.amount)).toBe(subtotal);
    expect(cents(result.priceSummary.tax?.amount)).toBe(tax);
    expect(cents(result.priceSummary.total?.amount)).toBe(subtotal + tax);
    expect(
      result.calculatedLineItems.map((l) => cents(l.pricesBreakdown?.taxDetails?.totalTax?.amount)),
    ).toEqual(taxes);
    expect(result.priceSummary.subtotal?.amount).toBe(text(subtotal));
  });

  it.each([4, 5])(
    'keep every discount and tax invariant with rules, a coupon and merchant discounts (seed %i)',
    (seed) => {
      const random = prng(seed);
      const { lines, priceCents } = randomLines(random);
      const percentHundredths = 1 + Math.floor(random() * 9_999);
      const percentOff = percentHundredths / 100;
      const result = runEngine({
        lines,
        rules: [
          rule({ discountType: 'PERCENTAGE', percentage: 7.5 }),
          rule({ discountType: 'FIXED_AMOUNT', fixedAmount: '3.00', conditions: { minimumQuantity: 2 } }),
        ],
        couponCode: 'c',
        coupon: coupon({ type: 'PERCENT_OFF', percentOff }),
        merchantDiscounts: ['1000.00'],
        tax: { region: taxRegion(['8.875']) },
      });
      const amounts = lines.map((line, i) => priceCents[i]! * line.quantity);
      const subtotal = amounts.reduce((a, b) => a + b, 0);
      const lineDiscounts = result.calculatedLineItems.map((l) =>
        cents(l.pricesBreakdown?.totalDiscount?.amount),
      );
      const byKind = (kind: 'discountRule' | 'coupon' | 'merchantDiscount') =>
        result.appliedDiscounts
          .filter((d) => d[kind])
          .reduce((n, d) => n + cents(d[kind]?.amount?.amount), 0);

      // Rules: the better of 7.5 % (half up per line) and 3.00 off each unit, per line.
      const afterRules = amounts.map((a, i) => {
        const percent = halfUp(a, 750, 10_000);
        const fixed = Math.min(300, priceCents[i]!) * lines[i]!.quantity;
        return a - Math.max(percent, fixed);
      });
      const ruleTotal = subtotal - afterRules.reduce((a, b) => a + b, 0);
      expect(byKind('discountRule')).toBe(ruleTotal);
      // The coupon: its percentage of what the rules left, rounded once.
      const couponTotal = halfUp(subtotal - ruleTotal, percentHundredths, 10_000);
      expect(byKind('coupon')).toBe(couponTotal);
      expect(byKind('merchantDiscount')).toBe(Math.min(100_000, subtotal - ruleTotal - couponTotal));

      const discount = lineDiscounts.reduce((a, b) => a + b, 0);
      expect(cents(result.priceSummary.discount?.amount)).toBe(discount);
      expect(discount).toBe(byKind('discountRule') + byKind('coupon') + byKind('merchantDiscount'));
      lineDiscounts.forEach((d, i) => {
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(amounts[i]!);
      });
      // Tax per line on what is left, 8.875 % half up; the summary is the sum of the lines.
      const taxes = amounts.map((a, i) => halfUp(a - lineDiscounts[i]!, 88_750, 1_000_000));
      const tax = taxes.reduce((a, b) => a + b, 0);
      expect(cents(result.priceSummary.tax?.amount)).toBe(tax);
      expect(cents(result.priceSummary.total?.amount)).toBe(subtotal - discount + tax);
    },
  );

  it.each([6, 7])(
    'take included tax out so that price before tax plus tax is the price (seed %i)',
    (seed) => {
      const random = prng(seed);
      const { lines, priceCents } = randomLines(random);
      const result = runEngine({ lines, taxIncludedInPrices: true, tax: { region: taxRegion(['19']) } });
      const amounts = lines.map((line, i) => priceCents[i]! * line.quantity);
      result.calculatedLineItems.forEach((line, i) => {
        const breakdown = line.pricesBreakdown!;
        const tax = cents(breakdown.taxDetails?.totalTax?.amount);
        expect(tax).toBe(halfUp(amounts[i]!, 19, 119));
        expect(cents(breakdown.totalPriceBeforeTax?.amount) + tax).toBe(amounts[i]);
      });
      const subtotal = amounts.reduce((a, b) => a + b, 0);
      expect(cents(result.priceSummary.total?.amount)).toBe(subtotal);
    },
  );
});
