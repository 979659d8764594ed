import type { CartResponse, CheckoutResponse, CreateCheckoutResponse, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  appError,
  CART,
  type CartKit,
  cartKit,
  eventsAbout,
  line,
  type Requester,
  readCart,
  ref,
  violations,
} from '../modules/cart/test-support/cart-kit.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let kit: CartKit;
let mug: Product;

const CA = { country: 'US', subdivision: 'US-CA', city: 'Oakland', postalCode: '94607' };

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 }, weight: 0.5 });
  const region = {
    shippingRegion: {
      name: 'United States',
      destinations: [{ country: 'US' }],
      options: [{ code: 'standard', title: 'Standard', rate: '5' }],
    },
  };
  expect((await kit.admin('POST', '/cartwright/v1/shipping-regions', region)).status).toBe(200);
});
afterAll(() => t.close());

const checkout = (as: Requester, body: unknown = {}, headers: Record<string, string> = {}) =>
  as('POST', `${CART}/create-checkout`, body, headers);

async function checkoutId(res: Response) {
  const body = (await res.json()) as CreateCheckoutResponse;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.checkoutId;
}

describe('create checkout (C5)', () => {
  it('snapshots the cart, totals, channel, addresses, shipping option and e-mail; the cart keeps the id', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug), 2)]);
    await visitor('PATCH', CART, {
      cartInfo: { buyerNote: 'Gift', contactInfo: { contactDetails: { firstName: 'Ada' } } },
    });
    const id = await checkoutId(
      await checkout(visitor, {
        channelType: 'WEB',
        shippingAddress: CA,
        billingAddress: { ...CA, city: 'Berkeley' },
        selectedShippingOption: { code: 'standard' },
        email: 'ada@example.com',
      }),
    );
    expect((await readCart(visitor)).checkoutId).toBe(id);
    const res = await visitor('GET', `/ecom/v1/checkouts/${id}`);
    const { checkout: snapshot } = (await res.json()) as CheckoutResponse;
    expect(res.status).toBe(200);
    expect(snapshot).toMatchObject({
      id,
      cartId: cart.id,
      channelType: 'WEB',
      lineItems: [expect.objectContaining({ id: cart.lineItems![0]!.id, quantity: 2 })],
      billingInfo: { address: { city: 'Berkeley' }, contactDetails: { firstName: 'Ada' } },
      shippingInfo: {
        shippingDestination: { address: CA, contactDetails: { firstName: 'Ada' } },
        selectedCarrierServiceOption: expect.objectContaining({ code: 'standard' }),
      },
      buyerInfo: { visitorId: expect.any(String), email: 'ada@example.com' },
      buyerNote: 'Gift',
      priceSummary: {
        subtotal: { amount: '20.00' },
        shipping: { amount: '5.00' },
        total: { amount: '25.00' },
      },
      currency: 'USD',
      weightUnit: 'KG',
      completed: false,
    });
    const events = (await eventsAbout(t, id)).map((e) => e.type);
    expect(events).toEqual(['wix.ecom.v1.checkout_created']);
    const cartEvents = await eventsAbout(t, cart.id!);
    expect(cartEvents.at(-1)?.payload).toMatchObject({
      updatedEvent: { modifiedFields: { checkoutId: id } },
    });
  });

  it('defaults the channel to WEB and takes the cart’s address and e-mail', async () => {
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), 1)]);
    await visitor('PATCH', CART, {
      cartInfo: { contactInfo: { address: CA }, buyerInfo: { email: 'b@example.com' } },
    });
    const id = await checkoutId(await checkout(visitor));
    const { checkout: snapshot } = (await (
      await visitor('GET', `/ecom/v1/checkouts/${id}`)
    ).json()) as CheckoutResponse;
    expect(snapshot).toMatchObject({
      channelType: 'WEB',
      buyerInfo: { email: 'b@example.com' },
      shippingInfo: { shippingDestination: { address: CA } },
      priceSummary: { shipping: { amount: '5.00' } },
    });
  });

  it('is CART_IS_EMPTY for an empty cart and CART_HAS_ERRORS when a line cannot be bought', async () => {
    const visitor = await kit.visitor();
    await visitor('PATCH', CART, { cartInfo: { buyerNote: 'nothing yet' } });
    expect(await appError(await checkout(visitor))).toEqual({ status: 400, code: 'CART_IS_EMPTY' });
    const gone = await kit.createProduct({ name: 'Soon gone', priceData: { price: 3 } });
    const cart = await addToCart(visitor, [line(ref(gone), 1), line(ref(mug), 1)]);
    await kit.admin('DELETE', `/stores/v1/products/${gone.id}`);
    const res = await checkout(visitor);
    const body = (await res.clone().json()) as { details: { applicationError: { data: unknown } } };
    expect(await appError(res)).toEqual({ status: 400, code: 'CART_HAS_ERRORS' });
    expect(body.details.applicationError.data).toEqual({ lineItemIds: [cart.lineItems![0]!.id] });
    expect((await readCart(visitor)).checkoutId).toBeUndefined();
  });

  it('is NOT_ENOUGH_STOCK for more than is in stock, naming each short line and what is left', async () => {
    const lamp = await kit.createProduct({
      name: 'Desk lamp',
      priceData: { price: 30 },
      stock: { trackInventory: true, quantity: 6 },
    });
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug), 1), line(ref(lamp), 10)]);
    const lampLine = cart.lineItems![1]!.id!;
    const res = await checkout(visitor, { shippingAddress: CA });
    const body = (await res.clone().json()) as {
      details: { applicationError: { description: string; data: unknown } };
    };
    expect(await appError(res)).toEqual({ status: 400, code: 'NOT_ENOUGH_STOCK' });
    expect(body.details.applicationError.description).toBe(
      'Only 6 in stock of Desk lamp — lower the quantity to 6 to check out.',
    );
    expect(body.details.applicationError.data).toEqual({
      lineItemIds: [lampLine],
      lineItems: [{ id: lampLine, quantity: 10, quantityAvailable: 6 }],
    });
    expect((await readCart(visitor)).checkoutId).toBeUndefined();
    expect(await eventsAbout(t, cart.id!)).not.toContainEqual(
      expect.objectContaining({ type: 'wix.ecom.v1.checkout_created' }),
    );
    const lowered = await visitor('POST', `${CART}/update-line-items-quantity`, {
      lineItems: [{ id: lampLine, quantity: 6 }],
    });
    expect(lowered.status).toBe(200);
    await checkoutId(await checkout(visitor, { shippingAddress: CA }));
  });

  it('refuses bad input: channel types, e-mails, addresses', async () => {
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), 1)]);
    const cases: Array<[unknown, string]> = [
      [{ channelType: 'CARRIER_PIGEON' }, 'channelType'],
      [{ email: 'nope' }, 'email'],
      [{ shippingAddress: { country: 'United States' } }, 'shippingAddress.country'],
      [{ billingAddress: { addressLine: 'x'.repeat(201) } }, 'billingAddress.addressLine'],
      [{ selectedShippingOption: {} }, 'selectedShippingOption.code'],
    ];
    for (const [body, field] of cases) {
      expect((await violations(await checkout(visitor, body)))?.map(([f]) => f)).toEqual([field]);
    }
  });
});

