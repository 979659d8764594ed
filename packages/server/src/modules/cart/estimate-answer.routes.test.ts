// Estimates come from the read cache and are never served past what they depend on: the cart, the store
// data, and the instants at which a discount rule or a coupon starts or ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp } from '../../test-support/test-app.js';
import {
  addToCart,
  CART,
  type CartKit,
  cartKit,
  estimateTotals,
  line,
  type Requester,
  ref,
} from './test-support/cart-kit.js';

const clock = movableClock(new Date('2026-05-01T10:00:00.000Z'));
let t: TestApp;
let kit: CartKit;

beforeAll(async () => {
  t = await createTestApp({ clock });
  kit = await cartKit(t);
});
afterAll(() => t.close());

const estimate = (as: Requester) => estimateTotals(as);

const created = async (path: string, body: unknown) =>
  expect((await kit.admin('POST', path, body)).status).toBe(200);

describe('estimate totals through the read cache', () => {
  it('answers a repeated estimate the same, and sees a cart change and a coupon change', async () => {
    const shopper = await kit.visitor();
    const mug = await kit.createProduct({ name: 'Estimate mug', priceData: { price: 10 } });
    await addToCart(shopper, [line(ref(mug), 1)]);
    const first = await shopper('POST', `${CART}/estimate-totals`, {});
    const again = await shopper('POST', `${CART}/estimate-totals`, {});
    expect(await again.text()).toBe(await first.text());

    await addToCart(shopper, [line(ref(mug), 1)]);
    expect((await estimate(shopper)).priceSummary?.subtotal?.amount).toBe('20.00');

    await created('/cartwright/v1/coupons', {
      coupon: { code: 'HALF', name: 'Half', type: 'PERCENT_OFF', percentOff: 50 },
    });
    expect((await shopper('PATCH', CART, { couponCode: 'HALF' })).status).toBe(200);
    expect((await estimate(shopper)).priceSummary?.discount?.amount).toBe('10.00');
  });

  it('applies a discount rule from the instant it starts and not after it ends, with no write between', async () => {
    const shopper = await kit.visitor();
    const lamp = await kit.createProduct({ name: 'Estimate lamp', priceData: { price: 40 } });
    await addToCart(shopper, [line(ref(lamp), 1)]);
    const start = new Date(clock().getTime() + 60_000);
    const end = new Date(start.getTime() + 60_000);
    await created('/cartwright/v1/discount-rules', {
      discountRule: {
        name: 'Lamp hour',
        discountType: 'PERCENTAGE',
        percentage: 25,
        scope: 'SPECIFIC_PRODUCTS',
        productIds: [lamp.id],
        activeTimeInfo: { start: start.toISOString(), end: end.toISOString() },
      },
    });
    const discount = async () => (await estimate(shopper)).priceSummary?.discount?.amount;
    expect(await discount()).toBe('0.00');
    clock.set(new Date(start.getTime() - 1));
    expect(await discount()).toBe('0.00');
    clock.set(start);
    expect(await discount()).toBe('10.00');
    clock.set(new Date(end.getTime() - 1));
    expect(await discount()).toBe('10.00');
    clock.set(end);
    expect(await discount()).toBe('0.00');
  });

  it('stops applying a coupon at its expiration, with no write between', async () => {
    const shopper = await kit.visitor();
    const vase = await kit.createProduct({ name: 'Estimate vase', priceData: { price: 20 } });
    await addToCart(shopper, [line(ref(vase), 1)]);
    const expiration = new Date(clock().getTime() + 60_000);
    await created('/cartwright/v1/coupons', {
      coupon: {
        code: 'SOON',
        name: 'Soon gone',
        type: 'PERCENT_OFF',
        percentOff: 10,
        expirationDate: expiration.toISOString(),
      },
    });
    expect((await shopper('PATCH', CART, { couponCode: 'SOON' })).status).toBe(200);
    expect((await estimate(shopper)).priceSummary?.discount?.amount).toBe('2.00');
    clock.set(expiration);
    const after = await estimate(shopper);
    expect(after.priceSummary?.discount?.amount).toBe('0.00');
    expect(after.calculationErrors?.couponCalculationError?.applicationError?.code).toBe('COUPON_EXPIRED');
  });
});
