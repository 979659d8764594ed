// The cart-facing pricing calls over a real database: what calculateTotals loads, the coupon check with each
// refusal, and counting coupon uses (in parallel on PostgreSQL, where races can happen).
import { randomUUID } from 'node:crypto';
import type { Coupon } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp } from '../../test-support/test-app.js';
import { createCoupon } from './coupons/coupons.service.js';
import { createDiscountRule } from './discount-rules/discount-rules.service.js';
import { calculateTotals, checkCouponCode, getTaxSettings, recordCouponUse } from './pricing.service.js';
import { createShippingRegion } from './shipping/shipping-regions.service.js';
import { createTaxRegion, updateTaxSettings } from './tax/tax-regions.service.js';
import { pricedLine } from './test-support/lines.js';
import type { TotalsRequest } from './totals/totals-input.js';

const clock = movableClock(new Date('2026-05-01T10:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await createShippingRegion(t.deps, {
    name: 'United States',
    destinations: [{ country: 'US' }],
    options: [
      { code: 'standard', title: 'Standard', rate: '5' },
      { code: 'express', title: 'Express', rate: '15' },
      {
        code: 'honolulu-pickup',
        title: 'Pick up in Honolulu',
        rate: '0',
        pickup: {
          method: 'STORE_PICKUP',
          address: { country: 'US', subdivision: 'US-HI', city: 'Honolulu' },
        },
      },
      {
        code: 'paris-pickup',
        title: 'Pick up in Paris',
        rate: '0',
        pickup: { method: 'PICKUP_POINT', address: { country: 'FR', city: 'Paris' } },
      },
    ],
  });
  await createShippingRegion(t.deps, {
    name: 'Alaska and Hawaii',
    destinations: [{ country: 'US', subdivisions: ['AK', 'HI'] }],
    options: [{ code: 'standard', title: 'Standard', rate: '20' }],
  });
  const rate = (r: string) => [{ jurisdictionType: 'STATE' as const, jurisdictionName: 'State', rate: r }];
  await createTaxRegion(t.deps, { name: 'US', country: 'US', taxShipping: false, rates: rate('5') });
  await createTaxRegion(t.deps, {
    name: 'Hawaii',
    country: 'US',
    subdivision: 'HI',
    taxShipping: true,
    rates: rate('4'),
  });
});
afterAll(() => t.close());

const request = (fields: Partial<TotalsRequest> = {}): TotalsRequest => ({
  lines: [pricedLine({ unitPrice: '100.00' })],
  merchantDiscounts: [],
  buyer: { visitorId: 'visitor-1' },
  calculateTax: true,
  calculateShipping: true,
  ...fields,
});

