import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, it } from 'vitest';
import { STORE_CATALOG_APP_ID } from '../enums/cart.js';
import { expandPathPattern } from '../path-lists.js';
import { CouponRequestSchema } from '../pricing/coupon.js';
import { ShippingRegionRequestSchema } from '../pricing/shipping-region.js';
import { TaxRegionRequestSchema } from '../pricing/tax-region.js';
import { AddToCurrentCartRequestSchema, UpdateLineItemsQuantityRequestSchema } from './cart-requests.js';
import { ESTIMATE_TOTALS_CONVERSIONS } from './checkout-conversions.js';
import { CART_RESPONSE_CONVERSIONS } from './conversions.js';
import { MAX_LINE_ITEM_QUANTITY } from './line-item.js';

const check = (schema: Parameters<typeof TypeCompiler.Compile>[0], value: unknown) =>
  TypeCompiler.Compile(schema).Check(value);
const reference = { catalogItemId: 'p-1', appId: STORE_CATALOG_APP_ID };

describe('cart request schemas', () => {
  it('take whole quantities from 1 to the maximum only', () => {
    const add = (quantity: unknown) =>
      check(AddToCurrentCartRequestSchema, { lineItems: [{ quantity, catalogReference: reference }] });
    expect(add(1)).toBe(true);
    expect(add(MAX_LINE_ITEM_QUANTITY)).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_LINE_ITEM_QUANTITY + 1, '2', null]) expect(add(bad)).toBe(false);
  });

  it('need a line id and a quantity for every quantity update', () => {
    expect(check(UpdateLineItemsQuantityRequestSchema, { lineItems: [{ id: 'l-1', quantity: 3 }] })).toBe(
      true,
    );
    expect(check(UpdateLineItemsQuantityRequestSchema, { lineItems: [] })).toBe(false);
    expect(check(UpdateLineItemsQuantityRequestSchema, { lineItems: [{ id: '', quantity: 3 }] })).toBe(false);
  });
});

describe('pricing request schemas', () => {
  it('take money as decimal strings, never numbers', () => {
    const coupon = { code: 'SAVE10', name: 'Ten off', type: 'MONEY_OFF', amount: '10.00' };
    expect(check(CouponRequestSchema, { coupon })).toBe(true);
    expect(check(CouponRequestSchema, { coupon: { ...coupon, amount: 10 } })).toBe(false);
    expect(check(CouponRequestSchema, { coupon: { ...coupon, amount: '-1' } })).toBe(false);
    expect(check(CouponRequestSchema, { coupon: { ...coupon, code: 'has space' } })).toBe(false);
  });

  it('need at least one destination and option per shipping region and one rate per tax region', () => {
    const option = { code: 'standard', title: 'Standard', rate: '5' };
    expect(
      check(ShippingRegionRequestSchema, {
        shippingRegion: { name: 'US', destinations: [{ country: 'US' }], options: [option] },
      }),
    ).toBe(true);
    expect(
      check(ShippingRegionRequestSchema, {
        shippingRegion: { name: 'US', destinations: [], options: [option] },
      }),
    ).toBe(false);
    const rate = { jurisdictionType: 'STATE', jurisdictionName: 'California', rate: '7.25' };
    expect(
      check(TaxRegionRequestSchema, {
        taxRegion: { name: 'CA', country: 'US', subdivision: 'US-CA', taxShipping: false, rates: [rate] },
      }),
    ).toBe(true);
    expect(
      check(TaxRegionRequestSchema, {
        taxRegion: { name: 'CA', country: 'US', taxShipping: false, rates: [{ ...rate, rate: '101' }] },
      }),
    ).toBe(false);
  });
});

describe('cart conversion lists', () => {
  it('put the cart dates under cart. for every response', () => {
    expect(expandPathPattern(CART_RESPONSE_CONVERSIONS.response.timestamps)).toContain('cart.createdDate');
    const estimate = expandPathPattern(ESTIMATE_TOTALS_CONVERSIONS.response.timestamps);
    expect(estimate).toContain('cart.updatedDate');
    expect(estimate).toContain(
      'shippingInfo.carrierServiceOptions.shippingOptions.logistics.deliveryTimeSlot.from',
    );
  });
});
