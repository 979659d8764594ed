// One transaction record per payment attempt, as the admin's order read answers it: each with its amount, the
// provider and its reference, and a status in the spec's vocabulary (DECLINED, APPROVED, PENDING, REFUNDED,
// PARTIALLY_REFUNDED, CANCELED), for the test card, OFFLINE and Stripe, through the HTTP API.
import { adminOrderPath, type Order } from '@cartwright/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StripeDouble } from '../test-support/stripe-double.js';
import { APPROVING_CARD, DECLINING_CARD, OFFLINE, type OrderKit } from './test-support/order-kit.js';
import { type StripeKit, stripeStoreForTests } from './test-support/stripe-kit.js';

const fixture = stripeStoreForTests();
let double: StripeDouble;
let kit: OrderKit;
let stripe: StripeKit;

beforeAll(() => {
  ({ double, kit, stripe } = fixture.get());
});

const ready = async () => {
  const buyer = await kit.visitor();
  return { buyer, id: await kit.readyCheckout(buyer, [{ product: fixture.get().mug }]) };
};

async function adminRead(orderId: string): Promise<Order> {
  const res = await kit.admin('GET', adminOrderPath(orderId));
  const body = (await res.json()) as { order: Order };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.order;
}

async function adminPost(orderId: string, step: string, body: unknown = {}): Promise<Order> {
  const res = await kit.admin('POST', `${adminOrderPath(orderId)}/${step}`, body);
  const answer = (await res.json()) as { order: Order };
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer.order;
}

const statuses = (order: Order) => order.paymentAttempts.map((a) => a.status);

describe('an order’s transactions', () => {
  it('the test card: a decline and the approval, each for the total', async () => {
    const { buyer, id } = await ready();
    expect((await kit.complete(buyer, id, DECLINING_CARD)).status).toBe(402);
    const placed = await kit.placeOrder(buyer, id, APPROVING_CARD);
    const order = await adminRead(placed.id);
    expect(statuses(order)).toEqual(['DECLINED', 'APPROVED']);
    expect(order.paymentAttempts.map((a) => a.amount?.amount)).toEqual(['15.00', '15.00']);
    expect(order.paymentAttempts[1]).not.toHaveProperty('providerReference');
  });

  it('OFFLINE: PENDING, APPROVED once marked paid, then PARTIALLY_REFUNDED and REFUNDED as it goes back', async () => {
    const { buyer, id } = await ready();
    const placed = await kit.placeOrder(buyer, id, OFFLINE);
    expect(statuses(await adminRead(placed.id))).toEqual(['PENDING']);
    expect(statuses(await adminPost(placed.id, 'mark-paid'))).toEqual(['APPROVED']);
    const part = await adminPost(placed.id, 'refunds', { amount: '4.00', reason: 'Chipped' });
    expect(part.paymentAttempts[0]).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: { amount: '4.00', formattedAmount: '$4.00' },
    });
    const all = await adminPost(placed.id, 'refunds', { amount: '11.00' });
    expect(all.paymentStatus).toBe('FULLY_REFUNDED');
    expect(all.paymentAttempts[0]).toMatchObject({ status: 'REFUNDED', refundedAmount: { amount: '15.00' } });
  });

  it('OFFLINE canceled unpaid: CANCELED', async () => {
    const { buyer, id } = await ready();
    const placed = await kit.placeOrder(buyer, id, OFFLINE);
    expect(statuses(await adminPost(placed.id, 'cancel'))).toEqual(['CANCELED']);
  });

  it('Stripe: declined, then approved with its PaymentIntent; a refund through Stripe shows on it', async () => {
    const { buyer, id } = await ready();
    const session = await stripe.session(buyer, id);
    const intent = stripe.intentOf(session);
    double.decline(intent);
    expect((await stripe.complete(buyer, id, session.id)).status).toBe(402);
    const placed = await stripe.payWithStripe(buyer, id);
    const order = await adminRead(placed.id);
    expect(order.paymentAttempts).toMatchObject([
      { status: 'DECLINED', provider: 'stripe', providerReference: intent },
      { status: 'APPROVED', provider: 'stripe', providerReference: intent, brand: 'visa', last4: '4242' },
    ]);
    const refunded = await adminPost(placed.id, 'refunds', { amount: '15.00' });
    expect(refunded.paymentAttempts[1]).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: { amount: '15.00' },
    });
    expect(refunded.paymentAttempts[0]!.status).toBe('DECLINED');
  });

  it('a second payment given back is a transaction of its own, REFUNDED, beside the one that paid', async () => {
    const { buyer, id } = await ready();
    const session = await stripe.session(buyer, id);
    const order = await kit.placeOrder(buyer, id, APPROVING_CARD);
    double.succeed(stripe.intentOf(session));
    expect((await stripe.complete(buyer, id, session.id)).status).toBe(200);
    const read = await adminRead(order.id);
    expect(read.paymentStatus).toBe('PAID');
    expect(read.paymentAttempts).toMatchObject([
      { method: 'CARD', status: 'APPROVED' },
      {
        method: 'PROVIDER',
        status: 'REFUNDED',
        providerReference: stripe.intentOf(session),
        refundedAmount: { amount: '15.00' },
      },
    ]);
    // Refunding the order refunds the paying attempt, not the second one.
    const part = await adminPost(order.id, 'refunds', { amount: '5.00' });
    expect(statuses(part)).toEqual(['PARTIALLY_REFUNDED', 'REFUNDED']);
  });

  it('refusals: an unknown order 404, a buyer or no one may not read the admin order', async () => {
    expect((await kit.admin('GET', adminOrderPath('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await kit.admin('GET', adminOrderPath('not-a-uuid'))).status).toBe(404);
    const { buyer, id } = await ready();
    const placed = await kit.placeOrder(buyer, id, APPROVING_CARD);
    expect([401, 403]).toContain((await buyer('GET', adminOrderPath(placed.id))).status);
  });
});
