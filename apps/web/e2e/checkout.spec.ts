// End to end: paying on the hosted checkout. A shopper's declined card says so and keeps the form, the approving
// test card places the order and opens the thank-you page; a pickup is taxed at the shop, asks only who collects
// it and a billing address, and is placed with the approving card; then, on a store of the spec's own, a member
// buys, the owner finds the order, fulfils it with a tracking number and link, and the member sees it shipped in
// the account; a guest who signs up after buying reaches the order by the link of its confirmation e-mail; an
// order paid offline is marked paid, partly refunded and canceled by the owner.
import { expect, test } from '@playwright/test';
import { checkoutPaperFilters, fillCard, payAndThank, SHOPPER } from './support/checkout.js';
import { latestMail } from './support/member-mail.js';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';
import { signUp } from './support/sign-up.js';

test('a declined card says so and keeps the form; the approving card places the order', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `buyer.${Date.now()}@example.com`;
  await checkoutPaperFilters(page, '', email);

  // The checkout has no shop around it: the store's name, "Secure checkout", and the way back to the cart.
  const header = page.getByRole('banner');
  await expect(header).toContainText('Secure checkout');
  await expect(header.getByRole('link', { name: 'Back to cart' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Primary' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Store admin' })).toHaveCount(0);

  // The details typed are on the form, and the summary shows the item and its totals.
  const contact = page.getByRole('region', { name: 'Contact and recipient' });
  await expect(contact.getByLabel('E-mail')).toHaveValue(email);
  await expect(contact.getByLabel('Street and number')).toHaveValue(SHOPPER.street);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('list', { name: 'Items in your order' })).toContainText(
    'Unbleached Paper Filters',
  );
  await expect(page.getByText('4242 4242 4242 4242', { exact: true })).toBeVisible();

  // What is typed on the checkout survives a reload of the tab; a card's fields never do.
  await contact.getByLabel('Phone (optional)').fill('+1 415 555 0100');
  await contact.getByLabel('Apartment, suite, etc. (optional)').fill('Suite 5');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.reload();
  await expect(contact.getByLabel('Phone (optional)')).toHaveValue('+1 415 555 0100');
  await expect(contact.getByLabel('Apartment, suite, etc. (optional)')).toHaveValue('Suite 5');
  await expect(contact.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Card number')).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('4242');

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
  // Once the order is placed, nothing typed stays in the tab.
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Suite 5');
  await expect(page.getByText(/Order #\d+ is placed/)).toBeVisible();
  await expect(page.getByText(`We sent a confirmation to ${email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Unbleached Paper Filters');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Card ending 4242');

  // The cart became the order: it is empty now, and going back to the checkout leads to the order.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is placed' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('a pickup order asks only who collects it, shows the shop, and is paid with its own billing address', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await checkoutPaperFilters(page, '', `pickup.${Date.now()}@example.com`);
  // The option is checked once the checkout answers with it.
  const pickup = page
    .getByRole('region', { name: 'Delivery' })
    .getByRole('radio', { name: /Pick up at our/ });
  // California taxes the filters shipped to San Francisco; collected at the Portland shop, Oregon's no tax.
  const tax = page.getByRole('complementary', { name: 'Order summary' }).getByRole('row', { name: /^Tax/ });
  await expect(tax).not.toContainText('$0.00');
  await pickup.click();
  await expect(pickup).toBeChecked();
  await expect(tax).toContainText('$0.00');

  // Who collects it (the name typed kept), and the shop instead of a street address.
  const contact = page.getByRole('region', { name: 'Contact and collector' });
  await expect(contact.getByLabel('First name')).toHaveValue(SHOPPER.firstName);
  await expect(contact.getByLabel('Street and number')).toHaveCount(0);
  await expect(contact.getByText('1200 NW Marshall St')).toBeVisible();
  await contact.getByLabel('Phone (optional)').fill('+1 415 555 0100');

  // No shipping address to bill to: the billing address is asked for, and named when missing.
  const billing = page.getByRole('region', { name: 'Billing address' });
  await expect(billing.getByRole('checkbox')).toHaveCount(0);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(billing.getByText('Enter the street and number.')).toBeVisible();
  await expect(billing.getByLabel('First name')).toBeFocused();
  await billing.getByLabel('First name').fill(SHOPPER.firstName);
  await billing.getByLabel('Last name').fill(SHOPPER.lastName);
  await billing.getByLabel('Street and number').fill(SHOPPER.street);
  await billing.getByLabel('City', { exact: true }).fill(SHOPPER.city);
  await billing.getByLabel('Country').selectOption({ label: 'United States' });
  await billing.getByLabel('State').selectOption({ label: 'California' });
  await billing.getByLabel('ZIP code').fill('94103');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/thank-you\/[^/]+$/);
  await expect(page.getByText(/Order #\d+ is placed/)).toBeVisible();
  await expect(page.getByText('Pick up at our Portland shop', { exact: false }).first()).toBeVisible();
});

test('a pickup chosen in the cart: the cart asks nothing more, the checkout only who collects it', async ({
  page,
}) => {
  await page.goto('/product-page/unbleached-paper-filters');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByLabel('Country').selectOption({ label: 'United States' });
  await summary.getByLabel('State').selectOption({ label: 'California' });
  await summary.getByLabel('ZIP code').fill('94103');
  await summary.getByRole('button', { name: 'Estimate shipping and tax' }).click();
  await summary
    .getByRole('group', { name: 'Shipping option' })
    .getByRole('radio', { name: /Pick up at our/ })
    .check();
  await expect(summary.getByLabel('First name')).toHaveCount(0);
  await expect(summary.getByLabel('Street and number')).toHaveCount(0);
  await summary.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  const contact = page.getByRole('region', { name: 'Contact and collector' });
  await expect(contact.getByLabel('Street and number')).toHaveCount(0);
  await expect(contact.getByLabel('City', { exact: true })).toHaveCount(0);
  await contact.getByLabel('First name').fill(SHOPPER.firstName);
  await contact.getByLabel('Last name').fill(SHOPPER.lastName);
  await contact.getByLabel('E-mail').fill(`collector.${Date.now()}@example.com`);
  await page.getByRole('radio', { name: /Pay offline/ }).check();
  // Paid offline at the shop: no billing address either.
  await expect(page.getByRole('region', { name: 'Billing address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/thank-you\/[^/]+$/);
});

test.describe('an order from checkout to shipped', () => {
  let store: OwnStore;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    store = await startOwnStore('checkout');
  });
  test.afterAll(() => store?.stop());

  test('a member buys, the owner fulfils with tracking, the member sees it shipped', async ({
    browser,
  }, testInfo) => {
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

    await checkoutPaperFilters(shopper, store.origin, email);
    await expect(shopper.getByLabel('E-mail')).toHaveValue(email);
    const number = await payAndThank(shopper);
    // A member's thank-you page leads to the account's orders.
    await expect(shopper.getByRole('link', { name: 'See your orders' })).toBeVisible();

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
    await shopper.screenshot({ path: testInfo.outputPath('account-order-shipped.png'), fullPage: true });
    await owner.screenshot({ path: testInfo.outputPath('admin-order-fulfilled.png'), fullPage: true });

    // The member's admin page lists the order, fulfilled, and leads to it.
    await owner.goto(`${store.origin}/admin/members`);
    await owner.getByLabel('Search members').fill(email);
    await owner.getByRole('button', { name: 'Search' }).click();
    await owner.getByRole('link', { name: 'Grace Hopper' }).click();
    const theirOrders = owner.getByRole('region', { name: 'Orders' });
    await expect(theirOrders).toContainText('1 order');
    await expect(theirOrders.getByRole('row', { name: new RegExp(`Order #${number}`) })).toContainText(
      'Fulfilled',
    );
    await owner.screenshot({ path: testInfo.outputPath('admin-member-orders.png'), fullPage: true });
    await theirOrders.getByRole('link', { name: `Order #${number}` }).click();
    await expect(owner.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  });

  test('a guest who signs up after buying reaches the order by the e-mail’s link, in any browser', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `guest.${Date.now()}@example.com`;
    const shopper = await browser.newPage();
    await checkoutPaperFilters(shopper, store.origin, email);
    const number = await payAndThank(shopper);
    const thankYou = shopper.url();
    // Signed up in the same browser, the thank-you page is another session's: it says so and where to look.
    await signUp(shopper, store, { email, password: 'after-the-order-1', firstName: 'Ann', lastName: 'Lee' });
    await shopper.goto(thankYou);
    await expect(
      shopper.getByRole('heading', { level: 1, name: 'This order is not in this session' }),
    ).toBeVisible();
    await expect(shopper.getByText(/Open it from the link in your confirmation e-mail/)).toBeVisible();
    await expect(shopper.getByRole('link', { name: 'See your orders' })).toBeVisible();
    await expect(shopper.getByText('Request id')).toHaveCount(0);

    const link = await latestMail(store, email, 'order-confirmation', 'link');
    expect(new URL(link).pathname).toMatch(/^\/orders\/[^/]+$/);
    await shopper.goto(link);
    await expect(shopper.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(shopper.getByText(`Confirmation sent to ${email}`)).toBeVisible();
    await expect(shopper.getByRole('region', { name: 'Payment' })).toContainText('Card ending 4242');
    await expect(shopper.getByRole('region', { name: 'Items' })).toContainText('Total');
    await shopper.screenshot({ path: testInfo.outputPath('order-link.png'), fullPage: true });

    // A browser that never saw the store opens it too; a key cut short opens nothing, and says why.
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    await stranger.goto(link.slice(0, -3));
    await expect(
      stranger.getByRole('heading', { level: 1, name: 'This order link does not work' }),
    ).toBeVisible();
    await expect(stranger.getByRole('link', { name: 'Sign in to see your orders' })).toBeVisible();
  });

  test('an offline order: the owner marks it paid, records a refund and cancels it', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `offline.${Date.now()}@example.com`;
    const shopper = await browser.newPage();
    await checkoutPaperFilters(shopper, store.origin, email);
    await shopper.getByRole('radio', { name: /Pay offline/ }).check();
    await shopper.getByRole('button', { name: 'Place order' }).click();
    await expect(shopper).toHaveURL(/\/thank-you\/[^/]+$/);
    await expect(shopper.getByText(/You chose to pay offline/)).toBeVisible();
    await expect(shopper.getByRole('region', { name: 'Payment' })).toContainText('Not paid');
    const placed = await shopper.getByText(/Order #\d+ is placed/).textContent();
    const number = /Order #(\d+)/.exec(placed ?? '')![1]!;

    const owner = await browser.newPage();
    await signInAsOwner(owner, store, 'orders', 'Orders');
    await owner.getByLabel('Payment').selectOption({ label: 'Not paid' });
    await owner.getByRole('link', { name: `Order #${number}` }).click();
    await expect(owner.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    await owner.getByRole('button', { name: 'Mark as paid' }).click();
    const payment = owner.getByRole('region', { name: 'Payment', exact: true });
    // The side card's status badge, not the "Paid" amount's label beside it nor the Payments table below.
    const paymentStatus = payment.locator('.order-badge');
    await expect(paymentStatus).toHaveText('Paid');

    // The amount starts blank beside what was paid; more than that is refused next to the field; a part of it
    // is recorded with its reason.
    const refund = owner.getByRole('form', { name: 'Record a refund' });
    await expect(refund.getByLabel('Amount (USD)')).toHaveValue('');
    await expect(refund).toContainText('Paid $13.46, refunded $0.00: up to 13.46 can go back.');
    await refund.getByLabel('Amount (USD)').fill('500');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(refund.getByText(/Enter at most/)).toBeVisible();
    await refund.getByLabel('Amount (USD)').fill('5');
    await refund.getByLabel('Reason (optional)').fill('Box arrived dented');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(paymentStatus).toHaveText('Partially refunded');
    await expect(payment).toContainText('$5.00');
    // The form starts blank again, and says what is left to refund.
    await expect(refund.getByLabel('Amount (USD)')).toHaveValue('');
    await expect(refund).toContainText('Paid $13.46, refunded $5.00: up to 8.46 can go back.');
    await expect(refund.getByLabel('Reason (optional)')).toHaveValue('');

    // Cancel asks once more, then restocks.
    const cancel = owner.getByRole('form', { name: 'Cancel order' });
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await cancel.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(owner.getByText('Canceled', { exact: true }).first()).toBeVisible();
    await expect(owner.getByRole('form', { name: 'Cancel order' })).toHaveCount(0);
    const activity = owner.getByRole('list', { name: 'Activity, newest first' });
    await expect(activity.getByRole('listitem').first()).toContainText('Order canceled');
    for (const step of ['Refund recorded', 'Box arrived dented', 'Payment received', 'Order placed'])
      await expect(activity).toContainText(step);
    await owner.screenshot({ path: testInfo.outputPath('admin-order-canceled.png'), fullPage: true });
  });

  test('the owner raises a price while the shopper pays: the new total is shown, nothing charged, paying again pays it', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const shopper = await browser.newPage();
    await checkoutPaperFilters(shopper, store.origin, `repriced.${Date.now()}@example.com`);
    const pay = shopper.getByRole('button', { name: /^Pay \$/ });
    const before = (await pay.textContent()) ?? '';

    const owner = await browser.newPage();
    await signInAsOwner(owner, store, 'products', 'Products');
    const search = owner.getByRole('search', { name: 'Filter products' });
    await search.getByLabel('Search products').fill('Unbleached Paper Filters');
    await search.getByRole('button', { name: 'Search' }).click();
    await owner.getByRole('table').getByRole('link', { name: 'Unbleached Paper Filters' }).click();
    await owner.getByLabel('Price', { exact: true }).fill('90');
    await owner.getByRole('button', { name: 'Save product' }).click();
    await expect(owner.getByText('Product saved.')).toBeVisible();

    await fillCard(shopper, '4242 4242 4242 4242');
    await pay.click();
    const alert = shopper.getByRole('alert').filter({ hasText: 'Prices changed since you started.' });
    await expect(alert).toContainText(/The total is now \$\d+\.\d\d: nothing was charged/);
    // The summary and the button show the total the next click pays.
    await expect(pay).not.toHaveText(before);
    const total = /\$[\d,]+\.\d\d/.exec((await alert.textContent()) ?? '')![0];
    await expect(pay).toHaveText(`Pay ${total}`);
    await shopper.screenshot({ path: testInfo.outputPath('checkout-prices-changed.png'), fullPage: true });
    await shopper.setViewportSize({ width: 375, height: 812 });
    await alert.scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: testInfo.outputPath('checkout-prices-changed-375.png') });
    await pay.click();
    await expect(shopper).toHaveURL(/\/thank-you\/[^/]+$/);
    await expect(shopper.getByRole('region', { name: 'Items' })).toContainText('$90.00');
  });
});
