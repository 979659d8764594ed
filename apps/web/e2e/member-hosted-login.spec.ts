// End to end: the hosted login of the authorize endpoint. An app sends the shopper to /oauth2/authorize; with
// nobody signed in the store opens /auth/login?next=…, the sign-in starts the store's hosted session and the
// browser goes back to the authorize request, which now answers a code (here by web_message).
import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { latestMail } from './support/member-mail.js';
import { type OwnStore, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('member-hosted-login');
});
test.afterAll(() => store?.stop());

test('signs in on the hosted page and returns to the authorize request, which answers a code', async ({
  page,
}) => {
  const email = `hopper.${Date.now()}@example.com`;
  const password = 'mark-one-1944';
  await page.goto(`${store.origin}/auth/signup`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page
    .getByLabel('Verification code')
    .fill(await latestMail(store, email, 'verification-code', 'code'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${store.origin}/account`);
  await page.goto(`${store.origin}/auth/logout`);
  await expect(page).toHaveURL(`${store.origin}/`);

  // The web_message answer posts to the window itself when it is not framed; keep what it posts.
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { authorizeMessages: seen });
    window.addEventListener('message', (event) => seen.push(event.data));
  });
  const { clientId } = (await (await fetch(`${store.origin}/cartwright/v1/web-config`)).json()) as {
    clientId: string;
  };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    response_mode: 'web_message',
    scope: 'offline_access',
    state: 'e2e-state',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  await page.goto(`${store.origin}/oauth2/authorize?${authorize}`);
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await expect(page.getByText('Sign in to continue to the app that sent you here.')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { authorizeMessages: unknown[] }).authorizeMessages),
    )
    .toEqual([expect.objectContaining({ state: 'e2e-state', code: expect.any(String) })]);
});

test('never follows a next that leaves the authorize endpoint', async ({ page }) => {
  await page.goto(
    `${store.origin}/auth/login?next=${encodeURIComponent('https://evil.example/oauth2/authorize')}`,
  );
  // An unusable next is ignored: the page is the ordinary sign-in.
  await expect(page.getByText('Welcome back.')).toBeVisible();
});
