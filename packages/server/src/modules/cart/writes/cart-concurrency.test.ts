// Writes to one cart run one after another (row lock), creating the cart on a first add is race-free, and
// Idempotency-Key replays have no second effect. Parallel on PostgreSQL; PGlite runs them one at a time.
import type { Cart, CartResponse, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import {
  addToCart,
  appError,
  CART,
  type CartKit,
  cartKit,
  eventsAbout,
  line,
  readCart,
  ref,
  violations,
} from '../test-support/cart-kit.js';

let t: TestApp;
let kit: CartKit;
let mug: Product;

beforeAll(async () => {
  t = await createTestApp();
  kit = await cartKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 } });
});
afterAll(() => t.close());

const add = (lineItems: unknown[]) => ({ lineItems });

describe('concurrent writes to one cart', () => {
  it('50 parallel adds of one item on a new cart give exactly quantity 50, in one cart', async () => {
    const visitor = await kit.visitor();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => visitor('POST', `${CART}/add-to-cart`, add([line(ref(mug), 1)]))),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const cart = await readCart(visitor);
    expect(cart.lineItems!.map((l) => l.quantity)).toEqual([50]);
    expect(cart.revision).toBe('50');
    const events = await eventsAbout(t, cart.id!);
    expect(events.filter((e) => e.type === 'wix.ecom.v1.cart_created')).toHaveLength(1);
    expect(events).toHaveLength(50);
  });

  it('20 parallel adds of different items lose none', async () => {
    const products = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.createProduct({ name: `Parallel ${i}`, priceData: { price: i + 1 } }),
      ),
    );
    const visitor = await kit.visitor();
    const answers = await Promise.all(
      products.map((p) => visitor('POST', `${CART}/add-to-cart`, add([line(ref(p), 2)]))),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const cart = await readCart(visitor);
    expect(cart.lineItems!.map((l) => l.rootCatalogItemId).sort()).toEqual(products.map((p) => p.id).sort());
    expect(cart.lineItems!.every((l) => l.quantity === 2)).toBe(true);
  });

  it('parallel quantity changes and removals leave a consistent cart', async () => {
    const visitor = await kit.visitor();
    const other = await kit.createProduct({ name: 'Other', priceData: { price: 2 } });
    const cart = await addToCart(visitor, [line(ref(mug), 1), line(ref(other), 1)]);
    const [mugLine, otherLine] = cart.lineItems!.map((l) => l.id!);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        visitor('POST', `${CART}/update-line-items-quantity`, {
          lineItems: [{ id: mugLine, quantity: (i + 1) * 100 }],
        }),
      ),
      visitor('POST', `${CART}/remove-line-items`, { lineItemIds: [otherLine] }),
      ...Array.from({ length: 10 }, () => visitor('POST', `${CART}/add-to-cart`, add([line(ref(mug), 1)]))),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(21).fill(200));
    const final = await readCart(visitor);
    expect(final.lineItems!.map((l) => l.id)).toEqual([mugLine]);
    // Every call changed the cart (the quantities set are never the current one), so none was lost.
    expect(final.revision).toBe(String(1 + 21));
    expect(final.lineItems![0]!.quantity! % 100).toBeLessThanOrEqual(10);
  });
});

