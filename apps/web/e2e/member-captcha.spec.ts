// End to end: the owner asks for the robot check on every sign-up and sign-in; a shopper then signs up and
// signs in through the pages, which solve the store's proof-of-work captcha in the browser and say so.
import { expect, type Page, type Request, test } from '@playwright/test';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('member-captcha');
});
test.afterAll(() => store?.stop());

/** The bodies of the sign-up and sign-in calls the page makes, in order. */
function watchSignInCalls(page: Page) {
  const bodies: { path: string; captchaTokens?: unknown }[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && /\/authentication\/v2\/(register|login)$/.test(pathname)) {
      bodies.push({ path: pathname.split('/').at(-1)!, ...(request.postDataJSON() as object) });
    }
  });
  return bodies;
}

/** Holds each challenge back a moment, so the status line is there long enough to be seen. */
async function slowChallenges(page: Page) {
  await page.route('**/cartwright/v1/captcha/challenge', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
}

test('with the robot check always on, a shopper signs up and signs in through the pages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsOwner(page, store, 'email-outbox', 'E-mail outbox');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Sign-in' }).click();
  await page.getByLabel('On every sign-up and sign-in').check();
  await page.getByLabel('No e-mail confirmation').check();
  await page.getByRole('button', { name: 'Save sign-in settings' }).click();
  await expect(page.getByText('Sign-in settings saved.')).toBeVisible();

  const shopper = await browser.newPage();
  const errors: string[] = [];
  shopper.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  shopper.on('response', (response) => {
    const { pathname } = new URL(response.url());
    // The first try without a token is refused on purpose (the store asks, then the page solves); a shopper
    // without a cart yet reads 404.
    const expected =
      (response.status() === 400 && /\/v2\/(register|login)$/.test(pathname)) ||
      (response.status() === 404 && pathname === '/ecom/v1/carts/current');
    if (response.status() >= 400 && !expected) errors.push(`${response.status()} ${response.url()}`);
  });
  shopper.on('pageerror', (error) => errors.push(error.message));
  const calls = watchSignInCalls(shopper);
  await slowChallenges(shopper);
  const email = `hopper.${Date.now()}@example.com`;
  const password = 'compiler-first';

  await shopper.goto(`${store.origin}/auth/signup`);
  await shopper.getByLabel('First name').fill('Grace');
  await shopper.getByLabel('E-mail', { exact: true }).fill(email);
  await shopper.getByLabel('Password', { exact: true }).fill(password);
  await shopper.getByRole('button', { name: 'Create account' }).click();
  await expect(shopper.getByText("Checking you're not a robot…")).toBeVisible();
  await expect(shopper.getByRole('progressbar', { name: 'Robot check' })).toBeVisible();
  await expect(shopper).toHaveURL(`${store.origin}/account`, { timeout: 60_000 });
  expect(calls.map((call) => call.path)).toEqual(['register', 'register']);
  expect(calls[0]!.captchaTokens).toBeUndefined();
  expect(calls[1]!.captchaTokens).toEqual([{ Recaptcha: expect.stringMatching(/^[0-9a-f-]{36}:\d+$/) }]);

  const session = shopper.getByRole('region', { name: 'Your session' });
  await session.locator('summary').click();
  await session.getByRole('link', { name: 'Sign out' }).click();
  await expect(session.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await shopper.goto(`${store.origin}/auth/login`);
  await shopper.getByLabel('E-mail', { exact: true }).fill(email);
  await shopper.getByLabel('Password', { exact: true }).fill(password);
  await shopper.getByRole('button', { name: 'Sign in' }).click();
  await expect(shopper.getByText("Checking you're not a robot…")).toBeVisible();
  await expect(shopper).toHaveURL(`${store.origin}/account`, { timeout: 60_000 });
  await expect(session.getByText('Grace')).toBeVisible();
  expect(calls.slice(2).map((call) => call.path)).toEqual(['login', 'login']);
  expect(calls[3]!.captchaTokens).toEqual([{ Recaptcha: expect.stringMatching(/^[0-9a-f-]{36}:\d+$/) }]);
  expect(errors).toEqual([]);
});