describe('calculateTotals', () => {
  it('ships and taxes by the region of the address: a subdivision beats its country', async () => {
    const oregon = await calculateTotals(
      t.deps,
      request({ shippingAddress: { country: 'US', subdivision: 'US-OR' } }),
    );
    expect(oregon.shippingInfo.region?.name).toBe('United States');
    expect(oregon.priceSummary).toMatchObject({
      shipping: { amount: '5.00' },
      tax: { amount: '5.00' },
      total: { amount: '110.00', formattedAmount: '$110.00' },
    });
    const hawaii = await calculateTotals(
      t.deps,
      request({ shippingAddress: { country: 'US', subdivision: 'HI' } }),
    );
    expect(hawaii.shippingInfo.region?.name).toBe('Alaska and Hawaii');
    expect(hawaii.priceSummary).toMatchObject({ shipping: { amount: '20.00' }, tax: { amount: '4.80' } });
    const france = await calculateTotals(t.deps, request({ shippingAddress: { country: 'FR' } }));
    expect(france.calculationErrors?.generalShippingCalculationError?.applicationError?.code).toBe(
      'SHIPPING_DESTINATION_NOT_SERVED',
    );
    expect(france.taxSummary.calculationDetails?.rateType).toBe('NO_TAX_COLLECTED');
  });

  it('honours the asked-for option, and skips shipping and tax when not asked for', async () => {
    const express = await calculateTotals(
      t.deps,
      request({ shippingAddress: { country: 'US' }, selectedShippingOption: { code: 'express' } }),
    );
    expect(express.shippingInfo.selectedCarrierServiceOption?.code).toBe('express');
    const bare = await calculateTotals(
      t.deps,
      request({ shippingAddress: { country: 'US' }, calculateShipping: false, calculateTax: false }),
    );
    expect(bare.priceSummary).toMatchObject({
      shipping: { amount: '0.00' },
      tax: { amount: '0.00' },
      total: { amount: '100.00' },
    });
    expect(bare.shippingInfo).toEqual({});
  });

  it('taxes a pickup where the goods are collected, not at the estimate address', async () => {
    const oregon = { country: 'US', subdivision: 'US-OR' };
    const honolulu = await calculateTotals(
      t.deps,
      request({ shippingAddress: oregon, selectedShippingOption: { code: 'honolulu-pickup' } }),
    );
    expect(honolulu.shippingInfo.selectedCarrierServiceOption?.code).toBe('honolulu-pickup');
    expect(honolulu.priceSummary).toMatchObject({ shipping: { amount: '0.00' }, tax: { amount: '4.00' } });
    expect(honolulu.taxSummary.taxBreakdown?.[0]?.rate).toBe('0.04');
    const paris = await calculateTotals(
      t.deps,
      request({ shippingAddress: oregon, selectedShippingOption: { code: 'paris-pickup' } }),
    );
    expect(paris.taxSummary.calculationDetails?.rateType).toBe('NO_TAX_COLLECTED');
    expect(paris.priceSummary).toMatchObject({ tax: { amount: '0.00' }, total: { amount: '100.00' } });
    // A pickup the region does not offer is not chosen, so the address taxes as before.
    const unknown = await calculateTotals(
      t.deps,
      request({ shippingAddress: oregon, selectedShippingOption: { code: 'nowhere-pickup' } }),
    );
    expect(unknown.priceSummary).toMatchObject({ shipping: { amount: '5.00' }, tax: { amount: '5.00' } });
  });

  it('applies live rules only, and the coupon whatever the case of its code (kept in upper case)', async () => {
    await createCoupon(t.deps, { code: 'Case10', name: 'Ten', type: 'PERCENT_OFF', percentOff: 10 });
    await createDiscountRule(t.deps, {
      name: 'Later',
      discountType: 'PERCENTAGE',
      percentage: 50,
      scope: 'ALL_ITEMS',
      activeTimeInfo: { start: '2026-06-01T00:00:00.000Z' },
    });
    const totals = await calculateTotals(
      t.deps,
      request({ couponCode: 'CASE10', calculateShipping: false, calculateTax: false }),
    );
    expect(totals.appliedDiscounts).toEqual([
      expect.objectContaining({
        coupon: expect.objectContaining({
          code: 'CASE10',
          amount: expect.objectContaining({ amount: '10.00' }),
        }),
      }),
    ]);
    clock.set(new Date('2026-06-01T00:00:00.000Z'));
    const later = await calculateTotals(
      t.deps,
      request({ couponCode: 'case10', calculateShipping: false, calculateTax: false }),
    );
    expect(later.priceSummary.discount?.amount).toBe('55.00');
    clock.set(new Date('2026-05-01T10:00:00.000Z'));
  });

  it('prices with the saved tax setting', async () => {
    await updateTaxSettings(t.deps, { taxIncludedInPrices: true });
    expect(await getTaxSettings(t.deps)).toEqual({ taxIncludedInPrices: true });
    const totals = await calculateTotals(
      t.deps,
      request({ shippingAddress: { country: 'US' }, calculateShipping: false }),
    );
    expect(totals.taxIncludedInPrices).toBe(true);
    expect(totals.priceSummary).toMatchObject({ tax: { amount: '4.76' }, total: { amount: '100.00' } });
    await updateTaxSettings(t.deps, { taxIncludedInPrices: false });
  });

  it('reports a refused coupon by its code and prices without it', async () => {
    await createCoupon(t.deps, {
      code: 'OFFLINE',
      name: 'Off',
      type: 'MONEY_OFF',
      amount: '5',
      active: false,
    });
    const totals = await calculateTotals(
      t.deps,
      request({ couponCode: 'offline', calculateShipping: false, calculateTax: false }),
    );
    expect(totals.calculationErrors?.couponCalculationError?.applicationError?.code).toBe('COUPON_INACTIVE');
    expect(totals.priceSummary.total?.amount).toBe('100.00');
  });

  it('counts only this buyer’s uses of a per-customer coupon, and keeps its amounts as written', async () => {
    const coupon = await createCoupon(t.deps, {
      code: 'OnceEach',
      name: 'Once each',
      type: 'MONEY_OFF',
      amount: '5.50',
      minimumSubtotal: '60.50',
      limitPerCustomer: 1,
      expirationDate: '2027-01-01T00:00:00.123Z',
    });
    await recordCouponUse(t.deps.db, {
      couponId: coupon.id,
      buyer: { visitorId: 'used' },
      checkoutId: 'k-once',
    });
    const totals = (buyer: TotalsRequest['buyer'], unitPrice = '100.00') =>
      calculateTotals(
        t.deps,
        request({
          lines: [pricedLine({ unitPrice })],
          couponCode: 'onceeach',
          buyer,
          calculateShipping: false,
          calculateTax: false,
        }),
      );
    const used = await totals({ visitorId: 'used' });
    expect(used.calculationErrors?.couponCalculationError?.applicationError?.code).toBe(
      'COUPON_LIMIT_PER_CUSTOMER_REACHED',
    );
    expect((await totals({ visitorId: 'fresh' })).priceSummary.discount?.amount).toBe('5.50');
    expect((await totals({ visitorId: 'fresh' }, '60.00')).calculationErrors?.couponCalculationError).toEqual(
      {
        applicationError: {
          code: 'COUPON_MINIMUM_SUBTOTAL_NOT_MET',
          description: 'Coupon "ONCEEACH" needs a subtotal of at least 60.50',
          data: { minimumSubtotal: '60.50' },
        },
      },
    );
    clock.set(new Date('2027-01-01T00:00:00.123Z'));
    const expired = await totals({ visitorId: 'fresh' });
    clock.set(new Date('2026-05-01T10:00:00.000Z'));
    expect(expired.calculationErrors?.couponCalculationError?.applicationError).toMatchObject({
      code: 'COUPON_EXPIRED',
      data: { expirationDate: '2027-01-01T00:00:00.123Z' },
    });
  });
});

