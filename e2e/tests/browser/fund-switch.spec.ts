import { readFileSync } from 'node:fs';
import { expect, test } from '../../support/fixtures';
import { TRADE_PASSWORD, useToken } from '../../support/accounts';
import { setSandboxClock } from '../../support/sandbox';
import { userWithConfirmedBuy } from '../../support/holdings';
import { SHARED_DATA, xalphaUnitNav } from '../../support/shared-data';
import { seriousAxeViolations } from '../../support/axe';
import { enterTradePassword } from './funds-helpers';

/** 000001's real unit NAV by date (fund_nav/mit_xalpha-game/000001.json). */
const NAV_000001 = xalphaUnitNav('000001');
/** 001042 华夏领先股票's real unit NAV by date (fund_nav/eastmoney_unit_nav_to_2026-04/001042.csv). */
const NAV_001042 = new Map(
  readFileSync(`${SHARED_DATA}/fund_nav/eastmoney_unit_nav_to_2026-04/001042.csv`, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .map(([d, v]) => [d!, Number(v).toFixed(4)]),
);

/** Decimal string -> integer in units of 10^-dp (exact). */
const units = (v: string, dp: number) => {
  const [i, f = ''] = v.split('.');
  return BigInt(i! + f.padEnd(dp, '0').slice(0, dp));
};
const str2 = (n: bigint) => {
  const s = n.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};

interface Leg {
  role: 'out' | 'in';
  status: number;
  net_value: string | null;
  shares_confirm: string | null;
  amount_confirm: string | null;
  fare: string | null;
}

/**
 * 基金转换 end to end at 375 px: buy 000001, confirm it on the sandbox clock,
 * switch 200 shares into 001042 华夏领先股票 on the holding's 转换 page, and see both legs
 * confirm on T+1 at T's real NAVs — checked against the NAV files.
 */
test('switch part of 000001 into another 华夏 fund: both legs confirm at T’s NAVs from the data files', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // bought 04-20, confirmed 04-21; on Thursday 04-23 at 10:00 a switch has T = 04-23, confirmed 04-24
  const { user, api } = await userWithConfirmedBuy('2026-04-23T10:00:00+08:00');

  await useToken(page, user.token);
  await page.goto('/accounts/funds/000001/');
  await page.getByRole('button', { name: '转换' }).click();
  await expect(page).toHaveURL(/\/s\/000001\/switch\/$/);
  const targets = page.getByRole('radiogroup', { name: '转入基金' });
  await expect(targets.getByRole('radio', { name: /华夏大盘精选混合A/ })).toBeDisabled();
  await targets.getByRole('radio', { name: /华夏领先股票（001042）/ }).click();
  await page.getByRole('textbox', { name: '转换份额' }).fill('200');
  await expect(page.getByTestId('switch-confirmation')).toHaveText(
    '按2026-04-23净值转出、转入，预计2026-04-24确认',
  );
  await expect(page.getByRole('definition').first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '确定转换' }).click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/\d+\/$/);
  const legs = page.getByRole('region', { name: '转换明细' }).getByRole('listitem');
  await expect(legs).toHaveCount(2);
  await expect(legs.nth(0)).toContainText('转出 · 华夏成长混合');
  await expect(legs.nth(1)).toContainText('转入 · 华夏领先股票');
  const tradeUrl = page.url();

  // T+1 evening: both legs confirmed at the 04-23 NAVs of the files
  await setSandboxClock('2026-04-24T21:00:00+08:00');
  const id = Number(/trades\/(\d+)\/$/.exec(tradeUrl)![1]);
  const detail = await api.call<{ switch_legs: Leg[] }>('GET', `/funds/trades/${id}/`);
  const [out, into] = detail.switch_legs;
  const navOut = NAV_000001.get('2026-04-23')!;
  const navIn = NAV_001042.get('2026-04-23')!;
  expect(out!).toMatchObject({
    role: 'out',
    status: 1,
    net_value: navOut,
    shares_confirm: '200.00',
  });
  expect(into!).toMatchObject({ role: 'in', status: 1, net_value: navIn });
  // out: 200 x NAV to the cent, less the 1.5 % fee of shares held under 7 days
  const gross = (units('200.00', 2) * units(navOut, 4) + 5000n) / 10000n;
  const fee = (units('200.00', 2) * units(navOut, 4) * 15n + 5000000n) / 10000000n;
  expect(out!.amount_confirm).toBe(str2(gross - fee));
  // in: the same money (no 申购补差费 between two 1.5 % funds) / the target's NAV, half up
  expect(into!.fare).toBe('0.00');
  const net = gross - fee;
  const nav = units(navIn, 4);
  expect(into!.shares_confirm).toBe(str2((net * 10000n * 2n + nav) / (2n * nav)));

  await page.goto(tradeUrl);
  await expect(legs.nth(0)).toContainText('确认成功');
  await expect(legs.nth(0)).toContainText(`确认净值 ${navOut}`);
  await expect(legs.nth(1)).toContainText(`确认份额 ${into!.shares_confirm}份`);
  await expect(legs.nth(1)).toContainText(`确认净值 ${navIn}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
