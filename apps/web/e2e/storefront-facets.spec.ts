// End to end on the demo store: the listing's facet filters show the server's counts, a choice narrows the
// results and goes into the URL, counts follow it (a group keeps its own counts), 0 is disabled, the back
// button restores the listing, the keyboard works, and on a phone the filters sit in a drawer.
import { expect, type Page, test } from '@playwright/test';

interface Facets {
  facets: {
    options: { name: string; choices: { choice: string; count: number }[] }[];
    brands: { brand: string; count: number }[];
  };
  totalCount: number;
}

const shots = process.env.FACETS_SHOTS;

async function counts(page: Page, facetFilters: unknown = {}): Promise<Facets> {
  const response = await page.request.post('/cartwright/v1/products/facets', { data: { facetFilters } });
  expect(response.status()).toBe(200);
  return response.json();
}

const size = (answer: Facets, choice: string) =>
  answer.facets.options.find((o) => o.name === 'Size')?.choices.find((c) => c.choice === choice)?.count;
const shown = (total: number) =>
  total > 12 ? `Showing 1–12 of ${total} products.` : total === 1 ? '1 product.' : `${total} products.`;

test('a facet choice narrows the listing, counts follow, the URL keeps it and back restores it', async ({
  page,
}) => {
  const before = await counts(page);
  const after = await counts(page, { options: { Size: ['M'] } });
  await page.goto('/products');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const sizeGroup = filters.getByRole('group', { name: 'Size' });
  const sizeM = sizeGroup.getByRole('checkbox', { name: `M (${size(before, 'M')})`, exact: true });
  // A long group shows its first choices, and the rest on request.
  const showAll = sizeGroup.getByRole('button', { name: /^Show all \d+ Size choices$/ });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.press('Enter');
  const fewer = sizeGroup.getByRole('button', { name: 'Show fewer Size choices' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  await expect(sizeM).toBeEnabled();
  await expect(page.getByRole('status')).toHaveText(shown(before.totalCount));
  if (shots) await page.screenshot({ path: `${shots}/listing-1280.png`, fullPage: true });

  // Keyboard: focus the choice and press Space.
  await sizeM.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/products\?o\.Size=M$/);
  await expect(sizeM).toBeChecked();
  await expect(sizeM).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(shown(after.totalCount));
  // The Size group keeps its own counts (L still counted as before); other groups follow the choice.
  const sizeL = sizeGroup.getByRole('checkbox', { name: `L (${size(before, 'L')})`, exact: true });
  await expect(sizeL).toBeEnabled();
  const brand = after.facets.brands.find((b) => b.count > 0)!;
  await filters
    .getByRole('group', { name: 'Brand' })
    .getByRole('button', { name: /^Show all/ })
    .click();
  await expect(
    filters.getByRole('checkbox', { name: `${brand.brand} (${brand.count})`, exact: true }),
  ).toBeEnabled();
  const none = after.facets.brands.find((b) => b.count === 0)!;
  await expect(filters.getByRole('checkbox', { name: `${none.brand} (0)`, exact: true })).toBeDisabled();
  if (shots) await page.screenshot({ path: `${shots}/listing-size-m-1280.png`, fullPage: true });

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(sizeM).not.toBeChecked();
  await expect(page.getByRole('status')).toHaveText(shown(before.totalCount));
  await page.goForward();
  await expect(sizeM).toBeChecked();

  // The link is the listing: opened afresh it shows the same choice, which can be undone.
  await page.goto(`/products?o.Size=M&brand=${encodeURIComponent(brand.brand)}`);
  await expect(filters.getByRole('checkbox', { name: new RegExp(`^${brand.brand} \\(`) })).toBeChecked();
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('on a phone the filters open from a button, and say how many are chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/products');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const toggle = filters.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const sizeGroup = filters.getByRole('group', { name: 'Size' });
  await expect(sizeGroup).toBeHidden();
  if (shots) await page.screenshot({ path: `${shots}/listing-375.png`, fullPage: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await sizeGroup.getByRole('checkbox', { name: /^S \(/ }).check();
  await expect(page).toHaveURL(/\/products\?o\.Size=S$/);
  await expect(filters.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/listing-375-open.png`, fullPage: true });
  const box = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(box).toBeLessThanOrEqual(375);
});
