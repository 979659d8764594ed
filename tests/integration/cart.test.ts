// Every current-cart call of @cartwright/client against the real server (app.request as fetch): options and
// merging, quantities, removal, coupons and their refusals, estimates for an address, checkout, deletion, ownership;
// the store is set up through the client's pricing module with an API key.
import {
  ApiKeyStrategy,
  createClient,
  isApiError,
  isValidationError,
  OAuthStrategy,
} from '@cartwright/client';
import {
  type Cart,
  currentCart,
  isCouponError,
  isOwnedCartNotFoundError,
  type LineItemInput,
} from '@cartwright/client/cart';
import { pricing } from '@cartwright/client/pricing';
import { createProduct, type Product } from '@cartwright/client/products';
import { STORE_CATALOG_APP_ID } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const DAY = 86_400_000;
const CA = { country: 'US', subdivision: 'US-CA', postalCode: '94607' };

describe('current cart through the client against the real server', () => {
  let store: StoreFixture;
  let admin: ReturnType<typeof adminClient>;
  let mug: Product;
  let shirt: Product;
  let slot: { from: string; to: string };

  function adminClient(apiKey: string) {
    return createClient({
      host: 'http://store.test',
      auth: ApiKeyStrategy({ apiKey }),
      fetch: store.fetch,
      modules: { pricing },
    });
  }
  /** A new shopper: its own anonymous visitor token, so its own cart. */
  const visitor = () =>
    createClient({
      host: 'http://store.test',
      auth: OAuthStrategy({ clientId: store.clientId, now: () => store.clock().getTime() }),
      fetch: store.fetch,
      modules: { currentCart },
    });
  const item = (product: Product, quantity = 1, options?: LineItemInput['catalogReference']['options']) => ({
    quantity,
    catalogReference: {
      appId: STORE_CATALOG_APP_ID,
      catalogItemId: product.id!,
      ...(options ? { options } : {}),
    },
  });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the call should fail'),
      (error: unknown) => error,
    );

  beforeAll(async () => {
    store = await startStoreFixture();
    const { apiKey } = await createApiKey(store.deps, { name: 'cart integration test' });
    admin = adminClient(apiKey);
    mug = await createProduct(admin, { name: 'Cart Mug', priceData: { price: 10 }, weight: 0.5 });
    shirt = await createProduct(admin, {
      name: 'Cart Shirt',
      priceData: { price: 20 },
      manageVariants: true,
      productOptions: [
        { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
        { name: 'Color', choices: [{ value: 'Red' }, { value: 'Blue' }] },
      ],
    });
    const now = store.clock().getTime();
    slot = { from: new Date(now + 2 * DAY).toISOString(), to: new Date(now + 3 * DAY).toISOString() };
    await admin.pricing.createCoupon({
      code: 'SAVE10',
      name: 'Ten percent',
      type: 'PERCENT_OFF',
      percentOff: 10,
    });
    await admin.pricing.createCoupon({
      code: 'OLD',
      name: 'Expired',
      type: 'MONEY_OFF',
      amount: '5',
      expirationDate: new Date(now - DAY).toISOString(),
    });
    await admin.pricing.createCoupon({
      code: 'LATER',
      name: 'Not yet',
      type: 'MONEY_OFF',
      amount: '5',
      startDate: new Date(now + DAY).toISOString(),
    });
    await admin.pricing.createCoupon({
      code: 'BIG',
      name: 'Big spenders',
      type: 'MONEY_OFF',
      amount: '5',
      minimumSubtotal: '1000',
    });
    await admin.pricing.createShippingRegion({
      name: 'United States',
      destinations: [{ country: 'US' }],
      options: [
        { code: 'standard', title: 'Standard', rate: '5', deliveryTime: '3–5 days' },
        { code: 'courier', title: 'Courier', rate: '15', deliveryTimeSlot: slot },
      ],
    });
    await admin.pricing.createTaxRegion({
      name: 'California',
      country: 'US',
      subdivision: 'US-CA',
      taxShipping: false,
      rates: [{ jurisdictionType: 'STATE', jurisdictionName: 'California', rate: '10' }],
    });
  });
  afterAll(() => store.close());

  it('has no cart before the first add: getCurrentCart throws OWNED_CART_NOT_FOUND', async () => {
    const error = await failure(visitor().currentCart.getCurrentCart());
    expect(isOwnedCartNotFoundError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'ApiError', status: 404, code: 'OWNED_CART_NOT_FOUND', args: [] });
  });

  it('adds items with options (by choices and by variant id), merges the same item, and converts dates', async () => {
    const shopper = visitor();
    const { cart } = await shopper.currentCart.addToCurrentCart({
      lineItems: [item(mug, 2), item(shirt, 1, { options: { Size: 'M', Color: 'Blue' } })],
    });
    expect(cart.createdDate).toBeInstanceOf(Date);
    expect(cart.updatedDate).toBeInstanceOf(Date);
    expect(
      cart.lineItems!.map((line) => [line.productName?.original, line.quantity, line.price?.amount]),
    ).toEqual([
      ['Cart Mug', 2, '10.00'],
      ['Cart Shirt', 1, '20.00'],
    ]);
    const shirtLine = cart.lineItems![1]!;
    expect(
      shirtLine.descriptionLines!.map((line) => [line.name?.original, line.plainText?.original]),
    ).toEqual([
      ['Size', 'M'],
      ['Color', 'Blue'],
    ]);
    expect(shirtLine.physicalProperties).toMatchObject({ shippable: true });

    const variantId = shirtLine.catalogReference!.options!.variantId;
    const merged = await shopper.currentCart.addToCurrentCart({
      lineItems: [
        item(mug, 1),
        item(shirt, 2, variantId ? { variantId } : { options: { Color: 'Blue', Size: 'M' } }),
      ],
    });
    expect(merged.cart.lineItems!.map((line) => [line.id, line.quantity])).toEqual([
      [cart.lineItems![0]!.id, 3],
      [shirtLine.id, 3],
    ]);
    expect(await shopper.currentCart.getCurrentCart()).toEqual(merged.cart);
  });

  it('refuses a bad add with the line named, and adds nothing', async () => {
    const shopper = visitor();
    const error = await failure(
      shopper.currentCart.addToCurrentCart({
        lineItems: [item(shirt, 1, { options: { Size: 'XL', Color: 'Red' } })],
      }),
    );
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect((error as { violations: { field: string }[] }).violations.map((v) => v.field)).toEqual([
      'lineItems[0].catalogReference.options.options',
    ]);
    const zero = await failure(shopper.currentCart.addToCurrentCart({ lineItems: [item(mug, 0)] }));
    expect(isValidationError(zero)).toBe(true);
    expect(isOwnedCartNotFoundError(await failure(shopper.currentCart.getCurrentCart()))).toBe(true);
  });

  it('sets quantities, removes lines, and names unknown line ids', async () => {
    const shopper = visitor();
    const { cart } = await shopper.currentCart.addToCurrentCart({
      lineItems: [item(mug), item(shirt, 1, { options: { Size: 'S', Color: 'Red' } })],
    });
    const [mugLine, shirtLine] = cart.lineItems!.map((line) => line.id!);
    const updated = await shopper.currentCart.updateCurrentCartLineItemQuantity([
      { id: mugLine!, quantity: 7 },
    ]);
    expect(updated.cart.lineItems!.map((line) => line.quantity)).toEqual([7, 1]);
    expect(updated.cart.lineItems![0]!.lineItemPrice?.amount).toBe('70.00');
    const unknown = await failure(
      shopper.currentCart.updateCurrentCartLineItemQuantity([{ id: 'nope', quantity: 1 }]),
    );
    expect(isValidationError(unknown)).toBe(true);
    const removed = await shopper.currentCart.removeLineItemsFromCurrentCart([shirtLine!]);
    expect(removed.cart.lineItems!.map((line) => line.id)).toEqual([mugLine]);
  });

  it('applies a coupon, surfaces every refusal as a typed coupon error, and removes the coupon', async () => {
    const shopper = visitor();
    await shopper.currentCart.addToCurrentCart({ lineItems: [item(mug, 2)] });
    for (const [code, expected] of [
      ['NOPE', 'COUPON_NOT_FOUND'],
      ['OLD', 'COUPON_EXPIRED'],
      ['LATER', 'COUPON_NOT_YET_VALID'],
      ['BIG', 'COUPON_MINIMUM_SUBTOTAL_NOT_MET'],
    ] as const) {
      const error = await failure(shopper.currentCart.updateCurrentCart({ couponCode: code }));
      expect(isCouponError(error), code).toBe(true);
      expect(error).toMatchObject({ name: 'ApiError', code: expected });
    }
    const { cart } = await shopper.currentCart.updateCurrentCart({
      couponCode: 'save10',
      cartInfo: { buyerNote: 'ignored by the mask' },
      cartFieldmask: ['couponCode'],
    });
    expect(cart.appliedDiscounts).toEqual([{ coupon: { id: expect.any(String), code: 'SAVE10' } }]);
    expect(cart.buyerNote).toBeUndefined();
    const without = await shopper.currentCart.removeCouponFromCurrentCart();
    expect(without.cart.appliedDiscounts).toEqual([]);
  });

  it('estimates totals for an address: discount, shipping options with their delivery slot as Dates, and tax', async () => {
    const shopper = visitor();
    await shopper.currentCart.addToCurrentCart({ lineItems: [item(mug, 2)] });
    await shopper.currentCart.updateCurrentCart({ couponCode: 'SAVE10' });
    const totals = await shopper.currentCart.estimateCurrentCartTotals({
      shippingAddress: CA,
      selectedShippingOption: { code: 'courier' },
    });
    expect(totals.cart.createdDate).toBeInstanceOf(Date);
    expect(totals.priceSummary).toMatchObject({
      subtotal: { amount: '20.00' },
      discount: { amount: '2.00' },
      shipping: { amount: '15.00' },
      tax: { amount: '1.80' },
      total: { amount: '34.80' },
    });
    expect(totals.shippingInfo.selectedCarrierServiceOption).toMatchObject({ code: 'courier' });
    const options = totals.shippingInfo.carrierServiceOptions!.flatMap((carrier) => carrier.shippingOptions);
    expect(options.map((option) => option.code)).toEqual(['standard', 'courier']);
    expect(options[1]!.logistics!.deliveryTimeSlot).toEqual({
      from: new Date(slot.from),
      to: new Date(slot.to),
    });
    expect(totals.appliedDiscounts[0]).toMatchObject({ coupon: { code: 'SAVE10' } });
    expect(totals).toMatchObject({
      currency: expect.any(String),
      violations: [],
      membershipOptions: { eligibleMemberships: [] },
    });

    const elsewhere = await shopper.currentCart.estimateCurrentCartTotals({
      shippingAddress: { country: 'DE' },
    });
    expect(elsewhere.priceSummary.tax?.amount).toBe('0.00');
    const malformed = await failure(
      shopper.currentCart.estimateCurrentCartTotals({ shippingAddress: { country: 'usa' } }),
    );
    expect(isValidationError(malformed)).toBe(true);
  });

  it('creates a checkout (idempotent under a key), reads it back, and refuses an empty cart', async () => {
    const shopper = visitor();
    const none = await failure(shopper.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' }));
    expect(isOwnedCartNotFoundError(none)).toBe(true);
    const added = await shopper.currentCart.addToCurrentCart({ lineItems: [item(mug)] });
    await shopper.currentCart.removeLineItemsFromCurrentCart([added.cart.lineItems![0]!.id!]);
    const empty = await failure(shopper.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' }));
    expect(isApiError(empty) && empty.code).toBe('CART_IS_EMPTY');

    const { cart } = await shopper.currentCart.addToCurrentCart({ lineItems: [item(mug, 3)] });
    const body = {
      channelType: 'WEB' as const,
      shippingAddress: CA,
      selectedShippingOption: { code: 'standard' },
      email: 'ada@example.com',
    };
    const { checkoutId } = await shopper.currentCart.createCheckoutFromCurrentCart(body, {
      idempotencyKey: 'co-1',
    });
    const replay = await shopper.currentCart.createCheckoutFromCurrentCart(body, { idempotencyKey: 'co-1' });
    expect(replay.checkoutId).toBe(checkoutId);
    const reused = await failure(
      shopper.currentCart.createCheckoutFromCurrentCart(
        { ...body, email: 'other@example.com' },
        { idempotencyKey: 'co-1' },
      ),
    );
    expect(reused).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });

    const checkout = await shopper.currentCart.getCheckout(checkoutId);
    expect(checkout).toMatchObject({ id: checkoutId, cartId: cart.id, channelType: 'WEB', completed: false });
    expect(checkout.createdDate).toBeInstanceOf(Date);
    expect(checkout.lineItems!.map((line) => line.quantity)).toEqual([3]);
    expect((await shopper.currentCart.getCurrentCart()).checkoutId).toBe(checkoutId);

    const stranger = await failure(visitor().currentCart.getCheckout(checkoutId));
    expect(stranger).toMatchObject({ status: 404 });
  });

  it('an add replayed under the same Idempotency-Key adds once', async () => {
    const shopper = visitor();
    const first = await shopper.currentCart.addToCurrentCart(
      { lineItems: [item(mug)] },
      { idempotencyKey: 'add-1' },
    );
    const again = await shopper.currentCart.addToCurrentCart(
      { lineItems: [item(mug)] },
      { idempotencyKey: 'add-1' },
    );
    expect(again.cart.lineItems!.map((line) => line.quantity)).toEqual([1]);
    expect(again.cart.revision).toBe(first.cart.revision);
  });

  it('deletes the cart: getCurrentCart then throws OWNED_CART_NOT_FOUND', async () => {
    const shopper = visitor();
    await shopper.currentCart.addToCurrentCart({ lineItems: [item(mug)] });
    await expect(shopper.currentCart.deleteCurrentCart()).resolves.toBeUndefined();
    expect(isOwnedCartNotFoundError(await failure(shopper.currentCart.getCurrentCart()))).toBe(true);
  });

  it('keeps carts apart: another visitor can neither see nor change the cart', async () => {
    const owner = visitor();
    const other = visitor();
    const { cart } = await owner.currentCart.addToCurrentCart({ lineItems: [item(mug, 4)] });
    const lineId = cart.lineItems![0]!.id!;
    expect(isOwnedCartNotFoundError(await failure(other.currentCart.getCurrentCart()))).toBe(true);
    expect(
      isOwnedCartNotFoundError(await failure(other.currentCart.removeLineItemsFromCurrentCart([lineId]))),
    ).toBe(true);
    await other.currentCart.addToCurrentCart({ lineItems: [item(mug, 1)] });
    const refused = await failure(
      other.currentCart.updateCurrentCartLineItemQuantity([{ id: lineId, quantity: 9 }]),
    );
    expect(isValidationError(refused)).toBe(true);
    const mine: Cart = await owner.currentCart.getCurrentCart();
    expect(mine.lineItems!.map((line) => line.quantity)).toEqual([4]);
  });
});
