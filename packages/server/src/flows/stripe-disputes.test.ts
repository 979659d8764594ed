// Disputes opened and closed in Stripe (`charge.dispute.created` / `.closed`): verified like every webhook,
// recorded once per event on the order (an activity the admin sees) and as an event.
import type { Order } from '@cartwright/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StripeDouble } from '../test-support/stripe-double.js';
import type { TestApp } from '../test-support/test-app.js';
import type { OrderKit } from './test-support/order-kit.js';
import { errorOf, type StripeKit, stripeStoreForTests } from './test-support/stripe-kit.js';

const fixture = stripeStoreForTests();
let t: TestApp;
let double: StripeDouble;
let kit: OrderKit;
let stripe: StripeKit;

beforeAll(() => {
  ({ t, double, kit, stripe } = fixture.get());
});

/** An order paid with Stripe ($10 mug + $5 shipping), and its intent and session. */
async function paidOrder() {
  const buyer = await kit.visitor();
  const id = await kit.readyCheckout(buyer, [{ product: fixture.get().mug }]);
  const order = await stripe.payWithStripe(buyer, id);
  const row = await t.deps.db
    .selectFrom('payment_sessions')
    .select(['id', 'provider_ref'])
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { order, intent: row.provider_ref, sessionId: row.id };
}

