// The cart queue and its changes without any UI framework: a plain cache, the real client, and a scripted cart
// server on a loopback socket whose answers the tests hold and release, to make clicks land while others wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../cart/index.js';
import { createClient } from '../client/create-client.js';
import { isApiError } from '../errors/guards.js';
import { APP_ID, CORS, MAX_QUANTITY, ScriptedCartServer } from '../test-support/scripted-cart-server.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { addLineItemsChange, deleteCartChange, removeLineItemsChange } from './cart-changes.js';
import { type CartCache, CartQueue, type KnownCart } from './cart-queue.js';
import { isPlaceholderId } from './optimistic-cart.js';
import { setQuantitiesChange, stepQuantityChange } from './quantity-changes.js';

let socket: TestServer;
let script: ScriptedCartServer;

beforeEach(async () => {
  const current = new ScriptedCartServer();
  script = current;
  socket = await startTestServer((request) => current.answer(request));
});
afterEach(async () => {
  script.holding = false;
  for (const held of script.held.splice(0)) held.release();
  await socket.close();
});

/** A cache as plain as a UI store gets: every cart the queue showed, in order, and a read on the wire when asked. */
class MemoryCache implements CartCache {
  shown: KnownCart[] = [];
  reading = false;
  constructor(public cart: KnownCart) {}
  get = () => this.cart;
  set = (cart: Cart | null) => {
    this.cart = cart;
    this.shown.push(cart);
  };
  cancelRead = () => {
    const was = this.reading;
    this.reading = false;
    return was;
  };
}

/** A queue over the scripted server's current cart (or an unread cache), and what its callbacks saw. */
function setUp(read = true) {
  const client = createClient({ host: socket.origin });
  const cache = new MemoryCache(read ? (script.wire() ?? null) : undefined);
  const settledRuns: boolean[] = [];
  let changesSettled = 0;
  const queue = new CartQueue(cache, {
    afterEach: () => changesSettled++,
    afterAll: (stale) => settledRuns.push(stale),
  });
  return { client, cache, queue, settledRuns, changesSettled: () => changesSettled };
}

function seedCart(...lines: [productId: string, quantity: number][]) {
  script.cart = {
    lines: lines.map(([productId, quantity], i) => ({ id: `seed-${i + 1}`, quantity, productId })),
  };
}

const quantities = (cart: KnownCart) => cart?.lineItems?.map((line) => line.quantity) ?? [];
const firstQuantity = (cart: KnownCart) => cart?.lineItems?.[0]?.quantity;
const updates = () => script.calls.filter((call) => call.path.endsWith('update-line-items-quantity'));
/** Consecutive duplicates removed: the values a shopper actually saw change through. */
const changes = (values: (number | undefined)[]) =>
  values.filter((value, i) => i === 0 || value !== values[i - 1]);
const heldCount = (count: number) => vi.waitFor(() => expect(script.held).toHaveLength(count));

