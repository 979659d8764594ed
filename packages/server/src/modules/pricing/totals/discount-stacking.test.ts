// The stacking rules of docs/totals.md, through the engine: automatic rules first (the best per line), then the
// coupon on what they left, then merchant discounts; never below zero.
import { describe, expect, it } from 'vitest';
import { coupon, NOW, pricedLine, rule, runEngine, shippingRegion } from '../test-support/lines.js';

const amount = (price: { amount?: string } | undefined) => price?.amount;
const lineDiscounts = (result: ReturnType<typeof runEngine>) =>
  result.calculatedLineItems.map((l) => amount(l.pricesBreakdown?.totalDiscount));

describe('automatic discount rules', () => {
  it('give each line the best live rule only, and list each rule with the lines it won', () => {
    const cheap = pricedLine({ unitPrice: '10.00' });
    const dear = pricedLine({ unitPrice: '50.00' });
    const tenPercent = rule({ discountType: 'PERCENTAGE', percentage: 10 });
    const twoOff = rule({ discountType: 'FIXED_AMOUNT', fixedAmount: '2' });
    const result = runEngine({ lines: [cheap, dear], rules: [tenPercent, twoOff] });
    expect(lineDiscounts(result)).toEqual(['2.00', '5.00']);
    expect(result.appliedDiscounts).toEqual([
      {
        discountRule: {
          id: tenPercent.id,
          name: { original: tenPercent.name },
          amount: expect.objectContaining({ amount: '5.00' }),
        },
        discountType: 'GLOBAL',
        lineItemIds: [dear.id],
      },
      {
        discountRule: {
          id: twoOff.id,
          name: { original: twoOff.name },
          amount: expect.objectContaining({ amount: '2.00' }),
        },
        discountType: 'GLOBAL',
        lineItemIds: [cheap.id],
      },
    ]);
    expect(amount(result.priceSummary.discount)).toBe('7.00');
    expect(amount(result.priceSummary.total)).toBe('53.00');
  });

  it('break a tie in favour of the older rule (the first given)', () => {
    const line = pricedLine({ unitPrice: '20.00' });
    const older = rule({ discountType: 'PERCENTAGE', percentage: 10 });
    const newer = rule({ discountType: 'FIXED_AMOUNT', fixedAmount: '2' });
    const result = runEngine({ lines: [line], rules: [older, newer] });
    expect(result.appliedDiscounts.map((d) => d.discountRule?.id)).toEqual([older.id]);
  });

  it('reach lines by scope: products, collections, or everything (custom lines only then)', () => {
    const shirt = pricedLine({ productId: 'shirt' });
    const mug = pricedLine({ collectionIds: ['kitchen'] });
    const custom = pricedLine({ productId: undefined });
    const rules = [
      rule({
        discountType: 'FIXED_PRICE',
        fixedPrice: '4',
        scope: 'SPECIFIC_PRODUCTS',
        productIds: ['shirt'],
      }),
      rule({
        discountType: 'FIXED_PRICE',
        fixedPrice: '7',
        scope: 'SPECIFIC_COLLECTIONS',
        collectionIds: ['kitchen'],
      }),
    ];
    const result = runEngine({ lines: [shirt, mug, custom], rules });
    expect(lineDiscounts(result)).toEqual(['6.00', '3.00', '0.00']);
    expect(result.appliedDiscounts.map((d) => d.discountType)).toEqual(['SPECIFIC_ITEMS', 'SPECIFIC_ITEMS']);
    const everything = runEngine({
      lines: [custom],
      rules: [rule({ discountType: 'PERCENTAGE', percentage: 50 })],
    });
    expect(lineDiscounts(everything)).toEqual(['5.00']);
  });

  it('apply only when their conditions hold over the items they reach, at the thresholds', () => {
    const minimum = rule({
      discountType: 'PERCENTAGE',
      percentage: 10,
      conditions: { minimumSubtotal: '30.00' },
    });
    const atThreshold = runEngine({
      lines: [pricedLine({ unitPrice: '10.00', quantity: 3 })],
      rules: [minimum],
    });
    expect(lineDiscounts(atThreshold)).toEqual(['3.00']);
    const justBelow = runEngine({
      lines: [pricedLine({ unitPrice: '9.99', quantity: 3 })],
      rules: [minimum],
    });
    expect(lineDiscounts(justBelow)).toEqual(['0.00']);
    const quantity = rule({
      discountType: 'FIXED_AMOUNT',
      fixedAmount: '1',
      conditions: { minimumQuantity: 3 },
    });
    expect(lineDiscounts(runEngine({ lines: [pricedLine({ quantity: 3 })], rules: [quantity] }))).toEqual([
      '3.00',
    ]);
    expect(lineDiscounts(runEngine({ lines: [pricedLine({ quantity: 2 })], rules: [quantity] }))).toEqual([
      '0.00',
    ]);
    // Lines outside the scope do not count towards the conditions.
    const scoped = rule({
      discountType: 'FIXED_AMOUNT',
      fixedAmount: '1',
      scope: 'SPECIFIC_PRODUCTS',
      productIds: ['a'],
      conditions: { minimumQuantity: 2 },
    });
    const lines = [pricedLine({ productId: 'a' }), pricedLine({ productId: 'b' })];
    expect(lineDiscounts(runEngine({ lines, rules: [scoped] }))).toEqual(['0.00', '0.00']);
  });

  it('skip inactive, pending and expired rules, with the window start inside and its end outside', () => {
    const line = pricedLine();
    const at = (start?: string, end?: string) =>
      rule({ discountType: 'PERCENTAGE', percentage: 10, activeTimeInfo: { start, end } });
    const now = NOW.toISOString();
    const later = new Date(NOW.getTime() + 1).toISOString();
    expect(runEngine({ lines: [line], rules: [{ ...at(), active: false }] }).appliedDiscounts).toEqual([]);
    expect(runEngine({ lines: [line], rules: [at(later)] }).appliedDiscounts).toEqual([]);
    expect(runEngine({ lines: [line], rules: [at(undefined, now)] }).appliedDiscounts).toEqual([]);
    expect(runEngine({ lines: [line], rules: [at(now, later)] }).appliedDiscounts).toHaveLength(1);
  });

  it('never take a line below zero', () => {
    const result = runEngine({
      lines: [pricedLine({ unitPrice: '1.50', quantity: 2 })],
      rules: [rule({ discountType: 'FIXED_AMOUNT', fixedAmount: '5' })],
    });
    expect(lineDiscounts(result)).toEqual(['3.00']);
    expect(amount(result.priceSummary.total)).toBe('0.00');
  });
});

