// The current-cart calls against a loopback server: exact requests, conversions, errors, idempotency, retries, aborts.
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import { isApiError, isNetworkError } from '../errors/guards.js';
import { useCatalogTestServer } from '../test-support/catalog-requests.js';
import { envelope } from '../test-support/test-server.js';
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  currentCart,
  deleteCurrentCart,
  estimateCurrentCartTotals,
  getCheckout,
  getCurrentCart,
  isCouponError,
  isOwnedCartNotFoundError,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from './index.js';

const { server, client, last } = useCatalogTestServer();

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const lineItem = {
  quantity: 2,
  catalogReference: { appId: APP_ID, catalogItemId: 'p-1', options: { variantId: 'v-1' } },
};
const address = {
  country: 'US',
  subdivision: 'US-CA',
  postalCode: '94103',
  geocode: { latitude: 37.7, longitude: -122.4 },
};

const CREATED = '2024-01-02T03:04:05.000Z';
const UPDATED = '2024-02-03T04:05:06.000Z';
const wireCart = () => ({
  id: 'c-1',
  createdDate: CREATED,
  updatedDate: UPDATED,
  revision: '3',
  lineItems: [
    {
      id: 'li-1',
      quantity: 2,
      price: { amount: '10.50', formattedAmount: '$10.50' },
      physicalProperties: { weight: 'NaN', sku: 'HAT-1' },
      serviceProperties: { scheduledDate: CREATED, numberOfParticipants: 2 },
      subscriptionOptionInfo: { subscriptionSettings: { frequency: 'MONTH', startDate: UPDATED } },
    },
  ],
});

function expectConvertedCart(cart: unknown) {
  expect(cart).toMatchObject({
    id: 'c-1',
    createdDate: new Date(CREATED),
    updatedDate: new Date(UPDATED),
    revision: '3',
    lineItems: [
      {
        id: 'li-1',
        price: { amount: '10.50', formattedAmount: '$10.50' },
        physicalProperties: { weight: Number.NaN, sku: 'HAT-1' },
        serviceProperties: { scheduledDate: new Date(CREATED), numberOfParticipants: 2 },
        subscriptionOptionInfo: {
          subscriptionSettings: { frequency: 'MONTH', startDate: new Date(UPDATED) },
        },
      },
    ],
  });
}

