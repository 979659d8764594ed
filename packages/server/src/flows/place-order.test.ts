// Completing a checkout: the order, its payment, stock, coupon, events and e-mail; idempotency and refusals.
import type { CheckoutResponse, ErrorEnvelope, Order, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appError, CART, eventsAbout, ref } from '../modules/cart/test-support/cart-kit.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import {
  ADDRESS,
  APPROVING_CARD,
  CONTACT,
  checkoutPath,
  DECLINING_CARD,
  OFFLINE,
  type OrderKit,
  orderKit,
} from './test-support/order-kit.js';

let t: TestApp;
let kit: OrderKit;
let mug: Product;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderKit(t);
  mug = await kit.createProduct({
    name: 'Mug',
    priceData: { price: 10 },
    stock: { trackInventory: true, quantity: 1000 },
  });
});
afterAll(() => t.close());

const ordersOf = (checkoutId: string) =>
  t.deps.db.selectFrom('orders').select(['id', 'number']).where('checkout_id', '=', checkoutId).execute();

describe('completing a checkout', () => {
  it('places a paid order: number, lines, buyer, addresses, totals, activities; stock taken, cart gone, checkout completed', async () => {
    const buyer = await kit.visitor();
    const before = await kit.stockOf(mug.id!);
    const id = await kit.readyCheckout(buyer, [{ product: mug, quantity: 2 }]);
    const order = await kit.placeOrder(buyer, id);
    expect(order).toMatchObject({
      checkoutId: id,
      status: 'APPROVED',
      paymentStatus: 'PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      currency: 'USD',
      lineItems: [
        {
          productName: { original: 'Mug' },
          quantity: 2,
          price: { amount: '10.00', formattedAmount: '$10.00' },
          totalPrice: { amount: '20.00' },
          fulfilledQuantity: 0,
          refundedQuantity: 0,
        },
      ],
      buyerInfo: { email: 'ada@example.com', visitorId: expect.any(String) },
      recipientInfo: { address: ADDRESS, contactDetails: CONTACT },
      billingInfo: { address: ADDRESS, contactDetails: CONTACT },
      shippingInfo: { code: 'standard', title: 'Standard', cost: { amount: '5.00' } },
      priceSummary: {
        subtotal: { amount: '20.00' },
        shipping: { amount: '5.00' },
        total: { amount: '25.00' },
      },
      balance: { paid: { amount: '25.00' }, refunded: { amount: '0.00' } },
      paymentAttempts: [{ method: 'CARD', outcome: 'APPROVED', last4: '4242' }],
      fulfillments: [],
      refunds: [],
    });
    expect(order.number).toMatch(/^1\d{4,}$/);
    expect(order.activities.map((a) => [a.type, a.actor])).toEqual([
      ['ORDER_PLACED', 'BUYER'],
      ['ORDER_PAID', 'SYSTEM'],
    ]);
    expect(await kit.stockOf(mug.id!)).toBe(before! - 2);
    expect(await kit.readCheckout(buyer, id)).toMatchObject({ completed: true, orderId: order.id });
    expect(await appError(await buyer('GET', CART))).toEqual({ status: 404, code: 'OWNED_CART_NOT_FOUND' });
    const other = await kit.visitor();
    const next = await kit.placeOrder(other, await kit.readyCheckout(other, [{ product: mug }]));
    expect(Number(next.number)).toBe(Number(order.number) + 1);
  });

  it('writes the order, payment and checkout events and the cart deleted event in the same transaction', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    const cartId = (await kit.readCheckout(buyer, id)).cartId!;
    const order = await kit.placeOrder(buyer, id);
    expect((await eventsAbout(t, order.id)).map((e) => e.type)).toEqual([
      'wix.ecom.v1.order_created',
      'wix.ecom.v1.order_approved',
      'wix.ecom.v1.order_payment_status_updated',
    ]);
    // The number is taken after the events are appended, and written into each of them.
    const [created, approved, paid] = await eventsAbout(t, order.id);
    expect(created!.payload).toMatchObject({
      createdEvent: { entity: { id: order.id, number: order.number } },
    });
    expect(approved!.payload).toMatchObject({ actionEvent: { body: { order: { number: order.number } } } });
    expect(paid!.payload).toMatchObject({
      actionEvent: { body: { order: { number: order.number }, previousPaymentStatus: 'NOT_PAID' } },
    });
    expect(await ordersOf(id)).toEqual([{ id: order.id, number: Number(order.number) }]);
    expect((await eventsAbout(t, id)).map((e) => e.type)).toEqual([
      'wix.ecom.v1.checkout_created',
      'wix.ecom.v1.checkout_updated',
      'wix.ecom.v1.checkout_completed',
    ]);
    expect((await eventsAbout(t, id)).at(-1)!.payload).toMatchObject({
      actionEvent: { body: { orderId: order.id, checkout: { id, completed: true } } },
    });
    expect((await eventsAbout(t, cartId)).at(-1)!.type).toBe('wix.ecom.v1.cart_deleted');
  });

  it('queues the confirmation e-mail to the buyer with the number, lines and total', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug, quantity: 3 }], {
      email: 'grace@example.com',
    });
    const order = await kit.placeOrder(buyer, id);
    const mails = await t.deps.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'grace@example.com')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'order-confirmation',
      subject: `Order #${order.number} confirmed`,
    });
    // Rendered before the number was taken: the number replaced the stand-in everywhere.
    expect(mails[0]!.text_body).toContain(`Thank you for your order #${order.number}.`);
    expect(mails[0]!.html_body).toContain(`Thank you for your order #${order.number}.`);
    expect(`${mails[0]!.subject}${mails[0]!.text_body}${mails[0]!.html_body}`).not.toContain('#-');
    expect(mails[0]!.text_body).toContain('3 × Mug — $30.00');
    expect(mails[0]!.text_body).toContain('Total: $35.00');
    expect(mails[0]!.text_body).toContain('1 Broadway');
  });

  it('pays offline: NOT_PAID, nothing paid, no payment event', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    const order = await kit.placeOrder(buyer, id, OFFLINE);
    expect(order).toMatchObject({
      paymentStatus: 'NOT_PAID',
      balance: { paid: { amount: '0.00' } },
      paymentAttempts: [{ method: 'OFFLINE', outcome: 'APPROVED' }],
    });
    expect(order.paymentAttempts[0]!.last4).toBeUndefined();
    expect(order.activities.map((a) => a.type)).toEqual(['ORDER_PLACED']);
    expect((await eventsAbout(t, order.id)).map((e) => e.type)).not.toContain(
      'wix.ecom.v1.order_payment_status_updated',
    );
  });
});

