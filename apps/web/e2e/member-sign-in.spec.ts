// End to end: a shopper signs up with the e-mailed code (read from the outbox), is greeted in the header, stays
// signed in across a reload, signs out, and signs in again with the store's own form.
import { expect, type Page, test } from '@playwright/test';
import { latestMail } from './support/member-mail.js';
import { type OwnStore, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.beforeAll(async () => {
  // A fresh embedded database takes seconds to create and seed.
  test.setTimeout(240_000);
  store = await startOwnStore('member-sign-in');
});
test.afterAll(() => store?.stop());

/** Console errors and failed requests from now on (a shopper without a cart yet, the wrong code and password aside). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const expected =
      (response.status() === 404 && url.pathname === '/ecom/v1/carts/current') ||
      (response.status() === 401 && url.pathname.endsWith('/v2/login')) ||
      (response.status() === 400 && url.pathname.endsWith('/auth/verify'));
    if (response.status() >= 400 && !expected) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

const sessionArea = (page: Page) => page.getByRole('region', { name: 'Your session' });

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${store.origin}/auth/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await sessionArea(page).locator('summary').click();
  await sessionArea(page).getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${store.origin}/`);
  await expect(sessionArea(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('signs up with the e-mailed code, stays signed in across a reload, signs out and in again', async ({
  page,
}) => {
  const problems = watchConsole(page);
  // A new member has the visitor's cart or none: the app does not ask for one only to hear 404.
  const cartMisses: string[] = [];
  page.on('response', (response) => {
    const missed = response.status() === 404 && new URL(response.url()).pathname === '/ecom/v1/carts/current';
    if (missed) cartMisses.push(response.url());
  });
  const email = `ada.${Date.now()}@example.com`;
  const password = 'analytical-engine';

  await page.goto(`${store.origin}/auth/signup`);
  await expect(page.getByText('At least 8 characters.')).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The store asks for the code it e-mailed; a wrong one is refused, the right one signs the member in.
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const code = await latestMail(store, email, 'verification-code', 'code');
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(`${store.origin}/account`);
  await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  expect(cartMisses).toEqual([]);
  await expect(sessionArea(page).getByText('Ada Lovelace')).toBeVisible();

  // The session comes back from storage without a word after a reload.
  await page.reload();
  await expect(sessionArea(page).getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  const role = await page.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => localStorage.getItem(key) ?? '')
      .find((value) => value.includes('"role"')),
  );
  expect(role).toContain('"member"');

  await signOut(page);
  await page.goto(`${store.origin}/account`);
  await expect(page.getByText('You are browsing as a guest.')).toBeVisible();

  // A wrong password says so (as an unknown e-mail does), with the way to a reset; the right one signs in.
  await signIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Wrong e-mail or password.');
  await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${store.origin}/account`);
  await expect(sessionArea(page).getByText('Ada Lovelace')).toBeVisible();

  await signOut(page);
  expect(problems).toEqual([]);
});

test('tells a shopper that an e-mail already has an account, with the way to sign in or reset', async ({
  page,
}) => {
  const email = `grace.${Date.now()}@example.com`;
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto(`${store.origin}/auth/signup`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('compiler-1952');
    await page.getByRole('button', { name: 'Create account' }).click();
    if (attempt === 0) await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  }
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('An account with this e-mail already exists.');
  await expect(alert.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/auth/login?email=${encodeURIComponent(email)}`,
  );
  await expect(alert.getByRole('link', { name: 'reset your password' })).toBeVisible();
});

test('answers an unknown e-mail as a wrong password, with the ways on from both', async ({ page }) => {
  await signIn(page, `nobody.${Date.now()}@example.com`, 'whatever-it-is');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Wrong e-mail or password.');
  await expect(alert).not.toContainText(/no account/i);
  await expect(alert.getByRole('link', { name: 'Reset your password' })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'create an account' })).toBeVisible();
});
