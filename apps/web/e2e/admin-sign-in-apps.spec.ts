// End to end: the owner manages OAuth apps, API keys and redirect targets from the sign-in settings.
import { expect, type Page, test } from '@playwright/test';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('admin-sign-in-apps');
});
test.afterAll(() => store?.stop());

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Sign-in' }).click();
  await page.getByRole('navigation', { name: 'Apps and keys' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the owner registers, edits and deletes an OAuth app', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsOwner(page, store, 'email-outbox', 'E-mail outbox');
  await openSection(page, 'OAuth apps');
  // The store's own web app is listed.
  await expect(page.getByRole('rowheader')).toHaveCount(1);

  await page.getByRole('link', { name: 'New OAuth app' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Shop front');
  await page
    .getByLabel('Redirect URIs', { exact: true })
    .fill('https://shop.example/callback\nhttp://shop.example/insecure');
  await page.getByRole('button', { name: 'Create OAuth app' }).click();
  await expect(
    page.getByText('must be an absolute https URL (http only on localhost) without a fragment'),
  ).toBeVisible();
  await page
    .getByLabel('Redirect URIs', { exact: true })
    .fill('https://shop.example/callback\nhttp://localhost:5173/callback');
  await page.getByLabel('Allowed origins').fill('https://shop.example');
  await page.getByRole('button', { name: 'Create OAuth app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Shop front' })).toBeVisible();
  const clientId = (await page.locator('.client-id').textContent()) ?? '';
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Copy the client id' }).click();
  await expect(page.getByRole('button', { name: 'Copy the client id' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clientId);

  await expect(page.getByLabel('Refresh tokens')).toHaveValue('ROTATE');
  await page.getByLabel('Post-logout redirect URIs').fill('https://shop.example/bye');
  await page.getByLabel('Refresh tokens').selectOption({ label: "Reuse (the platform's SDK)" });
  await page.getByRole('button', { name: 'Save OAuth app' }).click();
  await expect(page.getByText('OAuth app saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Post-logout redirect URIs')).toHaveValue('https://shop.example/bye');
  await expect(page.getByLabel('Refresh tokens')).toHaveValue('REUSE');
  await expect(page.getByText(/Pick Reuse for store fronts built on the platform's own SDK/)).toBeVisible();

  await page.getByRole('button', { name: 'Delete OAuth app' }).click();
  await page.getByRole('button', { name: 'Yes, delete Shop front' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'OAuth apps' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop front' })).toHaveCount(0);
});

test('the owner makes an API key, sees it once, and revokes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsOwner(page, store, 'email-outbox', 'E-mail outbox');
  await openSection(page, 'API keys');
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  await page.getByLabel('Key name').fill('Inventory sync');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const shown = page.locator('.new-key code');
  await expect(shown).toHaveText(/^cwk_/);
  const key = (await shown.textContent()) ?? '';
  await page.getByRole('button', { name: 'Copy the new API key' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const row = page.getByRole('row', { name: /Inventory sync/ });
  await expect(row).toContainText(key.slice(0, 10));
  await expect(row).toContainText('Never');

  // The key works until it is revoked.
  const settings = () =>
    page.request.get(`${store.origin}/cartwright/v1/auth-settings`, { headers: { authorization: key } });
  expect((await settings()).status()).toBe(200);
  await page.reload();
  await expect(page.locator('.new-key')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Inventory sync/ })).not.toContainText('Never');
  await page
    .getByRole('row', { name: /Inventory sync/ })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await page.getByRole('button', { name: 'Yes, revoke Inventory sync' }).click();
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  expect((await settings()).status()).toBe(401);
});

test('the owner points paid-plan redirects at a URL, and redirect sessions follow it', async ({ page }) => {
  await signInAsOwner(page, store, 'email-outbox', 'E-mail outbox');
  await openSection(page, 'Redirect targets');
  const redirect = () =>
    page.request.post(`${store.origin}/_api/redirects-api/v1/redirect-session`, {
      data: { paidPlansCheckout: { planId: 'gold' } },
    });
  expect((await redirect()).status()).toBe(400);
  await page.getByLabel('Paid plans checkout').fill('https://{host}/buy');
  await page.getByRole('button', { name: 'Save redirect targets' }).click();
  await expect(page.getByText('whose {field} placeholders come after the host')).toBeVisible();
  await page.getByLabel('Paid plans checkout').fill('https://plans.example/buy/{planId}');
  await page.getByRole('button', { name: 'Save redirect targets' }).click();
  await expect(page.getByText('Redirect targets saved.')).toBeVisible();
  const session = await redirect();
  expect(session.status()).toBe(200);
  expect((await session.json()).redirectSession.fullUrl).toBe('https://plans.example/buy/gold');
});
