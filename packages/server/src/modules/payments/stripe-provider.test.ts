// The Stripe provider through the official SDK against the in-repo Stripe double: the calls as Stripe reads
// them (form-encoded, nested metadata, Idempotency-Key), intents moved and mapped, refunds, signed webhooks.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeDouble, startStripeDouble } from '../../test-support/stripe-double.js';
import { parseStripeForm } from '../../test-support/stripe-form.js';
import {
  InvalidWebhookError,
  type PaymentProvider,
  ProviderRefusedError,
  ProviderUnavailableError,
} from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';

let double: StripeDouble;
let stripe: PaymentProvider;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = createStripeProvider(double.config);
});
afterAll(() => double.close());

const start = (key: string, amountMinor = 2500) =>
  stripe.startPayment({
    amountMinor,
    currency: 'USD',
    idempotencyKey: key,
    metadata: { checkoutId: 'c1', store: 's' },
  });

describe('the Stripe form encoding', () => {
  it('nests metadata and reads arrays with and without indexes', () => {
    expect(
      parseStripeForm('amount=100&metadata[a]=b&metadata[c]=d&expand[0]=x&expand[1]=y&tags[]=t'),
    ).toEqual({
      amount: '100',
      metadata: { a: 'b', c: 'd' },
      expand: ['x', 'y'],
      tags: ['t'],
    });
    expect(parseStripeForm('a%5Bb%5D%5Bc%5D=1')).toEqual({ a: { b: { c: '1' } } });
  });
});

describe('the Stripe provider against the double', () => {
  it('creates an intent with its metadata and key, and the same key answers the same intent', async () => {
    const key = `k-${Math.random()}`;
    const first = await start(key);
    expect(first).toMatchObject({ state: 'requires_payment', amountMinor: 2500, currency: 'USD' });
    expect(first.clientSecret).toMatch(/^pi_\w+_secret_/);
    const call = double.calls.find((c) => c.path === '/v1/payment_intents' && c.idempotencyKey === key);
    expect(call?.body).toMatchObject({
      amount: '2500',
      currency: 'usd',
      metadata: { checkoutId: 'c1', store: 's' },
    });
    expect((await start(key)).ref).toBe(first.ref);
    await expect(start(key, 2600)).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect([...double.intents.values()].filter((i) => i.id === first.ref)).toHaveLength(1);
  });

  it('reads succeeded with the card, declined with the try named, 3-D Secure and processing', async () => {
    const payment = await start(`k-${Math.random()}`);
    double.requireAction(payment.ref);
    expect((await stripe.readPayment(payment.ref)).state).toBe('requires_action');
    double.decline(payment.ref);
    const declined = await stripe.readPayment(payment.ref);
    expect(declined).toMatchObject({ state: 'requires_payment', declined: { code: 'generic_decline' } });
    expect(declined.declined?.key).toMatch(/^ch_/);
    double.process(payment.ref);
    expect((await stripe.readPayment(payment.ref)).state).toBe('processing');
    double.succeed(payment.ref, { number: '5555555555554444' });
    expect(await stripe.readPayment(payment.ref)).toMatchObject({
      state: 'succeeded',
      card: { last4: '4444', brand: 'mastercard' },
    });
  });

  it('updates an unpaid amount, refuses to update a paid one, refunds in part then the rest, once per key', async () => {
    const payment = await start(`k-${Math.random()}`);
    const updated = await stripe.updatePayment(payment.ref, {
      amountMinor: 3000,
      currency: 'USD',
      idempotencyKey: `u-${payment.ref}`,
    });
    expect(updated.amountMinor).toBe(3000);
    double.succeed(payment.ref);
    await expect(
      stripe.updatePayment(payment.ref, {
        amountMinor: 10,
        currency: 'USD',
        idempotencyKey: `u2-${payment.ref}`,
      }),
    ).rejects.toBeInstanceOf(ProviderRefusedError);
    const part = await stripe.refund(payment.ref, { amountMinor: 1000, idempotencyKey: `r1-${payment.ref}` });
    expect(part).toMatchObject({ state: 'succeeded', amountMinor: 1000 });
    expect(
      (await stripe.refund(payment.ref, { amountMinor: 1000, idempotencyKey: `r1-${payment.ref}` })).ref,
    ).toBe(part.ref);
    expect((await stripe.refund(payment.ref, { idempotencyKey: `r2-${payment.ref}` })).amountMinor).toBe(
      2000,
    );
    await expect(stripe.refund(payment.ref, { idempotencyKey: `r3-${payment.ref}` })).rejects.toMatchObject({
      name: 'ProviderRefusedError',
      code: 'charge_already_refunded',
    });
  });

  it('captures an authorization in part, and voids another', async () => {
    const held = await stripe.startPayment({
      amountMinor: 5000,
      currency: 'USD',
      idempotencyKey: `h-${Math.random()}`,
      metadata: {},
      captureLater: true,
    });
    double.succeed(held.ref);
    expect((await stripe.readPayment(held.ref)).state).toBe('authorized');
    const captured = await stripe.capture(held.ref, { amountMinor: 4000, idempotencyKey: `c-${held.ref}` });
    expect(captured.state).toBe('succeeded');
    const other = await stripe.startPayment({
      amountMinor: 5000,
      currency: 'USD',
      idempotencyKey: `h-${Math.random()}`,
      metadata: {},
      captureLater: true,
    });
    double.succeed(other.ref);
    expect((await stripe.cancel(other.ref, { idempotencyKey: `v-${other.ref}` })).state).toBe('canceled');
  });

  it('verifies webhooks: signed ones parse, forged, stale and unsigned ones throw', async () => {
    const payment = await start(`k-${Math.random()}`);
    double.succeed(payment.ref);
    const signed = double.signedEvent('payment_intent.succeeded', payment.ref);
    const headers = (signature?: string) => new Headers(signature ? { 'stripe-signature': signature } : {});
    expect(stripe.parseWebhook(signed.body, headers(signed.signature))).toMatchObject({
      id: signed.eventId,
      kind: 'payment_succeeded',
      paymentRef: payment.ref,
    });
    const forged = double.signedEvent('payment_intent.succeeded', payment.ref, { secret: 'whsec_forged' });
    expect(() => stripe.parseWebhook(forged.body, headers(forged.signature))).toThrow(InvalidWebhookError);
    const stale = double.signedEvent('payment_intent.succeeded', payment.ref, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(() => stripe.parseWebhook(stale.body, headers(stale.signature))).toThrow(InvalidWebhookError);
    expect(() => stripe.parseWebhook(signed.body, headers())).toThrow(InvalidWebhookError);
    const tampered = signed.body.replace('"amount":2500', '"amount":1');
    expect(() => stripe.parseWebhook(tampered, headers(signed.signature))).toThrow(InvalidWebhookError);
    const other = double.signedEvent('customer.created', payment.ref);
    expect(stripe.parseWebhook(other.body, headers(other.signature))).toMatchObject({
      kind: 'ignored',
      type: 'customer.created',
    });
  });

  it('a provider that is down is ProviderUnavailableError; a wrong key is Stripe’s refusal', async () => {
    double.down = true;
    try {
      await expect(stripe.readPayment('pi_x')).rejects.toBeInstanceOf(ProviderUnavailableError);
    } finally {
      double.down = false;
    }
    const wrong = createStripeProvider({ ...double.config, secretKey: 'sk_test_wrong' });
    await expect(wrong.readPayment('pi_x')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  }, 20_000);
});
