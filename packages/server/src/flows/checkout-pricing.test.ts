// A checkout is bought at today's prices: paying (and editing) prices it again from the catalog, its coupon and
// the discount rules; a total that moved is refused with PRICES_CHANGED and the new total, nothing charged. And
// the limits every checkout keeps: its lifetime, and totals an order can hold.
import type { ErrorEnvelope, Order, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, type Requester } from '../modules/cart/test-support/cart-kit.js';
import { createTestApp, movableClock, type TestApp } from '../test-support/test-app.js';
import { APPROVING_CARD, checkoutPath, type OrderKit, orderKit } from './test-support/order-kit.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = movableClock(new Date('2026-06-01T10:00:00.000Z'));
let t: TestApp;
let kit: OrderKit;

beforeAll(async () => {
  // Tokens outlive the weeks these tests move the clock by.
  t = await createTestApp({ clock, config: { accessTokenTtlSeconds: 90 * 24 * 3600 } });
  kit = await orderKit(t);
});
afterAll(() => t.close());

async function refusal(res: Response) {
  const body = (await res.json()) as ErrorEnvelope;
  return {
    status: res.status,
    code: body.details?.applicationError?.code,
    data: body.details?.applicationError?.data,
  };
}

const setPrice = (product: Product, price: number) => kit.patchProduct(product.id!, { priceData: { price } });

/** The orders placed from a checkout: none while payment is refused. */
async function ordersOf(checkoutId: string) {
  const rows = await t.deps.db
    .selectFrom('orders')
    .select('id')
    .where('checkout_id', '=', checkoutId)
    .execute();
  return rows.length;
}

async function paid(
  buyer: Requester,
  checkoutId: string,
  body: Record<string, unknown> = {},
): Promise<Order> {
  const res = await buyer('POST', `${checkoutPath(checkoutId)}/complete`, {
    payment: APPROVING_CARD,
    ...body,
  });
  const json = (await res.json()) as { order: Order };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.order;
}

