// End to end: a member who forgot the password follows the e-mailed link (read from the outbox), sets a new
// one, cannot use the link twice, signs in with the new password and changes it on the account page.
import { expect, test } from '@playwright/test';
import { latestMail } from './support/member-mail.js';
import { type OwnStore, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('member-password-reset');
});
test.afterAll(() => store?.stop());

test('resets a forgotten password through the e-mailed link', async ({ page }) => {
  const email = `alan.${Date.now()}@example.com`;
  // The account is made verified through the sign-up and its code, as a shopper would.
  await page.goto(`${store.origin}/auth/signup`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('enigma-machine');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page
    .getByLabel('Verification code')
    .fill(await latestMail(store, email, 'verification-code', 'code'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${store.origin}/account`);
  await page.goto(`${store.origin}/auth/logout`);
  await expect(page).toHaveURL(`${store.origin}/`);

  await page.goto(`${store.origin}/auth/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

  const link = await latestMail(store, email, 'recovery-link', 'link');
  expect(link.startsWith(`${store.origin}/auth/reset-password?recoveryToken=`)).toBe(true);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('bombe-1940');
  await page.getByLabel('New password again').fill('bombe-1941');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The two passwords differ.')).toBeVisible();
  await page.getByLabel('New password again').fill('bombe-1940');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-one-1');
  await page.getByLabel('New password again').fill('another-one-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();

  await page.goto(`${store.origin}/auth/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('bombe-1940');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${store.origin}/account`);

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('colossus-1944');
  await page.getByLabel('New password again').fill('colossus-1944');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This is not your current password.')).toBeVisible();
  await page.getByLabel('Current password').fill('bombe-1940');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed.');
});