describe('idempotency on the checkout', () => {
  it('answers a repeated complete with the same order, whatever the second payment says', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    const first = await kit.placeOrder(buyer, id);
    const again = await kit.placeOrder(buyer, id, DECLINING_CARD);
    const offline = await kit.placeOrder(buyer, id, OFFLINE);
    expect([again.id, offline.id]).toEqual([first.id, first.id]);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('makes one order of concurrent completes (double submit, second tab), taking stock once', async () => {
    const buyer = await kit.visitor();
    const before = await kit.stockOf(mug.id!);
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => kit.complete(buyer, id)));
    const orders = await Promise.all(
      answers.map(async (res) => ({ status: res.status, body: (await res.json()) as { order: Order } })),
    );
    expect(orders.map((o) => o.status)).toEqual(Array(8).fill(200));
    expect(new Set(orders.map((o) => o.body.order.id)).size).toBe(1);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await kit.stockOf(mug.id!)).toBe(before! - 1);
  });

  it('refuses changes to a completed checkout: 409 CHECKOUT_ALREADY_COMPLETED', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    await kit.placeOrder(buyer, id);
    const res = await buyer('PATCH', checkoutPath(id), {
      checkout: { buyerInfo: { email: 'late@example.com' } },
    });
    expect(await appError(res)).toEqual({ status: 409, code: 'CHECKOUT_ALREADY_COMPLETED' });
  });
});