describe('the cart queue: fast + and − clicks', () => {
  it('shows each click at once, sends one request at a time, merges waiting clicks, and ends on the server cart', async () => {
    seedCart(['p-1', 1]);
    const { client, cache, queue } = setUp();
    script.holding = true;
    const clicks = [2, 3, 4, 3, 4, 5];
    const settled = clicks.map((quantity) => {
      const done = queue.enqueue(setQuantitiesChange(client, [{ id: 'seed-1', quantity }]));
      // Each click shows at once, before any answer.
      expect(firstQuantity(cache.cart)).toBe(quantity);
      return done;
    });
    expect(queue.busy).toBe(true);
    // The first click is on the wire; the five later ones wait, merged into one request.
    await heldCount(1);
    script.release('update-line-items-quantity');
    await heldCount(1);
    expect(firstQuantity(cache.cart)).toBe(5);
    script.release('update-line-items-quantity');
    await Promise.all(settled);

    expect(updates().map((call) => call.body)).toEqual([
      { lineItems: [{ id: 'seed-1', quantity: 2 }] },
      { lineItems: [{ id: 'seed-1', quantity: 5 }] },
    ]);
    expect(script.maxInFlight).toBe(1);
    expect(script.cart!.lines[0]!.quantity).toBe(5);
    expect(queue.busy).toBe(false);
    // No flicker: the clicks in order and never a stale quantity (the server's 2 while 5 waited).
    expect(changes(cache.shown.map(firstQuantity))).toEqual(clicks);
  });

  it('steps from the cart each step lands on: a burst is one request, − stops at 1, a typed quantity resets it', async () => {
    seedCart(['p-1', 2]);
    const { client, cache, queue } = setUp();
    script.holding = true;
    const step = (delta: number) => queue.enqueue(stepQuantityChange(client, 'seed-1', delta));
    const first = step(1);
    expect(firstQuantity(cache.cart)).toBe(3);
    await heldCount(1);
    // Waiting: 3 → 2 → 1 → 1 (not below the minimum) → 2, then a typed 7, then + → 8.
    const waiting = [step(-1), step(-1), step(-1), step(-1), step(1)];
    expect(changes(cache.shown.map(firstQuantity))).toEqual([3, 2, 1, 2]);
    expect(firstQuantity(cache.cart)).toBe(2);
    waiting.push(queue.enqueue(setQuantitiesChange(client, [{ id: 'seed-1', quantity: 7 }])), step(1));
    expect(firstQuantity(cache.cart)).toBe(8);
    script.release('update-line-items-quantity');
    await heldCount(1);
    script.release('update-line-items-quantity');
    await Promise.all([first, ...waiting]);
    expect(updates().map((call) => call.body)).toEqual([
      { lineItems: [{ id: 'seed-1', quantity: 3 }] },
      { lineItems: [{ id: 'seed-1', quantity: 8 }] },
    ]);
    expect(quantities(cache.cart)).toEqual([8]);
  });

  it('a step waiting behind another change uses the quantity the server answered with, not the one shown then', async () => {
    seedCart(['p-1', 1], ['p-2', 1]);
    const { client, cache, queue } = setUp();
    // Another writer (another tab) sets the line to 5 after this page read the cart.
    script.cart!.lines[0]!.quantity = 5;
    script.holding = true;
    const remove = queue.enqueue(removeLineItemsChange(client, ['seed-2']));
    await heldCount(1);
    const step = queue.enqueue(stepQuantityChange(client, 'seed-1', 1));
    expect(quantities(cache.cart)).toEqual([2]);
    script.release('remove-line-items');
    await heldCount(1);
    // The server's 5 with the waiting + on top: the cache shows what will be sent.
    expect(quantities(cache.cart)).toEqual([6]);
    script.release('update-line-items-quantity');
    await Promise.all([remove, step]);
    expect(updates().map((call) => call.body)).toEqual([{ lineItems: [{ id: 'seed-1', quantity: 6 }] }]);
  });

  it('a step of a line removed before it lands sends nothing and answers the server cart', async () => {
    seedCart(['p-1', 1], ['p-2', 1]);
    const { client, cache, queue } = setUp();
    const remove = queue.enqueue(removeLineItemsChange(client, ['seed-1']));
    const result = await queue.enqueue(stepQuantityChange(client, 'seed-1', 1));
    await remove;
    expect(updates()).toEqual([]);
    expect(result!.lineItems!.map((line) => line.id)).toEqual(['seed-2']);
    expect(quantities(cache.cart)).toEqual([1]);
  });

  it('a refused click takes back only its own change and rejects with its error; the next one still goes through', async () => {
    seedCart(['p-1', 1], ['p-2', 1]);
    const { client, cache, queue, settledRuns } = setUp();
    script.holding = true;
    const refused = queue
      .enqueue(setQuantitiesChange(client, [{ id: 'seed-1', quantity: MAX_QUANTITY + 1 }]))
      .catch((error: unknown) => error);
    const accepted = queue.enqueue(stepQuantityChange(client, 'seed-2', 2));
    expect(quantities(cache.cart)).toEqual([MAX_QUANTITY + 1, 3]);
    await heldCount(1);
    script.release('update-line-items-quantity');
    // The refused line is back at 1 while the other line's change still waits and still shows.
    expect(await refused).toMatchObject({ code: 'MAX_QUANTITY_EXCEEDED' });
    expect(quantities(cache.cart)).toEqual([1, 3]);
    await heldCount(1);
    script.release('update-line-items-quantity');
    await accepted;
    expect(quantities(cache.cart)).toEqual([1, 3]);
    expect(script.cart!.lines.map((line) => line.quantity)).toEqual([1, 3]);
    // A change failed, so the queue asks for a read once it runs dry (the failed one may have landed).
    expect(settledRuns).toEqual([true]);
  });

  it('clicks merged into one refused request all fail and all roll back, to the last confirmed quantity', async () => {
    seedCart(['p-1', 9]);
    const { client, cache, queue, changesSettled } = setUp();
    script.holding = true;
    const outcomes = [10, 11, 12].map((quantity) =>
      queue
        .enqueue(setQuantitiesChange(client, [{ id: 'seed-1', quantity }]))
        .catch((error: unknown) => error),
    );
    expect(firstQuantity(cache.cart)).toBe(12);
    await heldCount(1);
    script.release('update-line-items-quantity');
    await heldCount(1);
    script.release('update-line-items-quantity');
    const [first, second, third] = await Promise.all(outcomes);
    expect(first).toMatchObject({ lineItems: [{ quantity: 10 }] });
    expect(isApiError(second) && second.code).toBe('MAX_QUANTITY_EXCEEDED');
    expect(third).toBe(second);
    expect(firstQuantity(cache.cart)).toBe(10);
    expect(changesSettled()).toBe(2);
  });

  it('a + on a line that is still being added waits for the add and uses the id the server gave', async () => {
    const { client, cache, queue } = setUp();
    script.holding = true;
    const item = { quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: 'p-7' } };
    const add = queue.enqueue(addLineItemsChange(client, { lineItems: [item] }));
    const line = cache.cart!.lineItems![0]!;
    expect(line).toMatchObject(item);
    expect(isPlaceholderId(line.id)).toBe(true);
    const step = queue.enqueue(stepQuantityChange(client, line.id!, 1));
    expect(firstQuantity(cache.cart)).toBe(2);
    await heldCount(1);
    script.release('add-to-cart');
    await heldCount(1);
    // The server's line is there with the waiting + applied on top: still 2, never back to 1.
    expect(cache.cart!.lineItems!.map((l) => [l.id, l.quantity])).toEqual([['li-1', 2]]);
    script.release('update-line-items-quantity');
    await Promise.all([add, step]);
    expect(updates().map((call) => call.body)).toEqual([{ lineItems: [{ id: 'li-1', quantity: 2 }] }]);
    expect(changes(cache.shown.map(firstQuantity))).toEqual([1, 2]);
  });

  it('a + on a line whose add failed is dropped without a request', async () => {
    const { client, cache, queue } = setUp();
    socket.handle((request) =>
      request.method === 'POST' && request.url.endsWith('add-to-cart')
        ? {
            status: 400,
            headers: CORS,
            body: {
              message: 'bad',
              details: { applicationError: { code: 'UNKNOWN_APP', description: 'bad' } },
            },
          }
        : script.answer(request),
    );
    const reference = { appId: 'not-the-store', catalogItemId: 'p-1' };
    const add = queue
      .enqueue(addLineItemsChange(client, { lineItems: [{ quantity: 1, catalogReference: reference }] }))
      .catch((error: unknown) => error);
    const placeholder = cache.cart!.lineItems![0]!.id!;
    const step = queue.enqueue(stepQuantityChange(client, placeholder, 2));
    expect(await add).toMatchObject({ code: 'UNKNOWN_APP' });
    expect(await step).toBeNull();
    expect(cache.cart).toBeNull();
    expect(updates()).toEqual([]);
  });

  it('a change made before the cart was ever read invents nothing; the server’s answer fills the cache', async () => {
    seedCart(['p-1', 3]);
    const { client, cache, queue } = setUp(false);
    script.holding = true;
    const item = { quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: 'p-2' } };
    const add = queue.enqueue(addLineItemsChange(client, { lineItems: [item] }));
    await heldCount(1);
    expect(cache.shown).toEqual([]);
    script.release('add-to-cart');
    await add;
    expect(quantities(cache.cart)).toEqual([3, 1]);
  });

  it('a read on the wire when a change is queued is cancelled, and asked for again once the queue is empty', async () => {
    seedCart(['p-1', 1]);
    const { client, cache, queue, settledRuns } = setUp();
    cache.reading = true;
    await queue.enqueue(setQuantitiesChange(client, [{ id: 'seed-1', quantity: 4 }]));
    expect(cache.reading).toBe(false);
    expect(settledRuns).toEqual([true]);
    await queue.enqueue(setQuantitiesChange(client, [{ id: 'seed-1', quantity: 5 }]));
    expect(settledRuns).toEqual([true, false]);
  });
});