describe('the coupon, after the rules', () => {
  it('takes its percentage of what the rules left', () => {
    const line = pricedLine({ unitPrice: '100.00' });
    const result = runEngine({
      lines: [line],
      rules: [rule({ discountType: 'PERCENTAGE', percentage: 10 })],
      couponCode: 'c',
      coupon: coupon({ type: 'PERCENT_OFF', percentOff: 10 }),
    });
    expect(result.appliedDiscounts.map((d) => amount(d.discountRule?.amount ?? d.coupon?.amount))).toEqual([
      '10.00',
      '9.00',
    ]);
    expect(amount(result.priceSummary.total)).toBe('81.00');
  });

  it('works a percentage out once over the lines it reaches, half up, and shares it exactly', () => {
    const lines = [1, 2, 3].map(() => pricedLine({ unitPrice: '0.05' }));
    const result = runEngine({
      lines,
      couponCode: 'c',
      coupon: coupon({ type: 'PERCENT_OFF', percentOff: 10 }),
    });
    // 10 % of 0.15 is 0.015, which rounds up to 0.02; the cent left over goes to the first line.
    expect(amount(result.appliedDiscounts[0]?.coupon?.amount)).toBe('0.02');
    expect(lineDiscounts(result)).toEqual(['0.01', '0.01', '0.00']);
    const below = runEngine({
      lines: [pricedLine({ unitPrice: '0.14' })],
      couponCode: 'c',
      coupon: coupon({ type: 'PERCENT_OFF', percentOff: 10 }),
    });
    expect(amount(below.priceSummary.discount)).toBe('0.01');
    const rulePercent = runEngine({
      lines: [pricedLine({ unitPrice: '0.20' })],
      rules: [rule({ discountType: 'PERCENTAGE', percentage: 12.5 })],
    });
    expect(amount(rulePercent.priceSummary.discount)).toBe('0.03');
  });

  it('takes money off at most what the lines it reaches come to, and prices FIXED_PRICE units', () => {
    const moneyOff = runEngine({
      lines: [pricedLine({ unitPrice: '20.00' }), pricedLine({ unitPrice: '10.00' })],
      couponCode: 'c',
      coupon: coupon({ type: 'MONEY_OFF', amount: '50' }),
    });
    expect(lineDiscounts(moneyOff)).toEqual(['20.00', '10.00']);
    expect(amount(moneyOff.priceSummary.total)).toBe('0.00');
    const shared = runEngine({
      lines: [pricedLine({ unitPrice: '20.00' }), pricedLine({ unitPrice: '10.00' })],
      couponCode: 'c',
      coupon: coupon({ type: 'MONEY_OFF', amount: '10' }),
    });
    expect(lineDiscounts(shared)).toEqual(['6.67', '3.33']);
    const fixed = runEngine({
      lines: [pricedLine({ unitPrice: '10.00', quantity: 3 }), pricedLine({ unitPrice: '3.00' })],
      couponCode: 'c',
      coupon: coupon({ type: 'FIXED_PRICE', amount: '4' }),
    });
    expect(lineDiscounts(fixed)).toEqual(['18.00', '0.00']);
  });

  it('reaches only its products or collections, and says so', () => {
    const hat = pricedLine({ productId: 'hat' });
    const sock = pricedLine({ collectionIds: ['socks'] });
    const other = pricedLine();
    const limited = coupon({
      type: 'PERCENT_OFF',
      percentOff: 50,
      productIds: ['hat'],
      collectionIds: ['socks'],
    });
    const result = runEngine({ lines: [hat, sock, other], couponCode: 'c', coupon: limited });
    expect(lineDiscounts(result)).toEqual(['5.00', '5.00', '0.00']);
    expect(result.appliedDiscounts[0]).toMatchObject({
      discountType: 'SPECIFIC_ITEMS',
      lineItemIds: [hat.id, sock.id],
    });
  });

  it('FREE_SHIPPING zeroes the selected option, as a SHIPPING discount', () => {
    const region = shippingRegion([{ code: 'standard', title: 'Standard', rate: '7.50' }]);
    const result = runEngine({
      lines: [pricedLine()],
      couponCode: 'c',
      coupon: coupon({ type: 'FREE_SHIPPING' }),
      shipping: { hasAddress: true, region },
    });
    expect(result.appliedDiscounts).toEqual([
      expect.objectContaining({
        discountType: 'SHIPPING',
        coupon: expect.objectContaining({ amount: expect.objectContaining({ amount: '7.50' }) }),
      }),
    ]);
    expect(amount(result.priceSummary.shipping)).toBe('7.50');
    expect(amount(result.priceSummary.discount)).toBe('7.50');
    expect(amount(result.priceSummary.total)).toBe('10.00');
    expect(amount(result.shippingInfo.selectedCarrierServiceOption?.cost?.totalDiscount)).toBe('7.50');
    expect(amount(result.shippingInfo.selectedCarrierServiceOption?.cost?.totalPriceAfterTax)).toBe('0.00');
  });
});

describe('merchant discounts, last', () => {
  it('come off what the rules and the coupon left, in order, capped at what is left', () => {
    const result = runEngine({
      lines: [pricedLine({ unitPrice: '30.00' }), pricedLine({ unitPrice: '10.00' })],
      rules: [rule({ discountType: 'PERCENTAGE', percentage: 50 })],
      couponCode: 'c',
      coupon: coupon({ type: 'MONEY_OFF', amount: '4' }),
      merchantDiscounts: ['6', '100'],
    });
    expect(
      result.appliedDiscounts.map((d) => d.merchantDiscount && amount(d.merchantDiscount.amount)),
    ).toEqual([undefined, undefined, '6.00', '10.00']);
    expect(result.appliedDiscounts.at(-1)?.discountType).toBe('GLOBAL');
    expect(amount(result.priceSummary.discount)).toBe('40.00');
    expect(amount(result.priceSummary.total)).toBe('0.00');
  });
});
