import { expect, test } from '../../support/fixtures';
import { TRADE_PASSWORD, useToken } from '../../support/accounts';
import { setSandboxClock } from '../../support/sandbox';
import { userWithConfirmedBuy } from '../../support/holdings';
import { xalphaUnitNav } from '../../support/shared-data';
import { seriousAxeViolations } from '../../support/axe';
import { enterTradePassword } from './funds-helpers';

/** 000001's real unit NAV by date, from the shared data (fund_nav/mit_xalpha-game/000001.json). */
const NAV = xalphaUnitNav('000001');

/** Decimal string -> integer in units of 10^-dp (exact). */
const units = (v: string, dp: number) => {
  const [i, f = ''] = v.split('.');
  return BigInt(i! + f.padEnd(dp, '0').slice(0, dp));
};
/** a (0.01) x b (0.0001) to the cent, half up. */
const mulCents = (a: string, b: string) => (units(a, 2) * units(b, 4) + 5000n) / 10000n;
const yuan = (cents: bigint) => {
  const neg = cents < 0n;
  const s = (neg ? -cents : cents).toString().padStart(3, '0');
  return `${neg ? '-' : ''}${s.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${s.slice(-2)}`;
};

/**
 * My returns, end to end at 375 px: buy 1,000 yuan of 000001, confirm on the clock, see the cost,
 * holding return, days and the lot's fee tier; sell 400 shares two days later through the 7-day
 * penalty warning; then the 收益日历 and 收益率 — every figure checked against values computed
 * here from the trades and the real NAV file.
 */
test('buy, confirm, sell part under 7 days: holding, sell and returns screens match the trades and the NAV file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // bought on Monday 04-20 (trade date 04-20), confirmed 04-21
  const { user, api } = await userWithConfirmedBuy('2026-04-22T21:00:00+08:00');
  const [buy] = (
    await api.call<{ results: { shares_confirm: string; status: number }[] }>(
      'GET',
      '/funds/trades/?symbol=000001',
    )
  ).results;
  expect(buy!.status).toBe(1);
  // bought at the trade day's real NAV: (1,000 - 1.50 fee) / NAV of 04-20, half up to 0.01 份
  const navBuy = units(NAV.get('2026-04-20')!, 4);
  const bought = (99850n * 10000n * 2n + navBuy) / (2n * navBuy);
  expect(units(buy!.shares_confirm, 2)).toBe(bought);
  const shares = buy!.shares_confirm;
  const nav = NAV.get('2026-04-22')!;
  const worth = mulCents(shares, nav);

  // The holding page: cost, return, days and the lot under the penalty tier.
  await useToken(page, user.token);
  await page.goto('/accounts/funds/000001/');
  const card = page.getByRole('region', { name: '持仓收益' });
  const costPerShare = (1000000000n * 2n + units(shares, 2)) / (2n * units(shares, 2)); // 0.0001
  await expect(card.getByTestId('holding-cost')).toHaveText(
    `${costPerShare / 10000n}.${(costPerShare % 10000n).toString().padStart(4, '0')}`,
  );
  const ret = worth - 100000n;
  await expect(card.getByTestId('holding-return')).toHaveText(`${ret > 0n ? '+' : ''}${yuan(ret)}`);
  await expect(card.getByTestId('holding-days')).toHaveText('1天');
  await expect(card.getByRole('table')).toContainText('1.5%（不满7天）');
  await expect(card.getByRole('table')).toContainText('2026-04-28起0.5%');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The sell page: 400 shares two days after confirmation pay 1.5 %; warned before the password.
  await page.goto('/s/000001/sell/');
  await page.getByRole('textbox', { name: '卖出份额' }).fill('400');
  const gross = mulCents('400.00', nav);
  const fee = (units('400.00', 2) * units(nav, 4) * 15n + 5000000n) / 10000000n;
  await expect(page.getByTestId('sell-gross')).toHaveText(`${yuan(gross)}元`);
  await expect(page.getByTestId('sell-fee')).toHaveText(`${yuan(fee)}元`);
  await expect(page.getByTestId('sell-net')).toHaveText(`${yuan(gross - fee)}元`);
  await expect(page.getByRole('alert')).toContainText('其中400.00份持有不满7天');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '确定卖出' }).click();
  await page
    .getByRole('alertdialog', { name: '惩罚性赎回费提示' })
    .getByRole('button', { name: '仍要卖出' })
    .click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/\d+\/$/);

  // A week later: the sell confirmed at the 04-23 NAV; the calendar's April total is 累计收益.
  await setSandboxClock('2026-04-28T21:00:00+08:00');
  const sell = (
    await api.call<{ results: { direction: number; status: number; amount_confirm: string }[] }>(
      'GET',
      '/funds/trades/?symbol=000001',
    )
  ).results.find((t) => t.direction === 1)!;
  expect(sell.status).toBe(1);
  const left = (units(shares, 2) - 40000n).toString();
  const worthEnd = mulCents(`${left.slice(0, -2)}.${left.slice(-2)}`, NAV.get('2026-04-28')!);
  const cumulative = worthEnd + units(sell.amount_confirm, 2) - 100000n;
  await page.goto('/accounts/funds/returns/');
  await expect(page.getByRole('grid', { name: '2026-04每日收益' })).toBeVisible();
  const total = page.getByText(/^本月收益/);
  const shown = units(
    ((await total.textContent()) ?? '').replace(/[^\d.-]/g, '').replace(/^-?$/, '0'),
    2,
  );
  expect(shown - cumulative <= 1n && cumulative - shown <= 1n).toBe(true);
  await expect(page.getByTestId('xirr')).toHaveText('数据不足');
  await expect(page.getByText('同期沪深300（截至04-28）')).toBeVisible();
  await page.getByRole('button', { name: /^22\s*日收益/ }).click();
  await expect(page.getByRole('list', { name: '2026-04-22各基金收益' })).toContainText(
    '华夏成长混合（000001）',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});
