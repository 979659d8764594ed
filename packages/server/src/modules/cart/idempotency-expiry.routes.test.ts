// An Idempotency-Key holds for a day: within it a replay answers the stored response, after it the same key
// starts a new call (with the same body or another one).
import type { CartResponse } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, movableClock, type TestApp } from '../../test-support/test-app.js';
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency/idempotency.js';
import { appError, CART, type CartKit, cartKit, line, readCart, ref } from './test-support/cart-kit.js';

const clock = movableClock(new Date('2026-03-01T12:00:00.000Z'));
let t: TestApp;
let kit: CartKit;

beforeAll(async () => {
  // Tokens that outlive the clock's moves.
  t = await createTestApp({ clock, config: { accessTokenTtlSeconds: 30 * 24 * 3600 } });
  kit = await cartKit(t);
});
afterAll(() => t.close());

describe('Idempotency-Key past its day', () => {
  it('replays within the day and starts a new call after it', async () => {
    const plate = await kit.createProduct({ name: 'Day plate', priceData: { price: 3 } });
    const visitor = await kit.visitor();
    const key = { 'idempotency-key': 'daily' };
    const add = (quantity: number) =>
      visitor('POST', `${CART}/add-to-cart`, { lineItems: [line(ref(plate), quantity)] }, key);

    const first = await add(1);
    expect(first.status).toBe(200);
    clock.advance(IDEMPOTENCY_KEY_TTL_MS - 1_000);
    expect(((await (await add(1)).json()) as CartResponse).cart.lineItems![0]!.quantity).toBe(1);
    expect(await appError(await add(2))).toEqual({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });

    clock.advance(2_000);
    const renewed = await add(2);
    expect(renewed.status).toBe(200);
    expect(((await renewed.json()) as CartResponse).cart.lineItems![0]!.quantity).toBe(3);
    // The key now holds the new call for a day of its own.
    expect(((await (await add(2)).json()) as CartResponse).cart.lineItems![0]!.quantity).toBe(3);
    expect((await readCart(visitor)).lineItems![0]!.quantity).toBe(3);
  });
});
