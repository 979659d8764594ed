import type { CartResponse, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
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
} from './test-support/cart-kit.js';

let t: TestApp;
let kit: CartKit;
let mug: Product;
let plate: Product;

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 } });
  plate = await kit.createProduct({ name: 'Plate', priceData: { price: 25 } });
  const coupon = await kit.admin('POST', '/cartwright/v1/coupons', {
    coupon: { code: 'SAVE10', name: 'Ten percent', type: 'PERCENT_OFF', percentOff: 10 },
  });
  expect(coupon.status).toBe(200);
  const big = await kit.admin('POST', '/cartwright/v1/coupons', {
    coupon: {
      code: 'BIGSPEND',
      name: 'Big spenders',
      type: 'MONEY_OFF',
      amount: '5',
      minimumSubtotal: '100',
    },
  });
  expect(big.status).toBe(200);
});
afterAll(() => t.close());

async function patch(as: Requester, body: unknown) {
  const res = await as('PATCH', CART, body);
  const json = (await res.json()) as CartResponse;
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.cart;
}

const address = { country: 'US', subdivision: 'US-CA', city: 'Oakland', postalCode: '94607' };

describe('update cart (C2)', () => {
  it('sets cart info, adds line items and applies a coupon', async () => {
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), 1)]);
    const cart = await patch(visitor, {
      cartInfo: {
        buyerNote: 'Leave at the door',
        buyerInfo: { email: 'ada@example.com' },
        contactInfo: { address, contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } },
        selectedShippingOption: { code: 'standard' },
      },
      couponCode: 'save10',
      lineItems: [line(ref(plate), 2), line(ref(mug), 1)],
    });
    expect(cart).toMatchObject({
      buyerNote: 'Leave at the door',
      buyerInfo: { visitorId: expect.any(String), email: 'ada@example.com' },
      contactInfo: { address, contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } },
      selectedShippingOption: { code: 'standard' },
      appliedDiscounts: [{ coupon: { id: expect.any(String), code: 'SAVE10' } }],
      revision: '2',
    });
    expect(cart.lineItems!.map((l) => [l.productName?.original, l.quantity])).toEqual([
      ['Mug', 2],
      ['Plate', 2],
    ]);
  });

  it('refuses a coupon with its own code and leaves the cart unchanged', async () => {
    const visitor = await kit.visitor();
    const before = await addToCart(visitor, [line(ref(mug), 1)]);
    expect(
      await appError(await visitor('PATCH', CART, { couponCode: 'NOPE', cartInfo: { buyerNote: 'x' } })),
    ).toEqual({ status: 400, code: 'COUPON_NOT_FOUND' });
    expect(await appError(await visitor('PATCH', CART, { couponCode: 'BIGSPEND' }))).toEqual({
      status: 400,
      code: 'COUPON_MINIMUM_SUBTOTAL_NOT_MET',
    });
    expect(await readCart(visitor)).toEqual(before);
    expect((await eventsAbout(t, before.id!)).map((e) => e.type)).toEqual(['wix.ecom.v1.cart_created']);
  });

  it('honours a field mask: only named fields apply, named but absent fields are cleared', async () => {
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), 1)]);
    await patch(visitor, {
      cartInfo: { buyerNote: 'first', buyerInfo: { email: 'a@example.com' } },
      couponCode: 'SAVE10',
    });
    const masked = await patch(visitor, {
      cartInfo: { buyerNote: 'second', buyerInfo: { email: 'b@example.com' } },
      lineItems: [line(ref(plate), 1)],
      cartFieldmask: 'buyerNote,couponCode',
    });
    expect(masked.buyerNote).toBe('second');
    expect(masked.buyerInfo?.email).toBe('a@example.com');
    expect(masked.appliedDiscounts).toEqual([]);
    expect(masked.lineItems).toHaveLength(1);
    const cleared = await patch(visitor, { cartFieldmask: { paths: ['cartInfo.buyerNote'] } });
    expect(cleared.buyerNote).toBeUndefined();
    expect(await violations(await visitor('PATCH', CART, { cartFieldmask: 'buyerNote,price' }))).toEqual([
      ['cartFieldmask', 'VALIDATION'],
    ]);
  });

  it('takes merchant discounts and custom line items from admins only', async () => {
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), 1)]);
    expect(await appError(await visitor('PATCH', CART, { merchantDiscounts: [{ amount: '5' }] }))).toEqual({
      status: 403,
      code: 'PERMISSION_DENIED',
    });
    const member = await kit.member();
    const custom = { quantity: 1, price: '3', productName: { original: 'Wrap' } };
    expect(await appError(await member('PATCH', CART, { customLineItems: [custom] }))).toEqual({
      status: 403,
      code: 'PERMISSION_DENIED',
    });
    const cart = await patch(kit.admin, {
      merchantDiscounts: [{ amount: '5' }, { amount: '1.255' }],
      customLineItems: [custom],
    });
    expect(cart.appliedDiscounts).toEqual([
      { merchantDiscount: { amount: expect.objectContaining({ amount: '5.00' }) } },
      { merchantDiscount: { amount: expect.objectContaining({ amount: '1.26' }) } },
    ]);
    expect(cart.lineItems!.at(-1)).toMatchObject({ customLineItem: true, price: { amount: '3.00' } });
  });

  it('refuses malformed input: addresses, e-mails, enums, oversize notes, wrong types', async () => {
    const visitor = await kit.visitor();
    const cases: Array<[unknown, string]> = [
      [
        { cartInfo: { contactInfo: { address: { country: 'USA' } } } },
        'cartInfo.contactInfo.address.country',
      ],
      [
        { cartInfo: { contactInfo: { address: { subdivision: 'california' } } } },
        'cartInfo.contactInfo.address.subdivision',
      ],
      [
        { cartInfo: { contactInfo: { address: { geocode: { latitude: 91 } } } } },
        'cartInfo.contactInfo.address.geocode.latitude',
      ],
      [{ cartInfo: { buyerInfo: { email: 'not-an-email' } } }, 'cartInfo.buyerInfo.email'],
      [{ cartInfo: { buyerNote: 'x'.repeat(1001) } }, 'cartInfo.buyerNote'],
      [{ cartInfo: { buyerNote: 42 } }, 'cartInfo.buyerNote'],
      [
        { cartInfo: { contactInfo: { contactDetails: { vatId: { type: 'SSN' } } } } },
        'cartInfo.contactInfo.contactDetails.vatId.type',
      ],
      [{ couponCode: 'x'.repeat(51) }, 'couponCode'],
      [{ couponCode: '' }, 'couponCode'],
      [{ cartFieldmask: 7 }, 'cartFieldmask'],
    ];
    for (const [body, field] of cases) {
      expect(
        (await violations(await visitor('PATCH', CART, body)))?.map(([f]) => f),
        JSON.stringify(body),
      ).toEqual([field]);
    }
  });

  it('is OWNED_CART_NOT_FOUND for an empty patch without a cart, and creates the cart otherwise', async () => {
    const visitor = await kit.visitor();
    expect(await appError(await visitor('PATCH', CART, {}))).toEqual({
      status: 404,
      code: 'OWNED_CART_NOT_FOUND',
    });
    const cart = await patch(visitor, { cartInfo: { buyerNote: 'hello' } });
    expect(cart).toMatchObject({ buyerNote: 'hello', lineItems: [], revision: '1' });
  });
});

