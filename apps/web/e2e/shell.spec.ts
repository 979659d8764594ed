// End to end: the shell loads from the real store server, gets a visitor session and handles unknown routes.
import { expect, type Page, test } from '@playwright/test';

/** Every localStorage value that parses as token storage, whatever key the client chose. */
async function storedRefreshRoles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const roles: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const raw = window.localStorage.getItem(window.localStorage.key(i) ?? '');
      try {
        const parsed: unknown = JSON.parse(raw ?? 'null');
        const refresh = (parsed as { refreshToken?: { role?: unknown; value?: unknown } } | null)
          ?.refreshToken;
        if (typeof refresh?.role === 'string' && typeof refresh.value === 'string' && refresh.value !== '') {
          roles.push(refresh.role);
        }
      } catch {
        // Values that are not JSON belong to something else.
      }
    }
    return roles;
  });
}

test('the shell shows the store, its navigation and a guest session backed by a visitor token', async ({
  page,
  request,
}) => {
  const config = await (await request.get('/cartwright/v1/web-config')).json();
  expect(typeof config.storeName).toBe('string');

  const tokenResponse = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/oauth2/token' && response.request().method() === 'POST',
  );
  await page.goto('/');
  const token = await tokenResponse;
  expect(token.status()).toBe(200);
  expect(await token.json()).toMatchObject({
    access_token: expect.any(String),
    refresh_token: expect.any(String),
  });

  await expect(page.getByRole('banner').getByRole('link', { name: config.storeName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${config.storeName}` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Primary' });
  for (const name of ['Shop', 'Products', 'Account'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  // A shopper sees no admin link and no "Guest" badge; the owner's way in is in the footer.
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  await expect.poll(() => storedRefreshRoles(page)).toEqual(['visitor']);
  const session = page.getByRole('region', { name: 'Your session' });
  await expect(session.getByText('Guest', { exact: true })).toHaveCount(0);
  await expect(session.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Store admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store admin' })).toBeVisible();
  // The admin has a frame of its own: no shop navigation or cart, a way back to the store.
  await expect(nav).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'View store' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav).toBeVisible();
});

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
});
