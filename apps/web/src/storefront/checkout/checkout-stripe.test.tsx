// @vitest-environment happy-dom
// The hosted checkout with Stripe configured, against scripted store answers and a fake Stripe.js: the Payment
// Element replaces the card form, Pay keeps the details, makes the session, confirms at Stripe and completes with
// PROVIDER; Stripe's refusals and a payment still processing are shown; a return from a Stripe redirect completes
// the session named in it. Without Stripe, Stripe.js is never loaded.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type Answer, completes, config, ORDER, refusal, renderCheckout } from './checkout-test-kit.js';
import type { StripeConstructor, StripePaymentIntentResult } from './stripe/stripe-js.js';

const SESSION = {
  id: 'ps-1',
  provider: 'stripe',
  clientSecret: 'pi_1_secret_abc',
  publishableKey: 'pk_test_web1',
  amount: '15.02',
  amountMinor: 1502,
  currency: 'USD',
};
const stripeConfig = { ...config, stripePublishableKey: 'pk_test_web1' };

/** A Stripe.js whose submit and confirm answer what the test says, recording how it was called. */
function fakeStripe(submitted: { error?: { type: string; message: string } } = {}) {
  const confirmed: unknown[] = [];
  const mounted: string[] = [];
  let next: StripePaymentIntentResult = { paymentIntent: { id: 'pi_1', status: 'succeeded' } };
  const Stripe = ((key: string) => ({
    elements: (options: unknown) => ({
      options,
      create: () => ({
        mount: (target: HTMLElement) => {
          mounted.push(key);
          // Stripe's frame; a div here, as happy-dom loads no frames.
          target.append(
            Object.assign(document.createElement('div'), { title: 'Secure payment input frame' }),
          );
        },
        on: () => {},
        destroy: () => {},
      }),
      submit: async () => submitted,
      update: () => {},
    }),
    confirmPayment: async (options: unknown) => {
      confirmed.push(options);
      return next;
    },
  })) as unknown as StripeConstructor;
  window.Stripe = Stripe;
  return { confirmed, mounted, answer: (result: StripePaymentIntentResult) => (next = result) };
}

const sessions: Record<string, Answer> = {
  '/ecom/v1/checkouts/ch-1/payment-sessions': () => Response.json({ paymentSession: SESSION }),
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete window.Stripe;
});

const pay = async () =>
  fireEvent.click(await screen.findByRole('button', { name: 'Pay $15.02' }, { timeout: 5000 }));

it('mounts the Payment Element, then keeps the details, confirms at Stripe and completes with the session', async () => {
  const stripe = fakeStripe();
  const { sent, location } = renderCheckout(() => Response.json({ order: ORDER }), '', undefined, {
    config: stripeConfig,
    answers: sessions,
  });
  const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 5000 });
  await vi.waitFor(() => expect(stripe.mounted).toEqual(['pk_test_web1']));
  expect(within(payment).queryByLabelText('Card number')).toBeNull();
  expect(within(payment).getByTitle('Secure payment input frame')).toBeTruthy();
  await pay();
  await vi.waitFor(() => expect(location.history.at(-1)).toBe('/thank-you/o-1'));
  const writes = sent.filter((r) => r.method !== 'GET').map((r) => r.path);
  expect(writes).toEqual([
    '/ecom/v1/checkouts/ch-1',
    '/ecom/v1/checkouts/ch-1/payment-sessions',
    '/ecom/v1/checkouts/ch-1/complete',
  ]);
  expect(sent.find((r) => r.path.endsWith('/payment-sessions'))?.body).toMatchObject({ provider: 'stripe' });
  expect(stripe.confirmed).toEqual([
    expect.objectContaining({
      clientSecret: 'pi_1_secret_abc',
      redirect: 'if_required',
      confirmParams: { return_url: expect.stringMatching(/[?&]payment_session=ps-1$/) },
    }),
  ]);
  expect(completes(sent)[0]?.body).toMatchObject({
    payment: { method: 'PROVIDER', paymentSessionId: 'ps-1' },
  });
  // No card field of ours was ever sent anywhere.
  expect(JSON.stringify(sent)).not.toMatch(/"card"|"cvc"|"number"/);
});

