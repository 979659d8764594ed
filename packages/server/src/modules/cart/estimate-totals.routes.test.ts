import type { CartResponse, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  addToCart,
  appError,
  CART,
  type CartKit,
  cartKit,
  estimateTotals,
  line,
  ref,
  violations,
} from './test-support/cart-kit.js';

let t: TestApp;
let kit: CartKit;
let mug: Product;
let lamp: Product;
let ebook: Product;

const CA = { country: 'US', subdivision: 'US-CA', postalCode: '94607' };

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 }, weight: 0.5 });
  lamp = await kit.createProduct({
    name: 'Lamp',
    priceData: { price: 30 },
    stock: { trackInventory: true, quantity: 1 },
  });
  ebook = await kit.createProduct({ name: 'E-book', productType: 'digital', priceData: { price: 8 } });
  const setups: Array<[string, unknown]> = [
    [
      '/cartwright/v1/coupons',
      { coupon: { code: 'SAVE10', name: 'Ten percent', type: 'PERCENT_OFF', percentOff: 10 } },
    ],
    [
      '/cartwright/v1/shipping-regions',
      {
        shippingRegion: {
          name: 'United States',
          destinations: [{ country: 'US' }],
          options: [
            { code: 'standard', title: 'Standard', rate: '5', deliveryTime: '3–5 days' },
            { code: 'express', title: 'Express', rate: '15' },
          ],
        },
      },
    ],
    [
      '/cartwright/v1/tax-regions',
      {
        taxRegion: {
          name: 'California',
          country: 'US',
          subdivision: 'US-CA',
          taxShipping: false,
          rates: [{ jurisdictionType: 'STATE', jurisdictionName: 'California', rate: '10' }],
        },
      },
    ],
  ];
  for (const [path, body] of setups) expect((await kit.admin('POST', path, body)).status).toBe(200);
});
afterAll(() => t.close());

const estimate = estimateTotals;

