import { expect, test } from '../../support/fixtures';
import {
  expectFirstScreen,
  HOME_ENTRIES,
  openHome,
  tapHomeEntry,
} from '../../support/area-entries';

/**
 * Every area is reachable by tapping (no typed URL): home's entry grid, the tab bar on every
 * top-level page, and a guest's 我的 (a page of its own, not a redirect to login).
 */
for (const entry of HOME_ENTRIES) {
  test(`a guest taps ${entry.label} on home and reaches its first screen`, async ({ page }) => {
    if (!entry.auth) {
      await tapHomeEntry(page, entry);
      return;
    }
    await openHome(page);
    await page
      .getByRole('navigation', { name: '功能入口' })
      .getByRole('link', { name: entry.label, exact: true })
      .click();
    // Behind login: the login screen, which returns to the area (spec 000 §2 next).
    await expect(page).toHaveURL(
      (url) => url.pathname === '/accounts/login/' && url.searchParams.get('next') === entry.path,
    );
    await expectFirstScreen(page);
  });
}

test('the tab bar is on every top-level page, without a back arrow; a guest’s 我的 is a guest page', async ({
  page,
}) => {
  await openHome(page);
  const tabs = page.getByRole('navigation', { name: '主导航' });
  for (const [label, path] of [
    ['基金', '/symbols/funds/'],
    ['我的', '/accounts/mine/'],
    ['首页', '/'],
  ] as const) {
    await tabs.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(tabs.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
  }
  await tabs.getByRole('link', { name: '我的' }).click();
  await expect(page.getByRole('heading', { name: '登录后查看我的资产' })).toBeVisible();
  // 我的's lists reach the areas a guest may open.
  await page.getByRole('link', { name: '投顾店铺' }).click();
  await expect(page).toHaveURL(/\/store\/portfolios\/recommend\/$/);
  await expectFirstScreen(page);
  await page.goBack();
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Faccounts%2Fmine%2F$/);
});
