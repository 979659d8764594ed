// End to end: a shopper fills a cart on the shared demo store (its catalog, WELCOME10, the spend-$100 rule, US
// shipping and California tax come with the first start): adds two products with options, changes quantities
// with fast clicks, tries a bad coupon then WELCOME10, estimates shipping and tax for an address, picks an
// option and creates a checkout, which opens on the hosted checkout page. Every test is a new browser context, so
// a new visitor with a cart of its own: the spec reads the demo store but changes nothing other specs see.
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

  // The address and the option are kept with the cart: a reload finds them, and the checkout is not blocked.
  await page.reload();
  await expect(summary.getByLabel('ZIP code')).toHaveValue('94105');
  await expect(summary.getByLabel('State', { exact: true })).toHaveValue('CA');
  await expect(options.getByRole('radio', { name: /^Express/ })).toBeChecked();
  await expectTotals(summary, { Shipping: '$14.95', Tax: '$15.62', Total: '$246.03' });

  // 5. The cart asks nothing more: one Checkout button, with no address form before it. The checkout asks who
  // receives the parcel and where, once; each missing field says so.
  await expect(summary.getByLabel('Street and number')).toHaveCount(0);
  await expect(summary.getByLabel('E-mail')).toHaveCount(0);
  await summary.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const order = page.getByRole('complementary', { name: 'Order summary' });
  const items = entries(order.getByRole('list', { name: 'Items in your order' }));
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Organic Cotton Tee' })).toContainText('× 3');
  await expect(items.filter({ hasText: 'Heavyweight Hoodie' })).toContainText('× 2');
  // The hosted checkout starts from what the cart gave it: the estimated destination and the option.
  await expect(page.getByRole('radio', { name: /^Express/ })).toBeChecked();
  await expect(page.getByLabel('ZIP code')).toHaveValue('94105');
  const contact = page.getByRole('region', { name: 'Contact and recipient' });
  await expect(contact.getByLabel('First name')).toHaveValue('');
  await page.getByRole('button', { name: 'Pay $246.03' }).click();
  await expect(contact.getByText('Enter the first name.')).toBeVisible();
  await expect(contact.getByText('Enter the street and number.')).toBeVisible();
  await expect(contact.getByText('Enter your e-mail address, like ann@example.com.')).toBeVisible();
  await contact.getByLabel('E-mail').fill('shopper@example.com');
  await contact.getByLabel('First name').fill('Ann');
  await contact.getByLabel('Last name').fill('Lee');
  await contact.getByLabel('Street and number').fill('1 Market St');
  await contact.getByLabel('City', { exact: true }).fill('San Francisco');
  await contact.getByLabel('Phone (optional)').fill('+1 415 555 0100');
  await expectTotals(order, {
    Subtotal: '$252.00',
    Discounts: '−$36.54',
    Shipping: '$14.95',
    Tax: '$15.62',
    Total: '$246.03',
  });
  await expect(page.getByRole('button', { name: 'Pay $246.03' })).toBeEnabled();

  // The checkout is a page of its own: it reads the checkout again after a reload.
  await page.reload();
  await expect(total(order, 'Total')).toHaveText('$246.03');
});

test('asking 50 of a mug with 7 in stock adds 7 and says so, in the same words the cart and checkout use', async ({
  page,
}) => {
  await page.goto('/product-page/stoneware-mug');
  await page.getByRole('group', { name: 'Color' }).getByLabel('Sage', { exact: true }).check();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('50');
  await expect(quantity).toHaveValue('7');
  await expect(page.getByText('Only 7 in stock — you can add up to 7.')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('status')).toHaveText('Only 7 in stock — 7 added to your cart.');
  // The drawer sums it up as the server prices it: 7 × $24.00.
  await expect(drawer.getByText('Subtotal')).toBeVisible();
  await expect(drawer).toContainText('Subtotal $168.00');
  await page.keyboard.press('Escape');
  // All of it is in the cart now: nothing more can be added.
  await expect(page.getByText('Only 7 in stock — all 7 are in your cart.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

  await page.goto('/cart');
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Stoneware Mug' })).toHaveValue('7');
  await expect(page.getByRole('button', { name: 'Increase quantity of Stoneware Mug' })).toBeDisabled();
  // Typing more than is in stock: the line says so in the same words and the checkout waits for the fix.
  const mugQuantity = page.getByRole('spinbutton', { name: 'Quantity of Stoneware Mug' });
  await mugQuantity.fill('10');
  await mugQuantity.press('Enter');
  const warning = page.getByText('Only 7 in stock — lower the quantity to 7 to check out.');
  await expect(warning).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByLabel('Country').selectOption({ label: 'United States' });
  await summary.getByLabel('State').selectOption({ label: 'California' });
  await summary.getByLabel('ZIP code').fill('94103');
  await summary.getByRole('button', { name: 'Estimate shipping and tax' }).click();
  await summary.getByRole('button', { name: 'Checkout' }).click();
  await expect(
    summary.getByText('Lower the quantities marked above to what is in stock before checking out.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Change the quantity of Stoneware Mug to 7' }).click();
  await expect(mugQuantity).toHaveValue('7');
  await expect(warning).toBeHidden();
  await summary.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
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

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`the cart and the checkout at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('show the stock note, the cart with its one Checkout button, the checkout’s errors and the address, with no overflow or console errors', async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const look = async (name: string) => {
        expect(await overflow(), `horizontal overflow on ${name}`).toBe(0);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
      };

      await page.goto('/product-page/stoneware-mug');
      await page.getByRole('group', { name: 'Color' }).getByLabel('Sage', { exact: true }).check();
      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('50');
      await expect(page.getByText('Only 7 in stock — you can add up to 7.')).toBeVisible();
      await look('product-stock-note');
      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page
        .getByRole('dialog', { name: 'Your cart' })
        .getByRole('link', { name: 'View cart and check out' })
        .click();

      const summary = page.getByRole('region', { name: 'Order summary' });
      await summary.getByLabel('Country').selectOption({ label: 'United States' });
      await summary.getByLabel('State', { exact: true }).selectOption({ label: 'California' });
      await summary.getByLabel('ZIP code').fill('94103');
      await summary.getByRole('button', { name: 'Estimate shipping and tax' }).click();
      await expect(summary.getByRole('group', { name: 'Shipping option' })).toBeVisible();
      await look('cart');
      // Checkout stands above the estimate, within the first screen of the summary.
      const checkout = summary.getByRole('button', { name: 'Checkout' });
      const estimate = summary.getByRole('button', { name: 'Estimate shipping and tax' });
      expect((await checkout.boundingBox())!.y).toBeLessThan((await estimate.boundingBox())!.y);
      await checkout.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByText('Enter the first name.')).toBeVisible();
      await look('checkout-with-errors');
      const contact = page.getByRole('region', { name: 'Contact and recipient' });
      await contact.getByLabel('First name').fill('Ann');
      await contact.getByLabel('Street and number').fill('1 Market St');
      await look('checkout');
      expect(errors).toEqual([]);
    });
  });
}
