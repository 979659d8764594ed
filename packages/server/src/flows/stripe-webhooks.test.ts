// Stripe's confirmation arriving late, twice, forged or never: exactly one order per payment, never money without
// an order. Webhooks before and after the browser, a lost webhook (reconciliation), redeliveries, bad signatures,
// a total that moved after payment and stock gone after payment (both refunded), 50 completions at once.
import type { Order, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStoreTasks } from '../housekeeping.js';
import type { StripeDouble } from '../test-support/stripe-double.js';
import { movableClock, type TestApp } from '../test-support/test-app.js';
import { APPROVING_CARD, type OrderKit } from './test-support/order-kit.js';
import { errorOf, type StripeKit, type StripeStore, startStripeStore } from './test-support/stripe-kit.js';

let store: StripeStore;
let t: TestApp;
let double: StripeDouble;
let kit: OrderKit;
let stripe: StripeKit;
let mug: Product;
const clock = movableClock(new Date());

beforeAll(async () => {
  store = await startStripeStore({ clock });
  ({ t, double, kit, stripe, mug } = store);
});
afterAll(() => store.close());

/** A buyer with a checkout, its session, and the intent paid in the browser. */
async function paid(product: Product = mug, quantity = 1) {
  const buyer = await kit.visitor();
  const id = await kit.readyCheckout(buyer, [{ product, quantity }]);
  const session = await stripe.session(buyer, id);
  const intent = stripe.intentOf(session);
  double.succeed(intent);
  return { buyer, id, session, intent };
}

const refundsOf = (intent: string) => [...double.refunds.values()].filter((r) => r.payment_intent === intent);

describe('Stripe webhooks', () => {
  it('before the browser returns: the webhook places the order, the browser then gets the same one', async () => {
    const { buyer, id, session, intent } = await paid();
    const res = await double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent);
    expect(res.status, await res.clone().text()).toBe(200);
    const [placed] = await stripe.ordersOf(id);
    expect(placed).toBeDefined();
    const order = await kit.placeOrder(buyer, id, { method: 'PROVIDER', paymentSessionId: session.id });
    expect(order.id).toBe(placed!.id);
    expect(order.paymentStatus).toBe('PAID');
    expect(order.buyerInfo.visitorId).toBeDefined();
  });

  it('after the browser: a no-op; the same event delivered 5 times: one order, handled once', async () => {
    const { buyer, id, session, intent } = await paid();
    const order = await kit.placeOrder(buyer, id, { method: 'PROVIDER', paymentSessionId: session.id });
    const event = double.signedEvent('payment_intent.succeeded', intent);
    for (let i = 0; i < 5; i++) {
      const res = await stripe.webhooks(event.body, {
        'content-type': 'application/json',
        'stripe-signature': event.signature,
      });
      expect(res.status).toBe(200);
    }
    expect(await stripe.ordersOf(id)).toEqual([{ id: order.id }]);
    const handled = await t.deps.db
      .selectFrom('payment_webhook_events')
      .selectAll()
      .where('event_id', '=', event.eventId)
      .execute();
    expect(handled).toHaveLength(1);
    const reads = double.calls.filter(
      (c) => c.method === 'GET' && c.path === `/v1/payment_intents/${intent}`,
    );
    expect(reads).toHaveLength(1); // the browser's complete; each delivery finds the order and asks Stripe nothing
  });

  it('forged, stale, unsigned: 400 WEBHOOK_SIGNATURE_INVALID and no order', async () => {
    const { id, intent } = await paid();
    const forged = await double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent, {
      secret: 'whsec_forged',
    });
    expect(await errorOf(forged)).toMatchObject({ status: 400, code: 'WEBHOOK_SIGNATURE_INVALID' });
    const stale = await double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent, {
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    expect(await errorOf(stale)).toMatchObject({ status: 400, code: 'WEBHOOK_SIGNATURE_INVALID' });
    const event = double.signedEvent('payment_intent.succeeded', intent);
    expect((await stripe.webhooks(event.body, { 'content-type': 'application/json' })).status).toBe(400);
    const tampered = event.body.replace(intent, `${intent}x`);
    const signed = { 'content-type': 'application/json', 'stripe-signature': event.signature };
    expect((await stripe.webhooks(tampered, signed)).status).toBe(400);
    expect(await stripe.ordersOf(id)).toEqual([]);
    expect(
      await t.deps.db
        .selectFrom('payment_webhook_events')
        .selectAll()
        .where('event_id', '=', event.eventId)
        .execute(),
    ).toEqual([]);
  });

  it('payment_failed records a DECLINED attempt once, the checkout stays open; other events are ignored', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    const intent = stripe.intentOf(await stripe.session(buyer, id));
    double.decline(intent);
    expect((await double.deliver(stripe.webhooks, 'payment_intent.payment_failed', intent)).status).toBe(200);
    expect((await double.deliver(stripe.webhooks, 'payment_intent.payment_failed', intent)).status).toBe(200);
    const checkout = await kit.readCheckout(buyer, id);
    expect(checkout.completed).toBeFalsy();
    expect(checkout.paymentAttempts?.map((a) => a.outcome)).toEqual(['DECLINED']);
    expect((await double.deliver(stripe.webhooks, 'charge.updated', intent)).status).toBe(200);
  });

  it('a lost webhook: the store task reads the intent after a few minutes and places the order, once', async () => {
    const { id } = await paid();
    expect((await runStoreTasks(t.deps)).reconciledPayments).toBe(0);
    expect(await stripe.ordersOf(id)).toEqual([]);
    clock.advance(6 * 60 * 1000);
    expect((await runStoreTasks(t.deps)).reconciledPayments).toBeGreaterThanOrEqual(1);
    expect(await stripe.ordersOf(id)).toHaveLength(1);
    clock.advance(6 * 60 * 1000);
    await runStoreTasks(t.deps);
    expect(await stripe.ordersOf(id)).toHaveLength(1);
  });
});

