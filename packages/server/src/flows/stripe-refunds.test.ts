// Admin refunds of orders paid with Stripe go through Stripe (idempotency key, whole or in part) and are recorded
// only once Stripe took them; test-card orders are recorded as before.
import type { Order, OrderResponse, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeDouble } from '../test-support/stripe-double.js';
import type { TestApp } from '../test-support/test-app.js';
import { APPROVING_CARD, type OrderKit } from './test-support/order-kit.js';
import { errorOf, type StripeKit, type StripeStore, startStripeStore } from './test-support/stripe-kit.js';

let store: StripeStore;
let t: TestApp;
let double: StripeDouble;
let kit: OrderKit;
let stripe: StripeKit;
let mug: Product;

beforeAll(async () => {
  store = await startStripeStore();
  ({ t, double, kit, stripe, mug } = store);
});
afterAll(() => store.close());

const refund = (order: Order, body: Record<string, unknown>) =>
  kit.admin('POST', `/cartwright/v1/orders/${order.id}/refunds`, body);
const intentOfOrder = async (order: Order) => {
  const row = await t.deps.db
    .selectFrom('payment_sessions')
    .select('provider_ref')
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  return row.provider_ref;
};
/** A refund made in Stripe's dashboard, not through the store. */
const dashboardRefund = async (intent: string, amount?: number) => {
  const res = await fetch(`${double.url}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${double.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `payment_intent=${intent}${amount === undefined ? '' : `&amount=${amount}`}`,
  });
  expect(res.status).toBe(200);
};
const refundsAt = (intent: string) => [...double.refunds.values()].filter((r) => r.payment_intent === intent);

describe('refunding an order paid with Stripe', () => {
  it('in part then the rest, each through Stripe with its own key; then ALREADY_REFUNDED with nothing sent', async () => {
    const buyer = await kit.visitor();
    const order = await stripe.payWithStripe(
      buyer,
      await kit.readyCheckout(buyer, [{ product: mug, quantity: 2 }]),
    );
    const intent = await intentOfOrder(order);
    const part = await refund(order, { amount: '10.00', reason: 'One mug broke' });
    const partBody = (await part.json()) as OrderResponse;
    expect(part.status, JSON.stringify(partBody)).toBe(200);
    expect(partBody.order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(partBody.order.activities.at(-1)!.detail).toMatch(
      /^\$10\.00 refunded through Stripe \(re_\w+\): One mug broke$/,
    );
    expect(refundsAt(intent).map((r) => r.amount)).toEqual([1000]);
    const rest = await refund(order, { amount: '15.00' });
    expect(((await rest.json()) as OrderResponse).order.paymentStatus).toBe('FULLY_REFUNDED');
    expect(refundsAt(intent).map((r) => r.amount)).toEqual([1000, 1500]);
    const keys = double.calls.filter((c) => c.path === '/v1/refunds').map((c) => c.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await errorOf(await refund(order, { amount: '1.00' }))).toMatchObject({
      status: 409,
      code: 'ALREADY_REFUNDED',
    });
    expect(refundsAt(intent)).toHaveLength(2);
  });

  it('Stripe down: 503 PROVIDER_IS_DOWN, nothing recorded; Stripe refusing: its §8 code, nothing recorded', async () => {
    const buyer = await kit.visitor();
    const order = await stripe.payWithStripe(buyer, await kit.readyCheckout(buyer, [{ product: mug }]));
    const intent = await intentOfOrder(order);
    double.down = true;
    try {
      expect(await errorOf(await refund(order, { amount: '5.00' }))).toMatchObject({
        status: 503,
        code: 'PROVIDER_IS_DOWN',
      });
    } finally {
      double.down = false;
    }
    // Refunded in Stripe's dashboard meanwhile: Stripe refuses, the store records nothing.
    const charge = double.intents.get(intent)!.latest_charge!;
    await fetch(`${double.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${double.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `payment_intent=${intent}`,
    });
    expect(charge).toMatch(/^ch_/);
    expect(await errorOf(await refund(order, { amount: '5.00' }))).toMatchObject({
      status: 409,
      code: 'ALREADY_REFUNDED',
    });
    const read = await kit.admin('GET', `/cartwright/v1/orders/${order.id}`);
    expect(((await read.json()) as OrderResponse).order).toMatchObject({
      paymentStatus: 'PAID',
      refunds: [],
    });
  }, 30_000);

  it('refunded in Stripe’s dashboard (charge.refunded): recorded once, from what Stripe says; ours are not doubled', async () => {
    const buyer = await kit.visitor();
    const order = await stripe.payWithStripe(
      buyer,
      await kit.readyCheckout(buyer, [{ product: mug, quantity: 2 }]),
    );
    const intent = await intentOfOrder(order);
    await dashboardRefund(intent, 500);
    expect((await double.deliver(stripe.webhooks, 'charge.refunded', intent)).status).toBe(200);
    expect((await double.deliver(stripe.webhooks, 'charge.refunded', intent)).status).toBe(200);
    const read = async () =>
      ((await (await kit.admin('GET', `/cartwright/v1/orders/${order.id}`)).json()) as OrderResponse).order;
    const after = await read();
    expect(after).toMatchObject({
      paymentStatus: 'PARTIALLY_REFUNDED',
      refunds: [{ amount: { amount: '5.00' } }],
    });
    expect(after.activities.at(-1)!.detail).toBe(
      '$5.00 refunded in Stripe: Refunded at the payment provider',
    );
    const rest = await refund(order, { amount: '20.00' });
    expect(rest.status).toBe(200);
    expect((await double.deliver(stripe.webhooks, 'charge.refunded', intent)).status).toBe(200);
    expect(await read()).toMatchObject({
      paymentStatus: 'FULLY_REFUNDED',
      balance: { refunded: { amount: '25.00' } },
    });
    expect((await read()).refunds).toHaveLength(2);
  });

  it('a test-card order is refunded as before, with no call to Stripe', async () => {
    const buyer = await kit.visitor();
    const order = await kit.placeOrder(
      buyer,
      await kit.readyCheckout(buyer, [{ product: mug }]),
      APPROVING_CARD,
    );
    const before = double.calls.length;
    const res = await refund(order, { amount: '15.00' });
    expect(((await res.json()) as OrderResponse).order.paymentStatus).toBe('FULLY_REFUNDED');
    expect(double.calls.length).toBe(before);
  });
});
