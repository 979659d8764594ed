// End to end on the demo store: a shopper's search finds words in any case, and the price sort and range
// go by the prices the cards show, sale prices included.
import { expect, type Locator, test } from '@playwright/test';

/** The price each card shows a shopper: the sale price when there is one. */
async function shownPrices(results: Locator): Promise<number[]> {
  const texts = await results
    .locator('.price')
    .evaluateAll((tags) => tags.map((tag) => (tag.querySelector('ins') ?? tag).textContent ?? ''));
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

test('searching "goose" or "kettle" shows the Gooseneck Kettle', async ({ page }) => {
  await page.goto('/products');
  const filters = page.getByRole('search', { name: 'Filter products' });
  const results = page.getByRole('list', { name: 'Products' });
  for (const words of ['goose', 'KETTLE', 'kōbō kettle']) {
    await filters.getByLabel('Search').fill(words);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(results.getByRole('heading').first()).toHaveText('Gooseneck Kettle');
  }
  await expect(filters.getByLabel('Sort by')).toHaveValue('relevance');
  await filters.getByLabel('Search').fill('goose teapotless');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status')).toHaveText('No products match these filters.');
});

test('price low to high and a price range go by the price shown', async ({ page }) => {
  await page.goto('/products?sort=price-asc');
  const results = page.getByRole('list', { name: 'Products' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const ascending = await shownPrices(results);
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.goto('/products?min=20&max=40&sort=price-desc');
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const inRange = await shownPrices(results);
  expect(inRange.every((price) => price >= 20 && price <= 40)).toBe(true);
  expect(inRange).toEqual([...inRange].sort((a, b) => b - a));
});
