// A bank debit in flight (Stripe's `processing`): the order is placed at once, PENDING, its stock reserved, the
// buyer told payment is pending; then succeeded makes it PAID, failed cancels it (DECLINED) and restocks it.
// Exactly one order and one settlement in every ordering of the browser, the webhook and the store task.
import type { Order, PaymentAttempt } from '@cartwright/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { runStoreTasks } from '../housekeeping.js';
import type { StripeDouble } from '../test-support/stripe-double.js';
import { movableClock, type TestApp } from '../test-support/test-app.js';
import type { OrderKit } from './test-support/order-kit.js';
import { errorOf, type StripeKit, stripeStoreForTests } from './test-support/stripe-kit.js';

const clock = movableClock(new Date());
const fixture = stripeStoreForTests({ clock });
let t: TestApp;
let double: StripeDouble;
let kit: OrderKit;
let stripe: StripeKit;

beforeAll(() => {
  ({ t, double, kit, stripe } = fixture.get());
});

/** A fresh product (its own stock, so counts are this test's) in a ready checkout with its Stripe session. */
async function processing(quantity = 2) {
  const product = await kit.createProduct({
    name: `Lamp ${Math.random()}`,
    priceData: { price: 20 },
    stock: { trackInventory: true, quantity: 10 },
  });
  const buyer = await kit.visitor();
  const id = await kit.readyCheckout(buyer, [{ product, quantity }]);
  const session = await stripe.session(buyer, id);
  const intent = stripe.intentOf(session);
  double.process(intent);
  return { buyer, id, session, intent, productId: product.id! };
}

