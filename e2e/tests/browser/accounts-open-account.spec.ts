import { expect, test } from '../../support/fixtures';
import {
  bankCardStep,
  identityStep,
  riskTestStep,
  signupInUi,
  tradePasswordStep,
} from '../../support/accounts';
import { freshMobile, icbcCardNo, resetSandbox } from '../../support/sandbox';

/**
 * a new investor walks the open-account flow from an empty sandbox database —
 * signup -> identity -> bind card -> trade password -> risk test -> back where they came from —
 * and every step survives a reload (the step comes from the server, not from memory).
 */
test.beforeAll(async () => {
  await resetSandbox();
});

test('a new investor opens an account and returns to where they came from', async ({ page }) => {
  const mobile = freshMobile();
  const n = Number(mobile.slice(-7));
  const origin = '/accounts/my_assets/';
  // every URL the session's history gets (history API steps included)
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });

  await signupInUi(page, mobile, `?next=${encodeURIComponent(origin)}`);
  await expect(page.getByRole('navigation', { name: '开户进度' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '实名认证' })).toBeVisible();

  await identityStep(page, n);
  // Reload on the card step: still the card step (GET /accounts/settings/ says bank_card).
  await page.reload();
  await expect(page.getByRole('heading', { name: '绑定银行卡' })).toBeVisible();
  // Opening an earlier step's URL goes to the server's current step.
  await page.goto('/accounts/bank_cards/bind/user/?open_account=1');
  await expect(page).toHaveURL(/\/accounts\/bank_cards\/bind\/\?open_account=1$/);

  await bankCardStep(page, n, freshMobile());
  // no URL of the history holds more of the card number than its last four digits
  const cardNo = icbcCardNo(n);
  const windows = Array.from({ length: cardNo.length - 4 }, (_, i) => cardNo.slice(i, i + 5));
  expect(urls.some((u) => u.includes('/accounts/bank_cards/bind/user/'))).toBe(true);
  expect(urls.filter((u) => windows.some((w) => u.includes(w)))).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { name: '设置交易密码' })).toBeVisible();

  await tradePasswordStep(page);
  await page.reload();
  await expect(page.getByRole('button', { name: '开始测评' })).toBeVisible();

  await riskTestStep(page);
  await expect(page).toHaveURL(new RegExp(`${origin.replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { name: '我的资产' })).toBeVisible();
  await expect(page.getByTestId('assets-total')).toHaveText('0.00');

  // The account is open: mine shows no "continue" banner, the card is listed.
  await page.goto('/accounts/mine/');
  await expect(page.getByText('继续开户')).toHaveCount(0);
  await page.goto('/accounts/bank_cards/');
  await expect(page.getByText(/工商银行/).first()).toBeVisible();
});