async function coupon(fields: Record<string, unknown>): Promise<string> {
  const res = await kit.admin('POST', '/cartwright/v1/coupons', {
    coupon: { name: 'Half', type: 'PERCENT_OFF', percentOff: 50, ...fields },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { coupon: { id: string } }).coupon.id;
}

describe('paying prices the checkout again', () => {
  it("an owner's price rise: nothing is charged, the checkout shows the new total, paying again pays it", async () => {
    const kettle = await kit.createProduct({ name: 'Kettle', priceData: { price: 10 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.readyCheckout(buyer, [{ product: kettle }]);
    await setPrice(kettle, 1000);

    expect(await refusal(await kit.complete(buyer, checkoutId))).toEqual({
      status: 409,
      code: 'PRICES_CHANGED',
      data: { previousTotal: '15.00', total: '1005.00', formattedTotal: '$1,005.00', currency: 'USD' },
    });
    expect(await ordersOf(checkoutId)).toBe(0);
    const shown = await kit.readCheckout(buyer, checkoutId);
    expect(shown.priceSummary?.total?.amount).toBe('1005.00');
    expect(shown.lineItems?.[0]?.price?.amount).toBe('1000.00');
    expect(shown.completed).toBe(false);

    const order = await paid(buyer, checkoutId);
    expect(order.priceSummary?.total?.amount).toBe('1005.00');
    expect(order.lineItems?.[0]?.price?.amount).toBe('1000.00');
  });

  it('a price cut is shown before paying too, and the order is at the lower price', async () => {
    const kettle = await kit.createProduct({ name: 'Cut kettle', priceData: { price: 40 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.readyCheckout(buyer, [{ product: kettle }]);
    await setPrice(kettle, 30);
    expect(await refusal(await kit.complete(buyer, checkoutId))).toMatchObject({
      code: 'PRICES_CHANGED',
      data: { previousTotal: '45.00', total: '35.00' },
    });
    expect((await paid(buyer, checkoutId)).priceSummary?.total?.amount).toBe('35.00');
  });

  it('a coupon deactivated after the checkout comes off: PRICES_CHANGED names it, and the order has no discount', async () => {
    const couponId = await coupon({ code: 'HALFOFF' });
    const vase = await kit.createProduct({ name: 'Vase', priceData: { price: 20 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.readyCheckout(buyer, [{ product: vase }], { couponCode: 'HALFOFF' });
    const put = await kit.admin('PUT', `/cartwright/v1/coupons/${couponId}`, {
      coupon: { code: 'HALFOFF', name: 'Half', type: 'PERCENT_OFF', percentOff: 50, active: false },
    });
    expect(put.status, await put.clone().text()).toBe(200);

    const refused = await refusal(await kit.complete(buyer, checkoutId));
    expect(refused).toMatchObject({
      status: 409,
      code: 'PRICES_CHANGED',
      data: { previousTotal: '15.00', total: '25.00', couponRemoved: 'HALFOFF' },
    });
    const order = await paid(buyer, checkoutId);
    expect(order.appliedDiscounts ?? []).toEqual([]);
    expect(order.priceSummary?.total?.amount).toBe('25.00');
    const read = await kit.admin('GET', `/cartwright/v1/coupons/${couponId}`);
    expect(((await read.json()) as { coupon: { timesUsed: number } }).coupon.timesUsed).toBe(0);
  });

  it('a coupon that expired after the checkout comes off too', async () => {
    await coupon({
      code: 'TODAYONLY',
      expirationDate: new Date(clock().getTime() + 60 * 60 * 1000).toISOString(),
    });
    const vase = await kit.createProduct({ name: 'Expiring vase', priceData: { price: 20 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.readyCheckout(buyer, [{ product: vase }], { couponCode: 'TODAYONLY' });
    clock.advance(2 * 60 * 60 * 1000);
    expect(await refusal(await kit.complete(buyer, checkoutId))).toMatchObject({
      code: 'PRICES_CHANGED',
      data: { total: '25.00', couponRemoved: 'TODAYONLY' },
    });
  });

  it('a discount rule added after the checkout counts', async () => {
    const lamp = await kit.createProduct({ name: 'Lamp', priceData: { price: 50 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.readyCheckout(buyer, [{ product: lamp }]);
    const rule = await kit.admin('POST', '/cartwright/v1/discount-rules', {
      discountRule: {
        name: 'Lamps 10 off',
        discountType: 'FIXED_AMOUNT',
        fixedAmount: '10',
        scope: 'SPECIFIC_PRODUCTS',
        productIds: [lamp.id],
      },
    });
    expect(rule.status, await rule.clone().text()).toBe(200);
    expect(await refusal(await kit.complete(buyer, checkoutId))).toMatchObject({
      code: 'PRICES_CHANGED',
      data: { previousTotal: '55.00', total: '45.00' },
    });
    expect((await paid(buyer, checkoutId)).priceSummary?.total?.amount).toBe('45.00');
  });

  it('a product withdrawn after the checkout is refused as not in stock, not as a price change', async () => {
    const cup = await kit.createProduct({ name: 'Withdrawn cup', priceData: { price: 8 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.readyCheckout(buyer, [{ product: cup }]);
    await kit.patchProduct(cup.id!, { visible: false });
    expect(await refusal(await kit.complete(buyer, checkoutId))).toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
      data: { lineItems: [{ productName: 'Withdrawn cup', available: 0 }] },
    });
    expect(await ordersOf(checkoutId)).toBe(0);
  });

  it('expectedTotal is the total the buyer agreed to: a stale one is refused even when the checkout shows the new one', async () => {
    const bowl = await kit.createProduct({ name: 'Bowl', priceData: { price: 10 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.readyCheckout(buyer, [{ product: bowl }]);
    await setPrice(bowl, 12);
    // Another tab edits the checkout: priced again, it shows 17.00 now.
    const edited = await buyer('PATCH', checkoutPath(checkoutId), {
      checkout: { buyerInfo: { email: 'other-tab@example.com' } },
    });
    expect(edited.status).toBe(200);
    expect((await kit.readCheckout(buyer, checkoutId)).priceSummary?.total?.amount).toBe('17.00');
    // This tab still shows 15.00.
    expect(
      await refusal(
        await buyer('POST', `${checkoutPath(checkoutId)}/complete`, {
          payment: APPROVING_CARD,
          expectedTotal: '15.00',
        }),
      ),
    ).toMatchObject({ code: 'PRICES_CHANGED', data: { previousTotal: '15.00', total: '17.00' } });
    expect((await paid(buyer, checkoutId, { expectedTotal: '17.00' })).priceSummary?.total?.amount).toBe(
      '17.00',
    );
  });

  it('refuses a malformed expectedTotal', async () => {
    const buyer = await kit.visitor();
    const bowl = await kit.createProduct({ name: 'Plain bowl', priceData: { price: 10 } });
    const checkoutId = await kit.readyCheckout(buyer, [{ product: bowl }]);
    for (const expectedTotal of ['-1', '1e3', 15, '12.345678']) {
      const res = await buyer('POST', `${checkoutPath(checkoutId)}/complete`, {
        payment: APPROVING_CARD,
        expectedTotal,
      });
      expect(res.status, String(expectedTotal)).toBe(400);
    }
    expect(await ordersOf(checkoutId)).toBe(0);
  });
});

describe('editing prices the lines again', () => {
  it('a PATCH after a price change shows the new line price and total, which is then what the buyer pays', async () => {
    const jug = await kit.createProduct({ name: 'Jug', priceData: { price: 10 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.readyCheckout(buyer, [{ product: jug }]);
    await setPrice(jug, 11);
    const res = await buyer('PATCH', checkoutPath(checkoutId), {
      checkout: { buyerInfo: { email: 'jug@example.com' } },
    });
    const { checkout } = (await res.json()) as { checkout: { lineItems: { price: { amount: string } }[] } };
    expect(res.status).toBe(200);
    expect(checkout.lineItems[0]!.price.amount).toBe('11.00');
    // What the buyer was shown last is what they pay: no PRICES_CHANGED.
    expect((await paid(buyer, checkoutId)).priceSummary?.total?.amount).toBe('16.00');
  });
});

describe("a checkout's lifetime", () => {
  it('is 30 days: then paying and editing answer CHECKOUT_EXPIRED, and the cart checks out again', async () => {
    const mug = await kit.createProduct({ name: 'Old mug', priceData: { price: 9 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.readyCheckout(buyer, [{ product: mug }]);
    clock.advance(29 * DAY);
    expect((await kit.readCheckout(buyer, checkoutId)).completed).toBe(false);
    clock.advance(DAY + 60_000);
    const expired = { status: 409, code: 'CHECKOUT_EXPIRED' };
    expect(await refusal(await kit.complete(buyer, checkoutId))).toMatchObject(expired);
    const patch = await buyer('PATCH', checkoutPath(checkoutId), {
      checkout: { buyerInfo: { email: 'a@b.co' } },
    });
    expect(await refusal(patch)).toMatchObject(expired);
    expect(await ordersOf(checkoutId)).toBe(0);
    // The cart is still there: a new checkout from it can be paid.
    const again = await buyer('POST', `${CART}/create-checkout`, {});
    expect(again.status).toBe(200);
  });
});

describe('totals an order can hold', () => {
  it('a price raised past the limit after the checkout: 400 ORDER_AMOUNT_TOO_LARGE at payment, never a 500', async () => {
    const ring = await kit.createProduct({ name: 'Ring', priceData: { price: 1000 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.readyCheckout(buyer, [{ product: ring, quantity: 100_000 }]);
    await setPrice(ring, 99_999_999);
    const refused = await refusal(await kit.complete(buyer, checkoutId));
    expect(refused).toMatchObject({
      status: 400,
      code: 'ORDER_AMOUNT_TOO_LARGE',
      data: { limit: 999_999_999_999.99 },
    });
    expect(await ordersOf(checkoutId)).toBe(0);
    // create-checkout from the same cart is refused the same way.
    expect(await refusal(await buyer('POST', `${CART}/create-checkout`, {}))).toMatchObject({
      status: 400,
      code: 'ORDER_AMOUNT_TOO_LARGE',
    });
  });

  it('shipping that takes a subtotal at the limit past it is refused when it is added', async () => {
    const crown = await kit.createProduct({ name: 'Crown', priceData: { price: 999_999_999_999.99 } });
    const buyer = await kit.visitor();
    const checkoutId = await kit.checkoutOf(buyer, [{ product: crown }]);
    const res = await buyer('PATCH', checkoutPath(checkoutId), {
      checkout: {
        shippingInfo: {
          shippingDestination: {
            address: {
              country: 'US',
              subdivision: 'US-CA',
              city: 'Oakland',
              postalCode: '94607',
              addressLine: '1 Broadway',
            },
            contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
          },
          selectedCarrierServiceOption: { code: 'standard' },
        },
      },
    });
    expect(await refusal(res)).toMatchObject({ status: 400, code: 'ORDER_AMOUNT_TOO_LARGE' });
  });
});