describe('current-cart calls: requests', () => {
  const cases: [string, () => Promise<unknown>, object][] = [
    ['getCurrentCart', () => getCurrentCart(client()), { method: 'GET', path: '/ecom/v1/carts/current' }],
    [
      'updateCurrentCart',
      () =>
        updateCurrentCart(client(), {
          cartInfo: { buyerNote: 'Gift wrap', selectedShippingOption: { code: 'standard' } },
          couponCode: 'SUMMER10',
          merchantDiscounts: [{ amount: '5.00' }],
          lineItems: [lineItem],
          customLineItems: [{ quantity: 1, price: '3.00', productName: { original: 'Card' } }],
          cartFieldmask: ['buyerNote', 'couponCode'],
        }),
      {
        method: 'PATCH',
        path: '/ecom/v1/carts/current',
        body: {
          cartInfo: { buyerNote: 'Gift wrap', selectedShippingOption: { code: 'standard' } },
          couponCode: 'SUMMER10',
          merchantDiscounts: [{ amount: '5.00' }],
          lineItems: [lineItem],
          customLineItems: [{ quantity: 1, price: '3.00', productName: { original: 'Card' } }],
          cartFieldmask: 'buyerNote,couponCode',
        },
      },
    ],
    [
      'addToCurrentCart',
      () => addToCurrentCart(client(), { lineItems: [lineItem], businessLocationId: 'loc-1' }),
      {
        method: 'POST',
        path: '/ecom/v1/carts/current/add-to-cart',
        body: { lineItems: [lineItem], businessLocationId: 'loc-1' },
      },
    ],
    [
      'removeLineItemsFromCurrentCart',
      () => removeLineItemsFromCurrentCart(client(), ['li-1', 'li-2']),
      {
        method: 'POST',
        path: '/ecom/v1/carts/current/remove-line-items',
        body: { lineItemIds: ['li-1', 'li-2'] },
      },
    ],
    [
      'createCheckoutFromCurrentCart',
      () =>
        createCheckoutFromCurrentCart(client(), {
          channelType: 'WEB',
          shippingAddress: address,
          billingAddress: address,
          selectedShippingOption: { carrierId: 'carrier-1', code: 'express' },
          email: 'ann@example.com',
        }),
      {
        method: 'POST',
        path: '/ecom/v1/carts/current/create-checkout',
        body: {
          channelType: 'WEB',
          shippingAddress: address,
          billingAddress: address,
          selectedShippingOption: { carrierId: 'carrier-1', code: 'express' },
          email: 'ann@example.com',
        },
      },
    ],
    [
      'removeCouponFromCurrentCart',
      () => removeCouponFromCurrentCart(client()),
      { method: 'POST', path: '/ecom/v1/carts/current/remove-coupon', body: {} },
    ],
    [
      'updateCurrentCartLineItemQuantity',
      () => updateCurrentCartLineItemQuantity(client(), [{ id: 'li-1', quantity: 5 }]),
      {
        method: 'POST',
        path: '/ecom/v1/carts/current/update-line-items-quantity',
        body: { lineItems: [{ id: 'li-1', quantity: 5 }] },
      },
    ],
    [
      'estimateCurrentCartTotals',
      () =>
        estimateCurrentCartTotals(client(), {
          shippingAddress: { ...address, geocode: { latitude: Number.NaN } },
          selectedShippingOption: { code: 'standard' },
          calculateTax: false,
        }),
      {
        method: 'POST',
        path: '/ecom/v1/carts/current/estimate-totals',
        body: {
          shippingAddress: { ...address, geocode: { latitude: 'NaN' } },
          selectedShippingOption: { code: 'standard' },
          calculateTax: false,
        },
      },
    ],
    [
      'deleteCurrentCart',
      () => deleteCurrentCart(client()),
      { method: 'DELETE', path: '/ecom/v1/carts/current' },
    ],
    [
      'getCheckout',
      () => getCheckout(client(), 'co 1'),
      { method: 'GET', path: '/ecom/v1/checkouts/co%201', params: { id: 'co 1' } },
    ],
  ];

  it.each(cases)('%s sends the gateway method, path and payload', async (_name, call, expected) => {
    await call();
    expect(server.requests).toHaveLength(1);
    expect(last()).toEqual({ params: {}, ...expected });
  });

  it('sends no query string on get and delete, and no Content-Type without a body', async () => {
    await getCurrentCart(client());
    await deleteCurrentCart(client());
    expect(server.requests.map((r) => r.url)).toEqual(['/ecom/v1/carts/current', '/ecom/v1/carts/current']);
    expect(server.requests.map((r) => r.headers['content-type'])).toEqual([undefined, undefined]);
  });

  it('leaves the field mask out when none is given, and sends an empty body for an empty estimate', async () => {
    await updateCurrentCart(client(), { couponCode: 'X1' });
    expect(last().body).toEqual({ couponCode: 'X1' });
    await estimateCurrentCartTotals(client());
    expect(last().body).toEqual({});
    await createCheckoutFromCurrentCart(client());
    expect(last().body).toEqual({});
  });

  it('every call is in the currentCart module and binds to a client', async () => {
    expect(Object.keys(currentCart).sort()).toEqual(cases.map(([name]) => name).sort());
    const bound = createClient({ host: server.origin, modules: { currentCart } });
    await bound.currentCart.removeLineItemsFromCurrentCart(['li-9']);
    expect(last()).toMatchObject({
      path: '/ecom/v1/carts/current/remove-line-items',
      body: { lineItemIds: ['li-9'] },
    });
  });
});

