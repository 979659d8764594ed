// End to end: a shopper fills a cart on the shared demo store (its catalog, WELCOME10, the spend-$100 rule, US
// shipping and California tax come with the first start): adds two products with options, changes quantities
// with fast clicks, tries a bad coupon then WELCOME10, estimates shipping and tax for an address, picks an
// option and creates a checkout. Every test is a new browser context, so a new visitor with a cart of its own:
// the spec reads the demo store but changes nothing other specs see.
import { expect, type Locator, type Page, test } from '@playwright/test';

/** Picks the options and adds the product, then checks the drawer confirms it and closes it with Escape. */
async function addToCart(page: Page, slug: string, size: string, color: string, added: string) {
  await page.goto(`/product-page/${slug}`);
  const button = page.getByRole('button', { name: 'Add to cart' });
  await expect(button).toBeDisabled();
  await page.getByRole('combobox', { name: 'Size' }).selectOption(size);
  await page.getByRole('group', { name: 'Color' }).getByLabel(color, { exact: true }).check();
  await expect(button).toBeEnabled();
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('status')).toHaveText(added);
  return drawer;
}

/** The items of a list, not those of the option lists inside them. */
const entries = (list: Locator) => list.locator(':scope > li');

/** The value cell of a totals row ("Subtotal", "Total", …). */
const total = (scope: Locator, label: string) =>
  scope.getByRole('row', { name: new RegExp(`^${label} `) }).getByRole('cell');

async function expectTotals(summary: Locator, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected))
    await expect(total(summary, label)).toHaveText(value);
}