it("shows Stripe's decline and sends no completion; paying again completes once", async () => {
  const stripe = fakeStripe();
  stripe.answer({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
  const { sent, location } = renderCheckout(() => Response.json({ order: ORDER }), '', undefined, {
    config: stripeConfig,
    answers: sessions,
  });
  await pay();
  expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
  expect(completes(sent)).toHaveLength(0);
  stripe.answer({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
  await pay();
  await vi.waitFor(() => expect(location.history.at(-1)).toBe('/thank-you/o-1'));
  expect(completes(sent)).toHaveLength(1);
  expect(stripe.confirmed).toHaveLength(2);
});

it("stops at the element's own check: its message, and nothing sent", async () => {
  const stripe = fakeStripe({
    error: { type: 'validation_error', message: 'Your card number is incomplete.' },
  });
  const { sent } = renderCheckout(() => Response.json({ order: ORDER }), '', undefined, {
    config: stripeConfig,
    answers: sessions,
  });
  await pay();
  expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
  expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  expect(stripe.confirmed).toHaveLength(0);
});

it('says a payment the bank still processes will be e-mailed, instead of asking to pay again', async () => {
  fakeStripe().answer({ paymentIntent: { id: 'pi_1', status: 'processing' } });
  renderCheckout(() => refusal(409, 'PAYMENT_PROCESSING'), '', undefined, {
    config: stripeConfig,
    answers: sessions,
  });
  await pay();
  const status = await screen.findByRole('status', { name: 'Your payment is being processed' });
  expect(status.textContent).toContain("We'll e-mail you at ann@example.com");
  expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
});

it('refuses a session the store cannot make: the reason, and no confirmation at Stripe', async () => {
  const stripe = fakeStripe();
  renderCheckout(() => Response.json({ order: ORDER }), '', undefined, {
    config: stripeConfig,
    answers: {
      '/ecom/v1/checkouts/ch-1/payment-sessions': () => refusal(409, 'OUT_OF_STOCK', { lineItems: [] }),
    },
  });
  await pay();
  expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  expect(stripe.confirmed).toHaveLength(0);
});

it('back from a Stripe redirect, completes the session named in the return URL and thanks', async () => {
  fakeStripe();
  const { sent, location } = renderCheckout(
    () => Response.json({ order: ORDER }),
    '?payment_session=ps-9&payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_x&redirect_status=succeeded',
    undefined,
    { config: stripeConfig, answers: sessions },
  );
  await vi.waitFor(() => expect(location.history.at(-1)).toBe('/thank-you/o-1'), { timeout: 5000 });
  expect(completes(sent).map((r) => r.body)).toEqual([
    { id: 'ch-1', payment: { method: 'PROVIDER', paymentSessionId: 'ps-9' } },
  ]);
});

it('back from a failed redirect, shows the pay form with why and completes nothing', async () => {
  fakeStripe();
  const { sent } = renderCheckout(
    () => Response.json({ order: ORDER }),
    '?payment_session=ps-9&payment_intent=pi_9&redirect_status=failed',
    undefined,
    { config: stripeConfig, answers: sessions },
  );
  expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
    'did not authorize the payment',
  );
  expect(screen.getByRole('button', { name: 'Pay $15.02' })).toBeTruthy();
  expect(completes(sent)).toHaveLength(0);
});

it('without Stripe, keeps the test card form and never loads Stripe.js', async () => {
  renderCheckout(() => Response.json({ order: ORDER }));
  const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 5000 });
  expect(within(payment).getByLabelText('Card number')).toBeTruthy();
  expect(document.querySelector('script[src*="stripe"]')).toBeNull();
});
