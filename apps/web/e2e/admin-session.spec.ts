// End to end: the admin session lives in an HttpOnly cookie and in memory. No admin token in the page's
// storage, a reload keeps the admin signed in, sign-out ends it, and a token an older version stored is erased.
import { expect, type Page, test } from '@playwright/test';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.beforeAll(async () => {
  // A fresh embedded database takes seconds to create and seed.
  test.setTimeout(240_000);
  store = await startOwnStore('admin-session');
});
test.afterAll(() => store?.stop());

/** Every value in localStorage and sessionStorage, by storage and key. */
function storedValues(page: Page) {
  return page.evaluate(() => {
    const values: string[] = [];
    for (const [name, storage] of [
      ['local', window.localStorage],
      ['session', window.sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? '';
        values.push(`${name}:${key}=${storage.getItem(key)}`);
      }
    }
    return values;
  });
}

/** Console errors and warnings, and failed requests, from now on (the shopper's missing cart aside). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('response', (response) => {
    const noCartYet = response.status() === 404 && response.url().endsWith('/ecom/v1/carts/current');
    if (response.status() >= 400 && !noCartYet) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('after sign-in no admin token is in the page storage, a reload keeps the admin signed in, sign-out ends it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const login = page.waitForResponse((response) => response.url().endsWith('/cartwright/v1/admin/login'));
  await signInAsOwner(page, store, 'products', 'Products');
  const answer = await (await login).json();
  expect(answer.refresh_token).toBeUndefined();
  const accessToken: string = answer.access_token;

  const values = await storedValues(page);
  expect(values.some((value) => value.includes(accessToken))).toBe(false);
  expect(values.some((value) => value.includes('"role":"admin"'))).toBe(false);
  // HttpOnly: the page's scripts cannot see the session cookie.
  expect(await page.evaluate(() => document.cookie)).not.toContain('cartwright_admin_session');
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'cartwright_admin_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/cartwright/v1/admin/session' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page).toHaveURL(`${store.origin}/admin/products`);
  await page.goto(`${store.origin}/admin/collections`);
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  expect((await storedValues(page)).some((value) => value.includes('"role":"admin"'))).toBe(false);

  await page.getByRole('button', { name: 'Sign out of admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store admin sign-in' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'cartwright_admin_session')).toBe(false);
  await page.goto(`${store.origin}/admin/products`);
  await expect(page).toHaveURL(`${store.origin}/admin/login?next=%2Fproducts`);
  expect(problems).toEqual([]);
});

test('an admin token an older version left in localStorage is erased on load and signs nobody in', async ({
  page,
}) => {
  await page.goto(`${store.origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const old = {
      accessToken: { value: 'old-admin-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: 'old-admin-refresh', role: 'admin' },
    };
    window.localStorage.setItem('cartwright-tokens', JSON.stringify(old));
  });
  await page.goto(`${store.origin}/admin/products`);
  await expect(page).toHaveURL(`${store.origin}/admin/login?next=%2Fproducts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Store admin sign-in' })).toBeVisible();
  await expect.poll(async () => (await storedValues(page)).join('\n')).not.toContain('old-admin');
});