describe('paid, but no order can be placed', () => {
  it('the total moved after the intent was paid: refunded in full, PRICES_CHANGED with the new total, then paid anew', async () => {
    const product = await kit.createProduct({
      name: 'Vase',
      priceData: { price: 30 },
      stock: { trackInventory: false },
    });
    const { buyer, id, session, intent } = await paid(product);
    await kit.patchProduct(product.id!, { priceData: { price: 40 } });
    const refused = await errorOf(await stripe.complete(buyer, id, session.id));
    expect(refused).toMatchObject({
      status: 409,
      code: 'PRICES_CHANGED',
      data: { previousTotal: '35.00', total: '45.00', refunded: '35.00' },
    });
    expect(refundsOf(intent)).toMatchObject([{ amount: 3500 }]);
    expect(double.calls.find((c) => c.path === '/v1/refunds')?.idempotencyKey).toBe(`refund-${session.id}`);
    expect(await errorOf(await stripe.complete(buyer, id, session.id))).toMatchObject({
      status: 409,
      code: 'PAYMENT_SESSION_CLOSED',
    });
    // The webhook of that payment changes nothing now.
    expect((await double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent)).status).toBe(200);
    expect(refundsOf(intent)).toHaveLength(1);
    expect(await stripe.ordersOf(id)).toEqual([]);
    const renewed = await stripe.session(buyer, id);
    expect(renewed).toMatchObject({ amount: '45.00', amountMinor: 4500 });
    expect(renewed.id).not.toBe(session.id);
    double.succeed(stripe.intentOf(renewed));
    const order = await kit.placeOrder(buyer, id, { method: 'PROVIDER', paymentSessionId: renewed.id });
    expect(order.priceSummary.total?.amount).toBe('45.00');
  });

  it('stock gone after payment: refunded automatically, an event and an e-mail, the buyer told OUT_OF_STOCK', async () => {
    const lamp = await kit.createProduct({
      name: 'Lamp',
      priceData: { price: 50 },
      stock: { trackInventory: true, quantity: 1 },
    });
    const { buyer, id, session, intent } = await paid(lamp);
    const rival = await kit.visitor();
    await kit.placeOrder(rival, await kit.readyCheckout(rival, [{ product: lamp }]), APPROVING_CARD);
    const refused = await errorOf(await stripe.complete(buyer, id, session.id));
    expect(refused).toMatchObject({ status: 409, code: 'OUT_OF_STOCK', data: { refunded: '55.00' } });
    expect(refundsOf(intent)).toMatchObject([{ amount: 5500 }]);
    expect(await stripe.ordersOf(id)).toEqual([]);
    const events = await t.deps.db
      .selectFrom('event_outbox')
      .select(['event_type', 'payload'])
      .where('entity_id', '=', session.id)
      .execute();
    expect(events.map((e) => e.event_type)).toEqual(['cartwright.v1.payment_refunded']);
    expect(JSON.stringify(events[0]!.payload)).toContain('OUT_OF_STOCK');
    const mails = await t.deps.db
      .selectFrom('email_outbox')
      .select(['kind', 'subject'])
      .where('kind', '=', 'payment-refunded')
      .execute();
    expect(mails).toHaveLength(1);
    // Again, and the webhook: still one refund, no order.
    expect(await errorOf(await stripe.complete(buyer, id, session.id))).toMatchObject({
      status: 409,
      code: 'PAYMENT_SESSION_CLOSED',
    });
    expect((await double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent)).status).toBe(200);
    expect(refundsOf(intent)).toHaveLength(1);
  });
});

describe('at once', () => {
  it('50 parallel completions of one checkout, and its webhook among them: one order, one charge, one intent', async () => {
    const { buyer, id, session, intent } = await paid();
    const completions = Array.from({ length: 50 }, () => stripe.complete(buyer, id, session.id));
    const webhook = double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent);
    const answers = await Promise.all(completions);
    expect((await webhook).status).toBe(200);
    const ids = new Set<string>();
    for (const res of answers) {
      expect(res.status).toBe(200);
      ids.add(((await res.json()) as { order: Order }).order.id);
    }
    expect(ids.size).toBe(1);
    expect(await stripe.ordersOf(id)).toHaveLength(1);
    expect(stripe.intentsFor(id)).toEqual([intent]);
    expect([...double.intents.values()].filter((i) => i.id === intent && i.latest_charge)).toHaveLength(1);
    expect(refundsOf(intent)).toEqual([]);
  }, 60_000);

  it('10 parallel session calls of one checkout make one PaymentIntent', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug }]);
    const sessions = await Promise.all(Array.from({ length: 10 }, () => stripe.session(buyer, id)));
    expect(new Set(sessions.map((s) => s.id)).size).toBe(1);
    expect(stripe.intentsFor(id)).toHaveLength(1);
  });
});