describe('payment', () => {
  it('records a declined card on the open checkout (402), then places the order with the next card', async () => {
    const buyer = await kit.visitor();
    const before = await kit.stockOf(mug.id!);
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    const declined = await kit.complete(buyer, id, DECLINING_CARD);
    const body = (await declined.clone().json()) as ErrorEnvelope;
    expect(await appError(declined)).toEqual({ status: 402, code: 'PAYMENT_DECLINED' });
    expect(body.message).toMatch(/declined/);
    const open = await kit.readCheckout(buyer, id);
    expect(open.completed).toBe(false);
    expect(open.paymentAttempts).toEqual([
      expect.objectContaining({ method: 'CARD', outcome: 'DECLINED', last4: '0002' }),
    ]);
    expect(await ordersOf(id)).toEqual([]);
    expect(await kit.stockOf(mug.id!)).toBe(before);

    const order = await kit.placeOrder(buyer, id);
    expect(order.paymentAttempts.map((a) => [a.outcome, a.last4])).toEqual([
      ['DECLINED', '0002'],
      ['APPROVED', '4242'],
    ]);
    expect(order.activities.map((a) => a.type)).toEqual(['PAYMENT_DECLINED', 'ORDER_PLACED', 'ORDER_PAID']);
    expect(order.paymentStatus).toBe('PAID');
  });

  it('refuses other card numbers (400 CARD_NUMBER_INVALID) and malformed payments, recording nothing', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    const card = APPROVING_CARD.card;
    for (const number of ['4111 1111 1111 1111', 'not a card', '4242']) {
      const res = await kit.complete(buyer, id, { method: 'CARD', card: { ...card, number } });
      expect(await appError(res)).toEqual({ status: 400, code: 'CARD_NUMBER_INVALID' });
    }
    const malformed = [
      undefined,
      { method: 'BITCOIN' },
      { method: 'CARD' },
      { method: 'CARD', card: { ...card, expiry: '13/30' } },
      { method: 'CARD', card: { ...card, cvc: '12' } },
      { method: 'CARD', card: { ...card, holderName: '' } },
      { method: 'CARD', card: { ...card, number: '4'.repeat(31) } },
      { method: 'OFFLINE', card },
    ];
    for (const payment of malformed) {
      const res = await buyer(
        'POST',
        `${checkoutPath(id)}/complete`,
        payment === undefined ? {} : { payment },
      );
      expect(res.status, JSON.stringify(payment)).toBe(400);
    }
    expect((await kit.readCheckout(buyer, id)).paymentAttempts).toBeUndefined();
    expect(await ordersOf(id)).toEqual([]);
  });
});