describe('checkCouponCode', () => {
  const lines = [pricedLine({ productId: 'prod', unitPrice: '30.00' })];
  const check = (code: string, buyer = { visitorId: 'visitor-1' }) =>
    checkCouponCode(t.deps, code, { lines, buyer });
  const make = (fields: Partial<Coupon>) =>
    createCoupon(t.deps, {
      name: 'Test',
      type: 'PERCENT_OFF',
      percentOff: 5,
      code: `C${randomUUID().slice(0, 8)}`,
      ...fields,
    } as never);

  it('answers the coupon’s id and code, matching any case', async () => {
    const coupon = await make({ code: 'MiXeD' });
    expect(await check('mixed')).toEqual({ id: coupon.id, code: 'MIXED' });
  });

  it('throws a 400 with a distinct code for each refusal', async () => {
    const refusals: [string, Promise<Coupon>][] = [
      ['COUPON_INACTIVE', make({ active: false })],
      ['COUPON_NOT_YET_VALID', make({ startDate: '2026-05-01T10:00:00.001Z' })],
      ['COUPON_EXPIRED', make({ expirationDate: '2026-05-01T10:00:00.000Z' })],
      ['COUPON_MINIMUM_SUBTOTAL_NOT_MET', make({ minimumSubtotal: '30.01' })],
      ['COUPON_NOT_APPLICABLE', make({ collectionIds: ['elsewhere'] })],
    ];
    await expect(check('NO-SUCH-CODE')).rejects.toMatchObject({ status: 400, code: 'COUPON_NOT_FOUND' });
    for (const [code, coupon] of refusals) {
      await expect(check((await coupon).code)).rejects.toMatchObject({ status: 400, code });
    }
    const used = await make({ usageLimit: 1 });
    await t.deps.db
      .transaction()
      .execute((trx) =>
        recordCouponUse(trx, { couponId: used.id, buyer: { visitorId: 'someone' }, checkoutId: 'k1' }),
      );
    await expect(check(used.code)).rejects.toMatchObject({ code: 'COUPON_USAGE_LIMIT_REACHED' });
    const once = await make({ limitPerCustomer: 1 });
    await recordCouponUse(t.deps.db, { couponId: once.id, buyer: { memberId: 'm1' }, checkoutId: 'k2' });
    await expect(check(once.code, { memberId: 'm1' } as never)).rejects.toMatchObject({
      code: 'COUPON_LIMIT_PER_CUSTOMER_REACHED',
    });
    expect(await check(once.code, { visitorId: 'another' })).toMatchObject({ id: once.id });
  });
});

