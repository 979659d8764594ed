// Never money without an order: a Stripe payment for a checkout another payment ordered (the test card in another
// tab) is given back once, by whoever finds it (the browser's complete, the webhook, the reconciliation task),
// recorded on the order and in the events, and the existing order is answered.
import type { Order, Product } from '@cartwright/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { runStoreTasks } from '../housekeeping.js';
import type { StripeDouble } from '../test-support/stripe-double.js';
import { movableClock, type TestApp } from '../test-support/test-app.js';
import { APPROVING_CARD, type OrderKit } from './test-support/order-kit.js';
import { errorOf, type StripeKit, stripeStoreForTests } from './test-support/stripe-kit.js';

const clock = movableClock(new Date());
const fixture = stripeStoreForTests({ clock });
let t: TestApp;
let double: StripeDouble;
let kit: OrderKit;
let stripe: StripeKit;
let mug: Product;

beforeAll(() => {
  ({ t, double, kit, stripe, mug } = fixture.get());
});

/** A Stripe session opened in one tab, then the checkout ordered by the test card in another. */
async function orderedByCard(options: { manualCapture?: boolean } = {}) {
  const buyer = await kit.visitor();
  const id = await kit.readyCheckout(buyer, [{ product: mug, quantity: 2 }]);
  const session = await stripe.session(buyer, id);
  const intent = stripe.intentOf(session);
  // As a store authorizing now and capturing later makes it.
  if (options.manualCapture) double.intents.get(intent)!.capture_method = 'manual';
  const order = await kit.placeOrder(buyer, id, APPROVING_CARD);
  return { buyer, id, session, intent, order };
}

const succeededEvent = (intent: string) =>
  double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent);

const refundsOf = (intent: string) => [...double.refunds.values()].filter((r) => r.payment_intent === intent);

const sessionStatus = async (sessionId: string) =>
  (
    await t.deps.db
      .selectFrom('payment_sessions')
      .select('status')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow()
  ).status;

const refundEvents = (sessionId: string) =>
  t.deps.db
    .selectFrom('event_outbox')
    .select(['event_type', 'payload'])
    .where('entity_id', '=', sessionId)
    .execute();

const givenBack = (order: Order) =>
  order.activities.filter((a) => a.type === 'PAYMENT_CANCELED' && a.detail?.includes('second payment'));