describe('current-cart calls: responses', () => {
  it('getCurrentCart returns only the cart, with dates as Date and non-finite floats as numbers', async () => {
    server.handle(() => ({ body: { cart: wireCart() } }));
    const cart = await getCurrentCart(client());
    expectConvertedCart(cart);
    expect(cart).not.toHaveProperty('cart');
  });

  it('the cart writes return the whole {cart} response, converted', async () => {
    server.handle(() => ({ body: { cart: wireCart() } }));
    const responses = [
      await updateCurrentCart(client(), { couponCode: 'X' }),
      await addToCurrentCart(client(), { lineItems: [lineItem] }),
      await removeLineItemsFromCurrentCart(client(), ['li-1']),
      await removeCouponFromCurrentCart(client()),
      await updateCurrentCartLineItemQuantity(client(), [{ id: 'li-1', quantity: 1 }]),
    ];
    for (const response of responses) {
      expect(Object.keys(response)).toEqual(['cart']);
      expectConvertedCart(response.cart);
    }
  });

  it('createCheckoutFromCurrentCart returns {checkoutId}; deleteCurrentCart resolves to undefined', async () => {
    server.handle(() => ({ body: { checkoutId: 'co-1' } }));
    expect(await createCheckoutFromCurrentCart(client(), { channelType: 'WEB' })).toEqual({
      checkoutId: 'co-1',
    });
    server.handle(() => ({ body: {} }));
    await expect(deleteCurrentCart(client())).resolves.toBeUndefined();
  });

  it('estimateCurrentCartTotals returns the whole answer with delivery slots, memberships and the cart converted', async () => {
    const slot = { from: CREATED, to: UPDATED };
    const pickupAddress = { country: 'US', geocode: { latitude: 'Infinity', longitude: 1 } };
    server.handle(() => ({
      body: {
        cart: wireCart(),
        calculatedLineItems: [],
        priceSummary: { subtotal: { amount: '21.00' }, total: { amount: '21.00' } },
        taxSummary: {},
        shippingInfo: {
          selectedCarrierServiceOption: {
            code: 'pickup',
            logistics: { deliveryTimeSlot: slot, pickupDetails: { address: pickupAddress } },
          },
          carrierServiceOptions: [
            {
              carrierId: 'c-1',
              shippingOptions: [{ code: 'pickup', logistics: { deliveryTimeSlot: slot } }],
            },
          ],
        },
        appliedDiscounts: [{ merchantDiscount: { percentage: 'NaN' } }],
        weightUnit: 'KG',
        currency: 'USD',
        payNow: {},
        payLater: {},
        membershipOptions: {
          eligibleMemberships: [{ id: 'm-1', expirationDate: CREATED }],
          invalidMemberships: [{ membership: { id: 'm-2', expirationDate: UPDATED }, reason: 'x' }],
          selectedMemberships: [],
        },
        additionalFees: [],
        violations: [{ severity: 'WARNING', description: 'Only 1 left' }],
      },
    }));
    const totals = await estimateCurrentCartTotals(client(), { shippingAddress: address });
    expectConvertedCart(totals.cart);
    const dates = { from: new Date(CREATED), to: new Date(UPDATED) };
    expect(totals.shippingInfo.selectedCarrierServiceOption?.logistics).toEqual({
      deliveryTimeSlot: dates,
      pickupDetails: {
        address: { country: 'US', geocode: { latitude: Number.POSITIVE_INFINITY, longitude: 1 } },
      },
    });
    expect(
      totals.shippingInfo.carrierServiceOptions?.[0]?.shippingOptions[0]?.logistics?.deliveryTimeSlot,
    ).toEqual(dates);
    expect(totals.membershipOptions.eligibleMemberships[0]?.expirationDate).toEqual(new Date(CREATED));
    expect(totals.membershipOptions.invalidMemberships[0]?.membership?.expirationDate).toEqual(
      new Date(UPDATED),
    );
    expect(totals.appliedDiscounts[0]?.merchantDiscount?.percentage).toBeNaN();
    expect(totals).toMatchObject({
      priceSummary: { subtotal: { amount: '21.00' } },
      currency: 'USD',
      weightUnit: 'KG',
      violations: [{ severity: 'WARNING', description: 'Only 1 left' }],
    });
  });

  it('getCheckout returns the checkout with its own, line item and delivery slot dates as Date', async () => {
    server.handle(() => ({
      body: {
        checkout: {
          id: 'co-1',
          cartId: 'c-1',
          createdDate: CREATED,
          updatedDate: UPDATED,
          lineItems: [
            {
              id: 'li-1',
              serviceProperties: { scheduledDate: CREATED },
              physicalProperties: { weight: 'Infinity' },
            },
          ],
          shippingInfo: {
            selectedCarrierServiceOption: {
              code: 'express',
              logistics: { deliveryTimeSlot: { from: CREATED, to: UPDATED } },
            },
          },
          priceSummary: { total: { amount: '21.00' } },
        },
      },
    }));
    expect(await getCheckout(client(), 'co-1')).toEqual({
      id: 'co-1',
      cartId: 'c-1',
      createdDate: new Date(CREATED),
      updatedDate: new Date(UPDATED),
      lineItems: [
        {
          id: 'li-1',
          serviceProperties: { scheduledDate: new Date(CREATED) },
          physicalProperties: { weight: Number.POSITIVE_INFINITY },
        },
      ],
      shippingInfo: {
        selectedCarrierServiceOption: {
          code: 'express',
          logistics: { deliveryTimeSlot: { from: new Date(CREATED), to: new Date(UPDATED) } },
        },
      },
      priceSummary: { total: { amount: '21.00' } },
    });
  });
});

