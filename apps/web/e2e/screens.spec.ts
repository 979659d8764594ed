// End to end: every main screen (the storefront up to the checkout, every admin list and editor) looked at the way
// a person would, at 1280 px and 375 px: no console errors or failed requests, no sideways scrolling, no HTML tags
// shown as text, no "not available" on an in-stock product, and a full-page screenshot in the test output for
// someone to look at.
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { checkoutPaperFilters, fillCard, payAndThank } from './support/checkout.js';
import { latestMail, ownerToken } from './support/member-mail.js';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

const WIDTHS = [1280, 375] as const;

/** What the page logged as an error, and requests that failed (but the `expected` ones), from the moment it is watched. */
function watch(page: Page, expected: (url: string, status: number) => boolean = () => false): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const loadFailure = message.text().startsWith('Failed to load resource');
    if (message.type() === 'error' && !loadFailure) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !expected(response.url(), response.status())) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  return problems;
}

/**
 * Text that runs out of its box: a product name wider than its column shows over the quantity beside it, which
 * no page-wide overflow check sees. Boxes that scroll or clip (a table, a row of tabs) are left out.
 */
function textSpills(): string[] {
  const found: string[] = [];
  const scrolls = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    // A box of text: words and inline elements only (a paragraph, a link in a heading).
    const display = getComputedStyle(element).display;
    if (['inline', 'contents', 'none'].includes(display) || !element.textContent!.trim()) continue;
    if ([...element.children].some((child) => !getComputedStyle(child).display.startsWith('inline')))
      continue;
    if (element.clientWidth === 0 || element.scrollWidth <= element.clientWidth + 1) continue;
    let ancestor: Element | null = element;
    while (ancestor && !scrolls(ancestor)) ancestor = ancestor.parentElement;
    if (ancestor && ancestor !== document.documentElement) continue;
    const text = element.textContent!.trim().slice(0, 40);
    found.push(
      `${element.tagName.toLowerCase()} "${text}": ${element.scrollWidth} px in ${element.clientWidth}`,
    );
  }
  return found;
}

/** Looks at the page as it stands: the checks every screen must pass, and its screenshot. */
async function look(page: Page, testInfo: TestInfo, name: string, problems: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} at ${width} px scrolls sideways`).toBe(0);
  expect(await page.evaluate(textSpills), `${name} at ${width} px has text running out of its box`).toEqual(
    [],
  );
  const text = await page.locator('body').innerText();
  expect(text, `${name} shows HTML tags as text`).not.toMatch(
    /<\/?(p|div|span|strong|em|ul|li|br|b|i)\b[^>]*>/i,
  );
  expect(problems, `${name} at ${width} px`).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`storefront at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 812 } });

    test('home, listing, products with and without options, cart, its estimate and the checkout', async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000);
      const problems = watch(page);
      for (const [name, path] of [
        ['home', '/'],
        ['listing', '/products'],
        ['product-with-options', '/product-page/organic-cotton-tee'],
        ['product-without-options', '/product-page/french-press'],
      ] as const) {
        await page.goto(path);
        await look(page, testInfo, name, problems);
      }
      await expect(page.getByText(/not available/i)).toHaveCount(0);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
      // A product with options, once its choices are made: in stock, and said so.
      await page.goto('/product-page/organic-cotton-tee');
      await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
      await page.getByRole('group', { name: 'Color' }).getByLabel('White', { exact: true }).check();
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      await expect(page.getByText(/not available|out of stock/i)).toHaveCount(0);
      await look(page, testInfo, 'product-with-options-chosen', problems);
      await page.goto('/cart');
      await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(
        1,
      );
      await look(page, testInfo, 'cart', problems);

      const summary = page.getByRole('region', { name: 'Order summary' });
      await summary.getByLabel('Country').selectOption({ label: 'United States' });
      await summary.getByLabel('State').selectOption({ label: 'California' });
      await summary.getByLabel('ZIP code').fill('94105');
      await summary.getByRole('button', { name: 'Estimate shipping and tax' }).click();
      await expect(summary.getByRole('group', { name: 'Shipping option' })).toBeVisible();
      await look(page, testInfo, 'cart-with-estimate', problems);
    });

    test('hosted checkout, a declined card, and the thank-you page', async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      // The declining test card's answer is a 402 the page explains.
      const problems = watch(page, (url, status) => status === 402 && url.endsWith('/complete'));
      await checkoutPaperFilters(page, '', `screens.${width}.${Date.now()}@example.com`);
      await look(page, testInfo, 'checkout', problems);
      await fillCard(page, '4000 0000 0000 0002');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible();
      await look(page, testInfo, 'checkout-declined', problems);
      await payAndThank(page);
      await look(page, testInfo, 'thank-you', problems);
    });
  });
}