async function readOrder(order: Order): Promise<Order> {
  const res = await kit.admin('GET', `/ecom/v1/orders/${order.id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { order: Order }).order;
}

/** One refund of the whole intent with the session's key, the session closed, and the records of it. */
async function expectRefundedOnce(found: { session: { id: string }; intent: string; order: Order }) {
  expect(refundsOf(found.intent)).toMatchObject([{ amount: 2500 }]);
  const posts = double.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
  expect(posts.filter((c) => c.idempotencyKey === `refund-${found.session.id}`).length).toBeGreaterThan(0);
  expect(await sessionStatus(found.session.id)).toBe('REFUNDED');
  const events = await refundEvents(found.session.id);
  expect(events.map((e) => e.event_type)).toEqual(['cartwright.v1.payment_refunded']);
  expect(events[0]!.payload).toMatchObject({
    actionEvent: { body: { reason: 'SECOND_PAYMENT', amount: '25.00', paymentSessionId: found.session.id } },
  });
  const order = await readOrder(found.order);
  expect(givenBack(order)).toHaveLength(1);
  expect(givenBack(order)[0]).toMatchObject({ actor: 'SYSTEM' });
  expect(order.paymentStatus).toBe('PAID'); // the order keeps the test card's payment
  expect(await stripe.ordersOf(order.checkoutId!)).toEqual([{ id: order.id }]);
}

describe('a Stripe payment for a checkout ordered by another payment', () => {
  it('the browser’s complete: refunded once, recorded, and the existing order answered; again changes nothing', async () => {
    const found = await orderedByCard();
    double.succeed(found.intent);
    const answered = await kit.placeOrder(found.buyer, found.id, {
      method: 'PROVIDER',
      paymentSessionId: found.session.id,
    });
    expect(answered.id).toBe(found.order.id);
    await expectRefundedOnce(found);
    const mails = await t.deps.db
      .selectFrom('email_outbox')
      .select(['kind', 'text_body'])
      .where('kind', '=', 'payment-refunded')
      .execute();
    expect(mails.filter((m) => m.text_body.includes('second payment of $25.00'))).toHaveLength(1);
    // The browser again, then the webhook: still one refund.
    expect((await stripe.complete(found.buyer, found.id, found.session.id)).status).toBe(200);
    expect((await succeededEvent(found.intent)).status).toBe(200);
    await expectRefundedOnce(found);
  });

  it('both at once (the test card and a succeeded intent): one order, and the payment it did not take given back', async () => {
    const buyer = await kit.visitor();
    const id = await kit.readyCheckout(buyer, [{ product: mug, quantity: 2 }]);
    const session = await stripe.session(buyer, id);
    const intent = stripe.intentOf(session);
    double.succeed(intent);
    const [byCard, byStripe] = await Promise.all([
      kit.placeOrder(buyer, id, APPROVING_CARD),
      kit.placeOrder(buyer, id, { method: 'PROVIDER', paymentSessionId: session.id }),
    ]);
    expect(byCard.id).toBe(byStripe.id);
    expect(await stripe.ordersOf(id)).toEqual([{ id: byCard.id }]);
    const stripePlacedIt = (await sessionStatus(session.id)) === 'COMPLETED';
    expect(refundsOf(intent)).toHaveLength(stripePlacedIt ? 0 : 1);
    expect(givenBack(await readOrder(byCard))).toHaveLength(stripePlacedIt ? 0 : 1);
  });

  it('the webhook after: refunded once; a second event of that payment refunds nothing more', async () => {
    const found = await orderedByCard();
    double.succeed(found.intent);
    expect((await succeededEvent(found.intent)).status).toBe(200);
    await expectRefundedOnce(found);
    expect((await succeededEvent(found.intent)).status).toBe(200);
    await expectRefundedOnce(found);
  });

  it('no webhook: the reconciliation task finds it and refunds it once', async () => {
    const found = await orderedByCard();
    double.succeed(found.intent);
    clock.advance(6 * 60 * 1000);
    await runStoreTasks(t.deps);
    await expectRefundedOnce(found);
    clock.advance(6 * 60 * 1000);
    await runStoreTasks(t.deps);
    await expectRefundedOnce(found);
  });

  it('authorized only (capture later): the authorization is voided, not refunded', async () => {
    const found = await orderedByCard({ manualCapture: true });
    double.succeed(found.intent);
    expect(double.intents.get(found.intent)!.status).toBe('requires_capture');
    await kit.placeOrder(found.buyer, found.id, { method: 'PROVIDER', paymentSessionId: found.session.id });
    expect(double.intents.get(found.intent)!.status).toBe('canceled');
    const cancels = double.calls.filter((c) => c.path === `/v1/payment_intents/${found.intent}/cancel`);
    expect(cancels.map((c) => c.idempotencyKey)).toEqual([`cancel-${found.session.id}`]);
    expect(refundsOf(found.intent)).toEqual([]);
    expect(await sessionStatus(found.session.id)).toBe('CANCELED');
    const order = await readOrder(found.order);
    expect(givenBack(order)[0]?.detail).toContain('released');
    expect((await refundEvents(found.session.id)).map((e) => e.event_type)).toEqual([
      'cartwright.v1.payment_refunded',
    ]);
  });

  it('not paid at Stripe: the existing order is answered and nothing is refunded or recorded', async () => {
    const found = await orderedByCard();
    const answered = await kit.placeOrder(found.buyer, found.id, {
      method: 'PROVIDER',
      paymentSessionId: found.session.id,
    });
    expect(answered.id).toBe(found.order.id);
    expect(refundsOf(found.intent)).toEqual([]);
    expect(await sessionStatus(found.session.id)).toBe('OPEN');
    expect(await refundEvents(found.session.id)).toEqual([]);
    expect(givenBack(await readOrder(found.order))).toEqual([]);
  });

  it('Stripe down while giving it back: nothing recorded, and the next try refunds it once', async () => {
    const found = await orderedByCard();
    double.succeed(found.intent);
    double.down = true;
    try {
      const refused = await errorOf(await stripe.complete(found.buyer, found.id, found.session.id));
      expect(refused).toMatchObject({ status: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    } finally {
      double.down = false;
    }
    expect(refundsOf(found.intent)).toEqual([]);
    expect(await sessionStatus(found.session.id)).toBe('OPEN');
    expect(givenBack(await readOrder(found.order))).toEqual([]);
    expect((await stripe.complete(found.buyer, found.id, found.session.id)).status).toBe(200);
    await expectRefundedOnce(found);
  }, 30_000);
});
