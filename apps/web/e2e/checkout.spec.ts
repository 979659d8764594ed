// End to end: paying on the hosted checkout. A shopper's declined card says so and keeps the form, the approving
// test card places the order and opens the thank-you page; then, on a store of the spec's own, a member buys, the
// owner finds the order, fulfils it with a tracking number and link, and the member sees it shipped in the account.
import { expect, type Page, test } from '@playwright/test';
import { latestMail } from './support/member-mail.js';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

const SHOPPER = {
  firstName: 'Ann',
  lastName: 'Lee',
  street: '1 Market St',
  city: 'San Francisco',
};

/** Adds the French press (no options) and creates a checkout for a San Francisco address from the cart. */
async function checkoutFrenchPress(page: Page, origin: string, email: string, details = true) {
  await page.goto(`${origin}/product-page/french-press`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.goto(`${origin}/cart`);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByLabel('Country').selectOption({ label: 'United States' });
  await summary.getByLabel('State').selectOption({ label: 'California' });
  await summary.getByLabel('ZIP code').fill('94103');
  await summary.getByRole('button', { name: 'Estimate shipping and tax' }).click();
  await expect(summary.getByRole('group', { name: 'Shipping option' })).toBeVisible();
  if (details) {
    await summary.getByLabel('First name').fill(SHOPPER.firstName);
    await summary.getByLabel('Last name').fill(SHOPPER.lastName);
    await summary.getByLabel('Street and number').fill(SHOPPER.street);
    await summary.getByLabel('City', { exact: true }).fill(SHOPPER.city);
    await summary.getByLabel('E-mail').fill(email);
  }
  await summary.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function fillCard(page: Page, number: string) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM/YY)').fill('1230');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByLabel('Name on card').fill('Ann Lee');
}

test('a declined card says so and keeps the form; the approving card places the order', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `buyer.${Date.now()}@example.com`;
  await checkoutFrenchPress(page, '', email);

  // The details given in the cart are on the form, and the summary shows the item and its totals.
  const contact = page.getByRole('region', { name: 'Contact and recipient' });
  await expect(contact.getByLabel('E-mail')).toHaveValue(email);
  await expect(contact.getByLabel('Street and number')).toHaveValue(SHOPPER.street);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('list', { name: 'Items in your order' })).toContainText('French Press');
  await expect(page.getByText('4242 4242 4242 4242', { exact: true })).toBeVisible();

  // Missing card details are named before anything is sent.
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await pay.click();
  await expect(page.getByText('Enter the card number.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeFocused();

  await fillCard(page, '4000 0000 0000 0002');
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible();
  // Still the checkout, with everything typed kept; another card goes through.
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByLabel('Name on card')).toHaveValue('Ann Lee');
  await expect(contact.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Card number').fill('4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await pay.click();

  await expect(page).toHaveURL(/\/thank-you\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ann!' })).toBeVisible();
  await expect(page.getByText(/Order #\d+ is placed/)).toBeVisible();
  await expect(page.getByText(`We sent a confirmation to ${email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('French Press');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Card ending 4242');

  // The cart became the order: it is empty now, and going back to the checkout leads to the order.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is placed' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test.describe('an order from checkout to shipped', () => {
  let store: OwnStore;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    store = await startOwnStore('checkout');
  });
  test.afterAll(() => store?.stop());

  test('a member buys, the owner fulfils with tracking, the member sees it shipped', async ({ browser }) => {
    test.setTimeout(180_000);
    const email = `member.${Date.now()}@example.com`;
    const shopper = await browser.newPage();
    await shopper.goto(`${store.origin}/auth/signup`);
    await shopper.getByLabel('First name').fill('Grace');
    await shopper.getByLabel('Last name').fill('Hopper');
    await shopper.getByLabel('E-mail', { exact: true }).fill(email);
    await shopper.getByLabel('Password', { exact: true }).fill('cobol-and-nanoseconds');
    await shopper.getByRole('button', { name: 'Create account' }).click();
    await shopper
      .getByLabel('Verification code')
      .fill(await latestMail(store, email, 'verification-code', 'code'));
    await shopper.getByRole('button', { name: 'Verify' }).click();
    await expect(shopper).toHaveURL(`${store.origin}/account`);

    await checkoutFrenchPress(shopper, store.origin, email);
    // The member's name and e-mail are on the form.
    await expect(shopper.getByLabel('E-mail')).toHaveValue(email);
    await fillCard(shopper, '4242 4242 4242 4242');
    await shopper.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(shopper).toHaveURL(/\/thank-you\/[^/]+$/);
    const number = /Order #(\d+)/.exec(
      (await shopper.getByText(/Order #\d+ is placed/).textContent()) ?? '',
    )?.[1];
    expect(number).toBeTruthy();

    // The owner finds it by the buyer's e-mail, and fulfils it with a tracking number and link.
    const owner = await browser.newPage();
    await signInAsOwner(owner, store, 'orders', 'Orders');
    await owner.getByLabel('Search orders').fill(email);
    await owner.getByRole('button', { name: 'Search' }).click();
    await expect(owner.getByText('1 order', { exact: true })).toBeVisible();
    await owner.getByRole('link', { name: `Order #${number}` }).click();
    await expect(owner.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    const fulfil = owner.getByRole('form', { name: 'Fulfil items' });
    await fulfil.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
    await fulfil.getByLabel('Shipping provider (optional)').fill('UPS');
    await fulfil.getByLabel('Tracking link (optional)').fill('https://tracking.example/1Z999AA10123456784');
    await fulfil.getByRole('button', { name: 'Fulfil items' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'are fulfilled' })).toBeVisible();
    await expect(owner.getByText('Fulfilled', { exact: true }).first()).toBeVisible();
    await expect(owner.getByRole('list', { name: 'Activity, newest first' })).toContainText(
      'Items fulfilled',
    );

    // The member sees it shipped, with the tracking link, in the account's orders.
    await shopper.goto(`${store.origin}/account/orders`);
    const row = shopper.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
    await expect(row).toContainText(`Order #${number}`);
    await expect(row).toContainText('Shipped');
    await expect(row).toContainText('Paid');
    await expect(row.getByRole('link', { name: /Track parcel/ })).toHaveAttribute(
      'href',
      'https://tracking.example/1Z999AA10123456784',
    );
    await row.getByRole('link', { name: `Order #${number}` }).click();
    await expect(shopper.getByRole('heading', { level: 2, name: `Order #${number}` })).toBeVisible();
    await expect(shopper.getByRole('link', { name: 'UPS 1Z999AA10123456784' })).toBeVisible();
  });
});
