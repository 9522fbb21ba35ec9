import { expect, test } from '../../support/fixtures';
import { buyOnScreen, expectHeaderHidden, pageToken } from '../../support/hosts/journey';
import { installFakeNativeHost } from '../../support/hosts/native-host';
import {
  bankCardStep,
  identityStep,
  riskTestStep,
  tradePasswordStep,
} from '../../support/accounts';
import { freshMobile, openAccountViaApi, SandboxClient } from '../../support/hosts/sandbox-api';
import { UA } from '../../support/hosts/user-agents';

/**
 * The native-webview shell inside a fake native fund app (iOS WKWebView handler, the app's user
 * agent): header hidden, login and share through the app, a 401 recovered in place.
 */
test.use({ userAgent: UA.fundIos530 });

test('open an account and buy 000001 in the fund app: hello, header hidden, login through the app', async ({
  page,
}) => {
  // The app registers the user natively (here: a real sandbox signup) and hands the token over.
  const mobile = freshMobile();
  const host = await installFakeNativeHost(page, {
    onLogin: async () => (await new SandboxClient().signup(mobile)).token,
  });

  await page.goto('/s/000001/');
  await expect.poll(() => host.calls('hello').length).toBe(1);
  expect(host.calls('hello')[0]!.params).toMatchObject({
    protocol: { min: 1, max: 1 },
    bridge: 'jijin-native-bridge/1',
  });
  await expect(page.getByText('华夏成长混合').first()).toBeVisible();
  await expectHeaderHidden(page, 'native');
  // The title goes to the app's own bar.
  await expect.poll(() => host.calls('setTitle').length).toBeGreaterThan(0);

  // 买入 is behind login: the app is asked (never the web form) and the page goes on to buy.
  await page
    .getByRole('button', { name: /买入|申购/ })
    .first()
    .click();
  await expect.poll(() => host.calls('login').length).toBe(1);
  expect(host.calls('login')[0]!.params.next).toBe('/s/000001/buy/');
  await expect(page).toHaveURL(/\/s\/000001\/buy\/$/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveCount(0);
  await expect(page.getByRole('note', { name: '开户提示' })).toContainText('您尚未完成开户');
  await expectHeaderHidden(page, 'native');

  // Open the account in the H5 screens: identity, bank card, trade password, risk test.
  await page.goto('/accounts/bank_cards/bind/user/?open_account=1');
  const n = Number(mobile.slice(-7));
  await identityStep(page, n);
  await expectHeaderHidden(page, 'native');
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
  const token = await pageToken(page);
  const trade = await buyOnScreen(page, { amount: '1000', token: token! });
  expect(trade).toMatchObject({ status: 0, direction: 0 });
  expect(Number(trade.amount)).toBe(1000);
  await expectHeaderHidden(page, 'native');
  // One login for the whole journey, through the app.
  expect(host.calls('login')).toHaveLength(1);
});

test('a 401 is recovered in place: the app hands a fresh token and the call is retried, URL unchanged', async ({
  page,
}) => {
  const user = await openAccountViaApi();
  const host = await installFakeNativeHost(page, {
    onLogin: async () => new SandboxClient().login(user.mobile, user.password),
  });
  // The app opened the page with a session whose token the server no longer accepts.
  await page.goto('/s/000001/');
  await page.evaluate(() =>
    window.localStorage.setItem('ls_access_token', 'expired-0123456789abcdef'),
  );
  await page.reload();
  await expect(page.getByText('华夏成长混合').first()).toBeVisible();
  expect(host.calls('login')).toHaveLength(0);

  // Going to 买入 calls the account's bank cards with the stale token -> 401 -> the app -> retry.
  await page
    .getByRole('button', { name: /买入|申购/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/s\/000001\/buy\/$/);
  await expect.poll(() => host.calls('login').length).toBe(1);
  expect(host.calls('login')[0]!.params.next).toBe('/s/000001/buy/');
  // The retried call's answer is on the screen: the bound ICBC card.
  await expect(page.getByText(/工商银行.*尾号/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/s\/000001\/buy\/$/);
  await expect(page.getByText('登录认证失败，请重新登录')).toHaveCount(0);
  const fresh = await pageToken(page);
  expect(fresh).not.toBe('expired-0123456789abcdef');
  expect(fresh).toMatch(/^[0-9a-f]{48}$/);
  // Still no web login anywhere in this page's history.
  expect(host.messages.every((m) => !m.url.includes('/accounts/login/'))).toBe(true);
});

test('an app without the bridge (no answer to hello) falls back to the web login page', async ({
  page,
}) => {
  // The user agent says fund app, but nothing answers: an app too old to have the bridge.
  await page.goto('/s/000001/buy/');
  await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Fs%2F000001%2Fbuy%2F$/);
  await expect(page.getByRole('textbox', { name: /手机号/ }).first()).toBeVisible();
  await expectHeaderHidden(page, 'native');
});

test('分享 hands the page to the native share sheet', async ({ page }) => {
  const host = await installFakeNativeHost(page);
  await page.goto('/s/000001/');
  await expect(page.getByText('华夏成长混合').first()).toBeVisible();
  const share = page.getByRole('button', { name: '分享' });
  await expect(share).toBeVisible();
  await share.first().click();
  await expect.poll(() => host.calls('share').length).toBe(1);
  expect(host.calls('share')[0]!.params).toMatchObject({
    title: expect.any(String),
    link: expect.stringContaining('/s/000001'),
  });
  // The native sheet shares; the web share mask never shows.
  await expect(page.getByRole('dialog', { name: '分享提示' })).toHaveCount(0);
});