test('a shopper fills a cart, applies a coupon, estimates shipping and creates a checkout', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const header = page.getByRole('banner');

  // 1. Two products with options, each confirmed in the cart drawer.
  let drawer = await addToCart(
    page,
    'organic-cotton-tee',
    'M',
    'White',
    'Added 1 × Organic Cotton Tee (M, White) to your cart.',
  );
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeFocused();

  drawer = await addToCart(
    page,
    'heavyweight-hoodie',
    'M',
    'Fog',
    'Added 1 × Heavyweight Hoodie (M, Fog) to your cart.',
  );
  const drawerLines = entries(drawer.getByRole('list', { name: 'Items in your cart' }));
  await expect(drawerLines).toHaveCount(2);
  await expect(drawerLines.first()).toContainText('Organic Cotton Tee');
  await expect(drawerLines.first()).toContainText('Size: M');
  await expect(drawerLines.last()).toContainText('Color: Fog');
  // The drawer is modal: focus stays inside it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement)), key).toBe(true);
  }
  await drawer.getByRole('link', { name: 'View cart and check out' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(drawer).toBeHidden();

  // 2. Fast clicks on + and −: the tee ends at 1 + 4 − 2 = 3, the hoodie at 1 + 2 − 1 = 2.
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const lines = entries(page.getByRole('list', { name: 'Items in your cart' }));
  await expect(lines).toHaveCount(2);
  const tee = lines.filter({ hasText: 'Organic Cotton Tee' });
  await expect(tee).toContainText('$32.00');
  const teePlus = page.getByRole('button', { name: 'Increase quantity of Organic Cotton Tee' });
  const teeMinus = page.getByRole('button', { name: 'Decrease quantity of Organic Cotton Tee' });
  const hoodiePlus = page.getByRole('button', { name: 'Increase quantity of Heavyweight Hoodie' });
  const hoodieMinus = page.getByRole('button', { name: 'Decrease quantity of Heavyweight Hoodie' });
  for (let i = 0; i < 4; i++) await teePlus.click();
  await hoodiePlus.click();
  await teeMinus.click();
  await hoodiePlus.click();
  await teeMinus.click();
  await hoodieMinus.click();
  const teeQuantity = page.getByRole('spinbutton', { name: 'Quantity of Organic Cotton Tee' });
  const hoodieQuantity = page.getByRole('spinbutton', { name: 'Quantity of Heavyweight Hoodie' });
  await expect(teeQuantity).toHaveValue('3');
  await expect(hoodieQuantity).toHaveValue('2');
  await expect(header.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();

  // Subtotal 3 × 32 + 2 × 78 = 252; the spend-$100 rule takes 5% of each line (4.80 + 7.80).
  const summary = page.getByRole('region', { name: 'Order summary' });
  const atRest = {
    Subtotal: '$252.00',
    Discounts: '−$12.60',
    Shipping: 'Enter your address',
    Tax: 'Calculated with your address',
    Total: '$239.40',
  };
  await expectTotals(summary, atRest);
  // What the server holds is what was shown: the same after a reload.
  await page.reload();
  await expect(teeQuantity).toHaveValue('3');
  await expect(hoodieQuantity).toHaveValue('2');
  await expectTotals(summary, atRest);

  // 3. A code that does not exist is refused in words; WELCOME10 takes 10% of what the rule left (23.94).
  const coupon = page.getByRole('region', { name: 'Coupon' });
  await coupon.getByLabel('Coupon code').fill('NOPE-2024');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByRole('alert')).toHaveText(
    'There is no coupon with this code. Check the spelling and try again.',
  );
  await expect(coupon.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true');
  await coupon.getByLabel('Coupon code').fill('welcome10');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon).toContainText('Coupon WELCOME10 applied: 10% off your first order.');
  await expect(coupon.getByRole('button', { name: 'Remove coupon' })).toBeVisible();
  await expectTotals(summary, { Discounts: '−$36.54', Total: '$215.46' });
  const discounts = summary.getByRole('list', { name: 'Applied discounts' }).getByRole('listitem');
  await expect(discounts).toHaveText([
    /Spend \$100, save 5%\s*−\$12\.60/,
    /10% off your first order \(WELCOME10\)\s*−\$23\.94/,
  ]);

  // 4. Shipping and tax for San Francisco: a bad ZIP code is pointed out first.
  await summary.getByLabel('Country').selectOption({ label: 'United States' });
  await summary.getByLabel('State').selectOption({ label: 'California' });
  await summary.getByLabel('ZIP code').fill('9410');
  await summary.getByRole('button', { name: 'Estimate shipping and tax' }).click();
  await expect(summary.getByText('Enter a 5-digit ZIP code, like 94105.')).toBeVisible();
  await expect(summary.getByLabel('ZIP code')).toBeFocused();
  await summary.getByLabel('ZIP code').fill('94105');
  await summary.getByRole('button', { name: 'Estimate shipping and tax' }).click();

  const options = summary.getByRole('group', { name: 'Shipping option' });
  // Standard is free over $75 and as cheap as the pickup, and listed first: the server picks it.
  await expect(options.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await expect(options.getByRole('radio', { name: /^Standard/ })).toHaveAccessibleName(
    /3–5 business days\s*Free$/,
  );
  await expect(options.getByRole('radio', { name: /^Express/ })).toHaveAccessibleName(/\$14\.95$/);
  await expect(options.getByRole('radio', { name: /^Pick up at our Portland shop/ })).toHaveAccessibleName(
    /Pick up at 1200 NW Marshall St, Portland, OR 97209, United States/,
  );
  // California's 7.25% on what is left of each line: 82.08 → 5.95 and 133.38 → 9.67.
  await expectTotals(summary, { Shipping: 'Free', Tax: '$15.62', Total: '$231.08' });

  await options.getByRole('radio', { name: /^Express/ }).check();
  await expect(options.getByRole('radio', { name: /^Express/ })).toBeChecked();
  // California does not tax shipping.
  await expectTotals(summary, { Shipping: '$14.95', Tax: '$15.62', Total: '$246.03' });

  // 5. The checkout: an e-mail is needed, then the summary page shows the snapshot.
  await summary.getByRole('button', { name: 'Checkout' }).click();
  await expect(summary.getByText('Enter your e-mail address, like ann@example.com.')).toBeVisible();
  await summary.getByLabel('E-mail').fill('shopper@example.com');
  await summary.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout summary' })).toBeVisible();
  await expect(page.getByText(/Payment comes with the orders feature/)).toBeVisible();
  const items = entries(page.getByRole('list', { name: 'Items in your checkout' }));
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Organic Cotton Tee' })).toContainText('Qty 3');
  await expect(items.filter({ hasText: 'Heavyweight Hoodie' })).toContainText('Qty 2');
  await expect(page.getByText('Express: $14.95')).toBeVisible();
  await expect(page.getByText('CA 94105')).toBeVisible();
  await expect(page.getByText('shopper@example.com')).toBeVisible();
  await expectTotals(page.getByRole('region', { name: 'Totals' }), {
    Subtotal: '$252.00',
    Discounts: '−$36.54',
    Shipping: '$14.95',
    Tax: '$15.62',
    Total: '$246.03',
  });

  // The summary is a page of its own: it reads the checkout again after a reload.
  await page.reload();
  await expect(total(page.getByRole('region', { name: 'Totals' }), 'Total')).toHaveText('$246.03');
});

test('a new visitor’s cart is empty and leads back to the shop', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('removing the only line empties the cart, and the header count follows', async ({ page }) => {
  const drawer = await addToCart(
    page,
    'organic-cotton-tee',
    'L',
    'Navy',
    'Added 1 × Organic Cotton Tee (L, Navy) to your cart.',
  );
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
  await page.getByRole('button', { name: 'Remove Organic Cotton Tee', exact: true }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
