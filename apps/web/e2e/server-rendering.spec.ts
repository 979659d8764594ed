// End to end: storefront pages come rendered by the server and the browser hydrates them: no console
// warning or error (a hydration mismatch is one), no second request for the catalog answers the page came
// with, client-side navigation as before; without JavaScript the product is readable all the same.
import { expect, type Page, test } from '@playwright/test';

/** Requests for catalog answers (products, collections), which a rendered page carries already. */
const isCatalogRead = (url: string) => /\/stores-reader\/v1\/(products|collections)/.test(url);

/** Watches the page from its first request: console warnings and errors, and catalog reads. */
function watch(page: Page) {
  const problems: string[] = [];
  const catalogReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (isCatalogRead(request.url())) catalogReads.push(request.url());
  });
  return { problems, catalogReads };
}

/** The first product the home page links to, as a shopper without JavaScript finds it. */
async function firstProductPath(page: Page): Promise<string> {
  await page.goto('/');
  const href = await page.locator('a[href^="/product-page/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test.describe('with JavaScript', () => {
  test('a product page hydrates without a warning or a second catalog read, then navigates', async ({
    page,
  }) => {
    const path = await firstProductPath(page);
    const seen = watch(page);
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    // Hydrated: the quantity stepper answers clicks.
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await page.waitForLoadState('networkidle');
    expect(seen.problems).toEqual([]);
    expect(seen.catalogReads).toEqual([]);
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('a[href^="/product-page/"]').first()).toBeVisible();
    expect(seen.catalogReads.length).toBeGreaterThan(0);
    expect(seen.problems).toEqual([]);
  });

  test('home hydrates without a warning or a second catalog read, and its product links navigate', async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto('/');
    const link = page.locator('main a[href^="/product-page/"]').first();
    await expect(link).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.problems).toEqual([]);
    expect(seen.catalogReads).toEqual([]);
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/product-page\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(name).not.toBe('');
    expect(seen.problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price and description, and says the cart needs JavaScript', async ({
    page,
  }) => {
    const path = await firstProductPath(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('.product-price')).toContainText(/\d/);
    await expect(page.locator('.product-description')).not.toBeEmpty();
    // Chromium with scripts switched off by the test still parses <noscript> as text: the notice is in the page.
    const served = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(served).toMatch(/<noscript><p class="form-hint">Adding to the cart needs JavaScript/);
    // Browsing works with plain links: the listing of every product.
    await page.goto('/products');
    await expect(page.locator('a[href^="/product-page/"]').first()).toBeVisible();
  });
});
