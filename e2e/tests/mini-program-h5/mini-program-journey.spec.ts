import { expect, test } from '../../support/fixtures';
import { buyOnScreen, expectHeaderHidden, pageToken } from '../../support/hosts/journey';
import { installFakeMiniProgram } from '../../support/hosts/mini-program-host';
import {
  bankCardStep,
  identityStep,
  riskTestStep,
  tradePasswordStep,
} from '../../support/accounts';
import { freshMobile, openAccountViaApi, SandboxClient } from '../../support/hosts/sandbox-api';
import { UA } from '../../support/hosts/user-agents';

/**
 * The mini-program-h5 shell in a fake mini-program web-view (the messaging app's JS bridge under
 * the real weixin-js-sdk, the mini-program user agent): header hidden, login through the
 * mini-program's login page, the `#token=` handoff, share through postMessage.
 */
test.use({ userAgent: UA.miniProgramIos });

test('open an account and buy 000001 in the mini-program: its login, the #token= handoff, header hidden', async ({
  page,
}) => {
  const mini = await installFakeMiniProgram(page);

  // A guest taps 买入: login is the mini-program's page, not the web form.
  await page.goto('/s/000001/');
  await expect(page.getByText('华夏成长混合').first()).toBeVisible();
  await expectHeaderHidden(page, 'mini-program');
  await page
    .getByRole('button', { name: /买入|申购/ })
    .first()
    .click();
  await expect.poll(() => mini.calls('navigateTo').length).toBe(1);
  expect(mini.calls('navigateTo')[0]!.arg.url).toBe(
    '/pages/login/index?next=%2Fs%2F000001%2Fbuy%2F',
  );
  await expect(page.getByText('正在前往登录…')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveCount(0);

  // The mini-program registers the user and reopens the web-view at `next` with the token.
  const mobile = freshMobile();
  const { token } = await new SandboxClient().signup(mobile);
  mini.requestUrls.length = 0;
  await page.goto(`/s/000001/buy/#token=${token}`);
  await expect(page.getByRole('note', { name: '开户提示' })).toContainText('您尚未完成开户');
  // The token left the URL at once and before any request; it is in storage now.
  expect(page.url()).toMatch(/\/s\/000001\/buy\/$/);
  expect(mini.requestUrls.length).toBeGreaterThan(0);
  expect(mini.requestUrls.filter((u) => u.includes('token'))).toEqual([]);
  expect(await pageToken(page)).toBe(token);
  await expectHeaderHidden(page, 'mini-program');

  // Open the account in the H5 screens: identity, bank card, trade password, risk test.
  await page.goto('/accounts/bank_cards/bind/user/?open_account=1');
  const n = Number(mobile.slice(-7));
  await identityStep(page, n);
  await expectHeaderHidden(page, 'mini-program');
  await bankCardStep(page, n, freshMobile());
  await tradePasswordStep(page);
  await riskTestStep(page);

  // Buy 1,000 yuan with the trade password.
  await page.goto('/s/000001/');
  await page
    .getByRole('button', { name: /买入|申购/ })
    .first()
    .click();
  await expect(page.getByText(/工商银行.*尾号/).first()).toBeVisible();
  const trade = await buyOnScreen(page, { amount: '1000', token });
  expect(trade).toMatchObject({ status: 0, direction: 0 });
  expect(Number(trade.amount)).toBe(1000);
  await expectHeaderHidden(page, 'mini-program');
  expect(mini.calls('navigateTo')).toHaveLength(1);
});

test('a 401 shows its toast, opens the mini-program login once 2.5 s later, and the returned token shows the data', async ({
  page,
}) => {
  const user = await openAccountViaApi();
  const mini = await installFakeMiniProgram(page);
  await page.goto(`/s/000001/#token=expired-0123456789abcdef`);
  await expect(page.getByText('华夏成长混合').first()).toBeVisible();
  expect(page.url()).not.toContain('token');

  await page
    .getByRole('button', { name: /买入|申购/ })
    .first()
    .click();
  await expect(page.getByText('登录认证失败，请重新登录').first()).toBeVisible();
  await expect.poll(() => mini.calls('navigateTo').length, { timeout: 6_000 }).toBe(1);
  expect(mini.calls('navigateTo')[0]!.arg.url).toBe(
    '/pages/login/index?next=%2Fs%2F000001%2Fbuy%2F',
  );
  // The 401 and the guarded route both ask; the mini-program gets one login page.
  await page.waitForTimeout(500);
  expect(mini.calls('navigateTo')).toHaveLength(1);

  // The mini-program logs the user in and reopens `next` with the token.
  const token = await new SandboxClient().login(user.mobile, user.password);
  await page.goto(`/s/000001/buy/#token=${token}`);
  await expect(page.getByText(/工商银行.*尾号/).first()).toBeVisible();
  expect(page.url()).toMatch(/\/s\/000001\/buy\/$/);
});

test('a token handed to the open page later (only the fragment changes) signs in without a reload', async ({
  page,
}) => {
  const user = await openAccountViaApi();
  const mini = await installFakeMiniProgram(page);
  await page.goto('/s/000001/');
  await expect(page.getByText('华夏成长混合').first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __e2eMarker: number }).__e2eMarker = 1));

  const token = await new SandboxClient().login(user.mobile, user.password);
  await page.evaluate((t) => (window.location.hash = `#token=${t}`), token);
  await expect.poll(() => pageToken(page)).toBe(token);
  expect(page.url()).toMatch(/\/s\/000001\/$/);
  // Same document: nothing reloaded.
  expect(
    await page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker),
  ).toBe(1);

  await page
    .getByRole('button', { name: /买入|申购/ })
    .first()
    .click();
  await expect(page.getByText(/工商银行.*尾号/).first()).toBeVisible();
  expect(mini.calls('navigateTo')).toHaveLength(0);
});

test('app-only tools ask to download the app (the mini-program has none of them)', async ({
  page,
}) => {
  const mini = await installFakeMiniProgram(page);
  await page.goto('/');
  await page.getByRole('button', { name: '我知道了' }).click();
  await page.getByRole('button', { name: '基金模型' }).click();
  await expect(page.getByText('该功能仅在App中提供，请下载App使用')).toBeVisible();
  await page.getByRole('button', { name: '去下载' }).click();
  await expect(page).toHaveURL(/\/app\/download$/);
  await expectHeaderHidden(page, 'mini-program');
  expect(mini.invocations).toEqual([]);
});

test('分享 posts the page to the mini-program and points at its share menu', async ({ page }) => {
  const mini = await installFakeMiniProgram(page);
  await page.goto('/s/000001/');
  await expect(page.getByText('华夏成长混合').first()).toBeVisible();
  const share = page.getByRole('button', { name: '分享' });
  await expect(share).toBeVisible();
  await share.first().click();
  await expect.poll(() => mini.calls('postMessage').length).toBe(1);
  expect(mini.calls('postMessage')[0]!.arg).toMatchObject({
    jijin: 'jijin-mini-program-bridge/1',
    type: 'share',
    path: expect.stringContaining('/s/000001'),
  });
  await expect(page.getByRole('dialog', { name: '分享提示' })).toContainText('转发给好友');
});
