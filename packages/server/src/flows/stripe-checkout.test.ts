// Paying a checkout with Stripe (against the in-repo double, through the official SDK): approve, decline then
// approve, 3-D Secure, processing (the order PENDING), the session reused and its amount kept at the total, refusals.
import type { Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payCheckoutThroughDouble, type StripeDouble } from '../test-support/stripe-double.js';
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

const ready = async (quantity = 2) => {
  const buyer = await kit.visitor();
  return { buyer, id: await kit.readyCheckout(buyer, [{ product: mug, quantity }]) };
};

describe('paying with Stripe', () => {
  it('approve: one PaymentIntent with the total and the checkout in its metadata, then a PAID order', async () => {
    const { buyer, id } = await ready();
    const session = await stripe.session(buyer, id);
    expect(session).toMatchObject({
      provider: 'stripe',
      amount: '25.00',
      amountMinor: 2500,
      currency: 'USD',
      publishableKey: double.publishableKey,
    });
    const intent = double.intents.get(stripe.intentOf(session))!;
    expect(intent).toMatchObject({
      amount: 2500,
      currency: 'usd',
      metadata: { checkoutId: id, store: t.deps.config.publicUrl },
    });
    const creates = double.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents');
    expect(creates.every((c) => c.idempotencyKey)).toBe(true);
    double.succeed(intent.id);
    const res = await stripe.complete(buyer, id, session.id);
    const { order } = (await res.json()) as { order: import('@cartwright/contracts').Order };
    expect(res.status).toBe(200);
    expect(order).toMatchObject({
      paymentStatus: 'PAID',
      balance: { paid: { amount: '25.00' } },
      paymentAttempts: [
        {
          method: 'PROVIDER',
          provider: 'stripe',
          outcome: 'APPROVED',
          status: 'APPROVED',
          last4: '4242',
          brand: 'visa',
        },
      ],
    });
    expect(order.activities.map((a) => [a.type, a.detail ?? null])).toEqual([
      ['ORDER_PLACED', null],
      ['ORDER_PAID', 'Paid through Stripe by visa card ending in 4242'],
    ]);
    // Again: the same order; and the checkout takes no new session.
    const again = await stripe.complete(buyer, id, session.id);
    expect(((await again.json()) as { order: { id: string } }).order.id).toBe(order.id);
    expect(await errorOf(await stripe.startSession(buyer, id))).toMatchObject({
      status: 409,
      code: 'CHECKOUT_ALREADY_COMPLETED',
    });
    expect(stripe.intentsFor(id)).toHaveLength(1);
  });

  it('decline then approve: one DECLINED attempt per try, the checkout open, then the order with both', async () => {
    const { buyer, id } = await ready(1);
    const session = await stripe.session(buyer, id);
    double.decline(stripe.intentOf(session));
    const declined = await errorOf(await stripe.complete(buyer, id, session.id));
    expect(declined).toMatchObject({
      status: 402,
      code: 'PAYMENT_DECLINED',
      data: { declineCode: 'generic_decline' },
    });
    // Read twice (a reload), the same refusal is still one attempt.
    expect(await errorOf(await stripe.complete(buyer, id, session.id))).toMatchObject({ status: 402 });
    const checkout = await kit.readCheckout(buyer, id);
    expect(checkout.completed).toBeFalsy();
    expect(checkout.paymentAttempts).toMatchObject([
      { method: 'PROVIDER', provider: 'stripe', outcome: 'DECLINED', last4: '0002' },
    ]);
    const resumed = await stripe.session(buyer, id);
    expect(resumed.id).toBe(session.id);
    double.succeed(stripe.intentOf(resumed));
    const order = await kit.placeOrder(buyer, id, { method: 'PROVIDER', paymentSessionId: session.id });
    expect(order.paymentAttempts.map((a) => a.outcome)).toEqual(['DECLINED', 'APPROVED']);
    expect(order.activities.map((a) => a.type)).toEqual(['PAYMENT_DECLINED', 'ORDER_PLACED', 'ORDER_PAID']);
    expect(stripe.intentsFor(id)).toHaveLength(1);
  });

  it('3-D Secure: requires_action is a 409 the page follows, then the order', async () => {
    const { buyer, id } = await ready(1);
    const session = await stripe.session(buyer, id);
    expect(await errorOf(await stripe.complete(buyer, id, session.id))).toMatchObject({
      status: 409,
      code: 'PAYMENT_INCOMPLETE',
    });
    double.requireAction(stripe.intentOf(session));
    expect(await errorOf(await stripe.complete(buyer, id, session.id))).toMatchObject({
      status: 409,
      code: 'PAYMENT_REQUIRES_ACTION',
      data: { paymentSessionId: session.id, status: 'requires_action' },
    });
    double.succeed(stripe.intentOf(session));
    expect(
      (await kit.placeOrder(buyer, id, { method: 'PROVIDER', paymentSessionId: session.id })).paymentStatus,
    ).toBe('PAID');
  });

  it('processing: the order placed PENDING at once, PAID when it succeeds (more in stripe-pending.test.ts)', async () => {
    const { buyer, id } = await ready(1);
    const session = await stripe.session(buyer, id);
    double.process(stripe.intentOf(session));
    const res = await stripe.complete(buyer, id, session.id);
    const pending = ((await res.json()) as { order: { id: string; paymentStatus: string } }).order;
    expect(res.status).toBe(200);
    expect(pending.paymentStatus).toBe('PENDING');
    double.succeed(stripe.intentOf(session));
    const again = await stripe.complete(buyer, id, session.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { order: { id: string; paymentStatus: string } }).order).toMatchObject({
      id: pending.id,
      paymentStatus: 'PAID',
    });
    expect(await stripe.ordersOf(id)).toHaveLength(1);
  });

  it('a repeat session call reuses the intent, updating its amount when the total changed before paying', async () => {
    const { buyer, id } = await ready(1);
    const first = await stripe.session(buyer, id);
    expect(first.amount).toBe('15.00');
    expect((await stripe.session(buyer, id)).id).toBe(first.id);
    const patched = await buyer('PATCH', `/ecom/v1/checkouts/${id}`, {
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: 'express' } } },
    });
    expect(patched.status).toBe(200);
    const moved = await stripe.session(buyer, id);
    expect(moved).toMatchObject({ id: first.id, amount: '25.00', amountMinor: 2500 });
    expect(double.intents.get(stripe.intentOf(first))!.amount).toBe(2500);
    const update = double.calls.find(
      (c) => c.path === `/v1/payment_intents/${stripe.intentOf(first)}` && c.method === 'POST',
    );
    expect(update?.idempotencyKey).toBeTruthy();
    expect(stripe.intentsFor(id)).toHaveLength(1);
  });

  it('refuses another buyer’s checkout (404), an unknown provider (400), a session of another checkout (404)', async () => {
    const { buyer, id } = await ready(1);
    const other = await ready(1);
    expect((await stripe.startSession(other.buyer, id)).status).toBe(404);
    const unknown = await stripe.startSession(buyer, id, 'paypal');
    expect(unknown.status).toBe(400);
    const session = await stripe.session(other.buyer, other.id);
    expect(await errorOf(await stripe.complete(buyer, id, session.id))).toMatchObject({
      status: 404,
      code: 'PAYMENT_SESSION_NOT_FOUND',
    });
    expect(await errorOf(await stripe.complete(buyer, id, 'not-a-uuid'))).toMatchObject({ status: 404 });
    expect((await stripe.complete(other.buyer, id, session.id)).status).toBe(404);
    const bare = await kit.visitor();
    const noEmail = await kit.checkoutOf(bare, [{ product: mug }]);
    expect(await errorOf(await stripe.startSession(bare, noEmail))).toMatchObject({
      status: 400,
      code: 'MISSING_EMAIL',
    });
  });

  it('Stripe that does not answer: 503 PAYMENT_PROVIDER_UNAVAILABLE, nothing changed; the test card still works', async () => {
    const { buyer, id } = await ready(1);
    const session = await stripe.session(buyer, id);
    double.succeed(stripe.intentOf(session));
    double.down = true;
    try {
      expect(await errorOf(await stripe.complete(buyer, id, session.id))).toMatchObject({
        status: 503,
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
    } finally {
      double.down = false;
    }
    expect(await stripe.ordersOf(id)).toEqual([]);
    expect((await stripe.complete(buyer, id, session.id)).status).toBe(200);
    const card = await ready(1);
    expect((await kit.placeOrder(card.buyer, card.id, APPROVING_CARD)).paymentStatus).toBe('PAID');
  }, 30_000);

  it('the bench helper pays a ready checkout through the double, and throws on a refusal', async () => {
    const { buyer, id } = await ready(1);
    const post = async (path: string, body: unknown) => {
      const res = await buyer('POST', path, body);
      return { status: res.status, body: await res.json() };
    };
    expect(await payCheckoutThroughDouble(double, post, id)).toMatchObject({ paymentStatus: 'PAID' });
    await expect(payCheckoutThroughDouble(double, post, id)).rejects.toThrow('payment-sessions answered 409');
  });
});
