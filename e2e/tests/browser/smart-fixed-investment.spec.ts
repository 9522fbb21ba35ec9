import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { TRADE_PASSWORD, useToken } from '../../support/accounts';
import {
  SandboxClient,
  freshMobile,
  openAccountViaApi,
  setSandboxClock,
} from '../../support/sandbox';
import { SCREENSHOTS, enterTradePassword } from './funds-helpers';
import { SHARED_DATA, xalphaUnitNav } from '../../support/shared-data';
import { rowOfLink } from '../../support/list-rows';

/** CSI 500 closes from the shared data the sandbox seeds from (2 decimals, as the seed keeps them). */
const CSI = readFileSync(
  path.join(SHARED_DATA, 'index/csi500_000905_daily_2005-01-04_2026-07-31.csv'),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split(','))
  .filter((c) => c[2])
  .map((c) => ({ date: c[0]!, cents: Math.round(Number(c[2]) * 100) }));

/** 000001's real daily unit NAV (the shared data the sandbox seeds from). */
const NAV = [...xalphaUnitNav('000001')].map(([date, nav]) => ({
  date,
  nav10k: Math.round(Number(nav) * 10000),
}));

/** The 均线 table written out again: the multiple for a deviation in %. */
function multiple(dev: number): number {
  if (dev === 0) return 1;
  const d = Math.abs(dev);
  if (dev < 0)
    return d <= 5 ? 1.6 : d <= 10 ? 1.7 : d <= 20 ? 1.8 : d <= 30 ? 1.9 : d <= 40 ? 2 : 2.1;
  return d <= 15 ? 0.9 : d <= 50 ? 0.8 : d <= 100 ? 0.7 : 0.6;
}

/** The 均线 deduction on `date` from the CSV: base x the table at the last close before it. */
function maAmount(base: number, date: string, days: number): string {
  const before = CSI.filter((x) => x.date < date).slice(-days);
  const sum = before.reduce((s, x) => s + x.cents, 0);
  const dev = ((before[before.length - 1]!.cents * days) / sum - 1) * 100;
  return (Math.round(base * multiple(dev) * 100) / 100).toFixed(2);
}

/** Cents of a decimal string with at most 2 decimals. */
const cents = (s: string) => Math.round(Number(s) * 100);

interface Plan {
  id: number;
  status: number;
  take_profit_date: string | null;
  trade_records: { id: number; status: number; amount_confirm: string; shares_confirm: string }[];
}

/**
 * Saved smart 定投, 375 px: a 均线 plan set up on the form on 中证500 deducts on its date
 * the table applied to the CSI 500's real closes (read here from the data file); a 目标止盈 plan
 * redeems to 理财宝 on the first NAV day its return reaches the target (found here from the NAV
 * file), not before, the inbox says so, and the redemption is in the plan's 扣款记录.
 */
