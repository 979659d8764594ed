// The cart write statement appends its event without the outbox trigger's notice (migration 0027), and the
// server wakes event listeners itself after the commit: this instance's at once, other instances' through a notice sent at
// most once per window. Webhook delivery and the live feed must still hear of every cart event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app.js';
import type { DatabaseHandle } from '../../../db/database.js';
import { EventNotices } from '../../../db/event-notices.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { actorIdentity, appendDomainEvent } from '../../events/index.js';
import {
  addToCart,
  CART,
  type CartKit,
  cartKit,
  eventsAbout,
  line,
  ref,
  requester,
} from '../test-support/cart-kit.js';

let t: TestApp;
let kit: CartKit;
let other: DatabaseHandle;

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
  other = await t.database.reopen();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Counts the wake-ups `changes` hears from now on. */
function wakes(changes: DatabaseHandle['storeChanges']) {
  let count = 0;
  const stop = changes.onEventAppended(() => count++);
  return {
    get count() {
      return count;
    },
    stop,
  };
}

const until = async (done: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('event listeners after cart writes', () => {
  it('wake on this instance when a write answers, and on another instance by notice', async () => {
    const mug = await kit.createProduct({ name: 'Notice mug', priceData: { price: 5 } });
    const shopper = await kit.visitor();
    const here = wakes(t.database.storeChanges);
    const there = wakes(other.storeChanges);
    await addToCart(shopper, [line(ref(mug))]);
    expect(here.count).toBeGreaterThan(0);
    await until(() => there.count > 0);

    const updated = wakes(other.storeChanges);
    const res = await shopper('POST', `${CART}/update-line-items-quantity`, {
      lineItems: [{ id: (await addToCart(shopper, [line(ref(mug))])).lineItems![0]!.id, quantity: 5 }],
    });
    expect(res.status).toBe(200);
    await until(() => updated.count > 0);

    for (const [method, path, body] of [
      ['POST', `${CART}/create-checkout`, { channelType: 'WEB' }],
      ['DELETE', CART, undefined],
    ] as const) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const after = wakes(other.storeChanges);
      expect((await shopper(method, path, body)).status).toBe(200);
      await until(() => after.count > 0);
      after.stop();
    }
    for (const w of [here, there, updated]) w.stop();
  });

  it('do not wake for a change that writes nothing', async () => {
    const shopper = await kit.visitor();
    const mug = await kit.createProduct({ name: 'Quiet mug', priceData: { price: 5 } });
    await addToCart(shopper, [line(ref(mug))]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const here = wakes(t.database.storeChanges);
    const res = await shopper('POST', `${CART}/remove-coupon`, {});
    expect(res.status).toBe(200);
    expect(here.count).toBe(0);
    here.stop();
  });
});

describe('the outbox trigger', () => {
  it('stays silent for the cart write statement, whose server tells other instances after the commit', async () => {
    // Notices of this app's writes wait a minute: anything heard sooner would be the trigger's.
    const slow = new EventNotices(t.database.storeChanges, 60_000);
    const primed = wakes(other.storeChanges);
    slow.appended(t.deps.db);
    await until(() => primed.count > 0);
    primed.stop();
    const shopper = requester(createApp({ ...t.deps, eventNotices: slow }), {
      authorization: await kit.visitorToken(),
    });
    const mug = await kit.createProduct({ name: 'Silent mug', priceData: { price: 5 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const there = wakes(other.storeChanges);
    const cart = await addToCart(shopper, [line(ref(mug))]);
    await addToCart(shopper, [line(ref(mug))]);
    // Under the cart's lock: the checkout's event and the cart's are left to the server too.
    const checkout = await shopper('POST', `${CART}/create-checkout`, { channelType: 'WEB' });
    expect(checkout.status).toBe(200);
    const { checkoutId } = (await checkout.json()) as { checkoutId: string };
    expect((await shopper('DELETE', CART)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(there.count).toBe(0);
    expect((await eventsAbout(t, cart.id!)).map((e) => e.type)).toEqual([
      'wix.ecom.v1.cart_created',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_deleted',
    ]);
    expect((await eventsAbout(t, checkoutId)).map((e) => e.type)).toEqual(['wix.ecom.v1.checkout_created']);
    there.stop();
  });

  it('notifies for every other append, a cart event appended on its own included', async () => {
    for (const entityFqdn of ['wix.ecom.v1.cart', 'wix.ecom.v1.checkout']) {
      const there = wakes(other.storeChanges);
      await appendDomainEvent(t.deps.db, t.deps.clock, {
        entityFqdn,
        slug: 'updated',
        entityId: crypto.randomUUID(),
        identity: actorIdentity({ kind: 'anonymous' }),
        body: { updatedEvent: { currentEntity: {}, modifiedFields: {} } },
      });
      await until(() => there.count > 0);
      there.stop();
    }
  });
});

describe('EventNotices', () => {
  it('tells other instances at once after a quiet spell, then once per window however many writes', async () => {
    const notices = new EventNotices(t.database.storeChanges, 400);
    const here = wakes(t.database.storeChanges);
    const there = wakes(other.storeChanges);
    for (let i = 0; i < 5; i++) notices.appended(t.deps.db);
    expect(here.count).toBe(5);
    await until(() => there.count === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(there.count).toBe(1);
    await until(() => there.count === 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(there.count).toBe(2);
    here.stop();
    there.stop();
  });
});
