// End to end: the owner connects an OpenID Connect provider (a real one, oidc-provider, beside the store) on
// the SSO connections page; a shopper then signs in with "Continue with …", at the provider's own login form,
// and lands signed in on the account page. Turned off, the button is gone.
import { SSO_CALLBACK_PATH } from '@cartwright/contracts';
import { expect, test } from '@playwright/test';
import {
  STORE_CLIENT,
  startTestProvider,
  type TestProvider,
} from '../../../packages/server/src/test-support/oidc-test-provider.js';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

let store: OwnStore;
let provider: TestProvider;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('member-sso');
  provider = await startTestProvider(`${store.origin}${SSO_CALLBACK_PATH}`);
});
test.afterAll(async () => {
  await provider?.close();
  await store?.stop();
});

test('the owner connects a provider; a shopper continues with it and is signed in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsOwner(page, store, 'email-outbox', 'E-mail outbox');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'SSO connections' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'SSO connections' })).toBeVisible();
  await expect(page.getByText('No SSO connections yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Add SSO connection' }).click();
  const form = page.getByRole('form', { name: 'New SSO connection' });
  await form.getByLabel('Button name').fill('Test ID');
  await form.getByLabel('Issuer URL').fill(provider.issuer);
  await form.getByLabel('Client ID').fill(STORE_CLIENT.clientId);
  await form.getByLabel('Client secret').fill(STORE_CLIENT.clientSecret);
  await expect(form.getByText(`${store.origin}${SSO_CALLBACK_PATH}`)).toBeVisible();
  await form.getByRole('button', { name: 'Add connection' }).click();
  await expect(page.getByText('Test ID added.')).toBeVisible();
  // The new connection opens on its editor page; the list is one link back.
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Test ID' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to SSO connections' }).click();
  const row = page.getByRole('row', { name: /Test ID/ });
  await expect(row.getByText('On', { exact: true })).toBeVisible();

  const email = `turing.${Date.now()}@example.com`;
  provider.accounts.set('alan', { email, email_verified: true, given_name: 'Alan', family_name: 'Turing' });
  const shopper = await browser.newPage();
  await shopper.goto(`${store.origin}/auth/login`);
  await shopper.getByRole('link', { name: 'Continue with Test ID' }).click();
  // The provider's own (development) login and consent pages.
  await shopper.getByPlaceholder('Enter any login').fill('alan');
  await shopper.getByPlaceholder('and password').fill('any password');
  await shopper.getByRole('button', { name: 'Sign-in' }).click();
  await shopper.getByRole('button', { name: 'Continue' }).click();
  await expect(shopper).toHaveURL(`${store.origin}/account`);
  await expect(shopper.getByRole('region', { name: 'Your session' })).toContainText(email);

  // Turned off: the sign-in page offers it no more.
  await row.getByRole('button', { name: 'Turn off Test ID' }).click();
  await expect(row.getByText('Off', { exact: true })).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(`${store.origin}/auth/login`);
  await expect(visitor.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Continue with/ })).toHaveCount(0);
});
