// End to end: a demo product's rich-text description and info sections show as formatted text, not as tags.
import { expect, test } from '@playwright/test';

test('a product page shows its description and info sections as formatted text', async ({ page }) => {
  await page.goto('/product-page/organic-cotton-tee');
  const description = page.getByRole('region', { name: 'Description' });
  await expect(description.locator('p').first()).toBeVisible();
  await expect(description).not.toContainText('<p>');
  const sections = page.locator('.info-section');
  await expect(sections.first()).toBeVisible();
  for (const section of await sections.all()) {
    await expect(section).not.toContainText('<');
    await expect(section.locator('.rich-text > *').first()).toBeVisible();
  }
});
