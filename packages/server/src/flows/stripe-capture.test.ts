// Capture later through Stripe (the API double): with the setting on, PaymentIntents are made with manual capture
// and an intent in requires_capture places an order that waits (PENDING, transaction AUTHORIZED). The admin
// captures it (whole, in part, at fulfilment) or voids it (cancel voids it); Stripe's refusals come back as spec
// §8's codes, and two captures at once capture once.
import { type Order, type OrderResponse, PAYMENT_SETTINGS_PATH } from '@cartwright/contracts';
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

beforeAll(async () => {
  ({ t, double, kit, stripe } = fixture.get());
  const on = await kit.admin('PATCH', PAYMENT_SETTINGS_PATH, { captureLater: true });
  expect(on.status).toBe(200);
});

/** A buyer's order of `quantity` mugs ($10 each, $5 shipping) authorized at Stripe; its intent. */
async function authorizedOrder(quantity = 1) {
  const buyer = await kit.visitor();
  const id = await kit.readyCheckout(buyer, [{ product: fixture.get().mug, quantity }]);
  const order = await stripe.payWithStripe(buyer, id);
  const intent = stripe.intentsFor(id)[0]!;
  return { order, intent, buyer };
}

const step = (order: Order, path: string, body: unknown = {}) =>
  kit.admin('POST', `/cartwright/v1/orders/${order.id}/${path}`, body);
const orderOf = async (res: Response) => {
  const body = (await res.json()) as OrderResponse;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.order;
};
const readOrder = async (order: Order) => orderOf(await kit.admin('GET', `/ecom/v1/orders/${order.id}`));
const captureCalls = (intent: string) =>
  double.calls.filter((c) => c.path === `/v1/payment_intents/${intent}/capture`);
const paymentEventTypes = async (orderId: string) => {
  const session = await t.deps.db
    .selectFrom('payment_sessions')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const rows = await t.deps.db
    .selectFrom('event_outbox')
    .select('event_type')
    .where('entity_id', '=', session.id)
    .orderBy('entity_event_sequence')
    .execute();
  return rows.map((r) => r.event_type);
};
/** Stripe cancels an authorization nobody captured in time (7 days), as its dashboard can. */
const expireAtStripe = async (intent: string) => {
  const res = await fetch(`${double.url}/v1/payment_intents/${intent}/cancel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${double.secretKey}` },
  });
  expect(res.status).toBe(200);
};

