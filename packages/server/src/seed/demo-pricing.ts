// The demo store's pricing setup, so the storefront has discounts, shipping and tax to show: two coupons, one
// automatic rule, shipping to the US (with express and store pickup) and Europe, and taxes for CA, NY and DE.
import type {
  CouponInput,
  DiscountRuleInput,
  ShippingRegionInput,
  TaxRegionInput,
} from '@cartwright/contracts';
import type { AppDeps } from '../deps.js';
import {
  createCoupon,
  createDiscountRule,
  createShippingRegion,
  createTaxRegion,
  listShippingRegions,
} from '../modules/pricing/index.js';

export const DEMO_COUPONS: CouponInput[] = [
  {
    code: 'WELCOME10',
    name: '10% off your first order',
    type: 'PERCENT_OFF',
    percentOff: 10,
    limitPerCustomer: 1,
  },
  { code: 'FREESHIP', name: 'Free shipping over $35', type: 'FREE_SHIPPING', minimumSubtotal: '35' },
];

export const DEMO_DISCOUNT_RULES: DiscountRuleInput[] = [
  {
    name: 'Spend $100, save 5%',
    discountType: 'PERCENTAGE',
    percentage: 5,
    scope: 'ALL_ITEMS',
    conditions: { minimumSubtotal: '100' },
  },
];

const STORE_ADDRESS = {
  country: 'US',
  subdivision: 'US-OR',
  city: 'Portland',
  postalCode: '97209',
  addressLine: '1200 NW Marshall St',
};

export const DEMO_SHIPPING_REGIONS: ShippingRegionInput[] = [
  {
    name: 'United States',
    destinations: [{ country: 'US' }],
    options: [
      {
        code: 'standard',
        title: 'Standard',
        rate: '5.95',
        rateRules: [{ basis: 'BY_TOTAL_WEIGHT', operator: 'GT', value: '10', rate: '12.95' }],
        freeOver: '75',
        deliveryTime: '3–5 business days',
      },
      { code: 'express', title: 'Express', rate: '14.95', deliveryTime: '1–2 business days' },
      {
        code: 'store-pickup',
        title: 'Pick up at our Portland shop',
        rate: '0',
        instructions: 'Ready the next business day; bring your order number.',
        pickup: { method: 'STORE_PICKUP', address: STORE_ADDRESS },
      },
    ],
  },
  {
    name: 'Alaska and Hawaii',
    destinations: [{ country: 'US', subdivisions: ['US-AK', 'US-HI'] }],
    options: [{ code: 'standard', title: 'Standard', rate: '19.95', deliveryTime: '5–8 business days' }],
  },
  {
    name: 'Europe',
    destinations: ['AT', 'BE', 'DE', 'DK', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PT', 'SE'].map((country) => ({
      country,
    })),
    options: [
      {
        code: 'international',
        title: 'International',
        rate: '24.95',
        rateRules: [{ basis: 'BY_TOTAL_QUANTITY', operator: 'GT', value: '5', rate: '39.95' }],
        freeOver: '200',
        deliveryTime: '7–14 business days',
      },
    ],
  },
];

export const DEMO_TAX_REGIONS: TaxRegionInput[] = [
  {
    name: 'California',
    country: 'US',
    subdivision: 'US-CA',
    taxShipping: false,
    rates: [{ jurisdictionType: 'STATE', jurisdictionName: 'California', rate: '7.25' }],
  },
  {
    name: 'New York',
    country: 'US',
    subdivision: 'US-NY',
    taxShipping: true,
    rates: [
      { jurisdictionType: 'STATE', jurisdictionName: 'New York State', rate: '4' },
      { jurisdictionType: 'CITY', jurisdictionName: 'New York City', rate: '4.5' },
    ],
  },
  {
    name: 'Germany',
    country: 'DE',
    taxShipping: true,
    rates: [{ jurisdictionType: 'COUNTRY', jurisdictionName: 'Germany (VAT)', rate: '19' }],
  },
];

/**
 * Adds the demo pricing setup through the pricing services, unless the store already has shipping regions
 * (then it was seeded or set up by hand). Answers whether it did.
 * @example await seedDemoPricing(deps) // true on a new store, false afterwards
 */
export async function seedDemoPricing(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<boolean> {
  if ((await listShippingRegions(deps, { limit: 1 })).metadata.total! > 0) return false;
  for (const coupon of DEMO_COUPONS) await createCoupon(deps, coupon);
  for (const rule of DEMO_DISCOUNT_RULES) await createDiscountRule(deps, rule);
  for (const region of DEMO_SHIPPING_REGIONS) await createShippingRegion(deps, region);
  for (const region of DEMO_TAX_REGIONS) await createTaxRegion(deps, region);
  return true;
}
