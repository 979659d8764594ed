// After Stripe checkouts, what the store keeps and logs: no card number, expiry or CVC (they go to Stripe only)
// and no secret key or webhook secret, in the request log, every table, or any answer. And a store without
// Stripe: the test provider still sells, Stripe is refused with a clear code, the settings say so.
import { PAYMENT_SETTINGS_PATH, type PaymentSettingsResponse } from '@cartwright/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, findLeaks } from '../test-support/log-capture.js';
import { type StripeDouble, startStripeDouble } from '../test-support/stripe-double.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { APPROVING_CARD, orderKit } from './test-support/order-kit.js';
import { errorOf, STRIPE_CARD, stripeKit } from './test-support/stripe-kit.js';

let double: StripeDouble;
beforeAll(async () => {
  double = await startStripeDouble();
});
afterAll(() => double.close());

/** Every row of every table of the store, as text: what a dump of the database would hold. */
async function databaseText(t: TestApp): Promise<string[]> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.deps.db);
  expect(tables.rows.map((r) => r.name)).toContain('payment_sessions');
  const rows: string[] = [];
  for (const { name } of tables.rows) {
    const found = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(
      t.deps.db,
    );
    rows.push(...found.rows.map((r) => `${name}: ${r.row}`));
  }
  return rows;
}

describe('after Stripe checkouts', () => {
  it('the request log, every table and the answers hold no card data and no Stripe secret', async () => {
    const logs = captureLogs();
    const t = await createTestApp({ config: { stripe: double.config }, logger: logs.logger });
    try {
      const kit = await orderKit(t);
      const stripe = stripeKit(t, double);
      const mug = await kit.createProduct({
        name: 'Mug',
        priceData: { price: 10 },
        stock: { trackInventory: false },
      });
      const answers: string[] = [];
      for (let i = 0; i < 3; i++) {
        const buyer = await kit.visitor();
        const id = await kit.readyCheckout(buyer, [{ product: mug }]);
        const session = await stripe.session(buyer, id);
        answers.push(JSON.stringify(session));
        double.succeed(stripe.intentOf(session), STRIPE_CARD);
        if (i === 0)
          await double.deliver(stripe.webhooks, 'payment_intent.succeeded', stripe.intentOf(session));
        const order = await kit.placeOrder(buyer, id, { method: 'PROVIDER', paymentSessionId: session.id });
        answers.push(JSON.stringify(order));
      }
      const settings = await kit.admin('GET', PAYMENT_SETTINGS_PATH);
      const body = (await settings.json()) as PaymentSettingsResponse;
      expect(body.paymentSettings.providers).toContainEqual({
        provider: 'stripe',
        configured: true,
        mode: 'test',
        keys: { api: true, publishable: true, webhook: true },
      });
      answers.push(JSON.stringify(body));
      const secrets = {
        cardNumber: STRIPE_CARD.number,
        expiry: STRIPE_CARD.expiry!,
        secretKey: double.secretKey,
        webhookSecret: double.webhookSecret,
      };
      const dump = await databaseText(t);
      expect(dump.some((row) => row.startsWith('payment_sessions:'))).toBe(true);
      expect(logs.lines.some((line) => line.includes('payment-sessions'))).toBe(true);
      for (const place of [logs.lines, dump, answers]) {
        expect(findLeaks(place, secrets)).toEqual([]);
        expect(place.join('\n')).not.toMatch(/cvc|"987"|exp_(month|year)/i);
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('a store without Stripe', () => {
  it('sells with the test card and test sessions; Stripe is refused with PAYMENT_PROVIDER_NOT_CONFIGURED', async () => {
    const t = await createTestApp();
    try {
      const kit = await orderKit(t);
      const stripe = stripeKit(t, double);
      const mug = await kit.createProduct({
        name: 'Mug',
        priceData: { price: 10 },
        stock: { trackInventory: false },
      });
      const buyer = await kit.visitor();
      const id = await kit.readyCheckout(buyer, [{ product: mug }]);
      expect(await errorOf(await stripe.startSession(buyer, id))).toMatchObject({
        status: 400,
        code: 'PAYMENT_PROVIDER_NOT_CONFIGURED',
      });
      const session = await stripe.session(buyer, id, 'test');
      expect(session).toMatchObject({ provider: 'test', amount: '15.00', amountMinor: 1500 });
      const order = await kit.placeOrder(buyer, id, { method: 'PROVIDER', paymentSessionId: session.id });
      expect(order).toMatchObject({
        paymentStatus: 'PAID',
        paymentAttempts: [{ method: 'PROVIDER', provider: 'test' }],
      });
      const other = await kit.visitor();
      const card = await kit.placeOrder(
        other,
        await kit.readyCheckout(other, [{ product: mug }]),
        APPROVING_CARD,
      );
      expect(card.paymentAttempts).toMatchObject([{ method: 'CARD', outcome: 'APPROVED', last4: '4242' }]);
      expect(card.paymentAttempts[0]).not.toHaveProperty('provider');
      const hook = await stripe.webhooks('{}', {
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=x',
      });
      expect(await errorOf(hook)).toMatchObject({ status: 400, code: 'PAYMENT_PROVIDER_NOT_CONFIGURED' });
      const settings = (await (
        await kit.admin('GET', PAYMENT_SETTINGS_PATH)
      ).json()) as PaymentSettingsResponse;
      expect(settings.paymentSettings).toEqual({
        providers: [
          { provider: 'test', configured: true },
          { provider: 'stripe', configured: false },
        ],
        webhookUrl: `${t.deps.config.publicUrl}/cartwright/v1/payments/stripe/webhooks`,
        captureLater: false,
      });
      expect((await buyer('GET', PAYMENT_SETTINGS_PATH)).status).toBe(403);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('a store taking live Stripe payments', () => {
  it('turns the test provider off: the test card and test sessions are refused, the settings say so', async () => {
    const live = { secretKey: 'sk_live_x', publishableKey: 'pk_live_y', apiUrl: double.url };
    const t = await createTestApp({ config: { stripe: live } });
    try {
      const kit = await orderKit(t);
      const stripe = stripeKit(t, double);
      const mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 } });
      const buyer = await kit.visitor();
      const id = await kit.readyCheckout(buyer, [{ product: mug }]);
      const refused = { status: 400, code: 'PAYMENT_PROVIDER_NOT_CONFIGURED' };
      expect(await errorOf(await kit.complete(buyer, id, APPROVING_CARD))).toMatchObject(refused);
      expect(await errorOf(await stripe.startSession(buyer, id, 'test'))).toMatchObject(refused);
      expect(await stripe.ordersOf(id)).toEqual([]);
      const settings = (await (
        await kit.admin('GET', PAYMENT_SETTINGS_PATH)
      ).json()) as PaymentSettingsResponse;
      expect(settings.paymentSettings.providers).toEqual([
        { provider: 'test', configured: false },
        {
          provider: 'stripe',
          configured: true,
          mode: 'live',
          keys: { api: true, publishable: true, webhook: false },
        },
      ]);
      const offline = await kit.complete(buyer, id, { method: 'OFFLINE' });
      expect(offline.status).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
