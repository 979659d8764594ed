// End to end: the store owner signs in to the admin with the demo owner credentials the first start
// prints, creates a product with an option and two choices, prices one variant, and a shopper finds it;
// changes the price of two products at once; manages images, collections and deletion. Also the
// sign-in page's error messages.
//
// The credentials are printed once, by the start that creates the demo store, so this spec starts its
// own store on a fresh data directory and reads them from that start's stderr.
import { expect, type Page, test } from '@playwright/test';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

test.describe.configure({ mode: 'serial' });

let store: OwnStore;
let origin: string;

test.beforeAll(async () => {
  // A fresh embedded database takes seconds to create and seed.
  test.setTimeout(240_000);
  store = await startOwnStore('admin');
  origin = store.origin;
});

test.afterAll(() => store?.stop());

const signIn = (page: Page) => signInAsOwner(page, store, 'products', 'Products');

/** Saves the product form and waits for the store's answer (the "Product saved." of a former save may still show). */
async function saveProduct(page: Page) {
  const answered = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' && /\/stores\/v1\/products\/[^/]+$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Save product' }).click();
  expect((await answered).status()).toBe(200);
}

test('the owner creates a product with options, prices a variant, and shoppers see it', async ({ page }) => {
  await signIn(page);
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await expect(adminNav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  // A missing name is reported next to the field before anything is sent.
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a name.')).toBeVisible();

  // The name's error leaves as soon as the name is typed.
  await page.getByLabel('Name', { exact: true }).fill('Admin Made Teapot');
  await expect(page.getByText('Enter a name.')).toHaveCount(0);
  // The description is formatted with the toolbar, never typed as HTML.
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await description.fill('A teapot made in the admin.');
  await description.selectText();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.getByLabel('Price', { exact: true }).fill('30');
  await page.getByLabel('SKU', { exact: true }).fill('TEA-1');
  await page.getByLabel('Manage variants').check();
  await page.getByRole('button', { name: 'Add an option' }).click();
  const option = page.getByRole('group', { name: 'Option 1', exact: true });
  await option.getByLabel('Option name', { exact: true }).fill('Size');
  await option.getByLabel('Choice 1', { exact: true }).fill('Small');
  await option.getByLabel('Choice 2', { exact: true }).fill('Large');
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Admin Made Teapot' })).toBeVisible();
  await expect(page.getByText('Product created.')).toBeVisible();
  const variants = page.getByRole('region', { name: 'Variants' });
  await expect(variants.getByRole('rowheader')).toHaveText(['Size: Small', 'Size: Large']);
  await variants.getByLabel('Price of Size: Large').fill('42.5');
  await variants.getByRole('button', { name: 'Save variants' }).click();
  await expect(variants.getByRole('status')).toHaveText('Saved 1 variant.');

  // A slug the server refuses comes back next to the field.
  await page.getByLabel('Slug', { exact: true }).fill('Not A Slug!');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByLabel('Slug', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Slug', { exact: true }).fill('admin-made-teapot');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();

  // A new product price shows in the grid at once, no reload: Small follows it, Large keeps its own.
  await page.getByLabel('Price', { exact: true }).fill('32');
  await page.getByLabel('Cost of goods').fill('12');
  await saveProduct(page);
  await expect(variants.getByLabel('Price of Size: Small')).toHaveAttribute('placeholder', '32');
  await expect(variants.getByLabel('Price of Size: Small')).toHaveValue('');
  await expect(variants.getByRole('row', { name: /^Size: Small/ })).toContainText('Product price');
  await expect(variants.getByLabel('Price of Size: Large')).toHaveValue('42.5');
  await expect(variants.getByRole('row', { name: /^Size: Large/ })).toContainText('Own price');
  // A cost emptied is saved as no cost, and reads back blank (not $0.00).
  await expect(page.getByLabel('Cost of goods')).toHaveValue('12');
  await page.getByLabel('Cost of goods').fill('');
  await saveProduct(page);
  await page.reload();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('32');
  await expect(page.getByLabel('Cost of goods')).toHaveValue('');

  // The shopper's side: the new product is listed, and its page offers the options with their prices.
  await page.goto(`${origin}/products?q=Admin%20Made`);
  const results = page.getByRole('list', { name: 'Products' });
  await expect(results.getByRole('heading')).toHaveText(['Admin Made Teapot']);
  await results.getByRole('link', { name: 'Admin Made Teapot' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Made Teapot' })).toBeVisible();
  const size = page.getByRole('combobox', { name: 'Size' });
  await expect(size.getByRole('option')).toContainText(['Small', 'Large']);
  await size.selectOption('Large');
  await expect(page.locator('.product-price')).toContainText('42.5');
  const shown = page.getByRole('region', { name: 'Description' });
  await expect(shown.locator('b, strong')).toHaveText('A teapot made in the admin.');
  await expect(shown).not.toContainText('<');
});

test('the variant grid is there before the first save, and its prices and stock are saved with the product', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Admin Grid Mug');
  await page.getByLabel('Price', { exact: true }).fill('20');
  await page.getByLabel('Track inventory').check();
  await page.getByLabel('Manage variants').check();
  await expect(page.getByText(/Add an option \(like Size\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Add an option' }).click();
  const option = page.getByRole('group', { name: 'Option 1', exact: true });
  await option.getByLabel('Option name', { exact: true }).fill('Size');
  await option.getByLabel('Choice 1', { exact: true }).fill('Small');
  await option.getByLabel('Choice 2', { exact: true }).fill('Large');

  // A row per combination before anything is saved, and no stale hint about saving first.
  const variants = page.getByRole('region', { name: 'Variants' });
  await expect(variants.getByRole('rowheader')).toHaveText(['Size: Small', 'Size: Large']);
  await expect(page.getByText(/Add an option \(like Size\)/)).toHaveCount(0);
  await expect(page.getByText(/to get a row per combination/)).toHaveCount(0);
  await variants.getByLabel('Price of Size: Large').fill('26');
  await variants.getByLabel('Quantity of Size: Large').fill('4');
  await variants.getByLabel('Quantity of Size: Small').fill('9');
  // An unreadable number is refused before the product is created.
  await variants.getByLabel('Price of Size: Small').fill('cheap');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('alert')).toContainText('Size: Small: price must be a number of 0 or more.');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await variants.getByLabel('Price of Size: Small').fill('');
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Admin Grid Mug' })).toBeVisible();
  const saved = page.getByRole('region', { name: 'Variants' });
  await expect(saved.getByRole('button', { name: 'Save variants' })).toBeVisible();
  await expect(saved.getByLabel('Price of Size: Large')).toHaveValue('26');
  await expect(saved.getByLabel('Quantity of Size: Large')).toHaveValue('4');
  await expect(saved.getByLabel('Quantity of Size: Small')).toHaveValue('9');

  // A new choice on the saved product: the grid follows the draft at once, keeping what the saved rows hold.
  await option.getByRole('button', { name: 'Add a choice to Option 1' }).click();
  await option.getByLabel('Choice 3', { exact: true }).fill('Medium');
  await expect(variants.getByRole('rowheader')).toHaveText(['Size: Small', 'Size: Large', 'Size: Medium']);
  await expect(variants.getByRole('button', { name: 'Save variants' })).toHaveCount(0);
  await expect(variants.getByLabel('Price of Size: Large')).toHaveValue('26');
  await variants.getByLabel('Price of Size: Medium').fill('23');
  await variants.getByLabel('Quantity of Size: Medium').fill('2');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Save variants' })).toBeVisible();
  await expect(saved.getByLabel('Price of Size: Medium')).toHaveValue('23');
  await expect(saved.getByLabel('Quantity of Size: Medium')).toHaveValue('2');
  await expect(saved.getByLabel('Price of Size: Large')).toHaveValue('26');
});

test('when the store refuses a variant value after creating the product, the editor moves on to the product and says so', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Admin Refused Grid Jug');
  await page.getByLabel('Price', { exact: true }).fill('15');
  await page.getByLabel('Track inventory').check();
  await page.getByLabel('Manage variants').check();
  await page.getByRole('button', { name: 'Add an option' }).click();
  const option = page.getByRole('group', { name: 'Option 1', exact: true });
  await option.getByLabel('Option name', { exact: true }).fill('Size');
  await option.getByLabel('Choice 1', { exact: true }).fill('Pint');
  await option.getByRole('button', { name: 'Remove choice 2 of Option 1' }).click();
  // More than the store keeps count of: refused by the server, after the product itself was created.
  await page
    .getByRole('region', { name: 'Variants' })
    .getByLabel('Quantity of Size: Pint')
    .fill('2000000000');
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Admin Refused Grid Jug' })).toBeVisible();
  await expect(page.getByText(/^Product created, but its variant values could not be saved/)).toBeVisible();
  // One product, not one per click: the create is not repeated.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  const search = page.getByRole('search', { name: 'Filter products' }).getByLabel('Search products');
  await search.fill('Admin Refused Grid');
  await search.press('Enter');
  await expect(page.getByRole('table').getByRole('link', { name: 'Admin Refused Grid Jug' })).toHaveCount(1);
});

test('the owner sets the price of two products at once', async ({ page }) => {
  await signIn(page);
  const search = page.getByRole('search', { name: 'Filter products' });
  for (const name of ['Admin Bulk Mug', 'Admin Bulk Cup']) {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Price', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Product created.')).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await search.getByLabel('Search products').fill('Admin Bulk');
  await search.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveCount(2);
  await page.getByLabel('Select Admin Bulk Mug').check();
  await page.getByLabel('Select Admin Bulk Cup').check();

  const bulk = page.getByRole('form', { name: 'Change selected products' });
  await expect(bulk.getByText('2 products selected.')).toBeVisible();
  await bulk.getByLabel('Property', { exact: true }).selectOption('price');
  await bulk.getByLabel('Change', { exact: true }).selectOption('set');
  await bulk.getByLabel('New value', { exact: true }).fill('12.75');
  await bulk.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(bulk.getByRole('status')).toContainText('Updated 2 of 2 products.');
  await expect(table.getByRole('row', { name: /Admin Bulk Mug/ })).toContainText('12.75');
  await expect(table.getByRole('row', { name: /Admin Bulk Cup/ })).toContainText('12.75');

  // An adjustment too: 20% less.
  await bulk.getByLabel('Change', { exact: true }).selectOption('percent');
  await bulk.getByLabel('Percent (negative to decrease)').fill('-20');
  await bulk.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(table.getByRole('row', { name: /Admin Bulk Mug/ })).toContainText('10.20');
});

test('the owner adds images, shows one for a choice, files the product in a new collection and deletes it', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Admin Pictured Vase');
  await page.getByRole('button', { name: 'Add an option' }).click();
  const option = page.getByRole('group', { name: 'Option 1', exact: true });
  await option.getByLabel('Option name', { exact: true }).fill('Colour');
  await option.getByLabel('Option type').selectOption('color');
  await option.getByLabel('Choice 1', { exact: true }).fill('Teal');
  await option.getByLabel('Choice 1 colour').fill('#008080');
  await option.getByLabel('Choice 2', { exact: true }).fill('Sand');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created.')).toBeVisible();

  const images = page.getByRole('region', { name: 'Images' });
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#008080"/></svg>';
  await images
    .getByLabel('Image file')
    .setInputFiles({ name: 'vase.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await images.getByRole('button', { name: 'Upload image' }).click();
  const first = images.getByRole('listitem', { name: 'Image 1' });
  await expect(first.getByRole('img')).toHaveAttribute('src', /\/cartwright\/v1\/media\/.+\.svg$/);
  const uploadedUrl = await first.getByRole('img').getAttribute('src');

  // A URL that is not http(s) is refused before sending; the uploaded image's own URL is accepted.
  await images.getByLabel('Image URL').fill('ftp://example.com/vase.png');
  await images.getByRole('button', { name: 'Add image from URL' }).click();
  await expect(images.getByText('Enter an http or https address.')).toBeVisible();
  await images.getByLabel('Image URL').fill(uploadedUrl!);
  await images.getByRole('button', { name: 'Add image from URL' }).click();
  await expect(images.getByRole('listitem', { name: 'Image 2' })).toBeVisible();

  await first.getByLabel('Show Image 1 for choice').selectOption({ label: 'Colour: Teal' });
  await first.getByRole('button', { name: 'Assign Image 1' }).click();
  await expect(first.getByRole('button', { name: 'Stop showing Image 1 for Colour Teal' })).toBeVisible();
  await images
    .getByRole('listitem', { name: 'Image 2' })
    .getByRole('button', { name: 'Remove Image 2' })
    .click();
  await expect(images.getByRole('listitem')).toHaveCount(1);
  const editorUrl = page.url();

  // A new collection, with the vase added from the collection's own page.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('link', { name: 'New collection' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Admin Vases');
  await page.getByLabel('Description', { exact: true }).fill('Vases for every room.');
  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByText('Collection created.')).toBeVisible();
  const members = page.getByRole('region', { name: 'Products in this collection' });
  await members.getByLabel('Find products by name').fill('Admin Pictured');
  await members.getByRole('button', { name: 'Find' }).click();
  await members.getByRole('button', { name: 'Add Admin Pictured Vase' }).click();
  await expect(members.getByRole('list', { name: 'Products in this collection' })).toContainText(
    'Admin Pictured Vase',
  );

  await page.goto(editorUrl);
  const collections = page.getByRole('region', { name: 'Collections' });
  await expect(collections.getByLabel('Admin Vases')).toBeChecked();
  await collections.getByLabel('Admin Vases').uncheck();
  await expect(collections.getByLabel('Admin Vases')).not.toBeChecked();

  await page.getByRole('button', { name: 'Delete product' }).click();
  await page.getByRole('button', { name: 'Yes, delete Admin Pictured Vase' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.goto(editorUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not available' })).toBeVisible();
});

test('the sign-in page tells a wrong password and too many attempts apart; sign-out ends the admin session', async ({
  page,
}) => {
  await page.goto(`${origin}/admin/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const email = 'someone-else@demo.cartwright.local';
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  for (let attempt = 2; attempt <= 5; attempt++) {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Try again in 1 minute.');

  await signIn(page);
  await page.getByRole('button', { name: 'Sign out of admin' }).click();
  await expect(page).toHaveURL(`${origin}/admin/login`);
  await page.goto(`${origin}/admin/collections`);
  await expect(page).toHaveURL(`${origin}/admin/login?next=%2Fcollections`);
});
