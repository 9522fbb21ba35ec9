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

test('when React DOM’s chunk cannot load, the page says so in Chinese and 重新加载 starts again', async ({
  page,
}) => {
  // React DOM's client is a chunk of its own, preloaded by the HTML: lose it once.
  const clientChunk = /\/assets\/client-[\w-]+\.js$/;
  await page.route(clientChunk, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText('页面加载失败，请检查网络后重试重新加载');
  await page.unroute(clientChunk);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
