// Two server instances writing and reading one cart. Each instance writes from its own snapshot of the cart
// and keeps answers only of carts it wrote last; neither may lose a change or serve a stale cart.
import type { Cart, LineItem } from '@cartwright/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createCaches } from '../../caches.js';
import type { CartOwner } from '../../caller.js';
import type { DatabaseHandle } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  addToCart,
  CART,
  type CartKit,
  cartKit,
  estimateTotals,
  eventsAbout,
  line,
  type Requester,
  readCart,
  ref,
  requester,
} from './test-support/cart-kit.js';

let t: TestApp;
let kit: CartKit;
let second: DatabaseHandle;
let otherApp: TestApp['app'];

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
  second = await t.database.reopen();
  otherApp = createApp({ ...t.deps, db: second.db, ...createCaches(second.storeChanges) });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** One shopper as seen by this instance (`here`) and by the other one (`there`). */
async function shopperOnBoth(): Promise<{ here: Requester; there: Requester }> {
  const authorization = await kit.visitorToken();
  return { here: requester(t.app, { authorization }), there: requester(otherApp, { authorization }) };
}

/**
 * Runs `write` (through the other instance) and then hands this instance back the snapshot it held of the
 * owner's cart before: the other instance's notice drops it, so this is this instance before the notice.
 * Answers `put`, which puts that snapshot back again.
 */
async function staleAfter(owner: CartOwner, write: () => Promise<unknown>) {
  const snapshot = (await t.deps.cartSnapshots.current(t.deps.db, owner))!;
  expect(snapshot.remembered).toBe(true);
  await write();
  await expect
    .poll(async () => (await t.deps.cartSnapshots.current(t.deps.db, owner))?.remembered)
    .toBe(false);
  const put = () => t.deps.cartSnapshots.keep(owner, snapshot.stored, snapshot.version);
  put();
  return { put };
}

const visitorOf = (cart: Cart): CartOwner => ({ kind: 'visitor', id: cart.buyerInfo!.visitorId! });

const quantities = (cart: { lineItems?: { quantity?: number }[] }) => cart.lineItems!.map((l) => l.quantity);

