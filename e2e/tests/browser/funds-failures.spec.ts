import { expect, test, type Page } from '../../support/fixtures';
import { TRADE_PASSWORD, useToken } from '../../support/accounts';
import { openAccountViaApi } from '../../support/sandbox';
import {
  enterTradePassword,
  fillBuy,
  passwordDialog,
  retakeRiskTest,
  tradesOf,
} from './funds-helpers';

/** Failure paths of buying a fund, in real Chromium at 375x667 against the sandbox. */

async function loggedInUser(page: Page) {
  const user = await openAccountViaApi();
  await useToken(page, user.token);
  return user;
}

test('below the minimum shows 最低买入10元 and the buy cannot be sent', async ({ page }) => {
  const user = await loggedInUser(page);
  await fillBuy(page, '000001', '5');
  await expect(page.getByText('最低买入10元')).toBeVisible();
  await expect(page.getByRole('button', { name: '确定买入' })).toBeDisabled();
  expect((await tradesOf(user.token)).total_count).toBe(0);
});

test("above the card's single limit shows the bank-limit message", async ({ page }) => {
  const user = await loggedInUser(page);
  await fillBuy(page, '000001', '60000');
  await expect(page.getByText('买入金额超过银行单笔限额，建议选择网银转账方式')).toBeVisible();
  await expect(page.getByRole('button', { name: '确定买入' })).toBeDisabled();
  expect((await tradesOf(user.token)).total_count).toBe(0);
});

test("a fund above the user's risk asks for explicit confirmation, then buys", async ({ page }) => {
  const user = await loggedInUser(page);
  const profile = await retakeRiskTest(user.token, 1);
  expect(profile.investment_risk_display).toBe('平衡型');
  await fillBuy(page, '000001', '1000');
  await page.getByRole('button', { name: '确定买入' }).click();
  const warning = page.getByRole('dialog').filter({ hasText: '风险提示' });
  await expect(warning).toContainText('高于您的风险承受能力（平衡型）');
  // Cancelling stops the buy.
  await warning.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await tradesOf(user.token)).total_count).toBe(0);
  // Confirming goes on to the trade password and buys.
  await page.getByRole('button', { name: '确定买入' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '风险提示' })
    .getByRole('button', { name: '确认购买' })
    .click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/\d+\/$/);
  expect((await tradesOf(user.token)).total_count).toBe(1);
});

test('the lowest risk type is refused a fund above level 1', async ({ page }) => {
  const user = await loggedInUser(page);
  await retakeRiskTest(user.token, 0);
  await fillBuy(page, '000001', '1000');
  await page.getByRole('button', { name: '确定买入' }).click();
  await expect(page.getByText('您的风险承受能力为保守型，仅可购买低风险（R1）产品')).toBeVisible();
  expect((await tradesOf(user.token)).total_count).toBe(0);
});

test('a wrong trade password shows the server message and makes no trade', async ({ page }) => {
  const user = await loggedInUser(page);
  await fillBuy(page, '000001', '1000');
  await page.getByRole('button', { name: '确定买入' }).click();
  await enterTradePassword(page, '111111');
  const dialog = passwordDialog(page);
  await expect(dialog.getByRole('alert')).toContainText(/交易密码/);
  await expect(page).toHaveURL(/\/s\/000001\/buy\/$/);
  expect((await tradesOf(user.token)).total_count).toBe(0);
  // The right password then buys once.
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/\d+\/$/);
  expect((await tradesOf(user.token)).total_count).toBe(1);
});

test('a double tap on submit makes exactly one trade', async ({ page }) => {
  const user = await loggedInUser(page);
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/funds/buy/') && r.method() === 'POST')
      keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await fillBuy(page, '000001', '1000');
  await page.getByRole('button', { name: '确定买入' }).dblclick();
  await enterTradePassword(page, TRADE_PASSWORD, { doubleTap: true });
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/\d+\/$/);
  expect(new Set(keys).size).toBe(1);
  expect((await tradesOf(user.token)).total_count).toBe(1);
});

test('a network drop during submit shows a clear message, and the retry makes no duplicate', async ({
  page,
}) => {
  const user = await loggedInUser(page);
  const keys: string[] = [];
  let dropped = false;
  // The first submit reaches the server (the trade is made) but its answer is lost on the way back.
  await page.route('**/api/v1/funds/buy/', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!dropped) {
      dropped = true;
      await route.fetch();
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  await fillBuy(page, '000001', '1000');
  await page.getByRole('button', { name: '确定买入' }).click();
  await enterTradePassword(page, TRADE_PASSWORD);
  const dialog = passwordDialog(page);
  await expect(dialog.getByRole('alert')).toHaveText('网络连接失败，请检查网络');
  expect((await tradesOf(user.token)).total_count).toBe(1);
  // Retrying sends the same Idempotency-Key: the server answers with the same trade.
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/\d+\/$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect((await tradesOf(user.token)).total_count).toBe(1);
});