async function orderOf(order: Order) {
  const res = await kit.admin('GET', `/ecom/v1/orders/${order.id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { order: Order }).order;
}

async function disputeActivities(order: Order) {
  return (await orderOf(order)).activities.filter((a) => a.detail?.includes('ispute'));
}

const paymentEvents = (sessionId: string) =>
  t.deps.db
    .selectFrom('event_outbox')
    .select(['event_type', 'payload'])
    .where('entity_id', '=', sessionId)
    .orderBy('entity_event_sequence')
    .execute();

const send = (event: { body: string; signature: string }) =>
  stripe.webhooks(event.body, { 'content-type': 'application/json', 'stripe-signature': event.signature });

describe('a dispute from Stripe', () => {
  it('opened: on the order as an activity with the amount, reason and due date, and as an event', async () => {
    const { order, intent, sessionId } = await paidOrder();
    const dispute = double.dispute(intent, { reason: 'product_not_received' });
    const res = await double.deliver(stripe.webhooks, 'charge.dispute.created', intent);
    expect(res.status, await res.clone().text()).toBe(200);
    const activities = await disputeActivities(order);
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({ type: 'PAYMENT_PENDING', actor: 'SYSTEM' });
    expect(activities[0]!.detail).toContain(`Payment disputed in Stripe (${dispute.id}): $15.00`);
    expect(activities[0]!.detail).toContain('reason product_not_received');
    expect(activities[0]!.detail).toMatch(/Respond in Stripe by \d{4}-\d{2}-\d{2}/);
    const events = await paymentEvents(sessionId);
    expect(events.map((e) => e.event_type)).toEqual(['cartwright.v1.payment_disputed']);
    expect(events[0]!.payload).toMatchObject({
      actionEvent: {
        body: {
          orderId: order.id,
          providerDisputeId: dispute.id,
          amount: '15.00',
          currency: 'USD',
          reason: 'product_not_received',
          status: 'needs_response',
        },
      },
    });
  });

  it('the same event 5 times, 3 of them at once: recorded once', async () => {
    const { order, intent, sessionId } = await paidOrder();
    double.dispute(intent);
    const event = double.signedEvent('charge.dispute.created', intent);
    const answers = await Promise.all([send(event), send(event), send(event)]);
    answers.push(await send(event), await send(event));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await disputeActivities(order)).toHaveLength(1);
    expect((await paymentEvents(sessionId)).map((e) => e.event_type)).toEqual([
      'cartwright.v1.payment_disputed',
    ]);
  });

  it('forged or unsigned: 400 WEBHOOK_SIGNATURE_INVALID and nothing recorded', async () => {
    const { order, intent, sessionId } = await paidOrder();
    double.dispute(intent);
    const forged = await double.deliver(stripe.webhooks, 'charge.dispute.created', intent, {
      secret: 'whsec_forged',
    });
    expect(await errorOf(forged)).toMatchObject({ status: 400, code: 'WEBHOOK_SIGNATURE_INVALID' });
    const event = double.signedEvent('charge.dispute.created', intent);
    const unsigned = await stripe.webhooks(event.body, { 'content-type': 'application/json' });
    expect(await errorOf(unsigned)).toMatchObject({ status: 400, code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(await disputeActivities(order)).toEqual([]);
    expect(await paymentEvents(sessionId)).toEqual([]);
  });

  it('closed: lost says the money went back, won that it stays; each as an event', async () => {
    const lost = await paidOrder();
    double.dispute(lost.intent);
    await double.deliver(stripe.webhooks, 'charge.dispute.created', lost.intent);
    double.dispute(lost.intent, { status: 'lost' });
    expect((await double.deliver(stripe.webhooks, 'charge.dispute.closed', lost.intent)).status).toBe(200);
    const lostActivities = await disputeActivities(lost.order);
    expect(lostActivities.map((a) => a.type)).toEqual([
      'PAYMENT_PENDING',
      'ORDER_REFUNDED',
      'PAYMENT_CANCELED',
    ]);
    expect(lostActivities[2]!.detail).toContain("lost in Stripe: $15.00 went back to the buyer's bank");
    expect((await paymentEvents(lost.sessionId)).map((e) => e.event_type)).toEqual([
      'cartwright.v1.payment_disputed',
      'cartwright.v1.payment_dispute_closed',
    ]);

    const won = await paidOrder();
    double.dispute(won.intent, { status: 'won' });
    expect((await double.deliver(stripe.webhooks, 'charge.dispute.closed', won.intent)).status).toBe(200);
    expect((await orderOf(won.order)).paymentStatus).toBe('PAID');
    const wonActivities = await disputeActivities(won.order);
    expect(wonActivities.map((a) => a.type)).toEqual(['ORDER_PAID']);
    expect(wonActivities[0]!.detail).toContain('(won): the payment stays with the store');
  });

  it('opened leaves the payment status; lost refunds the disputed amount on the order, once per dispute', async () => {
    const { order, intent } = await paidOrder();
    double.dispute(intent, { amount: 600 });
    await double.deliver(stripe.webhooks, 'charge.dispute.created', intent);
    const opened = await orderOf(order);
    expect(opened.paymentStatus).toBe('PAID');
    expect(opened.paymentAttempts.at(-1)!.status).toBe('APPROVED');
    const dispute = double.dispute(intent, { status: 'lost' });
    const closed = double.signedEvent('charge.dispute.closed', intent);
    const answers = await Promise.all([send(closed), send(closed), send(closed)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    // Stripe sends a new event for the same dispute: still one refund.
    await double.deliver(stripe.webhooks, 'charge.dispute.closed', intent);
    const lost = await orderOf(order);
    expect(lost.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(lost.refunds).toHaveLength(1);
    expect(lost.refunds[0]).toMatchObject({
      amount: { amount: '6.00' },
      reason: `Dispute ${dispute.id} lost`,
    });
    expect(lost.balance.refunded.amount).toBe('6.00');
    expect(lost.paymentAttempts.at(-1)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: { amount: '6.00' },
      providerReference: intent,
    });
    // Nothing went to Stripe: the bank took the money back itself.
    expect([...double.refunds.values()].filter((r) => r.payment_intent === intent)).toEqual([]);
  });

  it('lost for the whole payment: FULLY_REFUNDED, the transaction REFUNDED', async () => {
    const { order, intent } = await paidOrder();
    double.dispute(intent, { status: 'lost' });
    expect((await double.deliver(stripe.webhooks, 'charge.dispute.closed', intent)).status).toBe(200);
    const lost = await orderOf(order);
    expect(lost.paymentStatus).toBe('FULLY_REFUNDED');
    expect(lost.paymentAttempts.at(-1)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: { amount: '15.00' },
    });
  });
});
