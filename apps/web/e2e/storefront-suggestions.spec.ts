// End to end on the demo store: the header's search box suggests products and collections as the shopper types
// (a typo too), by keyboard: ArrowDown through them, Enter opens the product, Escape closes the list; at 1280 px
// and 375 px, with screenshots into /work/shots/suggest/.
import { expect, type Page, test } from '@playwright/test';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the store' });

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('typing a typo suggests the product; ArrowDown and Enter open it', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `/work/shots/suggest/header-${size.width}.png` });
      const box = searchBox(page);
      await box.click();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.pressSequentially('kettel', { delay: 40 });
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
      const first = list.getByRole('option').first();
      await expect(first).toContainText('Gooseneck Kettle');
      await page.screenshot({ path: `/work/shots/suggest/suggestions-${size.width}.png` });

      await box.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await expect(box).toBeFocused();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/product-page\/gooseneck-kettle/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gooseneck Kettle');
      await expect(list).toBeHidden();
    });

    test('collections are suggested, arrows wrap, Escape closes, Enter without a choice searches', async ({
      page,
    }) => {
      await page.goto('/products');
      const box = searchBox(page);
      await box.pressSequentially('coffe');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(list.getByRole('group', { name: 'Collections' }).getByRole('option')).toHaveText([
        'Coffee',
      ]);
      const options = list.getByRole('option');
      const count = await options.count();
      await box.press('ArrowUp');
      await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowDown');
      await expect(box).not.toHaveAttribute('aria-activedescendant');
      await box.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await box.press('Escape');
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('coffe');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\?q=coffe$/);
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading').first()).toBeVisible();
    });

    test('one letter suggests nothing and the typing is not lost while the code loads', async ({ page }) => {
      await page.goto('/');
      const box = searchBox(page);
      await box.pressSequentially('g');
      await page.waitForTimeout(400);
      await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
      await box.pressSequentially('oose');
      await expect(box).toHaveValue('goose');
      await expect(page.getByRole('option').first()).toContainText('Gooseneck Kettle');
    });
  });
}

test('the product page loads no suggestions code until the search box is used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/product-page/gooseneck-kettle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gooseneck Kettle');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.includes('search-suggestions'))).toBe(false);
  await searchBox(page).focus();
  await expect.poll(() => scripts.some((url) => url.includes('search-suggestions'))).toBe(true);
});
