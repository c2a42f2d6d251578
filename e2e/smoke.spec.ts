import { expect, test } from './fixtures';

test('the built app is served in Arabic, right to left, on deep links', async ({ page }) => {
  const response = await page.goto('/news/1');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