describe('current-cart calls: errors', () => {
  it('getCurrentCart without a cart throws OWNED_CART_NOT_FOUND, recognised by isOwnedCartNotFoundError', async () => {
    server.handle(() =>
      envelope(404, 'Cart not found', {
        applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'Cart not found', data: {} },
      }),
    );
    const failure = await getCurrentCart(client()).catch((error: unknown) => error);
    expect(isOwnedCartNotFoundError(failure)).toBe(true);
    expect(isCouponError(failure)).toBe(false);
    expect(failure).toMatchObject({
      name: 'ApiError',
      code: 'OWNED_CART_NOT_FOUND',
      status: 404,
      message: 'Cart not found',
      requestId: 'req-1',
      args: [],
    });
    // A 404 is not a transient failure: the read is not tried again.
    expect(server.requests).toHaveLength(1);
  });

  it('recognises errors that came from another realm by name and code', () => {
    const foreign = { name: 'ApiError', code: 'OWNED_CART_NOT_FOUND' };
    expect(isOwnedCartNotFoundError(foreign)).toBe(true);
    expect(isOwnedCartNotFoundError({ name: 'ApiError', code: 'NOT_FOUND' })).toBe(false);
    expect(isOwnedCartNotFoundError(new Error('OWNED_CART_NOT_FOUND'))).toBe(false);
    expect(isOwnedCartNotFoundError(undefined)).toBe(false);
  });

  it('a refused coupon is an ApiError with its COUPON_ code, and the call arguments attached', async () => {
    server.handle(() =>
      envelope(422, 'Coupon expired', {
        applicationError: { code: 'COUPON_EXPIRED', description: 'The coupon SUMMER10 expired', data: {} },
      }),
    );
    const failure = await updateCurrentCart(client(), { couponCode: 'SUMMER10' }).catch((e: unknown) => e);
    expect(isCouponError(failure)).toBe(true);
    expect(isOwnedCartNotFoundError(failure)).toBe(false);
    expect(failure).toMatchObject({
      code: 'COUPON_EXPIRED',
      description: 'The coupon SUMMER10 expired',
      args: [{ couponCode: 'SUMMER10' }],
    });
  });

  it('bad input comes back as INVALID_ARGUMENT with the violations sorted by field', async () => {
    server.handle(() =>
      envelope(400, 'invalid', {
        validationError: {
          fieldViolations: [
            { field: 'lineItems[0].quantity', description: 'must be >= 1', violatedRule: 'MIN' },
            { field: 'lineItems[0].id', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
          ],
        },
      }),
    );
    const failure = await updateCurrentCartLineItemQuantity(client(), [{ id: '', quantity: 0 }]).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({
      name: 'ValidationError',
      code: 'INVALID_ARGUMENT',
      message: 'INVALID_ARGUMENT: "lineItems[0].id" is required, "lineItems[0].quantity" must be >= 1',
      args: [[{ id: '', quantity: 0 }]],
    });
  });
});

