import { expect, test } from '../../support/fixtures';
import { useToken } from '../../support/accounts';
import { SandboxClient, freshMobile } from '../../support/sandbox';

/** home (banner ads, first guide once, app-only tools), search history, logout — in real Chromium. */

test('home shows the banner ads, the first guide once, and the app-only tools ask to download', async ({
  page,
}) => {
  await page.goto('/');
  const guide = page.getByRole('dialog', { name: '新手引导' });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: '我知道了' }).click();
  await expect(guide).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: '投资工具' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '新手引导' })).toHaveCount(0);

  // Banner ads come from GET /ads/area/home/ (the sandbox's real ads, images served from /static).
  const banner = page.getByRole('region', { name: '广告' });
  await expect(banner.getByRole('link').first()).toBeVisible();
  const img = banner.locator('img').first();
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole('button', { name: '资产体检' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '该功能仅在App中提供，请下载App使用' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible();
  await dialog.getByRole('button', { name: '去下载' }).click();
  await expect(page).toHaveURL(/\/app\/download$/);

  // Back with history goes to the previous entry.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('back on a page opened directly (no referrer, no hash) goes home', async ({ page }) => {
  await page.goto('/safe/');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('search finds a fund by pinyin and keeps the history, newest first', async ({ page }) => {
  await page.goto('/search/');
  const box = page.getByRole('searchbox', { name: '搜索基金' });
  await box.fill('hxcz');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=hxcz$/);
  await expect(page.getByRole('link', { name: /华夏成长/ }).first()).toBeVisible();
  await box.fill('000001');
  await box.press('Enter');
  await expect(page.getByRole('link', { name: /华夏成长/ }).first()).toBeVisible();
  await page.goto('/search/');
  const history = page.getByRole('region', { name: '搜索历史' });
  await expect(history.getByRole('button').nth(0)).toHaveText('000001');
  await expect(history.getByRole('button').nth(1)).toHaveText('hxcz');
});

test('logout asks 确定要退出帐号吗？ then ends the session', async ({ page }) => {
  const user = await new SandboxClient().signup(freshMobile());
  await useToken(page, user.token);
  await page.goto('/accounts/more/');
  await page.getByRole('button', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog', { name: '确定要退出帐号吗？' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem('ls_access_token'))).toBeNull();
  // 我的 is open to guests: after logout it is the guest page, with login and what it unlocks.
  await page.goto('/accounts/mine/');
  await expect(page.getByRole('region', { name: '登录后查看我的资产' })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
});
