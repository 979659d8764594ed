// Recovery e-mails go to an address a shopper typed at checkout, so they are capped each hour per target
// address and per client address the checkout was made from: free visitor tokens cannot mail a list.
import type { CreateCheckoutResponse, EmailOutboxResponse, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStoreTasks } from '../../housekeeping.js';
import { createTestApp, movableClock, readJson, type TestApp } from '../../test-support/test-app.js';
import {
  addToCart,
  CART,
  type CartKit,
  cartKit,
  line,
  ref,
  requester,
} from '../cart/test-support/cart-kit.js';
import { RECOVERY_EMAIL_CAPS } from './abandoned-checkouts.service.js';

const SETTINGS = '/cartwright/v1/abandoned-checkout-settings';
const HOUR = 60 * 60_000;

const clock = movableClock(new Date('2026-05-01T08:00:00.000Z'));
let t: TestApp;
let kit: CartKit;
let mug: Product;
let addressCount = 0;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: { accessTokenTtlSeconds: 7 * 24 * 3600, publicUrl: 'https://shop.example' },
  });
  kit = await cartKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 9 } });
  expect((await kit.admin('PATCH', SETTINGS, { recoveryEmailEnabled: true })).status).toBe(200);
});
afterAll(() => t.close());

/** A fresh visitor's checkout with `email`, created from `address` (a new client address unless told). */
async function checkoutFrom(email: string, address = `198.51.100.${++addressCount % 250}`) {
  const token = await kit.visitorToken();
  await addToCart(requester(t.app, { authorization: token }), [line(ref(mug), 1)]);
  const res = await t.app.request(
    `${CART}/create-checkout`,
    {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ channelType: 'WEB', email }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const body = await readJson<CreateCheckoutResponse>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.checkoutId;
}

async function outboxTo(to: string) {
  const res = await kit.admin('GET', `/cartwright/v1/email-outbox?to=${encodeURIComponent(to)}`);
  return (await readJson<EmailOutboxResponse>(res)).messages.filter((m) => m.kind === 'abandoned-checkout');
}

async function abandonAll() {
  clock.advance(61 * 60_000);
  await runStoreTasks(t.deps);
}

describe('recovery e-mail caps', () => {
  it('writes to one address at most the hourly cap, however many checkouts name it', async () => {
    for (let i = 0; i < RECOVERY_EMAIL_CAPS.email + 3; i++) await checkoutFrom('Victim@Example.com');
    await abandonAll();
    expect(await outboxTo('victim@example.com')).toHaveLength(RECOVERY_EMAIL_CAPS.email);
    // A later hour's checkouts may be written about again.
    await checkoutFrom('victim@example.com');
    clock.advance(HOUR);
    await abandonAll();
    expect(await outboxTo('victim@example.com')).toHaveLength(RECOVERY_EMAIL_CAPS.email + 1);
  });

  it('writes about the checkouts of one client address at most the hourly cap, and others still', async () => {
    const total = RECOVERY_EMAIL_CAPS.address + 5;
    for (let i = 0; i < total; i++) await checkoutFrom(`list-${i}@example.com`, '203.0.113.9');
    await checkoutFrom('bystander@example.com', '203.0.113.10');
    await abandonAll();
    let mailed = 0;
    for (let i = 0; i < total; i++) mailed += (await outboxTo(`list-${i}@example.com`)).length;
    expect(mailed).toBe(RECOVERY_EMAIL_CAPS.address);
    expect(await outboxTo('bystander@example.com')).toHaveLength(1);
  });
});
