// End to end: the storefront's look on a phone and a desktop: a hero, skeletons while loading, a compact
// phone header with its Menu button, two product columns on phones and no sideways scrolling.
import { expect, type Page, test } from '@playwright/test';

const pages = ['/', '/products', '/product-page/organic-cotton-tee', '/product-page/french-press'];

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header is compact and no page scrolls sideways', async ({ page }) => {
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const header = await page.locator('.site-header').boundingBox();
      expect(header?.height, `header height on ${path}`).toBeLessThanOrEqual(100);
      await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Search the store' })).toBeVisible();
      expect(await overflow(page), `horizontal overflow on ${path}`).toBe(0);
    }
  });

  test('the store name shows whole and the navigation opens from the Menu button', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const brand = page.getByRole('banner').locator('.brand');
    const [scrollWidth, clientWidth] = await brand.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
    ]);
    expect(scrollWidth, 'the store name is not cut off').toBeLessThanOrEqual(clientWidth);
    const nav = page.getByRole('navigation', { name: 'Primary' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your session' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Following a link closes the menu behind it.
    await menu.click();
    await nav.getByRole('link', { name: 'Shop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
    await expect(nav).toBeHidden();
  });

  test('products show in two columns', async ({ page }) => {
    await page.goto('/products');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards.nth(1)).toBeVisible();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
  });
});

test('on a desktop (1280 px) the navigation sits in the header and there is no Menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Products' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your session' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
});

test('the home page opens with a hero that leads into the shop', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('.hero');
  await expect(hero.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  await hero.getByRole('link', { name: 'Shop all products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
});

/**
 * Opens `path` from within the app, as a link does: the server renders a first visit whole, so skeletons
 * show when a shopper moves on to a page whose data is on its way. The cart, rendered by the browser, is
 * where the visit starts: once its heading is up, the app is running.
 */
async function openInApp(page: Page, path: string) {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Holds every request matching `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a listing shows skeleton cards while it loads, then the products', async ({ page }) => {
  const release = await holdRequests(page, /\/stores-reader\//);
  await openInApp(page, '/products');
  await expect(page.locator('.skeleton-grid .skeleton-card')).toHaveCount(12);
  await expect(page.getByRole('status')).toHaveText('Loading products…');
  release();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
});

test('a product page shows a skeleton of itself while it loads', async ({ page }) => {
  const release = await holdRequests(page, /\/stores-reader\//);
  await openInApp(page, '/product-page/organic-cotton-tee');
  await expect(page.locator('.product-details .skeleton-image')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading the product…');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Organic Cotton Tee' })).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
});

test('a collection page shows a skeleton grid while it loads', async ({ page }) => {
  const release = await holdRequests(page, /\/(v2\/collections|stores-reader)\//);
  await openInApp(page, '/collections/coffee');
  await expect(page.locator('.skeleton-grid .skeleton-card')).toHaveCount(12);
  await expect(page.getByRole('status')).toHaveText('Loading the collection…');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Coffee' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Products in Coffee' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
});

test('the filter panel lines its controls up on one row on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  const filters = page.getByRole('search', { name: 'Filter products' });
  const controls = [
    filters.getByLabel('Search'),
    filters.getByLabel('Minimum price'),
    filters.getByLabel('Maximum price'),
    filters.getByRole('button', { name: 'Apply filters' }),
    filters.getByLabel('Sort by'),
  ];
  const bottoms = await Promise.all(
    controls.map(async (c) => Math.round((await c.boundingBox())!.y + (await c.boundingBox())!.height)),
  );
  expect(new Set(bottoms).size).toBe(1);
});

test('a product whose sizes differ in price says "From" in the listing and on its page until one is chosen', async ({
  page,
}) => {
  await page.goto('/products?q=monstera');
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ hasText: 'Monstera Deliciosa' });
  await expect(card.locator('.price')).toHaveText('From $45.00');
  await card.getByRole('link', { name: 'Monstera Deliciosa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monstera Deliciosa' })).toBeVisible();
  const price = page.locator('.product-price');
  await expect(price).toHaveText('From $45.00');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('Medium (70 cm)');
  await expect(price).toHaveText('$85.00');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('Small (40 cm)');
  await expect(price).toHaveText('$45.00');
});