test.describe('admin', () => {
  test.describe.configure({ mode: 'serial' });
  let store: OwnStore;
  test.beforeAll(async () => {
    // A fresh embedded database takes seconds to create and seed.
    test.setTimeout(240_000);
    store = await startOwnStore('screens');
  });
  test.afterAll(() => store?.stop());

  for (const width of WIDTHS) {
    test(`every list and editor at ${width} px`, async ({ page, browser }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
      await signInAsOwner(page, store, 'products', 'Products');
      await lookAtAdminNav(page, width);
      const problems = watch(page);
      for (const section of ['products', 'collections', 'coupons', 'discount-rules', 'shipping-regions']) {
        await page.goto(`${store.origin}/admin/${section}`);
        await look(page, testInfo, `admin-${section}`, problems);
        await page.goto(`${store.origin}/admin/${section}/new`);
        await look(page, testInfo, `admin-${section}-new`, problems);
      }
      for (const section of ['products', 'collections', 'coupons', 'discount-rules', 'shipping-regions']) {
        await page.goto(`${store.origin}/admin/${section}`);
        await page.getByRole('table').getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`/admin/${section}/[^/]+$`));
        await look(page, testInfo, `admin-${section}-editor`, problems);
      }
      await lookAtVariantProduct(page, store, testInfo, problems);
      for (const [name, path] of [
        ['tax', 'tax'],
        ['tax-region-new', 'tax/regions/new'],
        ['sign-in-settings', 'settings/sign-in'],
        ['sso-connections', 'settings/sso'],
        ['oauth-apps', 'settings/sign-in/oauth-apps'],
        ['oauth-app-new', 'settings/sign-in/oauth-apps/new'],
        ['api-keys', 'settings/sign-in/api-keys'],
        ['redirect-targets', 'settings/sign-in/redirect-targets'],
        ['email-outbox', 'email-outbox'],
        ['webhooks', 'webhooks'],
        ['live-events', 'events'],
        ['abandoned-checkouts', 'abandoned-checkouts'],
        ['back-in-stock', 'back-in-stock'],
      ] as const) {
        await page.goto(`${store.origin}/admin/${path}`);
        await look(page, testInfo, `admin-${name}`, problems);
      }
      await lookAtMembers(page, store, testInfo, width, problems);
      await lookAtOrders(page, browser, store, testInfo, width, problems);
    });
  }

  for (const width of WIDTHS) {
    test(`the member account at ${width} px`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
      const email = `screens.${width}.${Date.now()}@example.com`;
      await page.goto(`${store.origin}/auth/signup`);
      await page.getByLabel('First name').fill('Mary');
      await page.getByLabel('Last name').fill('Somerville');
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('on-the-connexion');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page
        .getByLabel('Verification code')
        .fill(await latestMail(store, email, 'verification-code', 'code'));
      // A new member has the visitor's cart, here none: the browser knows, so no page asks for one, and
      // nothing fails or is logged from the sign-up on.
      const isCartRead = (url: string) => new URL(url).pathname === '/ecom/v1/carts/current';
      const problems = watch(page);
      const cartReads: string[] = [];
      page.on('request', (request) => {
        if (isCartRead(request.url()) && request.method() === 'GET') cartReads.push(request.url());
      });
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(`${store.origin}/account`);
      for (const [name, path] of [
        ['member-home', '/'],
        ['member-listing', '/products'],
        ['account-on-arrival', '/account'],
      ] as const) {
        await page.goto(`${store.origin}${path}`);
        await look(page, testInfo, name, problems);
      }
      expect(cartReads, 'a member seen without a cart is not asked again on every page').toEqual([]);
      const contact = page.getByRole('region', { name: 'Contact details' });
      await contact.getByRole('button', { name: 'Add a phone' }).click();
      await contact.getByRole('button', { name: 'Add an address' }).click();
      await page
        .getByRole('region', { name: 'More about you' })
        .getByRole('button', { name: 'Add a field' })
        .click();
      await look(page, testInfo, 'account', problems);
      await page.goto(`${store.origin}/account/orders`);
      await expect(page.getByText('You have not placed an order yet.')).toBeVisible();
      await look(page, testInfo, 'account-orders-empty', problems);
      await checkoutPaperFilters(page, store.origin, email);
      const number = await payAndThank(page);
      await look(page, testInfo, 'thank-you-member', problems);
      await page.goto(`${store.origin}/account/orders`);
      await expect(page.getByRole('link', { name: `Order #${number}` })).toBeVisible();
      await look(page, testInfo, 'account-orders', problems);
      await page.getByRole('link', { name: `Order #${number}` }).click();
      await expect(page.getByRole('heading', { level: 2, name: `Order #${number}` })).toBeVisible();
      await look(page, testInfo, 'account-order', problems);
    });
  }
});

/**
 * On a phone the dozen admin entries fold behind one button naming the current section, so the page's heading is
 * on the first screen; a pick opens the page and folds the menu again. Wider screens always show the entries.
 */