describe('recordCouponUse', () => {
  it('counts a checkout once, and refuses past the limits', async () => {
    const coupon = await createCoupon(t.deps, {
      code: 'TWICE',
      name: 'Twice',
      type: 'FREE_SHIPPING',
      usageLimit: 2,
      limitPerCustomer: 1,
    });
    const buyer = { visitorId: 'v-twice' };
    await recordCouponUse(t.deps.db, { couponId: coupon.id, buyer, checkoutId: 'c1' });
    await recordCouponUse(t.deps.db, { couponId: coupon.id, buyer, checkoutId: 'c1' });
    await expect(
      recordCouponUse(t.deps.db, { couponId: coupon.id, buyer, checkoutId: 'c2' }),
    ).rejects.toMatchObject({
      code: 'COUPON_LIMIT_PER_CUSTOMER_REACHED',
    });
    await recordCouponUse(t.deps.db, { couponId: coupon.id, buyer: { memberId: 'm' }, checkoutId: 'c3' });
    await expect(
      recordCouponUse(t.deps.db, { couponId: coupon.id, buyer: { memberId: 'n' }, checkoutId: 'c4' }),
    ).rejects.toMatchObject({ code: 'COUPON_USAGE_LIMIT_REACHED' });
    const row = await t.deps.db
      .selectFrom('coupons')
      .select('times_used')
      .where('id', '=', coupon.id)
      .executeTakeFirst();
    expect(row?.times_used).toBe(2);
    await expect(
      recordCouponUse(t.deps.db, { couponId: 'gone', buyer, checkoutId: 'c5' }),
    ).rejects.toMatchObject({ code: 'COUPON_NOT_FOUND' });
  });

  it('never passes the limits when checkouts count uses in parallel', async () => {
    const coupon = await createCoupon(t.deps, {
      code: 'RACE',
      name: 'Race',
      type: 'PERCENT_OFF',
      percentOff: 5,
      usageLimit: 5,
      limitPerCustomer: 2,
    });
    const attempts = Array.from({ length: 30 }, (_, i) =>
      t.deps.db.transaction().execute((trx) =>
        recordCouponUse(trx, {
          couponId: coupon.id,
          buyer: { visitorId: `v${i % 4}` },
          checkoutId: `race-${i}`,
        }),
      ),
    );
    const settled = await Promise.allSettled(attempts);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(5);
    for (const s of settled) {
      if (s.status === 'rejected') {
        expect(['COUPON_USAGE_LIMIT_REACHED', 'COUPON_LIMIT_PER_CUSTOMER_REACHED']).toContain(
          (s.reason as { code: string }).code,
        );
      }
    }
    const uses = await t.deps.db
      .selectFrom('coupon_uses')
      .select(['buyer_key'])
      .where('coupon_id', '=', coupon.id)
      .execute();
    expect(uses).toHaveLength(5);
    const perBuyer = new Map<string, number>();
    for (const use of uses) perBuyer.set(use.buyer_key ?? '', (perBuyer.get(use.buyer_key ?? '') ?? 0) + 1);
    expect(Math.max(...perBuyer.values())).toBeLessThanOrEqual(2);
    const row = await t.deps.db
      .selectFrom('coupons')
      .select('times_used')
      .where('id', '=', coupon.id)
      .executeTakeFirst();
    expect(row?.times_used).toBe(5);
  });
});
