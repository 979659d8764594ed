// End to end: a shopper's search forgives typos, word order and accents; the owner adds a synonym group in the
// admin ("pullover, hoodie") and the storefront search finds the Heavyweight Hoodie by it at once. Screens at
// 1280 and 375 px go to /work/shots/search when SHOTS is set.
//
// Like admin-catalog.spec.ts, this spec starts its own store: the owner's credentials are printed only by the
// start that creates the store.
import { expect, type Page, test } from '@playwright/test';
import { type OwnStore, signInAsOwner, startOwnStore } from './support/own-store.js';

test.describe.configure({ mode: 'serial' });

let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startOwnStore('search');
});
test.afterAll(() => store?.stop());

const shots = process.env.SHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function searchFor(page: Page, words: string) {
  const filters = page.getByRole('search', { name: 'Filter products' });
  await filters.getByLabel('Search').fill(words);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
}

test('typos, word order and accents find the product; a synonym the owner adds finds it at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The refusal below is a 400 the browser logs as a failed load; anything else is a fault.
    if (message.type() === 'error' && !message.text().includes('status of 400')) errors.push(message.text());
  });
  await page.goto(`${store.origin}/products`);
  const results = page.getByRole('list', { name: 'Products' });
  for (const words of ['kettel gooseneck', 'GOOSNECK', 'kettle kóbó']) {
    await searchFor(page, words);
    await expect(results.getByRole('heading').first()).toHaveText('Gooseneck Kettle');
  }
  await shoot(page, 'storefront-typo');
  await searchFor(page, 'pullover');
  await expect(page.getByRole('status')).toHaveText('No products match these filters.');

  await signInAsOwner(page, store, 'search-synonyms', 'Search synonyms');
  const field = page.getByLabel('Synonym groups');
  await expect(field).toHaveValue('');
  // A line of one term is refused before sending; one whose terms differ only by case and accents by the server.
  await field.fill('pullover, hoodie\n\nsolo');
  await page.getByRole('button', { name: 'Save synonyms' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Line 3: a group needs two terms or more, between commas.',
  );
  await field.fill('pullover, hoodie\n\nTee, tée');
  await page.getByRole('button', { name: 'Save synonyms' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Line 3: A synonym group needs two different terms (case and accents aside)',
  );
  await field.fill('pullover, hoodie\ntee, t-shirt');
  await page.getByRole('button', { name: 'Save synonyms' }).click();
  await expect(page.getByText('Synonyms saved.')).toBeVisible();
  await shoot(page, 'admin-synonyms');
  await page.reload();
  await expect(page.getByLabel('Synonym groups')).toHaveValue('pullover, hoodie\ntee, t-shirt');

  await page.goto(`${store.origin}/products?q=pullover`);
  await expect(results.getByRole('heading').first()).toHaveText('Heavyweight Hoodie');
  await shoot(page, 'storefront-synonym');
  expect(errors).toEqual([]);
});
