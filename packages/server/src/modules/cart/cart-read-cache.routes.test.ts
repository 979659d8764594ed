// The current cart comes from the read cache, kept per cart revision: every change to the cart or to the
// catalog and settings its lines are priced with shows in the next read, and no cart reaches another caller.
import type { CartResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createCaches } from '../../caches.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  addToCart,
  appError,
  CART,
  type CartKit,
  cartKit,
  line,
  readCart,
  ref,
} from './test-support/cart-kit.js';

let t: TestApp;
let kit: CartKit;

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
});
afterAll(() => t.close());

describe('current cart through the read cache', () => {
  it('shows a new price, a hidden product and a removed line in the next read', async () => {
    const shopper = await kit.visitor();
    const mug = await kit.createProduct({ name: 'Cache mug', priceData: { price: 10 } });
    const bowl = await kit.createProduct({ name: 'Cache bowl', priceData: { price: 4 } });
    await addToCart(shopper, [line(ref(mug), 2), line(ref(bowl))]);
    expect((await readCart(shopper)).lineItems!.map((l) => l.price?.amount)).toEqual(['10.00', '4.00']);
    expect((await readCart(shopper)).lineItems!.map((l) => l.price?.amount)).toEqual(['10.00', '4.00']);

    await kit.patchProduct(mug.id!, { priceData: { price: 11 } });
    expect((await readCart(shopper)).lineItems!.map((l) => l.price?.amount)).toEqual(['11.00', '4.00']);

    await kit.patchProduct(bowl.id!, { visible: false });
    expect((await readCart(shopper)).lineItems![1]?.availability?.status).toBe('NOT_AVAILABLE');

    const cart = await readCart(shopper);
    const removed = await shopper('POST', `${CART}/remove-line-items`, {
      lineItemIds: [cart.lineItems![1]!.id],
    });
    expect(removed.status).toBe(200);
    const after = await readCart(shopper);
    expect(after.lineItems!.map((l) => l.productName?.original)).toEqual(['Cache mug']);
    expect(Number(after.revision)).toBeGreaterThan(Number(cart.revision));
  });

  it('answers each caller with its own cart, and none after it is deleted', async () => {
    const lamp = await kit.createProduct({ name: 'Cache lamp', priceData: { price: 30 } });
    const first = await kit.visitor();
    const second = await kit.visitor();
    await addToCart(first, [line(ref(lamp), 1)]);
    await addToCart(second, [line(ref(lamp), 3)]);
    expect((await readCart(first)).lineItems![0]?.quantity).toBe(1);
    expect((await readCart(second)).lineItems![0]?.quantity).toBe(3);

    expect((await first('DELETE', CART)).status).toBe(200);
    expect(await appError(await first('GET', CART))).toEqual({ status: 404, code: 'OWNED_CART_NOT_FOUND' });
    expect((await readCart(second)).lineItems![0]?.quantity).toBe(3);
  });
});

describe('two server instances on one database', () => {
  it("shows a cart written through the other instance in this one's next reads", async () => {
    const second = await t.database.reopen();
    try {
      const secondApp = createApp({
        ...t.deps,
        db: second.db,
        ...createCaches(second.storeChanges),
      });
      const authorization = await kit.visitorToken();
      const candle = await kit.createProduct({ name: 'Shared candle', priceData: { price: 8 } });
      const add = (app: typeof t.app, quantity: number) =>
        app.request(`${CART}/add-to-cart`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ lineItems: [line(ref(candle), quantity)] }),
        });
      const quantityHere = async () => {
        const res = await t.app.request(CART, { headers: { authorization } });
        return ((await res.json()) as CartResponse).cart.lineItems?.[0]?.quantity;
      };
      expect((await add(t.app, 1)).status).toBe(200);
      expect(await quantityHere()).toBe(1);
      expect((await add(secondApp, 2)).status).toBe(200);
      await expect.poll(quantityHere, { timeout: 2_000 }).toBe(3);
    } finally {
      await second.close();
    }
  });
});