describe('estimate totals (C8)', () => {
  it('answers the whole response: prices, coupon, shipping and tax for the address given', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug), 2), line(ref(ebook), 1)]);
    expect((await visitor('PATCH', CART, { couponCode: 'SAVE10' })).status).toBe(200);
    const totals = await estimate(visitor, {
      shippingAddress: CA,
      selectedShippingOption: { code: 'express' },
    });
    expect(totals).toMatchObject({
      cart: { id: cart.id, appliedDiscounts: [{ coupon: { code: 'SAVE10' } }] },
      currency: 'USD',
      weightUnit: 'KG',
      priceSummary: {
        subtotal: { amount: '28.00' },
        discount: { amount: '2.80' },
        shipping: { amount: '15.00' },
        tax: { amount: '2.52' },
        total: { amount: '42.72' },
      },
      appliedDiscounts: [expect.objectContaining({ coupon: expect.objectContaining({ code: 'SAVE10' }) })],
      shippingInfo: {
        selectedCarrierServiceOption: expect.objectContaining({
          code: 'express',
          requestedShippingOption: true,
        }),
      },
      membershipOptions: { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] },
      additionalFees: [],
      violations: [],
    });
    expect(totals.calculatedLineItems.map((l) => l.lineItemId)).toEqual(cart.lineItems!.map((l) => l.id));
    expect(totals.payNow).toEqual(totals.priceSummary);
    expect(Object.values(totals.payLater).map((p) => p?.amount)).toEqual(Array(6).fill('0.00'));
    expect(totals.calculationErrors).toBeUndefined();
  });

  it('uses the cart’s own address and shipping option when the request gives none', async () => {
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), 1)]);
    await visitor('PATCH', CART, {
      cartInfo: { contactInfo: { address: CA }, selectedShippingOption: { code: 'standard' } },
    });
    const totals = await estimate(visitor);
    expect(totals.priceSummary).toMatchObject({ shipping: { amount: '5.00' }, tax: { amount: '1.00' } });
    const noTax = await estimate(visitor, { calculateTax: false, calculateShipping: false });
    expect(noTax.priceSummary).toMatchObject({ shipping: { amount: '0.00' }, tax: { amount: '0.00' } });
  });

  it('reports a coupon that stopped applying as a calculation error, not a failure', async () => {
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), 1)]);
    expect((await visitor('PATCH', CART, { couponCode: 'SAVE10' })).status).toBe(200);
    const coupons = await kit.admin('GET', '/cartwright/v1/coupons');
    const { coupons: list } = (await coupons.json()) as { coupons: Array<{ id: string; code: string }> };
    const save10 = list.find((c) => c.code === 'SAVE10')!;
    const off = { code: 'SAVE10', name: 'Ten percent', type: 'PERCENT_OFF', percentOff: 10, active: false };
    expect((await kit.admin('PUT', `/cartwright/v1/coupons/${save10.id}`, { coupon: off })).status).toBe(200);
    const totals = await estimate(visitor, { shippingAddress: CA });
    expect(totals.calculationErrors?.couponCalculationError?.applicationError?.code).toBe('COUPON_INACTIVE');
    expect(totals.priceSummary.discount?.amount).toBe('0.00');
    expect(
      (await kit.admin('PUT', `/cartwright/v1/coupons/${save10.id}`, { coupon: { ...off, active: true } }))
        .status,
    ).toBe(200);
  });

  it('stops short stock (lower the quantity) and unavailable lines (remove them), which leave the totals', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(lamp), 3), line(ref(mug), 1)]);
    const [lampLine, mugLine] = cart.lineItems!.map((l) => l.id!);
    const partial = await estimate(visitor);
    expect(partial.violations).toEqual([
      {
        severity: 'ERROR',
        target: { lineItem: { id: lampLine, name: 'LINE_ITEM_DEFAULT' } },
        description: 'Only 1 in stock — lower the quantity to 1 to check out.',
      },
    ]);
    expect(partial.priceSummary.subtotal?.amount).toBe('100.00');
    await kit.patchProduct(mug.id!, { visible: false });
    try {
      const hidden = await estimate(visitor);
      expect(hidden.violations[1]).toEqual({
        severity: 'ERROR',
        target: { lineItem: { id: mugLine, name: 'LINE_ITEM_DEFAULT', suggestedFix: 'REMOVE_LINE_ITEM' } },
        description: 'This item is not available right now',
      });
      expect(hidden.priceSummary.subtotal?.amount).toBe('90.00');
    } finally {
      await kit.patchProduct(mug.id!, { visible: true });
    }
  });

  it('reports selected memberships as invalid: the store sells none', async () => {
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), 1)]);
    const totals = await estimate(visitor, {
      selectedMemberships: { memberships: [{ id: 'm-1', appId: 'a-1' }] },
    });
    expect(totals.membershipOptions.invalidMemberships).toEqual([
      { membership: { id: 'm-1', appId: 'a-1' }, reason: 'The store sells no memberships' },
    ]);
  });

  it('refuses malformed addresses and wrong types, and needs a cart', async () => {
    const visitor = await kit.visitor();
    expect(await appError(await visitor('POST', `${CART}/estimate-totals`, {}))).toEqual({
      status: 404,
      code: 'OWNED_CART_NOT_FOUND',
    });
    await addToCart(visitor, [line(ref(mug), 1)]);
    const cases: Array<[unknown, string]> = [
      [{ shippingAddress: { country: 'usa' } }, 'shippingAddress.country'],
      [{ shippingAddress: { postalCode: 'x'.repeat(21) } }, 'shippingAddress.postalCode'],
      [{ shippingAddress: 'US' }, 'shippingAddress'],
      [{ billingAddress: { subdivision: 'not a code' } }, 'billingAddress.subdivision'],
      [{ selectedShippingOption: { carrierId: 'x' } }, 'selectedShippingOption.code'],
      [{ calculateTax: 'yes' }, 'calculateTax'],
    ];
    for (const [body, field] of cases) {
      expect(
        (await violations(await visitor('POST', `${CART}/estimate-totals`, body)))?.map(([f]) => f),
      ).toEqual([field]);
    }
  });

  it('leaves the cart as it was', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug), 1)]);
    await estimate(visitor, { shippingAddress: CA });
    const res = await visitor('GET', CART);
    expect(((await res.json()) as CartResponse).cart.revision).toBe(cart.revision);
  });
});
