import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { calculateTotals, checkCouponCode, getTaxSettings } from './pricing.service.js';
import { pricedLine } from './test-support/lines.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('calculateTotals', () => {
  it('prices lines with no pricing setup: no discounts, no shipping region, no tax', async () => {
    const totals = await calculateTotals(t.deps, {
      lines: [pricedLine({ quantity: 3, unitPrice: '2.50' }), pricedLine({ priced: false })],
      merchantDiscounts: [],
      buyer: { visitorId: 'v1' },
      calculateTax: true,
      calculateShipping: true,
    });
    expect(totals.priceSummary.subtotal?.amount).toBe('7.50');
    expect(totals.priceSummary.total?.formattedAmount).toBe('$7.50');
    expect(totals.calculatedLineItems).toHaveLength(1);
    expect(totals.taxSummary.calculationDetails?.rateType).toBe('NO_TAX_COLLECTED');
    expect(totals.calculationErrors?.generalShippingCalculationError?.applicationError?.code).toBe(
      'SHIPPING_ADDRESS_MISSING',
    );
  });

  it('reports an unknown coupon and prices without it', async () => {
    const totals = await calculateTotals(t.deps, {
      lines: [pricedLine()],
      couponCode: 'NOPE',
      merchantDiscounts: [],
      buyer: {},
      calculateTax: false,
      calculateShipping: false,
    });
    expect(totals.calculationErrors).toEqual({
      couponCalculationError: {
        applicationError: { code: 'COUPON_NOT_FOUND', description: 'No coupon has the code "NOPE"' },
      },
    });
    expect(totals.priceSummary.total?.amount).toBe('10.00');
  });
});

describe('checkCouponCode', () => {
  it('throws COUPON_NOT_FOUND for an unknown code', async () => {
    await expect(
      checkCouponCode(t.deps, 'missing', { lines: [pricedLine()], buyer: {} }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'COUPON_NOT_FOUND',
    });
  });
});

describe('getTaxSettings', () => {
  it('defaults to prices without tax', async () => {
    expect(await getTaxSettings(t.deps)).toEqual({ taxIncludedInPrices: false });
  });
});
