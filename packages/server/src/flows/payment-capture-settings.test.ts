// The capture-later setting (stored, admin-only, validated) and capture on a store without Stripe: the test
// provider's sessions authorize when it is on (so capture later is testable without Stripe), the test card still
// charges at once (capture NOT_SUPPORTED), and an offline order has nothing to capture (OFFLINE).
import {
  type Order,
  type OrderResponse,
  PAYMENT_SETTINGS_PATH,
  type PaymentSettingsResponse,
} from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { APPROVING_CARD, OFFLINE, type OrderKit, orderKit } from './test-support/order-kit.js';
import { errorOf, type StripeKit, stripeKit } from './test-support/stripe-kit.js';

let t: TestApp;
let kit: OrderKit;
let stripe: StripeKit;
let mug: Awaited<ReturnType<OrderKit['createProduct']>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderKit(t);
  stripe = stripeKit(t, undefined as never);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 } });
});
afterAll(() => t.close());

const settings = async () => {
  const res = await kit.admin('GET', PAYMENT_SETTINGS_PATH);
  expect(res.status).toBe(200);
  return ((await res.json()) as PaymentSettingsResponse).paymentSettings;
};
const setCaptureLater = (body: unknown) => kit.admin('PATCH', PAYMENT_SETTINGS_PATH, body);
const step = (order: Order, path: string, body: unknown = {}) =>
  kit.admin('POST', `/cartwright/v1/orders/${order.id}/${path}`, body);
const orderOf = async (res: Response) => {
  const body = (await res.json()) as OrderResponse;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.order;
};

/** A buyer pays through the test provider's session: paid at once, or authorized with capture later on. */
async function testSessionOrder() {
  const buyer = await kit.visitor();
  const id = await kit.readyCheckout(buyer, [{ product: mug }]);
  const session = await stripe.session(buyer, id, 'test');
  return orderOf(await stripe.complete(buyer, id, session.id));
}

describe('the capture-later setting', () => {
  it('is off by default, stored when the admin turns it on, and answered with the webhook address', async () => {
    expect(await settings()).toMatchObject({
      captureLater: false,
      webhookUrl: `${t.deps.config.publicUrl}/cartwright/v1/payments/stripe/webhooks`,
    });
    const on = await setCaptureLater({ captureLater: true });
    expect(((await on.json()) as PaymentSettingsResponse).paymentSettings.captureLater).toBe(true);
    const row = await t.deps.db.selectFrom('payment_settings').selectAll().executeTakeFirstOrThrow();
    expect(row.capture_later).toBe(true);
    expect((await settings()).captureLater).toBe(true);
    await setCaptureLater({ captureLater: false });
    expect((await settings()).captureLater).toBe(false);
  });

  it('refuses bad input and anyone but an admin, changing nothing', async () => {
    for (const body of [
      {},
      { captureLater: 'yes' },
      { captureLater: 1 },
      { captureLater: null },
      { captureLater: true, secretKey: 'sk_live_x' },
      [],
    ]) {
      const res = await setCaptureLater(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const oversize = await setCaptureLater({ captureLater: true, pad: 'x'.repeat(2_000_000) });
    expect([400, 413]).toContain(oversize.status);
    const buyer = await kit.visitor();
    expect((await buyer('PATCH', PAYMENT_SETTINGS_PATH, { captureLater: true })).status).toBe(403);
    const member = await kit.member();
    expect((await member('GET', PAYMENT_SETTINGS_PATH)).status).toBe(403);
    const anonymous = await t.app.request(PAYMENT_SETTINGS_PATH, {
      method: 'PATCH',
      body: JSON.stringify({ captureLater: true }),
      headers: { 'content-type': 'application/json' },
    });
    expect([401, 403]).toContain(anonymous.status);
    expect((await settings()).captureLater).toBe(false);
  });
});

describe('capture later without Stripe', () => {
  it('off: a test session pays at once (PAID, APPROVED); capture refused as already paid', async () => {
    const order = await testSessionOrder();
    expect(order.paymentStatus).toBe('PAID');
    expect(order.paymentAttempts.at(-1)!.status).toBe('APPROVED');
    expect(await errorOf(await step(order, 'capture'))).toMatchObject({ status: 409, code: 'ORDER_IS_PAID' });
  });

  it('on: a test session authorizes (PENDING, AUTHORIZED), then captures in part, or voids on cancel', async () => {
    await setCaptureLater({ captureLater: true });
    try {
      const order = await testSessionOrder();
      expect(order.paymentStatus).toBe('PENDING');
      expect(order.paymentAttempts.at(-1)!.status).toBe('AUTHORIZED');
      const captured = await orderOf(await step(order, 'capture', { amount: '5' }));
      expect(captured.paymentStatus).toBe('PARTIALLY_PAID');
      expect(captured.activities.at(-1)!.detail).toBe(
        '$5.00 captured through the test provider; $10.00 released',
      );
      const other = await testSessionOrder();
      const canceled = await orderOf(await step(other, 'cancel', { restock: false }));
      expect(canceled).toMatchObject({ status: 'CANCELED', paymentStatus: 'CANCELED' });
      expect(canceled.paymentAttempts.at(-1)!.status).toBe('VOIDED');
    } finally {
      await setCaptureLater({ captureLater: false });
    }
  });

  it('the test card charges at once even with capture later on: capture and void NOT_SUPPORTED', async () => {
    await setCaptureLater({ captureLater: true });
    try {
      const buyer = await kit.visitor();
      const order = await kit.placeOrder(
        buyer,
        await kit.readyCheckout(buyer, [{ product: mug }]),
        APPROVING_CARD,
      );
      expect(order.paymentStatus).toBe('PAID');
      for (const path of ['capture', 'void']) {
        expect(await errorOf(await step(order, path))).toMatchObject({ status: 409, code: 'NOT_SUPPORTED' });
      }
      const canceled = await orderOf(await step(order, 'cancel'));
      expect(canceled).toMatchObject({ status: 'CANCELED', paymentStatus: 'PAID' });
    } finally {
      await setCaptureLater({ captureLater: false });
    }
  });

  it('an offline order has nothing to capture or void (OFFLINE); mark-paid still works', async () => {
    const buyer = await kit.visitor();
    const order = await kit.placeOrder(buyer, await kit.readyCheckout(buyer, [{ product: mug }]), OFFLINE);
    expect(order.paymentStatus).toBe('NOT_PAID');
    for (const path of ['capture', 'void']) {
      expect(await errorOf(await step(order, path))).toMatchObject({ status: 409, code: 'OFFLINE' });
    }
    expect((await orderOf(await step(order, 'mark-paid'))).paymentStatus).toBe('PAID');
  });
});