describe('reading a checkout', () => {
  it('is for its buyer and admins only: 404 for other visitors and members, 401 without a caller', async () => {
    const buyer = await kit.visitor();
    await addToCart(buyer, [line(ref(mug), 1)]);
    const id = await checkoutId(await checkout(buyer));
    const path = `/ecom/v1/checkouts/${id}`;
    for (const other of [await kit.visitor(), await kit.member()]) {
      expect(await appError(await other('GET', path))).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await t.app.request(path)).status).toBe(401);
    expect((await kit.admin('GET', path)).status).toBe(200);
    expect(await appError(await buyer('GET', '/ecom/v1/checkouts/not-an-id'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('coupons at checkout', () => {
  const usesOnce = (snapshot: { appliedDiscounts?: Array<{ coupon?: { code?: string } }> }, code: string) =>
    snapshot.appliedDiscounts?.some((d) => d.coupon?.code === code) === true;

  it('a checkout does not use up a coupon: nothing is paid yet, so single-use coupons stay for every cart', async () => {
    const created = await kit.admin('POST', '/cartwright/v1/coupons', {
      coupon: { code: 'ONCE', name: 'Once only', type: 'MONEY_OFF', amount: '1', usageLimit: 1 },
    });
    const couponId = ((await created.json()) as { coupon: { id: string } }).coupon.id;
    const buyers = await Promise.all(Array.from({ length: 3 }, () => kit.visitor()));
    for (const buyer of buyers) {
      await addToCart(buyer, [line(ref(mug), 1)]);
      expect((await buyer('PATCH', CART, { couponCode: 'ONCE' })).status).toBe(200);
    }
    const answers = await Promise.all(buyers.map((buyer) => checkout(buyer)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const ids = await Promise.all(answers.map((res) => checkoutId(res)));
    const stored = await t.deps.db.selectFrom('checkouts').select(['id', 'snapshot']).execute();
    expect(
      stored
        .filter((r) => usesOnce(r.snapshot, 'ONCE'))
        .map((r) => r.id)
        .sort(),
    ).toEqual([...ids].sort());
    const coupon = await kit.admin('GET', `/cartwright/v1/coupons/${couponId}`);
    expect(((await coupon.json()) as { coupon: { timesUsed: number } }).coupon.timesUsed).toBe(0);
    // Back in the cart, the coupon still applies.
    const cart = (await (await buyers[0]!('GET', CART)).json()) as { cart: Parameters<typeof usesOnce>[0] };
    expect(usesOnce(cart.cart, 'ONCE')).toBe(true);
  });

  it('refuses a coupon whose uses are spent; the refused checkout leaves no trace', async () => {
    const created = await kit.admin('POST', '/cartwright/v1/coupons', {
      coupon: { code: 'SPENT', name: 'Spent', type: 'MONEY_OFF', amount: '1', usageLimit: 1 },
    });
    const couponId = ((await created.json()) as { coupon: { id: string } }).coupon.id;
    const buyer = await kit.visitor();
    await addToCart(buyer, [line(ref(mug), 1)]);
    expect((await buyer('PATCH', CART, { couponCode: 'SPENT' })).status).toBe(200);
    // Its one use went to an order placed meanwhile.
    await t.deps.db.updateTable('coupons').set({ times_used: 1 }).where('id', '=', couponId).execute();
    const before = await t.deps.db.selectFrom('checkouts').select('id').execute();
    expect(await appError(await checkout(buyer))).toEqual({
      status: 400,
      code: 'COUPON_USAGE_LIMIT_REACHED',
    });
    expect(await t.deps.db.selectFrom('checkouts').select('id').execute()).toEqual(before);
  });
});

describe('Idempotency-Key on create-checkout', () => {
  it('answers a replay with the same checkout id and makes one checkout; another body is 422', async () => {
    const buyer = await kit.visitor();
    await addToCart(buyer, [line(ref(mug), 1)]);
    const key = { 'idempotency-key': 'checkout-1' };
    const first = await checkoutId(await checkout(buyer, { email: 'a@example.com' }, key));
    const replay = await checkoutId(await checkout(buyer, { email: 'a@example.com' }, key));
    expect(replay).toBe(first);
    const rows = await t.deps.db.selectFrom('checkouts').select('id').where('id', '=', first).execute();
    expect(rows).toHaveLength(1);
    expect(await appError(await checkout(buyer, { email: 'b@example.com' }, key))).toEqual({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    const other = await checkoutId(
      await checkout(buyer, { email: 'a@example.com' }, { 'idempotency-key': 'checkout-2' }),
    );
    expect(other).not.toBe(first);
    const cart = (await (await buyer('GET', CART)).json()) as CartResponse;
    expect(cart.cart.checkoutId).toBe(other);
  });
});
