// End to end: the store owner signs in to the admin, creates a coupon (after the server refuses a bad percent
// and a taken code, next to the field), a shipping region with an option and a rate rule (after a refused rule
// value lands on that rule's row), and a tax region; then a new shopper's cart is priced with all three.
//
// The shopper's side goes through @cartwright/client against the same server, not the storefront's cart UI:
// that UI was being built alongside this spec, so the check that the admin's entities take effect is made on
// the server's own totals (estimate-totals for an address in the new regions, with the new coupon applied).
//
// Like admin-catalog.spec.ts, this spec starts its own store on a fresh data directory, since the demo owner
// credentials are printed only by the start that creates the store.
import { createClient, OAuthStrategy } from '@cartwright/client';
import { currentCart, STORE_CATALOG_APP_ID } from '@cartwright/client/cart';
import { queryProducts } from '@cartwright/client/products';
import { expect, type Page, test } from '@playwright/test';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

test.describe.configure({ mode: 'serial' });

let store: OwnStore;
let origin: string;

test.beforeAll(async () => {
  // A fresh embedded database takes seconds to create and seed.
  test.setTimeout(240_000);
  store = await startOwnStore('pricing');
  origin = store.origin;
});

test.afterAll(() => store?.stop());

const signIn = (page: Page) => signInAsOwner(page, store, 'coupons', 'Coupons');

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test('the owner sets up a coupon, shipping to Canada and Ontario tax, and a new shopper is priced with them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect(adminNav(page).getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
  // The demo store's own coupons are listed with their state.
  await expect(page.getByRole('row', { name: /WELCOME10/ })).toContainText('10% off');
  await expect(page.getByRole('row', { name: /WELCOME10/ })).toContainText('Active');

  // --- Coupon: required fields first, then the server's refusal of 150%, then a taken code.
  await page.getByRole('link', { name: 'New coupon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New coupon' })).toBeVisible();
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter the code shoppers type.')).toBeVisible();
  await expect(page.getByText('Enter the percent off.')).toBeVisible();

  await page.getByLabel('Code', { exact: true }).fill('SPRING15');
  await page.getByLabel('Name', { exact: true }).fill('Spring sale');
  await page.getByLabel('Type', { exact: true }).selectOption('PERCENT_OFF');
  await page.getByLabel('Percent off', { exact: true }).fill('150');
  await page.getByLabel('Expires', { exact: true }).fill('2099-12-31T23:30');
  await page.getByLabel('Usage limit', { exact: true }).fill('100');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  const percent = page.getByLabel('Percent off', { exact: true });
  await expect(percent).toHaveAttribute('aria-invalid', 'true');
  await expect(percent).toHaveAccessibleDescription(/must be at most 100/);

  // Typed in any case, a code is kept in capitals; the demo's WELCOME10 is taken in any case.
  await page.getByLabel('Code', { exact: true }).fill('welcome10');
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue('WELCOME10');
  await percent.fill('15');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(
    /Another coupon already has the code "WELCOME10"/,
  );
  await expect(percent).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Code', { exact: true }).fill('SPRING15');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit SPRING15' })).toBeVisible();
  await expect(page.getByText('Coupon created.')).toBeVisible();
  // The expiry went out as an instant and comes back as the same local time.
  await expect(page.getByLabel('Expires', { exact: true })).toHaveValue('2099-12-31T23:30');
  await page.getByRole('link', { name: 'Back to coupons' }).click();
  const spring = page.getByRole('row', { name: /SPRING15/ });
  await expect(spring).toContainText('Spring sale');
  await expect(spring).toContainText('15% off');
  await expect(spring).toContainText('Active');
  await expect(spring).toContainText('0 / 100');

  // --- Shipping: a region for Canada with one option whose rate rule the server first refuses.
  await adminNav(page).getByRole('link', { name: 'Shipping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect(page.getByRole('row', { name: /United States/ })).toBeVisible();
  await page.getByRole('link', { name: 'New shipping region' }).click();
  await page.getByLabel('Region name', { exact: true }).fill('Canada');
  await page.getByRole('group', { name: 'Destination 1' }).getByLabel('Country', { exact: true }).fill('ca');
  const option = page.getByRole('group', { name: 'Option 1', exact: true });
  await option.getByLabel('Code', { exact: true }).fill('canada-post');
  await option.getByLabel('Title', { exact: true }).fill('Canada Post');
  await option.getByLabel('Flat rate', { exact: true }).fill('15');
  await option.getByLabel('Delivery time', { exact: true }).fill('5–7 business days');
  await option.getByRole('button', { name: 'Add a rate rule to Option 1' }).click();
  const rule = option.getByRole('group', { name: 'Rate rule 1', exact: true });
  await rule.getByLabel('When', { exact: true }).selectOption('BY_TOTAL_QUANTITY');
  await rule.getByLabel('Operator', { exact: true }).selectOption('GTE');
  // Five decimals: a number to the browser, too precise for the server.
  await rule.getByLabel('Value', { exact: true }).fill('2.00001');
  await rule.getByLabel('Then the rate is', { exact: true }).fill('22');
  await page.getByRole('button', { name: 'Create shipping region' }).click();
  const ruleValue = rule.getByLabel('Value', { exact: true });
  await expect(ruleValue).toHaveAttribute('aria-invalid', 'true');
  await expect(ruleValue).toHaveAccessibleDescription(/Enter an amount such as 12\.50/);
  await expect(option.getByLabel('Flat rate', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await ruleValue.fill('2');
  await page.getByRole('button', { name: 'Create shipping region' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Canada' })).toBeVisible();
  await expect(page.getByText('Shipping region created.')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Destination 1' }).getByLabel('Country', { exact: true }),
  ).toHaveValue('CA');
  await page.getByRole('link', { name: 'Back to shipping' }).click();
  await expect(page.getByRole('row', { name: /Canada/ })).toContainText('Canada Post ($15.00)');

  // --- Tax: Ontario's HST, shipping not taxed.
  await adminNav(page).getByRole('link', { name: 'Tax' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tax' })).toBeVisible();
  await expect(page.getByLabel('Prices include tax')).not.toBeChecked();
  await page.getByRole('link', { name: 'New tax region' }).click();
  await page.getByLabel('Region name', { exact: true }).fill('Ontario');
  await page.getByLabel('Country', { exact: true }).fill('CA');
  await page.getByLabel('State or region', { exact: true }).fill('ON');
  const rate = page.getByRole('group', { name: 'Rate 1', exact: true });
  await rate.getByLabel('Jurisdiction type').selectOption('STATE');
  await rate.getByLabel('Jurisdiction name').fill('Ontario HST');
  await rate.getByLabel('Rate (%)').fill('13');
  await page.getByRole('button', { name: 'Create tax region' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Ontario' })).toBeVisible();
  await expect(page.getByText('Tax region created.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to tax' }).click();
  await expect(page.getByRole('row', { name: /Ontario/ })).toContainText('13%');

  // --- A new shopper (a fresh visitor session of its own) in Toronto, with two notebooks and the coupon.
  const { clientId } = (await (await fetch(`${origin}/cartwright/v1/web-config`)).json()) as {
    clientId: string;
  };
  const shopper = createClient({ host: origin, auth: OAuthStrategy({ clientId }), modules: { currentCart } });
  const found = await queryProducts(shopper).eq('name', 'Dot Grid Notebook').find();
  const notebook = found.items[0]!;
  expect(notebook.priceData?.price).toBe(18);
  await shopper.currentCart.addToCurrentCart({
    lineItems: [
      { quantity: 2, catalogReference: { appId: STORE_CATALOG_APP_ID, catalogItemId: notebook.id! } },
    ],
  });
  await shopper.currentCart.updateCurrentCart({ couponCode: 'spring15' });
  const totals = await shopper.currentCart.estimateCurrentCartTotals({
    shippingAddress: { country: 'CA', subdivision: 'CA-ON', city: 'Toronto', postalCode: 'M5V 2T6' },
  });
  // 36.00 − 15% (5.40); the rule "2 or more items" sets shipping to 22.00; 13% tax on the 30.60 left.
  expect(totals.priceSummary).toMatchObject({
    subtotal: { amount: '36.00' },
    discount: { amount: '5.40' },
    shipping: { amount: '22.00' },
    tax: { amount: '3.98' },
    total: { amount: '56.58' },
  });
  expect(totals.appliedDiscounts).toEqual([
    expect.objectContaining({ coupon: expect.objectContaining({ code: 'SPRING15' }) }),
  ]);
  expect(totals.shippingInfo.selectedCarrierServiceOption).toMatchObject({
    code: 'canada-post',
    title: 'Canada Post',
  });
  expect(totals.taxSummary.taxBreakdown).toEqual([
    expect.objectContaining({
      jurisdictionName: 'Ontario HST',
      taxAmount: expect.objectContaining({ amount: '3.98' }),
    }),
  ]);
});

test('the owner edits a discount rule and a coupon, and deletes them', async ({ page }) => {
  await signIn(page);
  await adminNav(page).getByRole('link', { name: 'Discount rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount rules' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Spend \$100, save 5%/ })).toContainText('LIVE');

  await page.getByRole('link', { name: 'New discount rule' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Summer notebooks');
  await page.getByLabel('Discount type').selectOption('FIXED_AMOUNT');
  await page.getByLabel('Amount off each item').fill('2.50');
  await page.getByLabel('Applies to').selectOption('SPECIFIC_PRODUCTS');
  await page.getByLabel('Starts', { exact: true }).fill('2099-06-01T09:00');
  // Specific products without a product: asked for before anything is sent.
  await page.getByRole('button', { name: 'Create discount rule' }).click();
  await expect(page.getByText('Choose at least one product.')).toBeVisible();
  await page.getByLabel('Find products by name').fill('Dot Grid');
  await page.getByLabel('Find products by name').press('Enter');
  await page.getByRole('button', { name: 'Add Dot Grid Notebook' }).click();
  await expect(page.getByRole('list', { name: 'Products it applies to: chosen' })).toContainText(
    'Dot Grid Notebook',
  );
  await page.getByLabel('Minimum quantity').fill('2');
  await page.getByRole('button', { name: 'Create discount rule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Summer notebooks' })).toBeVisible();
  // It starts in 2099: the server says it is pending.
  await expect(page.getByText('Status now: PENDING')).toBeVisible();
  await page.getByLabel('Starts', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save discount rule' }).click();
  await expect(page.getByText('Discount rule saved.')).toBeVisible();
  await expect(page.getByText('Status now: LIVE')).toBeVisible();
  await page.getByRole('button', { name: 'Delete discount rule' }).click();
  await page.getByRole('button', { name: 'Yes, delete Summer notebooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount rules' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Summer notebooks/ })).toHaveCount(0);

  // A free-shipping coupon limited to a collection, switched off, then deleted.
  await adminNav(page).getByRole('link', { name: 'Coupons' }).click();
  await page.getByRole('link', { name: 'New coupon' }).click();
  await page.getByLabel('Code', { exact: true }).fill('PAPERSHIP');
  await page.getByLabel('Name', { exact: true }).fill('Free shipping on stationery');
  await page.getByLabel('Type', { exact: true }).selectOption('FREE_SHIPPING');
  await expect(page.getByLabel('Percent off', { exact: true })).toHaveCount(0);
  await page.getByRole('group', { name: 'Limited to collections' }).getByLabel('Stationery').check();
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('Coupon created.')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Limited to collections' }).getByLabel('Stationery'),
  ).toBeChecked();
  await page.getByLabel('Active', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save coupon' }).click();
  await expect(page.getByText('Coupon saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to coupons' }).click();
  await expect(page.getByRole('row', { name: /PAPERSHIP/ })).toContainText('Inactive');
  await page.getByRole('link', { name: 'PAPERSHIP' }).click();
  await page.getByRole('button', { name: 'Delete coupon' }).click();
  await page.getByRole('button', { name: 'Yes, delete PAPERSHIP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('row', { name: /PAPERSHIP/ })).toHaveCount(0);
});
