// End to end, in real time on a store of the spec's own: a shopper leaves a checkout in one browser, the store
// finds it abandoned (after its shortest time, 5 minutes: the detector runs every minute) and e-mails the link;
// another browser (the shopper's phone) opens the link, sees the same items on the hosted checkout and pays with
// the approving card; the first browser's cart is emptied and its link now says the order is placed; the owner
// sees the checkout RECOVERED. A member's checkout, left in the same minutes, asks the phone to sign in as that
// member and comes back to the checkout after the sign-in.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { checkoutPaperFilters, payAndThank } from './support/checkout.js';
import { ownerToken } from './support/member-mail.js';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';
import { signUp } from './support/sign-up.js';

let store: OwnStore;
test.beforeAll(async () => {
  // A first start seeds the demo store: slow on a busy machine.
  test.setTimeout(240_000);
  store = await startOwnStore('checkout-recovery');
});
test.afterAll(async () => {
  await store?.stop();
});

/** The recovery link e-mailed to `to`, waiting up to `timeout` for the detector to send it. */
async function recoveryLink(to: string, timeout: number): Promise<string> {
  const token = await ownerToken(store);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${store.origin}/cartwright/v1/email-outbox?to=${encodeURIComponent(to)}`,
          {
            headers: { authorization: token },
          },
        );
        const { messages } = (await response.json()) as {
          messages: Array<{ kind: string; data: { link?: string } }>;
        };
        link = messages.find((message) => message.kind === 'abandoned-checkout')?.data.link;
        return link;
      },
      { timeout, intervals: [5_000] },
    )
    .toBeTruthy();
  return link!;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a checkout left in one browser is finished from the e-mailed link in another, and shows as recovered', async ({
  browser,
}) => {
  test.setTimeout(9 * 60_000);
  const settings = await fetch(`${store.origin}/cartwright/v1/abandoned-checkout-settings`, {
    method: 'PATCH',
    headers: { authorization: await ownerToken(store), 'content-type': 'application/json' },
    body: JSON.stringify({ abandonAfterMinutes: 5, recoveryEmailEnabled: true }),
  });
  expect(settings.status).toBe(200);

  // Browser A: the shopper fills the cart and opens the checkout, then leaves.
  const desktop = await newPage(browser);
  const email = `away.${Date.now()}@example.com`;
  await checkoutPaperFilters(desktop, store.origin, email);
  const checkoutUrl = desktop.url();
  const checkoutId = checkoutUrl.slice(checkoutUrl.lastIndexOf('/') + 1);
  // In the same minutes, a member leaves a checkout too.
  const laptop = await newPage(browser);
  const memberEmail = `member.away.${Date.now()}@example.com`;
  const password = 'orbital-sunrise';
  await signUp(laptop, store, {
    email: memberEmail,
    password: password,
    firstName: 'Mae',
    lastName: 'Jemison',
  });
  await checkoutPaperFilters(laptop, store.origin, memberEmail);
  const memberCheckoutUrl = laptop.url();

  // The store e-mails a link that carries no checkout id, only a token.
  const link = await recoveryLink(email, 7 * 60_000);
  expect(link).toMatch(new RegExp(`^${store.origin}/checkout/recover/[A-Za-z0-9_-]{43}$`));

  // Browser B (the phone): the link opens the same checkout, with the same item, destination and the e-mail
  // (kept with the checkout as soon as it was typed); the street typed on the desktop stayed in that tab.
  const phone = await newPage(browser);
  const errors: string[] = [];
  phone.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Without the link the checkout is not the phone's: it is sent to its own cart, not shown an error.
  await phone.goto(`${store.origin}/checkout/${checkoutId}`);
  await expect(
    phone.getByRole('heading', { level: 1, name: 'This checkout is not open here' }),
  ).toBeVisible();
  errors.length = 0;
  await phone.goto(link);
  await expect(phone).toHaveURL(`${store.origin}/checkout/${checkoutId}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = phone.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('list', { name: 'Items in your order' })).toContainText(
    'Unbleached Paper Filters',
  );
  const contact = phone.getByRole('region', { name: 'Contact and recipient' });
  await expect(contact.getByLabel('E-mail')).toHaveValue(email);
  await expect(phone.getByLabel('ZIP code')).toHaveValue('94103');
  await contact.getByLabel('First name').fill('Ann');
  await contact.getByLabel('Last name').fill('Lee');
  await contact.getByLabel('Street and number').fill('1 Market St');
  await contact.getByLabel('City', { exact: true }).fill('San Francisco');
  await payAndThank(phone);
  expect(errors).toEqual([]);

  // Browser A: its checkout page now leads back to its cart, which is emptied, and the link says the order is
  // placed.
  await desktop.goto(`${store.origin}/checkout/${checkoutId}`);
  await expect(
    desktop.getByRole('heading', { level: 1, name: 'This checkout is not open here' }),
  ).toBeVisible();
  await desktop.goto(`${store.origin}/cart`);
  await expect(desktop.getByText('Your cart is empty.')).toBeVisible();
  await desktop.goto(link);
  await expect(
    desktop.getByRole('heading', { level: 1, name: 'Your order is already placed' }),
  ).toBeVisible();
  await expect(desktop.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');

  // The owner sees it recovered.
  const owner = await newPage(browser);
  await signInAsOwner(owner, store, 'abandoned-checkouts', 'Abandoned checkouts');
  const row = owner.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Recovered');
  await expect(row).toContainText('Reminder sent');

  // The member's link, opened on a phone where nobody is signed in: sign in as the buyer, and back to it.
  const memberLink = await recoveryLink(memberEmail, 60_000);
  const guest = await newPage(browser);
  await guest.goto(memberLink);
  await expect(guest.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await guest
    .getByRole('region', { name: 'Sign in to continue' })
    .getByRole('link', { name: 'Sign in' })
    .click();
  await expect(guest.getByText('Sign in to continue to your checkout.')).toBeVisible();
  await guest.getByLabel('E-mail', { exact: true }).fill(memberEmail);
  await guest.getByLabel('Password', { exact: true }).fill(password);
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(memberCheckoutUrl);
  await expect(guest.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(
    guest
      .getByRole('complementary', { name: 'Order summary' })
      .getByRole('list', { name: 'Items in your order' }),
  ).toContainText('Unbleached Paper Filters');
});

test('a wrong link says so and leads back to the shop', async ({ page }) => {
  await page.goto(`${store.origin}/checkout/recover/not-a-real-token`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(`${store.origin}/`);
});
