// A checkout the way a shopper gets one: the paper filters in the cart (no options; 120 in stock, so the specs
// that buy them leave the stock other specs read alone), shipping estimated for San Francisco, the cart's
// Checkout button, the contact and street given on the hosted checkout; and the test card typed there.
import { expect, type Page } from '@playwright/test';

export const SHOPPER = { firstName: 'Ann', lastName: 'Lee', street: '1 Market St', city: 'San Francisco' };

/** Ends on the hosted checkout page. `origin` '' uses the shared store of the config. */
export async function checkoutPaperFilters(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/product-page/unbleached-paper-filters`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.goto(`${origin}/cart`);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByLabel('Country').selectOption({ label: 'United States' });
  await summary.getByLabel('State').selectOption({ label: 'California' });
  await summary.getByLabel('ZIP code').fill('94103');
  await summary.getByRole('button', { name: 'Estimate shipping and tax' }).click();
  await expect(summary.getByRole('group', { name: 'Shipping option' })).toBeVisible();
  await summary.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The checkout asks for the contact and the address, once.
  const contact = page.getByRole('region', { name: 'Contact and recipient' });
  await contact.getByLabel('E-mail').fill(email);
  await contact.getByLabel('First name').fill(SHOPPER.firstName);
  await contact.getByLabel('Last name').fill(SHOPPER.lastName);
  await contact.getByLabel('Street and number').fill(SHOPPER.street);
  await contact.getByLabel('City', { exact: true }).fill(SHOPPER.city);
}

/** Types a card with a future expiry. */
export async function fillCard(page: Page, number: string) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM/YY)').fill('1230');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByLabel('Name on card').fill('Ann Lee');
}

/** Pays with the approving card and waits for the thank-you page; answers the order number. */
export async function payAndThank(page: Page): Promise<string> {
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\/[^/]+$/);
  const placed = page.getByText(/Order #\d+ is placed/);
  await expect(placed).toBeVisible();
  return /Order #(\d+)/.exec((await placed.textContent()) ?? '')![1]!;
}
