// End to end: demo products without options say their own stock, never "This combination is not available".
import { expect, test } from '@playwright/test';

test('a product without options in stock says so and can go in the cart', async ({ page }) => {
  await page.goto('/product-page/french-press');
  await expect(page.getByRole('heading', { level: 1, name: 'French Press' })).toBeVisible();
  await expect(page.locator('.product-details .stock-state')).toHaveText(/^In stock/);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test('a product without options out of stock says Out of stock', async ({ page }) => {
  await page.goto('/product-page/decaf-colombia');
  await expect(page.getByRole('heading', { level: 1, name: 'Decaf Colombia' })).toBeVisible();
  await expect(page.locator('.product-details .stock-state')).toHaveText('Out of stock');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
});