describe('current-cart calls: Idempotency-Key', () => {
  it('add-to-cart and create-checkout send the key as a header when given, and not otherwise', async () => {
    await addToCurrentCart(client(), { lineItems: [lineItem] }, { idempotencyKey: 'add-1' });
    await createCheckoutFromCurrentCart(client(), {}, { idempotencyKey: 'checkout-1' });
    await addToCurrentCart(client(), { lineItems: [lineItem] });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'add-1',
      'checkout-1',
      undefined,
    ]);
    // The key is a header only, never part of the body.
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ lineItems: [lineItem] });
  });
});

describe('current-cart calls: retries', () => {
  const writes: [string, () => Promise<unknown>][] = [
    ['updateCurrentCart', () => updateCurrentCart(client(), { couponCode: 'X' })],
    [
      'addToCurrentCart',
      () => addToCurrentCart(client(), { lineItems: [lineItem] }, { idempotencyKey: 'k' }),
    ],
    ['removeLineItemsFromCurrentCart', () => removeLineItemsFromCurrentCart(client(), ['li-1'])],
    [
      'createCheckoutFromCurrentCart',
      () => createCheckoutFromCurrentCart(client(), {}, { idempotencyKey: 'k' }),
    ],
    ['removeCouponFromCurrentCart', () => removeCouponFromCurrentCart(client())],
    [
      'updateCurrentCartLineItemQuantity',
      () => updateCurrentCartLineItemQuantity(client(), [{ id: 'li-1', quantity: 2 }]),
    ],
    ['deleteCurrentCart', () => deleteCurrentCart(client())],
  ];

  it.each(writes)('%s is never retried, even on a 503', async (_name, call) => {
    server.handle((_request, index) => (index === 0 ? { status: 503, body: {} } : { body: { cart: {} } }));
    await expect(call()).rejects.toSatisfy(isNetworkError);
    expect(server.requests).toHaveLength(1);
  });

  it('reads (get cart, get checkout, estimate) are tried once more after a 503', async () => {
    const reads = [
      () => getCurrentCart(client()),
      () => getCheckout(client(), 'co-1'),
      () => estimateCurrentCartTotals(client()),
    ];
    for (const read of reads) {
      server.requests.length = 0;
      server.handle((_request, index) =>
        index === 0 ? { status: 503, body: {} } : { body: { cart: {}, checkout: {} } },
      );
      await read();
      expect(server.requests).toHaveLength(2);
    }
  });

  it('a refused write fails once, as the application error', async () => {
    server.handle(() =>
      envelope(409, 'empty', { applicationError: { code: 'CART_IS_EMPTY', description: 'empty' } }),
    );
    await expect(createCheckoutFromCurrentCart(client())).rejects.toSatisfy(
      (error) => isApiError(error) && error.code === 'CART_IS_EMPTY',
    );
    expect(server.requests).toHaveLength(1);
  });
});

describe('current-cart calls: abort and timeout', () => {
  it("an aborted add-to-cart rejects with the caller's reason, sent once", async () => {
    server.handle(() => ({ body: { cart: wireCart() }, delayMs: 500 }));
    const controller = new AbortController();
    const reason = new Error('shopper left');
    const pending = addToCurrentCart(client(), { lineItems: [lineItem] }, { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 50);
    await expect(pending).rejects.toBe(reason);
    expect(server.requests).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(getCurrentCart(client(), { signal: controller.signal })).rejects.toThrow('stop');
    expect(server.requests).toHaveLength(0);
  });

  it('a slow estimate times out after timeoutMs and is not retried', async () => {
    server.handle(() => ({ body: {}, delayMs: 400 }));
    await expect(estimateCurrentCartTotals(client(), {}, { timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
      code: 'TIMEOUT',
    });
    expect(server.requests).toHaveLength(1);
  });
});