const adminOrder = async (id: string) => {
  const res = await kit.admin('GET', `/ecom/v1/orders/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { order: Order }).order;
};

const complete200 = async (...args: Parameters<StripeKit['complete']>) => {
  const res = await stripe.complete(...args);
  const body = (await res.json()) as { order: Order };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.order;
};

/** The e-mails of `kind` about this order (every test buyer has the same address). */
const mails = (order: Order, kind: string) =>
  t.deps.db
    .selectFrom('email_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', order.buyerInfo.email)
    .where('kind', '=', kind)
    .execute()
    .then((rows) => rows.filter((r) => new RegExp(`#${order.number}\\b`).test(r.subject)));

const orderEvents = (orderId: string) =>
  t.deps.db
    .selectFrom('event_outbox')
    .select(['event_type', 'payload'])
    .where('entity_id', '=', orderId)
    .orderBy('entity_event_sequence')
    .execute()
    .then((rows) => rows.map((r) => r.event_type));

const last = (order: Order): PaymentAttempt => order.paymentAttempts.at(-1)!;

describe('a payment processing at the bank', () => {
  it('places the order PENDING with its stock reserved; succeeded makes it PAID, once', async () => {
    const { buyer, id, session, intent, productId } = await processing();
    const pending = await complete200(buyer, id, session.id);
    expect(pending).toMatchObject({ status: 'APPROVED', paymentStatus: 'PENDING' });
    expect(pending.balance.paid.amount).toBe('0.00');
    expect(last(pending)).toMatchObject({
      method: 'PROVIDER',
      provider: 'stripe',
      outcome: 'APPROVED',
      status: 'PENDING',
      providerReference: intent,
      amount: { amount: '45.00' },
    });
    expect(await kit.stockOf(productId)).toBe(8);
    expect(pending.activities.map((a) => a.type)).toEqual(['ORDER_PLACED', 'PAYMENT_PENDING']);
    const [confirmation] = await mails(pending, 'order-confirmation');
    expect(confirmation!.text_body).toContain('Payment pending');
    // Still processing: the browser again, the webhook, the store task change nothing.
    expect((await complete200(buyer, id, session.id)).paymentStatus).toBe('PENDING');
    expect((await double.deliver(stripe.webhooks, 'payment_intent.processing', intent)).status).toBe(200);
    expect((await adminOrder(pending.id)).paymentStatus).toBe('PENDING');

    double.succeed(intent);
    expect((await double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent)).status).toBe(200);
    const paid = await adminOrder(pending.id);
    expect(paid).toMatchObject({ paymentStatus: 'PAID', status: 'APPROVED' });
    expect(paid.balance.paid.amount).toBe('45.00');
    expect(last(paid)).toMatchObject({ id: last(pending).id, outcome: 'APPROVED', status: 'APPROVED' });
    expect(paid.activities.map((a) => a.type)).toEqual(['ORDER_PLACED', 'PAYMENT_PENDING', 'ORDER_PAID']);
    expect(paid.activities.at(-1)!.detail).toContain(`Payment went through in Stripe (${intent})`);
    // Redelivered (a new event id), the browser again, the task: nothing twice.
    await double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent);
    expect((await complete200(buyer, id, session.id)).paymentStatus).toBe('PAID');
    clock.advance(6 * 60 * 1000);
    await runStoreTasks(t.deps);
    expect(await stripe.ordersOf(id)).toHaveLength(1);
    expect((await adminOrder(pending.id)).activities.filter((a) => a.type === 'ORDER_PAID')).toHaveLength(1);
    const paidMails = await mails(pending, 'order-paid');
    expect(paidMails).toHaveLength(1);
    expect(paidMails[0]!.subject).toBe(`Payment received for order #${pending.number}`);
    const events = await orderEvents(pending.id);
    expect(events.filter((e) => e.endsWith('order_payment_status_updated'))).toHaveLength(1);
    expect(await kit.stockOf(productId)).toBe(8);
  });

  it('failed at the bank: the order canceled, DECLINED, restocked, the intent canceled, the buyer told', async () => {
    const { buyer, id, session, intent, productId } = await processing(3);
    const pending = await complete200(buyer, id, session.id);
    expect(await kit.stockOf(productId)).toBe(7);
    double.decline(intent);
    expect((await double.deliver(stripe.webhooks, 'payment_intent.payment_failed', intent)).status).toBe(200);
    const failed = await adminOrder(pending.id);
    expect(failed).toMatchObject({ status: 'CANCELED', paymentStatus: 'DECLINED' });
    expect(last(failed)).toMatchObject({
      outcome: 'DECLINED',
      status: 'DECLINED',
      providerReference: intent,
    });
    expect(failed.activities.map((a) => a.type)).toEqual([
      'ORDER_PLACED',
      'PAYMENT_PENDING',
      'PAYMENT_DECLINED',
      'ORDER_CANCELED',
    ]);
    expect(await kit.stockOf(productId)).toBe(10);
    expect(double.intents.get(intent)!.status).toBe('canceled');
    expect(await mails(pending, 'order-payment-failed')).toHaveLength(1);
    // Read again by everyone: settled once, never restocked twice, no order made anew.
    await double.deliver(stripe.webhooks, 'payment_intent.payment_failed', intent);
    expect((await complete200(buyer, id, session.id)).status).toBe('CANCELED');
    clock.advance(6 * 60 * 1000);
    await runStoreTasks(t.deps);
    expect(await kit.stockOf(productId)).toBe(10);
    expect(await stripe.ordersOf(id)).toHaveLength(1);
    expect(await mails(pending, 'order-payment-failed')).toHaveLength(1);
    const events = await orderEvents(pending.id);
    expect(events.filter((e) => e.endsWith('order_canceled'))).toHaveLength(1);
  });

  it('the webhook first: it places the PENDING order, the browser gets the same one', async () => {
    const { buyer, id, session, intent } = await processing(1);
    expect((await double.deliver(stripe.webhooks, 'payment_intent.processing', intent)).status).toBe(200);
    const placed = await stripe.ordersOf(id);
    expect(placed).toHaveLength(1);
    const order = await complete200(buyer, id, session.id);
    expect(order).toMatchObject({ id: placed[0]!.id, paymentStatus: 'PENDING' });
  });

  it('a lost webhook: the store task places it PENDING, then PAID once the bank confirms', async () => {
    const { id, intent } = await processing(1);
    clock.advance(6 * 60 * 1000);
    await runStoreTasks(t.deps);
    const [placed] = await stripe.ordersOf(id);
    expect((await adminOrder(placed!.id)).paymentStatus).toBe('PENDING');
    double.succeed(intent);
    clock.advance(6 * 60 * 1000);
    await runStoreTasks(t.deps);
    expect((await adminOrder(placed!.id)).paymentStatus).toBe('PAID');
    expect(await stripe.ordersOf(id)).toHaveLength(1);
  });

  it('20 completions and the webhook at once, then again once it succeeded: one order, settled once', async () => {
    const { buyer, id, session, intent, productId } = await processing(1);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => stripe.complete(buyer, id, session.id)),
      double.deliver(stripe.webhooks, 'payment_intent.processing', intent),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(21).fill(200));
    const orders = await stripe.ordersOf(id);
    expect(orders).toHaveLength(1);
    expect(await kit.stockOf(productId)).toBe(9);
    double.succeed(intent);
    const again = await Promise.all([
      ...Array.from({ length: 20 }, () => stripe.complete(buyer, id, session.id)),
      double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent),
      double.deliver(stripe.webhooks, 'payment_intent.succeeded', intent),
    ]);
    expect(again.map((r) => r.status)).toEqual(Array(22).fill(200));
    const order = await adminOrder(orders[0]!.id);
    expect(order.paymentStatus).toBe('PAID');
    expect(order.activities.filter((a) => a.type === 'ORDER_PAID')).toHaveLength(1);
    expect(await mails(order, 'order-paid')).toHaveLength(1);
    expect(await stripe.ordersOf(id)).toHaveLength(1);
  });

  it('refusals: another buyer, an unknown session, a session of another checkout', async () => {
    const { id, session } = await processing(1);
    const stranger = await kit.visitor();
    expect(await errorOf(await stripe.complete(stranger, id, session.id))).toMatchObject({ status: 404 });
    const other = await processing(1);
    expect(await errorOf(await stripe.complete(other.buyer, other.id, session.id))).toMatchObject({
      status: 404,
      code: 'PAYMENT_SESSION_NOT_FOUND',
    });
    expect(
      await errorOf(await stripe.complete(other.buyer, other.id, '00000000-0000-4000-8000-000000000000')),
    ).toMatchObject({ status: 404, code: 'PAYMENT_SESSION_NOT_FOUND' });
    expect(await stripe.ordersOf(id)).toEqual([]);
    expect(await stripe.ordersOf(other.id)).toEqual([]);
  });

  it('the total moved while the debit processes: no order yet, PAYMENT_PROCESSING; refunded once it succeeds', async () => {
    const { buyer, id, session, intent } = await processing(1);
    const patched = await buyer('PATCH', `/ecom/v1/checkouts/${id}`, {
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: 'express' } } },
    });
    expect(patched.status).toBe(200);
    expect(await errorOf(await stripe.complete(buyer, id, session.id))).toMatchObject({
      status: 409,
      code: 'PAYMENT_PROCESSING',
    });
    expect(await stripe.ordersOf(id)).toEqual([]);
    double.succeed(intent);
    expect(await errorOf(await stripe.complete(buyer, id, session.id))).toMatchObject({
      status: 409,
      code: 'PRICES_CHANGED',
    });
    expect([...double.refunds.values()].filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect(await stripe.ordersOf(id)).toEqual([]);
  });
});
