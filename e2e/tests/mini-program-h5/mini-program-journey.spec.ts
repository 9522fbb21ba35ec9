import { expect, test, type Page } from '@playwright/test';
import { buyOnScreen, pageToken } from '../../support/hosts/journey';
import { installFakeMiniProgram } from '../../support/hosts/mini-program-host';
import { openAccountViaApi, SandboxClient } from '../../support/hosts/sandbox-api';
import { UA } from '../../support/hosts/user-agents';

/**
 * The mini-program-h5 shell in a fake mini-program web-view (the messaging app's JS bridge under
 * the real weixin-js-sdk, the mini-program user agent): header hidden, login through the
 * mini-program's login page, the `#token=` handoff, share through postMessage (issue 8).
 */
test.use({ userAgent: UA.miniProgramIos });

async function expectHeaderHidden(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-jj-host', 'mini-program');
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('.jj-page__header')).toHaveCount(0);
  await expect(page.locator('.adm-nav-bar')).toHaveCount(0);
}

test('a guest is sent to the mini-program login, comes back with #token=, and buys 000001', async ({ page }) => {
  const user = await openAccountViaApi();
  const mini = await installFakeMiniProgram(page);

  // A guest opens the buy page: login is the mini-program's, not the web form.
  await page.goto('/s/000001/buy/');
  await expect.poll(() => mini.calls('navigateTo').length).toBe(1);
  expect(mini.calls('navigateTo')[0]!.arg.url).toBe('/pages/login/index?next=%2Fs%2F000001%2Fbuy%2F');
  await expect(page.getByText('正在前往登录…')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /手机号/ })).toHaveCount(0);
  await expectHeaderHidden(page);

  // The mini-program logs the user in and reopens the web-view at `next` with the token.
  const token = await new SandboxClient().login(user.mobile, user.password);
  mini.requestUrls.length = 0;
  await page.goto(`/s/000001/buy/#token=${token}`);
  await expect(page.getByText(/工商银行.*尾号/).first()).toBeVisible();
  // The token left the URL at once, without a new history entry, and before any request.
  expect(page.url()).toMatch(/\/s\/000001\/buy\/$/);
  expect(mini.requestUrls.length).toBeGreaterThan(0);
  expect(mini.requestUrls.filter((u) => u.includes('token'))).toEqual([]);
  expect(await pageToken(page)).toBe(token);
  await expectHeaderHidden(page);

  const trade = await buyOnScreen(page, { amount: '1000', token });
  expect(trade).toMatchObject({ status: 0, direction: 0 });
  expect(Number(trade.amount)).toBe(1000);
  expect(mini.calls('navigateTo')).toHaveLength(1);
});

test('a 401 shows its toast and sends the user to the mini-program login 2.5 s later', async ({ page }) => {
  const user = await openAccountViaApi();
  const mini = await installFakeMiniProgram(page);
  await page.goto(`/s/000001/#token=expired-0123456789abcdef`);
  await expect(page.getByText('华夏成长混合').first()).toBeVisible();
  expect(page.url()).not.toContain('token');

  await page.getByRole('button', { name: /买入|申购/ }).first().click();
  await expect(page.getByText('登录认证失败，请重新登录')).toBeVisible();
  await expect.poll(() => mini.calls('navigateTo').length, { timeout: 6_000 }).toBeGreaterThan(0);
  expect(mini.calls('navigateTo')[0]!.arg.url).toBe('/pages/login/index?next=%2Fs%2F000001%2Fbuy%2F');
  void user;
});