describe('remove line items, quantities, coupon, delete (C4, C6, C7, C9)', () => {
  it('removes line items; unknown ids are named and nothing is removed', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug)), line(ref(plate))]);
    const [mugLine, plateLine] = cart.lineItems!.map((l) => l.id!);
    const remove = (lineItemIds: unknown) => visitor('POST', `${CART}/remove-line-items`, { lineItemIds });
    expect(await violations(await remove([mugLine, 'nope']))).toEqual([['lineItemIds[1]', 'VALIDATION']]);
    expect(await violations(await remove([]))).toEqual([['lineItemIds', 'MIN_SIZE']]);
    expect(await violations(await remove('x'))).toEqual([['lineItemIds', expect.any(String)]]);
    expect((await readCart(visitor)).lineItems).toHaveLength(2);
    const res = await remove([mugLine]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as CartResponse).cart.lineItems!.map((l) => l.id)).toEqual([plateLine]);
  });

  it('updates quantities; unknown, repeated and bad values are refused', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug), 1)]);
    const id = cart.lineItems![0]!.id!;
    const update = (lineItems: unknown) =>
      visitor('POST', `${CART}/update-line-items-quantity`, { lineItems });
    expect(await violations(await update([{ id: 'missing', quantity: 2 }]))).toEqual([
      ['lineItems[0].id', 'VALIDATION'],
    ]);
    expect(
      await violations(
        await update([
          { id, quantity: 2 },
          { id, quantity: 3 },
        ]),
      ),
    ).toEqual([['lineItems[1].id', 'VALIDATION']]);
    for (const quantity of [0, -3, 2.5, 100_001, '4']) {
      expect(await violations(await update([{ id, quantity }]))).toEqual([
        ['lineItems[0].quantity', expect.any(String)],
      ]);
    }
    const res = await update([{ id, quantity: 7 }]);
    const updated = ((await res.json()) as CartResponse).cart;
    expect(updated.lineItems![0]).toMatchObject({ quantity: 7, lineItemPrice: { amount: '70.00' } });
  });

  it('removes the coupon, and answers unchanged when there is none', async () => {
    const visitor = await kit.visitor();
    await addToCart(visitor, [line(ref(mug), 1)]);
    await patch(visitor, { couponCode: 'SAVE10' });
    const res = await visitor('POST', `${CART}/remove-coupon`, {});
    const cart = ((await res.json()) as CartResponse).cart;
    expect(cart.appliedDiscounts).toEqual([]);
    const again = await visitor('POST', `${CART}/remove-coupon`, {});
    expect(((await again.json()) as CartResponse).cart.revision).toBe(cart.revision);
  });

  it('deletes the cart; then it is OWNED_CART_NOT_FOUND for every call but add', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug), 1)]);
    const res = await visitor('DELETE', CART);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const lineIds = { lineItemIds: [cart.lineItems![0]!.id] };
    for (const [method, path, body] of [
      ['GET', CART, undefined],
      ['DELETE', CART, undefined],
      ['POST', `${CART}/remove-line-items`, lineIds],
      ['POST', `${CART}/remove-coupon`, {}],
      [
        'POST',
        `${CART}/update-line-items-quantity`,
        { lineItems: [{ id: cart.lineItems![0]!.id, quantity: 2 }] },
      ],
      ['POST', `${CART}/estimate-totals`, {}],
      ['POST', `${CART}/create-checkout`, {}],
    ] as const) {
      expect(await appError(await visitor(method, path, body)), path).toEqual({
        status: 404,
        code: 'OWNED_CART_NOT_FOUND',
      });
    }
    const fresh = await addToCart(visitor, [line(ref(plate), 1)]);
    expect(fresh.id).not.toBe(cart.id);
  });
});

