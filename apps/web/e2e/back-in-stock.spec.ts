// End to end: a shopper asks to be told when an out-of-stock coffee is back and confirms the address from the
// e-mailed link (opening the link alone confirms nothing), the owner sees the confirmed request, raises the stock
// in the product editor, and the e-mail with a link to the product page is in the outbox; the request then shows
// as sent. The owner's abandoned-checkout page lists and saves its settings.
import { expect, test } from '@playwright/test';
import { latestMail } from './support/member-mail.js';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

let store: OwnStore;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A first start seeds the demo store: slow on a busy machine.
  test.setTimeout(240_000);
  store = await startOwnStore('back-in-stock');
});
test.afterAll(() => store?.stop());

test('a shopper who confirmed the address is e-mailed when the owner raises the stock', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = `waiting-${Date.now()}@example.com`;
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`${store.origin}/product-page/decaf-colombia`);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Decaf Colombia' })).toBeVisible();
  await expect(shopper.locator('.product-details .stock-state')).toHaveText('Out of stock');
  const form = shopper.getByRole('form', { name: "Tell me when it's back" });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: "Email me when it's back" }).click();
  await expect(shopper.getByRole('status')).toHaveText(
    `Thanks! We sent a link to ${email}: confirm it there, and we will e-mail you when it is back in stock.`,
  );

  // The e-mailed link opens a page that asks first: a mail scanner following it confirms nothing.
  const confirmLink = await latestMail(store, email, 'back-in-stock-confirmation', 'link');
  expect(confirmLink).toMatch(new RegExp(`^${store.origin}/back-in-stock/confirm/[^/]+$`));
  const inbox = await (await browser.newContext()).newPage();
  await inbox.goto(confirmLink);
  await expect(inbox.getByRole('heading', { level: 1, name: 'Confirm your request' })).toBeVisible();
  await inbox.setViewportSize({ width: 375, height: 700 });
  await inbox.screenshot({ path: testInfo.outputPath('back-in-stock-confirm-375.png') });
  await inbox.setViewportSize({ width: 1280, height: 800 });
  await inbox.getByRole('button', { name: "Yes, tell me when it's back" }).click();
  await expect(inbox.getByRole('heading', { level: 1, name: 'You are on the list' })).toBeVisible();
  await expect(inbox.getByRole('status')).toHaveText(
    `We will e-mail ${email} once when Decaf Colombia is back in stock.`,
  );
  await inbox.screenshot({ path: testInfo.outputPath('back-in-stock-confirmed.png') });

  const owner = await (await browser.newContext()).newPage();
  await signInAsOwner(owner, store, 'back-in-stock', 'Back in stock');
  const requests = owner.getByRole('region', { name: 'Requests' });
  const row = requests.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Decaf Colombia');
  await expect(row).toContainText('Waiting');
  // Confirmed: its date, not 'Not yet'.
  await expect(row).not.toContainText('Not yet');
  await owner.screenshot({ path: testInfo.outputPath('admin-back-in-stock.png'), fullPage: true });
  await expect(
    owner.getByRole('region', { name: 'Per product' }).getByRole('row', { name: /Decaf Colombia/ }),
  ).toBeVisible();

  // The owner raises the stock in the product editor.
  await owner.getByRole('link', { name: 'Decaf Colombia' }).first().click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Decaf Colombia');
  await owner.getByLabel('Quantity in stock').fill('12');
  await owner.getByRole('button', { name: 'Save product' }).click();
  await expect(owner.getByText('Product saved.')).toBeVisible();

  const link = await latestMail(store, email, 'back-in-stock', 'link');
  expect(link).toBe(`${store.origin}/product-page/decaf-colombia`);
  await owner.goto(`${store.origin}/admin/back-in-stock`);
  await expect(
    owner.getByRole('region', { name: 'Requests' }).getByRole('row', { name: new RegExp(email) }),
  ).toContainText('E-mail sent');

  // The shopper follows the link: the coffee can be bought again.
  await shopper.goto(link);
  await expect(shopper.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(shopper.getByRole('form', { name: "Tell me when it's back" })).toHaveCount(0);
});

test('the owner turns on the recovery e-mail of abandoned checkouts', async ({ page }) => {
  await signInAsOwner(page, store, 'abandoned-checkouts', 'Abandoned checkouts');
  await expect(page.getByText('No abandoned checkouts yet.')).toBeVisible();
  const settings = page.getByRole('form', { name: 'Abandoned checkout settings' });
  await expect(settings.getByLabel('Abandoned after (minutes)')).toHaveValue('60');
  await settings.getByLabel('Abandoned after (minutes)').fill('2');
  await expect(settings.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await settings.getByLabel('Abandoned after (minutes)').fill('30');
  await settings.getByLabel('E-mail the buyer a link back to the checkout').check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Settings saved.');
  await page.reload();
  await expect(page.getByLabel('Abandoned after (minutes)')).toHaveValue('30');
  await expect(page.getByLabel('E-mail the buyer a link back to the checkout')).toBeChecked();
});
