import { expect, test } from '../../support/fixtures';

test('the browser shell opens at 375x667 in Chinese', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const size = page.viewportSize();
  expect(size).toEqual({ width: 375, height: 667 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});
