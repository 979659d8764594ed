import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateTotals } from '../modules/pricing/pricing.service.js';
import { pricedLine } from '../modules/pricing/test-support/lines.js';
import type { TotalsRequest } from '../modules/pricing/totals/totals-input.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { DEMO_COUPONS, DEMO_SHIPPING_REGIONS, DEMO_TAX_REGIONS, seedDemoPricing } from './demo-pricing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cart = (fields: Partial<TotalsRequest>): TotalsRequest => ({
  lines: [pricedLine({ unitPrice: '40.00', weight: 1 })],
  merchantDiscounts: [],
  buyer: { visitorId: 'demo-visitor' },
  calculateTax: true,
  calculateShipping: true,
  ...fields,
});

describe('demo pricing', () => {
  it('is added once', async () => {
    expect(await seedDemoPricing(t.deps)).toBe(true);
    expect(await seedDemoPricing(t.deps)).toBe(false);
    expect(await t.deps.db.selectFrom('coupons').select('code').execute()).toHaveLength(DEMO_COUPONS.length);
    expect(await t.deps.db.selectFrom('shipping_regions').select('id').execute()).toHaveLength(
      DEMO_SHIPPING_REGIONS.length,
    );
    expect(await t.deps.db.selectFrom('tax_regions').select('id').execute()).toHaveLength(
      DEMO_TAX_REGIONS.length,
    );
  });

  it('prices a Californian cart with WELCOME10: three US options, the cheapest delivery selected over a free pickup, state tax', async () => {
    const totals = await calculateTotals(
      t.deps,
      cart({ couponCode: 'welcome10', shippingAddress: { country: 'US', subdivision: 'CA' } }),
    );
    expect(totals.shippingInfo.carrierServiceOptions?.[0]?.shippingOptions.map((o) => o.code)).toEqual([
      'standard',
      'express',
      'store-pickup',
    ]);
    expect(totals.shippingInfo.selectedCarrierServiceOption?.code).toBe('standard');
    // 36.00 after WELCOME10, 5.95 standard shipping (untaxed in California), 7.25 % on the goods.
    expect(totals.priceSummary).toMatchObject({
      subtotal: { amount: '40.00' },
      discount: { amount: '4.00' },
      shipping: { amount: '5.95' },
      tax: { amount: '2.61' },
      total: { amount: '44.56' },
    });
  });

  it('taxes shipping in New York, applies the automatic rule over $100, and ships to Europe', async () => {
    const ny = await calculateTotals(
      t.deps,
      cart({
        lines: [pricedLine({ unitPrice: '120.00' })],
        shippingAddress: { country: 'US', subdivision: 'US-NY' },
        selectedShippingOption: { code: 'express' },
      }),
    );
    expect(ny.appliedDiscounts.map((d) => d.discountRule?.name?.original)).toEqual(['Spend $100, save 5%']);
    // 114.00 after the rule plus 14.95 express, both taxed at 8.5 %.
    expect(ny.priceSummary).toMatchObject({ tax: { amount: '10.96' }, total: { amount: '139.91' } });
    const berlin = await calculateTotals(
      t.deps,
      cart({ couponCode: 'FREESHIP', shippingAddress: { country: 'DE' } }),
    );
    expect(berlin.shippingInfo.region?.name).toBe('Europe');
    expect(berlin.priceSummary).toMatchObject({
      shipping: { amount: '24.95' },
      discount: { amount: '24.95' },
    });
    expect(berlin.taxSummary.taxBreakdown?.[0]?.jurisdictionName).toBe('Germany (VAT)');
  });
});
