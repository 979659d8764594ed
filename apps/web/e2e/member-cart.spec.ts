// End to end: a member who just signed up without a cart is not asked for one (no 404 at sign-up, none on any
// page); a cart the member fills on another device shows as soon as they come back to this tab.
import { expect, type Page, test } from '@playwright/test';
import { latestMail } from './support/member-mail.js';
import { type OwnStore, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.beforeAll(async () => {
  // A fresh embedded database takes seconds to create and seed.
  test.setTimeout(240_000);
  store = await startOwnStore('member-cart');
});
test.afterAll(() => store?.stop());

const isCartRead = (url: string) => new URL(url).pathname === '/ecom/v1/carts/current';

/** The cart reads the page sends from now on, and whatever failed or was logged as an error. */
function watch(page: Page) {
  const cartReads: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && isCartRead(request.url())) cartReads.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return { cartReads, problems };
}

/** The shopper switches to another tab or app and back: the page is hidden, then shown again. */
async function leaveAndReturn(page: Page) {
  await page.evaluate(() => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a new member without a cart is not asked for one on any page; a cart made on another device shows on return', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const email = `cart.${Date.now()}@example.com`;
  const password = 'difference-engine';
  await page.goto(`${store.origin}/auth/signup`);
  await page.getByLabel('First name').fill('Charles');
  await page.getByLabel('Last name').fill('Babbage');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page
    .getByLabel('Verification code')
    .fill(await latestMail(store, email, 'verification-code', 'code'));
  // A new member has the visitor's cart, here none: the app knows it and does not ask only to hear 404.
  const seen = watch(page);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${store.origin}/account`);
  for (const path of ['/', '/products', '/cart']) {
    await page.goto(`${store.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(seen.cartReads).toEqual([]);
  expect(seen.problems).toEqual([]);

  // The same member on another device fills a cart.
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto(`${store.origin}/auth/login`);
  await other.getByLabel('E-mail', { exact: true }).fill(email);
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('region', { name: 'Your session' })).toContainText('Charles');
  await other.goto(`${store.origin}/product-page/french-press`);
  await other.getByRole('button', { name: 'Add to cart' }).click();
  await expect(other.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await phone.close();

  // Back in the first tab the cart shows without a reload.
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toHaveCount(0);
  await leaveAndReturn(page);
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
  expect(seen.cartReads).toHaveLength(1);
  expect(seen.problems).toEqual([]);
});
