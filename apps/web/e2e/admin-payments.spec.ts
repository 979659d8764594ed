// The admin's Payments page and capture later in Chromium: the owner sees the providers, their mode and which
// keys are set (never a key), copies the webhook address, turns capture later on; a shopper's order then waits
// authorized, and the owner captures it from the order page.
import { expect, type Page, test } from '@playwright/test';
import { checkoutPaperFilters, SHOPPER } from './support/checkout.js';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

const SAN_FRANCISCO = { country: 'US', subdivision: 'US-CA', postalCode: '94103' };

let store: OwnStore;
// Stripe test keys with no API behind them: enough for the page to show Stripe's mode and keys.
const STRIPE_FLAGS = ['--stripe-secret-key', 'sk_test_e2e', '--stripe-publishable-key', 'pk_test_e2e'];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('payments', STRIPE_FLAGS);
});
test.afterAll(() => store?.stop());

/** Screens at both widths, for the record. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A shopper's order paid through a test-provider session (authorized when capture later is on). */
async function shopperOrder(page: Page): Promise<{ id: string; number: number }> {
  let token = '';
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/oauth2/token' || response.status() !== 200) return;
    const body = (await response.json()) as { access_token?: string };
    if (body.access_token) token = body.access_token;
  });
  const email = `capture.${Date.now()}@example.com`;
  await checkoutPaperFilters(page, store.origin, email);
  const checkoutId = new URL(page.url()).pathname.split('/').at(-1)!;
  expect(token).not.toBe('');
  const post = (path: string, body: unknown) =>
    fetch(`${store.origin}${path}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // What the pay form would keep with the checkout before paying: the contact and the full address.
  const kept = await fetch(`${store.origin}/ecom/v1/checkouts/${checkoutId}`, {
    method: 'PATCH',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({
      checkout: {
        buyerInfo: { email },
        shippingInfo: {
          shippingDestination: {
            address: { ...SAN_FRANCISCO, addressLine: SHOPPER.street, city: SHOPPER.city },
            contactDetails: { firstName: SHOPPER.firstName, lastName: SHOPPER.lastName },
          },
        },
        billingSameAsShipping: true,
      },
    }),
  });
  expect(kept.status).toBe(200);
  const session = await post(`/ecom/v1/checkouts/${checkoutId}/payment-sessions`, { provider: 'test' });
  expect(session.status).toBe(200);
  const { paymentSession } = (await session.json()) as { paymentSession: { id: string } };
  const done = await post(`/ecom/v1/checkouts/${checkoutId}/complete`, {
    payment: { method: 'PROVIDER', paymentSessionId: paymentSession.id },
  });
  expect(done.status).toBe(200);
  return ((await done.json()) as { order: { id: string; number: number } }).order;
}

test('the owner sets capture later on the Payments page and captures an authorized order', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.origin });
  await signInAsOwner(page, store, 'orders', 'Orders');
  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const providers = page.getByRole('region', { name: 'Providers' });
  await expect(providers.getByRole('heading', { name: /Stripe Test mode/ })).toBeVisible();
  const keys = page.getByRole('list', { name: 'Stripe keys' });
  await expect(keys.getByRole('listitem')).toHaveText([
    /Secret key .*Set$/,
    /Publishable key .*Set$/,
    /Webhook signing secret .*Not set$/,
  ]);
  await expect(page.getByText('sk_test_e2e')).toHaveCount(0);
  const webhook = `${store.origin}/cartwright/v1/payments/stripe/webhooks`;
  await expect(page.getByText(webhook, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Copy the webhook address' }).click();
  await expect(page.getByRole('button', { name: 'Copy the webhook address' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webhook);

  const captureLater = page.getByLabel('Authorize now, capture later');
  await expect(captureLater).not.toBeChecked();
  await captureLater.check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Authorize now, capture later')).toBeChecked();
  await shoot(page, 'payments-settings');

  const shopper = await (await browser.newContext()).newPage();
  const order = await shopperOrder(shopper);
  await shopper.close();
  await page.goto(`${store.origin}/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.number}` })).toBeVisible();
  await expect(page.locator('.order-admin-meta').getByText('Payment pending')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Mark as paid' })).toHaveCount(0);
  const capture = page.getByRole('form', { name: 'Capture payment' });
  await expect(capture).toBeVisible();
  await expect(page.getByRole('form', { name: 'Void authorization' })).toBeVisible();
  await shoot(page, 'order-authorized');
  await capture.getByLabel(/Amount to capture/).fill('0');
  await capture.getByRole('button', { name: 'Capture payment' }).click();
  await expect(capture.getByText(/More than 0 and at most/)).toBeVisible();
  await page.reload();
  await page
    .getByRole('form', { name: 'Capture payment' })
    .getByRole('button', { name: 'Capture payment' })
    .click();
  await expect(page.getByText(`The payment of order #${order.number} is captured.`)).toBeVisible();
  await expect(page.locator('.order-admin-meta').getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Capture payment' })).toHaveCount(0);
  await expect(page.getByText(/captured through the test provider/)).toBeVisible();
  await shoot(page, 'order-captured');
  expect(problems).toEqual([]);
});