describe('deleteCartChange', () => {
  // Moved with its change from the React package's useDeleteCart test, when that hook went for want of a user.
  it('empties the cart at once, and a cart that is already gone counts as deleted', async () => {
    seedCart(['p-1', 1]);
    const { client, cache, queue } = setUp();
    expect(cache.cart).toBeTruthy();
    script.holding = true;
    const remove = queue.enqueue(deleteCartChange(client));
    expect(cache.cart).toBeNull();
    await heldCount(1);
    script.release('/ecom/v1/carts/current');
    await remove;
    expect(script.cart).toBeUndefined();
    script.holding = false;
    await queue.enqueue(deleteCartChange(client));
    expect(cache.cart).toBeNull();
  });
});

describe('CartQueue.settled', () => {
  it('resolves at once when idle, after the last change otherwise, and rejects when its signal aborts first', async () => {
    seedCart(['p-1', 1]);
    const { client, queue } = setUp();
    await queue.settled();
    script.holding = true;
    const change = queue.enqueue(stepQuantityChange(client, 'seed-1', 1));
    let settled = false;
    const idle = queue.settled().then(() => {
      settled = true;
    });
    const abort = new AbortController();
    const aborted = queue.settled(abort.signal).catch((reason: unknown) => reason);
    abort.abort(new Error('left the page'));
    expect(await aborted).toMatchObject({ message: 'left the page' });
    await heldCount(1);
    expect(settled).toBe(false);
    script.release('update-line-items-quantity');
    await Promise.all([change, idle]);
    expect(settled).toBe(true);
  });
});
