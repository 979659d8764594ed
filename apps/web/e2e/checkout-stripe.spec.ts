// End to end: paying on the hosted checkout through Stripe, offline. A store of the spec's own runs with --stripe-*
// flags pointing at the in-repo Stripe API double; Stripe.js is the double of support/stripe-js-double.js. The
// Payment Element takes the card in Stripe's frame; Pay keeps the details, makes the payment session, confirms at
// "Stripe" (3-D Secure included) and completes with the session. Each buyer ends with exactly one order, paid, and
// the thank-you page; no request to the store ever carries the card. With SHOTS_DIR set, the payment step, the
// decline and the 3-D Secure challenge are saved at 1280 and 375 px.
import { join } from 'node:path';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { checkoutPaperFilters } from './support/checkout.js';
import {
  cardFrame,
  clickPay,
  ordersOf,
  STRIPE_CARDS,
  type StripeStore,
  serveStripeJs,
  startStripeStore,
  typeStripeCard,
} from './support/stripe.js';

// The three buyers share one store: one at a time, and each payment (details kept, session, confirm, complete)
// given the time a loaded two-core machine takes.
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 20_000 });

let stripe: StripeStore;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stripe = await startStripeStore('checkout-stripe');
});
test.afterAll(async () => {
  await stripe?.stop();
});

/** Every request the page sends to the store, with its body; and the console's errors (CSP refusals land there). */
async function watch(page: Page) {
  const toStore: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(stripe.store.origin))
      toStore.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  page.on('console', (message) => {
    // Stripe's frames log their own 402 for a decline, as Stripe's do; the store's pages must log nothing.
    const fromStripe = /^https:\/\/(js|api|hooks)\.stripe\.com\//.test(message.location().url);
    if (message.type() === 'error' && !fromStripe) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await serveStripeJs(page, stripe.double);
  return { toStore, errors };
}

/** No card number, expiry or security code in anything sent to the store. */
function expectNoCardData(toStore: string[]) {
  expect(toStore.length).toBeGreaterThan(0);
  for (const sent of toStore) {
    for (const card of Object.values(STRIPE_CARDS)) {
      expect(sent).not.toContain(card.replace(/ /g, ''));
      expect(sent).not.toContain(encodeURIComponent(card));
      expect(sent).not.toContain(card);
    }
    expect(sent).not.toMatch(/"(cvc|number|expiry)"/);
    expect(sent).not.toContain('12 / 34');
  }
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 1280;
  for (const size of [1280, 375]) {
    await page.setViewportSize({ width: size, height: size === 375 ? 812 : 900 });
    await page.screenshot({ path: join(dir, `${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width, height: 720 });
}

async function expectOneOrder(email: string) {
  const orders = await ordersOf(stripe, email);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.paymentStatus).toBe('PAID');
}

async function expectThanked(page: Page) {
  await expect(page).toHaveURL(/\/thank-you\/[^/]+$/);
  await expect(page.getByText(/Order #\d+ is placed/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid');
}

test('the Payment Element approves: one order, the thank-you page, no card data at the store', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { toStore, errors } = await watch(page);
  const email = `stripe.ok.${Date.now()}@example.com`;
  const opened = await page.goto(`${stripe.store.origin}/`);
  const csp = opened?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' https://js.stripe.com;");
  expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
  expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
  await checkoutPaperFilters(page, stripe.store.origin, email);

  // Stripe's frame instead of the test card form.
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
  await expect(payment.getByLabel('Expiry (MM/YY)')).toHaveCount(0);
  await expect(payment).toContainText('Paid through Stripe');

  // An empty card is refused by Stripe's own check, before anything is sent.
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card number is incomplete.' })).toBeVisible();
  expect(toStore.filter((sent) => sent.includes('/payment-sessions'))).toHaveLength(0);

  await typeStripeCard(page, STRIPE_CARDS.approves);
  await shoot(page, 'payment-element');
  await clickPay(page);
  await expectThanked(page);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('4242');
  await expectOneOrder(email);
  expect(toStore.filter((sent) => sent.includes('/payment-sessions'))).toHaveLength(1);
  expect(toStore.filter((sent) => sent.includes('"method":"PROVIDER"'))).toHaveLength(1);
  expectNoCardData(toStore);
  expect(errors).toEqual([]);
});

test("a decline shows Stripe's message and keeps the form; another card places one order", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { toStore, errors } = await watch(page);
  const email = `stripe.decline.${Date.now()}@example.com`;
  await checkoutPaperFilters(page, stripe.store.origin, email);
  await typeStripeCard(page, STRIPE_CARDS.declines);
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await clickPay(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(pay).toBeEnabled();
  await shoot(page, 'payment-declined');
  expect(await ordersOf(stripe, email)).toHaveLength(0);

  await cardFrame(page).getByLabel('Card number').fill(STRIPE_CARDS.approves);
  await clickPay(page);
  await expectThanked(page);
  await expectOneOrder(email);
  // One session for the checkout, reused by the second try; completed once.
  expect(toStore.filter((sent) => sent.includes('/payment-sessions'))).toHaveLength(2);
  const checkoutId = /\/checkouts\/([^/?]+)\/payment-sessions/.exec(
    toStore.find((sent) => sent.includes('/payment-sessions'))!,
  )?.[1];
  const intents = [...stripe.double.intents.values()].filter(
    (intent) => intent.metadata.checkoutId !== undefined && intent.metadata.checkoutId === checkoutId,
  );
  expect(intents).toHaveLength(1);
  expect(intents[0]!.status).toBe('succeeded');
  expectNoCardData(toStore);
  expect(errors).toEqual([]);
});

test('3-D Secure: a failed challenge says so, a completed one places one order', async ({ page }) => {
  test.setTimeout(120_000);
  const { toStore, errors } = await watch(page);
  const email = `stripe.3ds.${Date.now()}@example.com`;
  await checkoutPaperFilters(page, stripe.store.origin, email);
  await typeStripeCard(page, STRIPE_CARDS.threeDSecure);
  await clickPay(page);
  const challenge = page.getByRole('dialog', { name: '3D Secure authentication' });
  await expect(challenge).toBeVisible();
  const bank = page.frameLocator('iframe[title="3D Secure challenge"]');
  await expect(bank.getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible();
  // Waiting on the bank: the Pay button cannot send a second payment.
  await expect(page.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  await shoot(page, 'payment-3ds');
  await bank.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(challenge).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'unable to authenticate' })).toBeVisible();
  expect(await ordersOf(stripe, email)).toHaveLength(0);

  await clickPay(page);
  await expect(challenge).toBeVisible();
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expectThanked(page);
  await expectOneOrder(email);
  expectNoCardData(toStore);
  expect(errors).toEqual([]);
});