describe('one cart written through two instances', () => {
  it('loses no add when each instance writes from a snapshot the other made stale', async () => {
    const { here, there } = await shopperOnBoth();
    const mug = await kit.createProduct({ name: 'Two-instance mug', priceData: { price: 6 } });
    await addToCart(here, [line(ref(mug), 1)]);
    await addToCart(there, [line(ref(mug), 2)]);
    const last = await addToCart(here, [line(ref(mug), 3)]);
    expect(quantities(last)).toEqual([6]);
    expect(last.revision).toBe('3');
    expect(quantities(await readCart(there))).toEqual([6]);

    const events = await eventsAbout(t, last.id!);
    expect(events.map((e) => e.type)).toEqual([
      'wix.ecom.v1.cart_created',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_updated',
    ]);
    expect(events.map((e) => e.payload.entityEventSequence)).toEqual(['1', '2', '3']);
    expect(events[2]!.payload.updatedEvent).toMatchObject({
      modifiedFields: { 'lineItems[0].quantity': 6 },
      currentEntity: { revision: '3' },
    });
  });

  it('judges a change again on the current cart when its snapshot, not yet told of a write, lacks the line', async () => {
    const { here, there } = await shopperOnBoth();
    const bowl = await kit.createProduct({ name: 'Two-instance bowl', priceData: { price: 9 } });
    const plate = await kit.createProduct({ name: 'Two-instance plate', priceData: { price: 4 } });
    const cart = await addToCart(here, [line(ref(bowl))]);
    let plateLine: LineItem | undefined;
    const stale = await staleAfter(visitorOf(cart), async () => {
      plateLine = (await addToCart(there, [line(ref(plate))])).lineItems![1]!;
    });

    const quantity = await here('POST', `${CART}/update-line-items-quantity`, {
      lineItems: [{ id: plateLine!.id, quantity: 5 }],
    });
    expect(quantity.status).toBe(200);
    expect(quantities(await readCart(there))).toEqual([1, 5]);
    stale.put();
    const removed = await here('POST', `${CART}/remove-line-items`, { lineItemIds: [plateLine!.id] });
    expect(removed.status).toBe(200);
    expect((await readCart(there)).lineItems!.map((l) => l.productName?.original)).toEqual([
      'Two-instance bowl',
    ]);
  });

  it('makes one checkout, of the cart as it stands, when the snapshot it was priced on is stale', async () => {
    const { here, there } = await shopperOnBoth();
    const cup = await kit.createProduct({ name: 'Two-instance cup', priceData: { price: 3 } });
    const saucer = await kit.createProduct({ name: 'Two-instance saucer', priceData: { price: 2 } });
    const cart = await addToCart(here, [line(ref(cup))]);
    await staleAfter(visitorOf(cart), () => addToCart(there, [line(ref(saucer), 2)]));

    const res = await here('POST', `${CART}/create-checkout`, { channelType: 'WEB' });
    expect(res.status).toBe(200);
    const { checkoutId } = (await res.json()) as { checkoutId: string };
    const made = await t.deps.db
      .selectFrom('checkouts')
      .select(['id', 'snapshot'])
      .where('cart_id', '=', cart.id!)
      .execute();
    expect(made.map((c) => c.id)).toEqual([checkoutId]);
    expect(made[0]!.snapshot.lineItems!.map((l) => [l.productName?.original, l.quantity])).toEqual([
      ['Two-instance cup', 1],
      ['Two-instance saucer', 2],
    ]);
    expect(made[0]!.snapshot.priceSummary?.subtotal?.amount).toBe('7.00');
    expect((await readCart(there)).checkoutId).toBe(checkoutId);
    expect((await eventsAbout(t, checkoutId)).map((e) => e.type)).toEqual(['wix.ecom.v1.checkout_created']);
  });

  it('refuses a line no instance ever added, with nothing written', async () => {
    const { here } = await shopperOnBoth();
    const jug = await kit.createProduct({ name: 'Two-instance jug', priceData: { price: 12 } });
    const cart = await addToCart(here, [line(ref(jug))]);
    const res = await here('POST', `${CART}/remove-line-items`, {
      lineItemIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.status).toBe(400);
    expect((await readCart(here)).revision).toBe(cart.revision);
  });
});

describe('reads of a cart another instance wrote last', () => {
  it('are not kept: a second write there, which sends no notice, shows here at once', async () => {
    const { here, there } = await shopperOnBoth();
    const lamp = await kit.createProduct({ name: 'Two-instance lamp', priceData: { price: 20 } });
    await addToCart(there, [line(ref(lamp), 1)]);
    expect(quantities(await readCart(here))).toEqual([1]);
    expect((await estimateTotals(here)).priceSummary?.subtotal?.amount).toBe('20.00');

    await addToCart(there, [line(ref(lamp), 1)]);
    expect(quantities(await readCart(here))).toEqual([2]);
    expect((await estimateTotals(here)).priceSummary?.subtotal?.amount).toBe('40.00');
  });

  it('are kept once this instance wrote the cart last, until the other one writes it', async () => {
    const { here, there } = await shopperOnBoth();
    const vase = await kit.createProduct({ name: 'Two-instance vase', priceData: { price: 15 } });
    await addToCart(there, [line(ref(vase), 1)]);
    const cart = await addToCart(here, [line(ref(vase), 1)]);
    expect(quantities(await readCart(here))).toEqual([2]);
    // A change that sends no notice: an instance that keeps the answer does not see it.
    await sql`update cart_line_items set quantity = 9 where cart_id = ${cart.id}`.execute(second.db);
    expect(quantities(await readCart(here))).toEqual([2]);

    await addToCart(there, [line(ref(vase), 1)]);
    await expect.poll(async () => quantities(await readCart(here)), { timeout: 2_000 }).toEqual([10]);
  });
});