describe('cart events', () => {
  it('appends created, updated with modified fields, and deleted, naming the caller', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug), 1)]);
    await visitor('POST', `${CART}/update-line-items-quantity`, {
      lineItems: [{ id: cart.lineItems![0]!.id, quantity: 3 }],
    });
    await visitor('DELETE', CART);
    const events = await eventsAbout(t, cart.id!);
    expect(events.map((e) => e.type)).toEqual([
      'wix.ecom.v1.cart_created',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_deleted',
    ]);
    const [created, updated, deleted] = events.map((e) => e.payload);
    expect(created).toMatchObject({
      entityFqdn: 'wix.ecom.v1.cart',
      createdEvent: { entity: { id: cart.id } },
    });
    expect(updated).toMatchObject({
      updatedEvent: {
        currentEntity: { id: cart.id, revision: '2' },
        modifiedFields: {
          'lineItems[0].quantity': 3,
          'lineItems[0].lineItemPrice.amount': '30.00',
        },
      },
      entityEventSequence: '2',
    });
    expect(Object.keys((updated!.updatedEvent as { modifiedFields: object }).modifiedFields)).not.toContain(
      'revision',
    );
    expect(deleted).toMatchObject({ deletedEvent: { deletedEntity: { id: cart.id, revision: '2' } } });
    const identities = await t.deps.db
      .selectFrom('event_outbox')
      .select('identity')
      .where('entity_id', '=', cart.id!)
      .execute();
    expect(identities.map((r) => r.identity.identityType)).toEqual([
      'ANONYMOUS_VISITOR',
      'ANONYMOUS_VISITOR',
      'ANONYMOUS_VISITOR',
    ]);
  });

  it('appends nothing for a refused write', async () => {
    const visitor = await kit.visitor();
    const cart = await addToCart(visitor, [line(ref(mug), 99_999)]);
    expect(
      (await visitor('POST', `${CART}/add-to-cart`, { lineItems: [line(ref(plate)), line(ref(mug), 2)] }))
        .status,
    ).toBe(400);
    expect((await eventsAbout(t, cart.id!)).length).toBe(1);
    expect((await readCart(visitor)).lineItems).toHaveLength(1);
  });
});