describe('parallel writes to many carts', () => {
  it('gives each cart its own changes and its own events, numbered in order', async () => {
    const visitors = await Promise.all(Array.from({ length: 16 }, () => kit.visitor()));
    const adds = 5;
    // Each visitor adds one at a time, all visitors at once: their writes share statements.
    await Promise.all(
      visitors.map(async (visitor) => {
        for (let i = 0; i < adds; i++) {
          const res = await visitor('POST', `${CART}/add-to-cart`, add([line(ref(mug), 1)]));
          expect(res.status).toBe(200);
        }
      }),
    );
    const carts = await Promise.all(visitors.map(readCart));
    expect(new Set(carts.map((c) => c.id)).size).toBe(visitors.length);
    for (const cart of carts) {
      expect(cart.lineItems!.map((l) => l.quantity)).toEqual([adds]);
      expect(cart.revision).toBe(String(adds));
      const events = await eventsAbout(t, cart.id!);
      expect(events.map((e) => e.payload.entityEventSequence)).toEqual(['1', '2', '3', '4', '5']);
      // Event n carries this cart as the n-th add left it.
      const entities = events.map((e) => {
        const body = (e.payload.createdEvent ?? e.payload.updatedEvent) as Record<string, Cart>;
        return body.entity ?? body.currentEntity;
      });
      expect(entities.map((c) => [c!.id, c!.lineItems![0]!.quantity])).toEqual(
        [1, 2, 3, 4, 5].map((n) => [cart.id, n]),
      );
    }
  });
});

describe('Idempotency-Key on add-to-cart', () => {
  it('answers a replay with the stored response and adds once, even in parallel', async () => {
    const visitor = await kit.visitor();
    const key = { 'idempotency-key': 'add-1' };
    const body = add([line(ref(mug), 2)]);
    const first = await visitor('POST', `${CART}/add-to-cart`, body, key);
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    await addToCart(visitor, [line(ref(mug), 1)]);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => visitor('POST', `${CART}/add-to-cart`, body, key)),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(await replay.text()).toBe(firstBody);
    }
    expect((await readCart(visitor)).lineItems![0]!.quantity).toBe(3);
  });

  it('treats keys sent in parallel for the first time as one call', async () => {
    const visitor = await kit.visitor();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        visitor('POST', `${CART}/add-to-cart`, add([line(ref(mug), 1)]), { 'idempotency-key': 'burst' }),
      ),
    );
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(bodies).size).toBe(1);
    expect((await readCart(visitor)).lineItems![0]!.quantity).toBe(1);
  });

  it('refuses the same key with another body (422) and binds keys to their caller', async () => {
    const [a, b] = [await kit.visitor(), await kit.visitor()];
    const key = { 'idempotency-key': 'shared-key' };
    expect((await a('POST', `${CART}/add-to-cart`, add([line(ref(mug), 1)]), key)).status).toBe(200);
    expect(await appError(await a('POST', `${CART}/add-to-cart`, add([line(ref(mug), 2)]), key))).toEqual({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    // Key order inside the body does not matter: the same request.
    const reordered = { lineItems: [{ catalogReference: ref(mug), quantity: 1 }] };
    expect((await a('POST', `${CART}/add-to-cart`, reordered, key)).status).toBe(200);
    const res = await b('POST', `${CART}/add-to-cart`, add([line(ref(mug), 5)]), key);
    expect(res.status).toBe(200);
    expect(((await res.json()) as CartResponse).cart.lineItems![0]!.quantity).toBe(5);
    expect((await readCart(a)).lineItems![0]!.quantity).toBe(1);
  });

  it('keeps no key for a refused call, so a corrected retry with the same key works', async () => {
    const visitor = await kit.visitor();
    const key = { 'idempotency-key': 'retry-me' };
    const bad = await visitor(
      'POST',
      `${CART}/add-to-cart`,
      add([line(ref('8f3c6a6e-0c1f-4a8e-9a55-000000000000'))]),
      key,
    );
    expect(bad.status).toBe(400);
    expect((await visitor('POST', `${CART}/add-to-cart`, add([line(ref(mug), 1)]), key)).status).toBe(200);
  });

  it('refuses keys longer than 255 characters', async () => {
    const visitor = await kit.visitor();
    const res = await visitor('POST', `${CART}/add-to-cart`, add([line(ref(mug))]), {
      'idempotency-key': 'k'.repeat(256),
    });
    expect(await violations(res)).toEqual([['Idempotency-Key', 'MAX_LENGTH']]);
    const ok = await visitor('POST', `${CART}/add-to-cart`, add([line(ref(mug))]), {
      'idempotency-key': 'k'.repeat(255),
    });
    expect(ok.status).toBe(200);
  });
});