async function lookAtAdminNav(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const toggle = nav.getByRole('button', { name: 'Admin menu: Products' });
  const coupons = nav.getByRole('link', { name: 'Coupons' });
  if (width > 500) {
    await expect(toggle).toBeHidden();
    await expect(coupons).toBeVisible();
    return;
  }
  await expect(coupons).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const heading = await page.getByRole('heading', { level: 1, name: 'Products' }).boundingBox();
  expect(heading!.y, 'the heading is near the top of the first screen').toBeLessThan(250);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await coupons.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Admin menu: Coupons' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(coupons).toBeHidden();
  await nav.getByRole('button', { name: 'Admin menu: Coupons' }).click();
  await page.keyboard.press('Escape');
  await expect(coupons).toBeHidden();
}

/** A product with managed variants: its editor shows the saved grid, and a new choice the draft's grid. */
async function lookAtVariantProduct(page: Page, store: OwnStore, testInfo: TestInfo, problems: string[]) {
  await page.goto(`${store.origin}/admin/products`);
  await page
    .getByRole('search', { name: 'Filter products' })
    .getByLabel('Search products')
    .fill('Organic Cotton Tee');
  await page.getByRole('search', { name: 'Filter products' }).getByLabel('Search products').press('Enter');
  await page.getByRole('table').getByRole('link', { name: 'Organic Cotton Tee' }).click();
  const variants = page.getByRole('region', { name: 'Variants' });
  await expect(variants.getByRole('button', { name: 'Save variants' })).toBeVisible();
  if (page.viewportSize()!.width >= 1280) {
    // A wide screen shows the editor in two columns: the prices beside the product's basics, not under them.
    const main = await page.getByRole('group', { name: 'Basics' }).boundingBox();
    const side = await page.getByRole('group', { name: 'Pricing' }).boundingBox();
    expect(side!.x, 'the Pricing card is right of the Basics card').toBeGreaterThanOrEqual(
      main!.x + main!.width,
    );
    expect(side!.y, 'the Pricing card starts beside the Basics card').toBeLessThan(main!.y + main!.height);
  }
  await look(page, testInfo, 'admin-product-variants', problems);
  const option = page.getByRole('group', { name: 'Option 1', exact: true });
  await option.getByRole('button', { name: 'Add a choice to Option 1' }).click();
  await option
    .getByLabel(/^Choice \d+$/)
    .last()
    .fill('XXL');
  await expect(variants.getByRole('rowheader').filter({ hasText: 'XXL' }).first()).toBeVisible();
  await look(page, testInfo, 'admin-product-draft-variants', problems);
}

/** The members list and one member's page, with a member of the store's own to show. */
async function lookAtMembers(
  page: Page,
  store: OwnStore,
  testInfo: TestInfo,
  width: number,
  problems: string[],
) {
  const loginEmail = `katherine.johnson.${width}@example.com`;
  const created = await fetch(`${store.origin}/members/v1/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await ownerToken(store) },
    body: JSON.stringify({
      member: {
        loginEmail,
        status: 'PENDING',
        contact: {
          firstName: 'Katherine',
          lastName: 'Johnson',
          taggedPhones: [{ phone: '+1 757 555 0100', tag: 'WORK' }],
          addresses: [{ addressLine: '1 Langley Blvd', city: 'Hampton', country: 'US', tag: 'WORK' }],
        },
      },
    }),
  });
  expect(created.status).toBe(200);
  await page.goto(`${store.origin}/admin/members`);
  await expect(page.getByText(loginEmail)).toBeVisible();
  await look(page, testInfo, 'admin-members', problems);
  await page.getByRole('link', { name: 'Katherine Johnson' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Katherine Johnson' })).toBeVisible();
  await look(page, testInfo, 'admin-member', problems);
}

/** The orders list and one order's page, with an order a shopper placed in a browser of their own. */
async function lookAtOrders(
  page: Page,
  browser: Browser,
  store: OwnStore,
  testInfo: TestInfo,
  width: number,
  problems: string[],
) {
  const shopper = await browser.newPage({ viewport: { width, height: 812 } });
  await checkoutPaperFilters(shopper, store.origin, `orders.${width}.${Date.now()}@example.com`);
  const number = await payAndThank(shopper);
  await shopper.close();
  await page.goto(`${store.origin}/admin/orders`);
  await expect(page.getByRole('link', { name: `Order #${number}` })).toBeVisible();
  if (width >= 1280) {
    // Every column of the orders table is on the screen, its last one too, with no sideways scroll to reach it.
    const last = await page.getByRole('columnheader', { name: 'Fulfilment' }).boundingBox();
    expect(last!.x + last!.width, 'the Fulfilment column ends within the window').toBeLessThanOrEqual(width);
    const table = page.locator('.table-scroll').first();
    expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth), 'the orders table scrolls').toBe(
      0,
    );
  }
  await look(page, testInfo, 'admin-orders', problems);
  await page.getByRole('link', { name: `Order #${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  await look(page, testInfo, 'admin-order', problems);
}