describe('capture later through Stripe', () => {
  it('authorizes: manual capture at Stripe, the order PENDING with an AUTHORIZED transaction, nothing paid', async () => {
    const { order, intent } = await authorizedOrder();
    const created = double.calls.find((c) => c.path === '/v1/payment_intents' && c.method === 'POST');
    expect(created?.body.capture_method).toBe('manual');
    expect(double.intents.get(intent)!.status).toBe('requires_capture');
    expect(order.paymentStatus).toBe('PENDING');
    expect(order.paymentAttempts.at(-1)).toMatchObject({ method: 'PROVIDER', status: 'AUTHORIZED' });
    expect(order.balance?.paid?.amount ?? '0').toMatch(/^0(\.0+)?$/);
    expect(order.activities.map((a) => a.type)).not.toContain('ORDER_PAID');
  });

  it('captures the whole authorization: PAID, transaction APPROVED, an activity and payment_captured', async () => {
    const { order, intent } = await authorizedOrder();
    const captured = await orderOf(await step(order, 'capture'));
    expect(captured.paymentStatus).toBe('PAID');
    expect(captured.paymentAttempts.at(-1)!.status).toBe('APPROVED');
    expect(captured.activities.at(-1)).toMatchObject({ type: 'ORDER_PAID', actor: 'ADMIN' });
    expect(captured.activities.at(-1)!.detail).toBe('$15.00 captured through Stripe');
    expect(double.intents.get(intent)).toMatchObject({ status: 'succeeded', amount_received: 1500 });
    expect(captureCalls(intent)).toHaveLength(1);
    expect(captureCalls(intent)[0]!.idempotencyKey).toBe(`order-${order.id}-capture-1500`);
    expect(await paymentEventTypes(order.id)).toContain('cartwright.v1.payment_captured');
    expect(await errorOf(await step(order, 'capture'))).toMatchObject({ status: 409, code: 'ORDER_IS_PAID' });
    expect(await errorOf(await step(order, 'void'))).toMatchObject({ status: 409, code: 'ORDER_IS_PAID' });
    expect(captureCalls(intent)).toHaveLength(1);
  });

  it('captures in part: PARTIALLY_PAID for what was taken, the rest released; that part can be refunded', async () => {
    const { order, intent } = await authorizedOrder(2);
    expect(await errorOf(await step(order, 'capture', { amount: '25.01' }))).toMatchObject({
      status: 409,
      code: 'CAPTURE_AMOUNT_TOO_LARGE',
      data: { available: '25.00' },
    });
    expect(captureCalls(intent)).toHaveLength(0);
    const captured = await orderOf(await step(order, 'capture', { amount: '12.50' }));
    expect(captured.paymentStatus).toBe('PARTIALLY_PAID');
    expect(captured.activities.at(-1)!.detail).toBe('$12.50 captured through Stripe; $12.50 released');
    expect(double.intents.get(intent)).toMatchObject({ status: 'succeeded', amount_received: 1250 });
    expect(captureCalls(intent)[0]!.body.amount_to_capture).toBe('1250');
    const tooMuch = await step(order, 'refunds', { amount: '12.51' });
    expect(await errorOf(tooMuch)).toMatchObject({ status: 409, code: 'REFUND_AMOUNT_TOO_LARGE' });
    const refunded = await orderOf(await step(order, 'refunds', { amount: '12.50' }));
    expect(refunded.paymentStatus).toBe('FULLY_REFUNDED');
  });

  it('voids on cancel: the authorization released at Stripe, payment CANCELED, transaction VOIDED', async () => {
    const { order, intent } = await authorizedOrder();
    const canceled = await orderOf(await step(order, 'cancel'));
    expect(canceled.status).toBe('CANCELED');
    expect(canceled.paymentStatus).toBe('CANCELED');
    expect(canceled.paymentAttempts.at(-1)!.status).toBe('VOIDED');
    expect(double.intents.get(intent)!.status).toBe('canceled');
    const types = canceled.activities.map((a) => a.type);
    expect(types.slice(-2)).toEqual(['PAYMENT_CANCELED', 'ORDER_CANCELED']);
    expect(canceled.activities.at(-2)!.detail).toBe(
      'Authorization of $15.00 voided through Stripe: the buyer is not charged',
    );
    expect(await paymentEventTypes(order.id)).toContain('cartwright.v1.payment_voided');
    expect(await errorOf(await step(order, 'capture'))).toMatchObject({
      status: 409,
      code: 'ORDER_IS_CANCELLED',
    });
  });

  it('voids without canceling: the order stays open, its payment CANCELED; capture is then EXPIRED', async () => {
    const { order, intent } = await authorizedOrder();
    const voided = await orderOf(await step(order, 'void'));
    expect(voided.status).not.toBe('CANCELED');
    expect(voided.paymentStatus).toBe('CANCELED');
    expect(double.intents.get(intent)!.status).toBe('canceled');
    expect(await errorOf(await step(order, 'capture'))).toMatchObject({ status: 409, code: 'EXPIRED' });
    expect(await errorOf(await step(order, 'void'))).toMatchObject({ status: 409, code: 'EXPIRED' });
  });

  it('an authorization expired or canceled at Stripe: capture EXPIRED, nothing recorded; cancel still cancels', async () => {
    const { order, intent } = await authorizedOrder();
    await expireAtStripe(intent);
    expect(await errorOf(await step(order, 'capture'))).toMatchObject({ status: 409, code: 'EXPIRED' });
    const after = await readOrder(order);
    expect(after.paymentStatus).toBe('PENDING');
    expect(after.activities).toHaveLength(order.activities.length);
    const fulfil = await step(order, 'fulfillments', {});
    expect(await errorOf(fulfil)).toMatchObject({ status: 409, code: 'EXPIRED' });
    expect((await readOrder(order)).fulfillmentStatus).toBe('NOT_FULFILLED');
    const canceled = await orderOf(await step(order, 'cancel'));
    expect(canceled).toMatchObject({ status: 'CANCELED', paymentStatus: 'CANCELED' });
  });

  it('fulfilment captures an authorized order first, then ships', async () => {
    const { order, intent } = await authorizedOrder();
    const shipped = await orderOf(await step(order, 'fulfillments', {}));
    expect(shipped).toMatchObject({ paymentStatus: 'PAID', fulfillmentStatus: 'FULFILLED' });
    expect(double.intents.get(intent)!.status).toBe('succeeded');
    expect(shipped.activities.map((a) => a.type).slice(-2)).toEqual(['ORDER_PAID', 'ORDER_FULFILLED']);
  });

  it('two captures at once capture once: one 200, one ORDER_IS_PAID, one call to Stripe', async () => {
    const { order, intent } = await authorizedOrder();
    const answers = await Promise.all([step(order, 'capture'), step(order, 'capture')]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await errorOf(refused)).toMatchObject({ code: 'ORDER_IS_PAID' });
    expect(captureCalls(intent)).toHaveLength(1);
    const after = await readOrder(order);
    expect(after.activities.filter((a) => a.type === 'ORDER_PAID')).toHaveLength(1);
  });

  it('capture and void at once: one wins, the money is either captured or released, never both', async () => {
    const { order, intent } = await authorizedOrder();
    const answers = await Promise.all([step(order, 'capture'), step(order, 'void')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await readOrder(order);
    const status = double.intents.get(intent)!.status;
    expect([after.paymentStatus, status]).toEqual(
      after.paymentStatus === 'PAID' ? ['PAID', 'succeeded'] : ['CANCELED', 'canceled'],
    );
  });

  it('Stripe down: 503 PAYMENT_PROVIDER_UNAVAILABLE, nothing recorded; mark-paid of an authorization refused', async () => {
    const { order } = await authorizedOrder();
    double.down = true;
    try {
      const res = await step(order, 'capture');
      expect(await errorOf(res)).toMatchObject({ status: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
      const cancel = await step(order, 'cancel');
      expect(await errorOf(cancel)).toMatchObject({ status: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    } finally {
      double.down = false;
    }
    expect(await readOrder(order)).toMatchObject({ status: 'APPROVED', paymentStatus: 'PENDING' });
    const marked = await step(order, 'mark-paid');
    expect(await errorOf(marked)).toMatchObject({ status: 409, code: 'NOT_SUPPORTED' });
  });

  it('refuses bad input, unknown orders and callers who are not admins', async () => {
    const { order, buyer } = await authorizedOrder();
    for (const body of [
      { amount: 'abc' },
      { amount: 5 },
      { amount: '0' },
      { amount: '1.001' },
      { extra: 1 },
    ]) {
      const res = await step(order, 'capture', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await step(order, 'capture', { id: 'another' })).status).toBe(400);
    expect((await step(order, 'void', { amount: '1.00' })).status).toBe(400);
    const unknown = { id: '00000000-0000-4000-8000-000000000000' } as Order;
    expect((await step(unknown, 'capture')).status).toBe(404);
    expect((await step({ id: 'not-a-uuid' } as Order, 'void')).status).toBe(404);
    for (const path of ['capture', 'void']) {
      const res = await buyer('POST', `/cartwright/v1/orders/${order.id}/${path}`, {});
      expect(res.status).toBe(403);
      const anonymous = await t.app.request(`/cartwright/v1/orders/${order.id}/${path}`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect([401, 403]).toContain(anonymous.status);
    }
    expect((await readOrder(order)).paymentStatus).toBe('PENDING');
  });
});