describe('what an order needs', () => {
  it('names the missing e-mail, shipping address and shipping option', async () => {
    const buyer = await kit.visitor();
    const noEmail = await kit.checkoutOf(buyer, [{ product: mug }]);
    const res = await kit.complete(buyer, noEmail);
    const body = (await res.clone().json()) as ErrorEnvelope;
    expect(await appError(res)).toEqual({ status: 400, code: 'MISSING_EMAIL' });
    expect(body.details.applicationError?.data).toEqual({ field: 'buyerInfo.email' });

    await buyer('PATCH', checkoutPath(noEmail), { checkout: { buyerInfo: { email: 'a@example.com' } } });
    const noAddress = await kit.complete(buyer, noEmail);
    const addressBody = (await noAddress.clone().json()) as ErrorEnvelope;
    expect(await appError(noAddress)).toEqual({ status: 400, code: 'MISSING_SHIPPING_ADDRESS' });
    expect(addressBody.details.applicationError?.data).toMatchObject({
      field: 'shippingInfo.shippingDestination',
      fields: expect.arrayContaining(['shippingInfo.shippingDestination.address.city']),
    });

    const canada = {
      country: 'CA',
      subdivision: 'CA-ON',
      city: 'Ottawa',
      postalCode: 'K1A 0B1',
      addressLine: '1 Wellington',
    };
    const patched = await buyer('PATCH', checkoutPath(noEmail), {
      checkout: { shippingInfo: { shippingDestination: { address: canada, contactDetails: CONTACT } } },
    });
    expect(patched.status).toBe(200);
    expect(await appError(await kit.complete(buyer, noEmail))).toEqual({
      status: 400,
      code: 'MISSING_SHIPPING_OPTION',
    });
    expect(await ordersOf(noEmail)).toEqual([]);
  });

  it('is 404 for another buyer’s checkout and an unknown one, 401 without a caller', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    for (const other of [await kit.visitor(), await kit.member(), kit.admin]) {
      expect(await appError(await kit.complete(other, id))).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    expect(await appError(await kit.complete(buyer, 'not-a-checkout'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const anonymous = await t.app.request(`${checkoutPath(id)}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payment: OFFLINE }),
    });
    expect(anonymous.status).toBe(401);
    expect(await ordersOf(id)).toEqual([]);
  });
});

describe('stock', () => {
  it('refuses 409 OUT_OF_STOCK when stock ran out after the checkout was made; the checkout stays open', async () => {
    const lamp = await kit.createProduct({
      name: 'Lamp',
      priceData: { price: 30 },
      stock: { trackInventory: true, quantity: 5 },
    });
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }, { product: lamp, quantity: 3 }]);
    const lampLine = (await kit.readCheckout(buyer, id)).lineItems![1]!.id;
    await kit.patchProduct(lamp.id!, { stock: { trackInventory: true, quantity: 2 } });
    const mugBefore = await kit.stockOf(mug.id!);
    const res = await kit.complete(buyer, id);
    const body = (await res.clone().json()) as ErrorEnvelope;
    expect(await appError(res)).toEqual({ status: 409, code: 'OUT_OF_STOCK' });
    expect(body.details.applicationError?.data).toEqual({
      lineItems: [{ id: lampLine, productName: 'Lamp', available: 2 }],
    });
    expect(await kit.stockOf(mug.id!)).toBe(mugBefore);
    expect(await kit.stockOf(lamp.id!)).toBe(2);
    expect((await kit.readCheckout(buyer, id)).completed).toBe(false);

    await kit.patchProduct(lamp.id!, { stock: { trackInventory: true, quantity: 3 } });
    await kit.placeOrder(buyer, id);
    expect(await kit.stockOf(lamp.id!)).toBe(0);
  });

  it('takes a variant’s stock and leaves untracked products alone', async () => {
    const { product: tee, M: medium } = await kit.sizedProduct('Tee', 20, { M: 4 });
    const poster = await kit.createProduct({ name: 'Poster', priceData: { price: 5 } });
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [
      {
        product: ref(tee, { variantId: medium }),
        quantity: 3,
      },
      { product: poster, quantity: 2 },
    ]);
    await kit.placeOrder(buyer, id);
    const variant = await t.deps.db
      .selectFrom('product_variants')
      .select('quantity')
      .where('id', '=', medium)
      .executeTakeFirstOrThrow();
    expect(variant.quantity).toBe(1);
    const lines = await t.deps.db
      .selectFrom('order_line_items')
      .select(['product_id', 'variant_id', 'stock_taken'])
      .where('product_id', 'in', [tee.id!, poster.id!])
      .orderBy('position')
      .execute();
    expect(lines).toEqual([
      { product_id: tee.id, variant_id: medium, stock_taken: true },
      { product_id: poster.id, variant_id: null, stock_taken: false },
    ]);
  });
});

describe('the catalog’s stock events', () => {
  const catalogEvents = async (productId: string) =>
    (await eventsAbout(t, productId)).filter((e) => e.payload.changedFields ?? e.payload.variants);

  it('tells subscribers the stock moved: one event per product or variant set, none for untracked items', async () => {
    const lamp = await kit.createProduct({
      name: 'Evented lamp',
      priceData: { price: 30 },
      stock: { trackInventory: true, quantity: 10 },
    });
    const { product: tee, S: small, M: medium } = await kit.sizedProduct('Evented tee', 20, { S: 4, M: 4 });
    const poster = await kit.createProduct({ name: 'Evented poster', priceData: { price: 5 } });
    const before = {
      lamp: (await catalogEvents(lamp.id!)).length,
      tee: (await catalogEvents(tee.id!)).length,
      poster: (await eventsAbout(t, poster.id!)).length,
    };
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [
      { product: lamp, quantity: 2 },
      { product: ref(tee, { variantId: medium }), quantity: 2 },
      { product: poster },
      { product: ref(tee, { variantId: small }) },
    ]);
    await kit.placeOrder(buyer, id);

    expect((await catalogEvents(lamp.id!)).slice(before.lamp)).toEqual([
      {
        type: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
        payload: { productId: lamp.id, changedFields: ['stock'], originatedFromVersion: 'V1_CATALOG' },
      },
    ]);
    const teeEvents = (await catalogEvents(tee.id!)).slice(before.tee);
    expect(teeEvents).toHaveLength(1);
    expect(teeEvents[0]!.type).toBe('com.wix.ecommerce.catalog.api.v1.VariantsChanged');
    expect(teeEvents[0]!.payload).toMatchObject({ productId: tee.id, originatedFromVersion: 'V1_CATALOG' });
    expect(teeEvents[0]!.payload.variants).toEqual(
      expect.arrayContaining([
        { variantId: small, choices: { Size: 'S' }, changedFields: ['stock'] },
        { variantId: medium, choices: { Size: 'M' }, changedFields: ['stock'] },
      ]),
    );
    expect(teeEvents[0]!.payload.variants).toHaveLength(2);
    expect(await eventsAbout(t, poster.id!)).toHaveLength(before.poster);
  });

  it('appends none when the order is refused for want of stock', async () => {
    const vase = await kit.createProduct({
      name: 'Evented vase',
      priceData: { price: 12 },
      stock: { trackInventory: true, quantity: 3 },
    });
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }, { product: vase, quantity: 3 }]);
    await kit.patchProduct(vase.id!, { stock: { trackInventory: true, quantity: 1 } });
    const before = {
      mug: (await catalogEvents(mug.id!)).length,
      vase: (await catalogEvents(vase.id!)).length,
    };
    expect(await appError(await kit.complete(buyer, id))).toEqual({ status: 409, code: 'OUT_OF_STOCK' });
    expect((await catalogEvents(mug.id!)).length).toBe(before.mug);
    expect((await catalogEvents(vase.id!)).length).toBe(before.vase);
  });
});

describe('the checkout a buyer reads', () => {
  it('shows completed and the order id once placed', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    const res = await buyer('GET', checkoutPath(id));
    expect(((await res.json()) as CheckoutResponse).checkout.completed).toBe(false);
    const order = await kit.placeOrder(buyer, id);
    expect(await kit.readCheckout(buyer, id)).toMatchObject({ completed: true, orderId: order.id });
  });
});

describe('store pickup', () => {
  it('needs only who collects it: the order names the pickup place, and the e-mail says so', async () => {
    const shop = { country: 'GB', city: 'London', postalCode: 'SW1A 1AA', addressLine: '1 Shop Street' };
    const region = await kit.admin('POST', '/cartwright/v1/shipping-regions', {
      shippingRegion: {
        name: 'United Kingdom',
        destinations: [{ country: 'GB' }],
        options: [
          {
            code: 'shop',
            title: 'Collect in the shop',
            rate: '0',
            pickup: { method: 'STORE_PICKUP', address: shop },
          },
        ],
      },
    });
    expect(region.status).toBe(200);
    const buyer = await kit.visitor();
    const id = await kit.checkoutOf(buyer, [{ product: mug }]);
    const res = await buyer('PATCH', checkoutPath(id), {
      checkout: {
        buyerInfo: { email: 'collector@example.com' },
        shippingInfo: {
          shippingDestination: { address: { country: 'GB' }, contactDetails: CONTACT },
          selectedCarrierServiceOption: { code: 'shop' },
        },
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const order = await kit.placeOrder(buyer, id);
    expect(order.shippingInfo).toMatchObject({
      code: 'shop',
      logistics: { pickupDetails: { address: shop, pickupMethod: 'STORE_PICKUP' } },
      cost: { amount: '0.00' },
    });
    const mail = await t.deps.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', 'collector@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Pickup: Collect in the shop');
  });
});
