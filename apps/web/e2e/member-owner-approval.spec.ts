// End to end: the owner sets the store to approve new members by hand on the sign-in settings page; a new
// shopper is then told the account waits for approval, and the owner sees the shopper's code arrive in the open
// outbox,
// finds the shopper among the members waiting for approval and approves them; the shopper can then sign in.
import { expect, test } from '@playwright/test';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('member-owner-approval');
});
test.afterAll(() => store?.stop());

test('an owner-approved store tells a new member to wait until the owner approves them on the members page', async ({
  page,
  browser,
}) => {
  await signInAsOwner(page, store, 'email-outbox', 'E-mail outbox');
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await adminNav.getByRole('link', { name: 'Sign-in' }).click();
  await expect(page.getByLabel('Approve new members at once')).toBeChecked();
  await page.getByLabel('New members wait for my approval').check();
  await page.getByRole('button', { name: 'Save sign-in settings' }).click();
  await expect(page.getByText('Sign-in settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('New members wait for my approval')).toBeChecked();

  // The owner watches the outbox for the shopper's address before the shopper signs up.
  const email = `lamarr.${Date.now()}@example.com`;
  await adminNav.getByRole('link', { name: 'E-mail outbox' }).click();
  await page.getByLabel('Recipient', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(`${store.origin}/admin/email-outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByText(`No e-mails to ${email}.`)).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto(`${store.origin}/auth/signup`);
  await shopper.getByLabel('E-mail', { exact: true }).fill(email);
  await shopper.getByLabel('Password', { exact: true }).fill('frequency-hopping');
  await shopper.getByRole('button', { name: 'Create account' }).click();
  await expect(shopper.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();

  // The code arrives in the open outbox by itself, without a reload.
  const message = page.getByRole('button', { name: 'Your verification code' });
  await expect(message).toBeVisible({ timeout: 15_000 });
  await message.click();
  const code = (await page.locator('.outbox-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.locator('.outbox-text')).toContainText(code);

  await shopper.getByLabel('Verification code').fill(code);
  await shopper.getByRole('button', { name: 'Verify' }).click();
  await expect(shopper.getByRole('status')).toContainText("waits for the store owner's approval");
  // Not signed in: the header still offers sign-in.
  await expect(
    shopper.getByRole('region', { name: 'Your session' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();

  // The shopper cannot sign in before the approval.
  await shopper.goto(`${store.origin}/auth/login`);
  await shopper.getByLabel('E-mail', { exact: true }).fill(email);
  await shopper.getByLabel('Password', { exact: true }).fill('frequency-hopping');
  await shopper.getByRole('button', { name: 'Sign in' }).click();
  await expect(shopper.getByRole('status')).toContainText("waiting for the store owner's approval");

  // The owner finds the shopper among the members waiting for approval, and approves them.
  await adminNav.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('PENDING');
  const row = page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(row).toContainText('Waiting for approval');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').getByText(`${email} approved.`)).toBeVisible();
  await expect(page.locator('.member-facts')).toContainText('Approved');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Now the shopper signs in and reaches the account.
  await shopper.goto(`${store.origin}/auth/login`);
  await shopper.getByLabel('E-mail', { exact: true }).fill(email);
  await shopper.getByLabel('Password', { exact: true }).fill('frequency-hopping');
  await shopper.getByRole('button', { name: 'Sign in' }).click();
  await expect(shopper).toHaveURL(`${store.origin}/account`);
  await expect(shopper.getByRole('main').getByText(email)).toBeVisible();
});
