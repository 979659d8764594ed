// The order link in a buyer's e-mails (issue #33 item 2): placed through the real checkout, the confirmation
// carries `/orders/{id}?key=…`, and GET /cartwright/v1/order-links/{id}?key=… opens that order for whoever holds
// the link, signed in or not, in another session or on another instance, and nothing else.
import { randomUUID } from 'node:crypto';
import type { Order } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestApp, type TestApp, violations } from '../test-support/test-app.js';
import { OFFLINE, type OrderKit, orderKit } from './test-support/order-kit.js';

const LINKS = '/cartwright/v1/order-links';
let t: TestApp;
let kit: OrderKit;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderKit(t);
});
afterAll(() => t.close());

/** Places an order as a new visitor; answers it and the link of its confirmation e-mail. */
async function placedWithLink(email: string): Promise<{ order: Order; link: URL }> {
  const lamp = await kit.createProduct({ name: `Linked lamp ${randomUUID()}`, priceData: { price: 12 } });
  const buyer = await kit.visitor();
  const order = await kit.placeOrder(buyer, await kit.readyCheckout(buyer, [{ product: lamp }], { email }));
  const mail = await t.deps.db
    .selectFrom('email_outbox')
    .select(['text_body', 'html_body', 'data'])
    .where('to_address', '=', email)
    .where('kind', '=', 'order-confirmation')
    .executeTakeFirstOrThrow();
  const data = typeof mail.data === 'string' ? JSON.parse(mail.data) : mail.data;
  const link = new URL(data.link);
  expect(mail.text_body).toContain(`See your order: ${link.href}\n`);
  expect(mail.html_body).toContain(`<a href="${link.href}">See your order</a>`);
  return { order, link };
}

const open = (app: TestApp['app'], id: string, key: string, headers: Record<string, string> = {}) =>
  app.request(`${LINKS}/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`, { headers });

describe('GET /cartwright/v1/order-links/{id}', () => {
  it('opens the order of a guest’s confirmation link without a token, and with anyone else’s', async () => {
    const { order, link } = await placedWithLink('linked-guest@shop.example');
    expect(link.origin).toBe('http://localhost');
    expect(link.pathname).toBe(`/orders/${order.id}`);
    const key = link.searchParams.get('key')!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const anonymous = await open(t.app, order.id, key);
    expect(anonymous.status).toBe(200);
    const read = (await anonymous.json()) as { order: Order };
    expect(read.order).toMatchObject({ id: order.id, number: order.number });
    expect(read.order.buyerInfo.email).toBe('linked-guest@shop.example');

    // Another visitor (the same person after signing out) and a member (after signing in) open it too.
    const other = await kit.visitorToken();
    expect((await open(t.app, order.id, key, { authorization: `Bearer ${other}` })).status).toBe(200);
    // ... while the buyer route still refuses them: the link is what opens it.
    const stranger = await kit.member();
    expect((await stranger('GET', `/ecom/v1/orders/${order.id}`)).status).toBe(404);
    // The gateway's repeated id is taken as well.
    const repeated = await t.app.request(`${LINKS}/${order.id}?key=${key}&id=${order.id}`);
    expect(repeated.status).toBe(200);
  });

  it('answers the same link on another instance of the store (the key is the database’s, not the process’s)', async () => {
    const { order, link } = await placedWithLink('linked-twice@shop.example');
    const second = createApp(t.deps);
    expect((await open(second, order.id, link.searchParams.get('key')!)).status).toBe(200);
  });

  it('refuses a key of another order, a changed key, an unknown order, and an id that is no uuid, all as 404', async () => {
    const first = await placedWithLink('linked-a@shop.example');
    const second = await placedWithLink('linked-b@shop.example');
    const keyA = first.link.searchParams.get('key')!;
    const keyB = second.link.searchParams.get('key')!;
    expect(keyA).not.toBe(keyB);
    const refused = [
      await open(t.app, first.order.id, keyB),
      await open(t.app, first.order.id, `${keyA.slice(0, -1)}${keyA.endsWith('A') ? 'B' : 'A'}`),
      await open(t.app, first.order.id, keyA.slice(0, 42)),
      await open(t.app, randomUUID(), keyA),
      await open(t.app, 'not-a-uuid', keyA),
    ];
    // Each the same answer as an order that does not exist: a wrong key tells nothing about the order.
    for (const res of refused) {
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(JSON.parse(text).details.applicationError.code).toBe('NOT_FOUND');
      expect(text).not.toContain('linked-a@shop.example');
    }
  });

  it('refuses a missing, empty or oversize key, and unknown query fields, as 400', async () => {
    const { order } = await placedWithLink('linked-bad@shop.example');
    expect(await violations(await t.app.request(`${LINKS}/${order.id}`))).toEqual([
      ['key', 'REQUIRED_FIELD'],
    ]);
    expect((await t.app.request(`${LINKS}/${order.id}?key=`)).status).toBe(400);
    expect((await open(t.app, order.id, 'k'.repeat(101))).status).toBe(400);
    expect((await t.app.request(`${LINKS}/${order.id}?key=abc&extra=1`)).status).toBe(400);
  });

  it('puts the same link in the order’s later e-mails: paid offline, then marked paid and shipped', async () => {
    const product = await kit.createProduct({ name: 'Offline kettle', priceData: { price: 30 } });
    const buyer = await kit.visitor();
    const email = 'linked-offline@shop.example';
    const checkoutId = await kit.readyCheckout(buyer, [{ product }], { email });
    const order = await kit.placeOrder(buyer, checkoutId, OFFLINE);
    const ship = await kit.admin('POST', `/cartwright/v1/orders/${order.id}/fulfillments`, {});
    expect(ship.status).toBe(200);
    const mails = await t.deps.db
      .selectFrom('email_outbox')
      .select(['kind', 'data'])
      .where('to_address', '=', email)
      .orderBy('created_at')
      .execute();
    const links = mails.map((m) => (typeof m.data === 'string' ? JSON.parse(m.data) : m.data).link);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'order-shipped']);
    expect(new URL(links[0]).pathname).toBe(`/orders/${order.id}`);
    // The shipping notice's message link is its tracking link when it has one; without one, the order's.
    expect(links[1]).toBe(links[0]);
  });
});