test('smart 定投: a 均线 deduction equals the table on the real index; a take-profit redeems on its first day and the inbox says so', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await setSandboxClock('2026-04-20T10:00:00+08:00');
  const user = await openAccountViaApi(freshMobile());
  const api = new SandboxClient();
  api.token = user.token;
  await useToken(page, user.token);

  // 1. the form: 均线定投 on 中证500 (000001 has no benchmark: 沪深300 preselected), 250-day MA,
  //    1,000 yuan every Thursday
  await page.goto('/s/000001/fixed_investment/');
  await page.getByRole('radio', { name: '均线定投' }).check();
  const index = page.getByRole('combobox', { name: '参考指数' });
  await expect(index).toHaveValue('000300');
  await index.selectOption('000905');
  await expect(page.getByRole('list', { name: '均线定投倍数表' })).toContainText(
    '低于均线0%至5%：每期金额×1.6',
  );
  await expect(page.getByRole('combobox', { name: '均线周期' })).toHaveValue('250');
  await page.getByRole('textbox', { name: '每期金额' }).fill('1000');
  await page.getByRole('combobox', { name: '定投周期' }).selectOption('1');
  await page.getByRole('combobox', { name: '扣款日' }).selectOption('4');
  await expect(page.getByRole('link', { name: /智能定投回测/ })).toHaveAttribute(
    'href',
    /strategy=ma&amount=1000&period_unit=1&trade_day=4&ma_days=250.*index_symbol=000905/,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/smart-fixed-form-375.png`, fullPage: true });
  await page.getByRole('button', { name: '确定定投' }).click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/fixed_investments\/\d+\/$/);
  const planId = Number(/fixed_investments\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByText('均线定投（中证500 250日均线）')).toBeVisible();
  // as of Monday 10:00 the last close published is Friday 04-17's
  const expectedNext = Number(maAmount(1000, '2026-04-20', 250)).toLocaleString('en-US', {
    minimumFractionDigits: 2,
  });
  await expect(page.locator('.adm-list-item', { hasText: '下次扣款金额' })).toContainText(
    `${expectedNext}元`,
  );

  // 2. the clock passes Thursday 04-23: its deduction is the table on the closes before it
  await setSandboxClock('2026-04-24T10:00:00+08:00');
  const plan = await api.call<Plan & { trade_records: { amount: string }[] }>(
    'GET',
    `/funds/fixed_investment/${planId}/`,
  );
  expect(plan.trade_records).toHaveLength(1);
  const ded = await api.call<{ trade_date: string; amount: string }>(
    'GET',
    `/funds/trades/${plan.trade_records[0]!.id}/`,
  );
  expect(ded.trade_date).toBe('2026-04-23');
  expect(ded.amount).toBe(maAmount(1000, '2026-04-23', 250));

  // 3. a 目标止盈 plan (5 %, redeem to 理财宝): every Thursday 500 yuan
  const tp = await api.call<Plan>(
    'POST',
    '/funds/fixed_investment/',
    {
      symbol: '000001',
      amount: '500.00',
      bank_card_id: user.cardId,
      password: TRADE_PASSWORD,
      period_unit: 1,
      trade_day: 4,
      strategy: 'take_profit',
      take_profit_percent: 5,
      take_profit_action: 'redeem_to_bao',
    },
    { 'Idempotency-Key': `e2e-smart-tp-${user.mobile}` },
  );
  const confirmDates = new Map<number, string>();
  let fired: string | null = null;
  for (const p of NAV.filter((x) => x.date >= '2026-04-30' && x.date <= '2026-06-30')) {
    await setSandboxClock(`${p.date}T20:00:00+08:00`);
    const now = await api.call<Plan>('GET', `/funds/fixed_investment/${tp.id}/`);
    let cost = 0; // cents
    let shares = 0; // hundredths of a share
    for (const t of now.trade_records.filter((r) => r.status === 1)) {
      if (!confirmDates.has(t.id))
        confirmDates.set(
          t.id,
          (await api.call<{ confirm_date: string }>('GET', `/funds/trades/${t.id}/`)).confirm_date,
        );
      if (confirmDates.get(t.id)! > p.date) continue;
      cost += cents(t.amount_confirm);
      shares += cents(t.shares_confirm);
    }
    const worth = Math.round((shares * p.nav10k) / 10000); // cents, half-up (positive)
    const reached = cost > 0 && (worth - cost) * 100 >= 5 * cost;
    expect(now.take_profit_date, `take-profit on ${p.date}`).toBe(reached ? p.date : null);
    if (reached) {
      fired = p.date;
      break;
    }
  }
  expect(fired).not.toBeNull();

  // 4. the inbox says so; the plan detail shows the day
  await page.goto('/accounts/messages/?category=fixed');
  const inbox = page.getByRole('list', { name: '消息列表' });
  await expect(inbox.getByRole('link', { name: /目标止盈已执行/ })).toHaveCount(1);
  const msg = rowOfLink(inbox, /目标止盈已执行/);
  await expect(msg).toContainText(`${fired}持有收益率`);
  await expect(msg).toContainText('至理财宝');
  await expect(msg).toContainText('这笔赎回已记入该定投计划的扣款记录');
  await page.screenshot({ path: `${SCREENSHOTS}/smart-fixed-take-profit-inbox-375.png` });
  await page.goto(`/accounts/funds/fixed_investments/${tp.id}/`);
  await expect(page.getByText('目标止盈定投（目标收益率5%，达到后赎回至理财宝）')).toBeVisible();
  await expect(page.getByText('最近止盈日')).toBeVisible();

  // 5. the redemption trades the next trading day and confirms the one after: the money is in 理财宝
  const i = NAV.findIndex((x) => x.date === fired);
  await setSandboxClock(`${NAV[i + 2]!.date}T10:00:00+08:00`);
  await page.goto('/accounts/messages/?category=trade');
  await expect(rowOfLink(page.getByRole('list', { name: '消息列表' }), /资金到账/)).toContainText(
    '已转入理财宝',
  );

  // 6. the plan's 扣款记录 list the redemption beside its deductions: date, shares, amount, at the
  //    NAV of its trade date (the NAV day after `fired`, from the file)
  const after = await api.call<{
    trade_records: { id: number; direction: number; status: number; shares: string }[];
  }>('GET', `/funds/fixed_investment/${tp.id}/`);
  const sell = after.trade_records.find((r) => r.direction === 1)!;
  expect(sell.status).toBe(1);
  const sold = await api.call<{ trade_date: string; net_value: string; amount_confirm: string }>(
    'GET',
    `/funds/trades/${sell.id}/`,
  );
  expect(sold.trade_date).toBe(NAV[i + 1]!.date);
  expect(Math.round(Number(sold.net_value) * 10000)).toBe(NAV[i + 1]!.nav10k);
  expect(cents(sold.amount_confirm)).toBeGreaterThan(0);
  await page.goto(`/accounts/funds/fixed_investments/${tp.id}/`);
  const link = page.getByRole('region', { name: '扣款记录' }).getByRole('link', { name: /卖出/ });
  await expect(link).toHaveCount(1);
  // the row is a list cell: its link is the title, shares and date sit beside it
  const row = link.locator('xpath=ancestor::*[@role="listitem"][1]');
  await expect(row).toContainText(`${sell.shares}份`);
  await expect(row).toContainText(fired!);
  await page.screenshot({ path: `${SCREENSHOTS}/smart-fixed-take-profit-records-375.png` });
});
