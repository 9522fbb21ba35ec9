import { expect, test } from '../../support/fixtures';
import { toast, useToken } from '../../support/accounts';
import { openAccountViaApi } from '../../support/sandbox';
import { SCREENSHOTS, apiAs } from './funds-helpers';
import { expectElderModeFits, expectNoSeriousAxe, readCaptcha } from './rewards-helpers';

/**
 * The promotional landing pages of spec 001 §2 Promotion, in Chromium at 375 px against
 * the sandbox: 诊基 (a guest's free diagnosis, the ranking), the fund radio's honest empty list,
 * the 定投 backtest on real NAVs (also in the elder mode), the portfolio campaign (real returns,
 * the portfolio coupon through the captcha) and 一键诊基 of a user's holdings.
 */
test('the promotion landing pages: 诊基, radio, 定投 backtest, portfolio campaign, 一键诊基', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const guestApi = apiAs('');

  // 1. 诊基 as a guest: search, diagnose (one of the 3 free), the summary links to the full one.
  await page.goto('/promotion/activity/diagnosis/');
  await expect(page.getByText('示例', { exact: true })).toBeVisible();
  await expect(page.getByText('未登录可免费诊断3次，已用0次')).toBeVisible();
  await page.getByRole('textbox', { name: '要诊断的基金' }).fill('000001');
  await page
    .getByRole('list', { name: '搜索结果' })
    .getByRole('button', { name: /华夏成长混合/ })
    .click();
  await expect(page).toHaveURL(/\/promotion\/activity\/diagnosis\/detail\/000001\/$/);
  const real = await guestApi.call<{ score: number; summary: string }>(
    'POST',
    '/symbols/funds/000001/analyse/',
  );
  await expect(
    page.getByRole('img', { name: `评分${Math.round(real.score)}分` }).first(),
  ).toBeVisible();
  // the summary is the server's sentence, which opens with the exact overall score
  expect(real.summary.startsWith(`综合评分${real.score}分，`)).toBe(true);
  await expect(page.getByText(real.summary, { exact: true })).toBeVisible();
  await expect(page.getByText('剩余免费诊断2次')).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/landing-diagnosis-375.png`, fullPage: true });
  await page.getByRole('link', { name: '查看完整诊断' }).click();
  await expect(page).toHaveURL(/\/symbols\/funds\/diagnosis\/detail\/000001\/$/);
  // the same fund again is not counted a second time
  await expect(page.getByText('剩余免费诊断2次')).toBeVisible();

  // 2. The ranking by the real diagnosis score, by type.
  await page.goto('/promotion/activity/diagnosis/recommend?type=301');
  const ranking = page.getByRole('list', { name: '混合型基金诊断评分排名' });
  await expect(ranking.getByRole('link').first()).toBeVisible();
  const top = await guestApi.call<{ results: { fund: { abbr_name: string } }[] }>(
    'GET',
    '/symbols/funds/analyse_ranking/?type=301&page_size=1',
  );
  await expect(ranking.getByRole('link').first()).toHaveText(top.results[0]!.fund.abbr_name);
  await expectNoSeriousAxe(page);

  // 3. The fund radio: no source, an honest empty state and no player.
  await page.goto('/promotion/activity/fm_radio/');
  await expect(page.getByText('暂无节目', { exact: true })).toBeVisible();
  await expect(page.getByText(/没有接入基金电台的音频节目来源/)).toBeVisible();
  await expect(page.locator('audio')).toHaveCount(0);
  await expectNoSeriousAxe(page);

  // 4. The 定投 backtest on 000001's real NAVs, against a lump sum; then the elder mode.
  await page.goto('/promotion/fixed_invest/detail/');
  await page.getByRole('textbox', { name: '定投基金' }).fill('000001');
  await page
    .getByRole('list', { name: '搜索结果' })
    .getByRole('button', { name: /华夏成长混合/ })
    .click();
  await expect(page.getByText('已选：华夏成长混合（000001）')).toBeVisible();
  await page.getByRole('textbox', { name: '每期金额' }).fill('1000');
  await page.getByRole('radio', { name: '每月' }).check();
  await page.getByRole('combobox', { name: '扣款日' }).selectOption('8');
  await page.getByLabel('开始日期').fill('2023-01-01');
  await page.getByRole('button', { name: '开始回测' }).click();
  await expect(page).toHaveURL(/start_date=2023-01-01/);
  const table = page.getByRole('table', { name: '定投与一次性投入对比' });
  await expect(table).toBeVisible();
  const bt = await guestApi.call<{
    periods: number;
    fixed: { worth: string; return_percent: number };
    lump: { return_percent: number };
  }>(
    'GET',
    '/promotion/fixed_invest/backtest/?symbol=000001&amount=1000&period_unit=0&trade_day=8&start_date=2023-01-01',
  );
  await expect(page.getByText(new RegExp(`共扣款${bt.periods}期`))).toBeVisible();
  const pct = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(2)}%`;
  const returns = table.getByRole('row', { name: /收益率/ });
  await expect(returns).toContainText(pct(bt.fixed.return_percent));
  await expect(returns).toContainText(pct(bt.lump.return_percent));
  await expect(page.getByRole('link', { name: '设置定投计划' })).toHaveAttribute(
    'href',
    '/s/000001/fixed_investment/',
  );
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/landing-fixed-invest-375.png`, fullPage: true });
  await expectElderModeFits(page, `${SCREENSHOTS}/landing-fixed-invest-elder-375.png`);
  // a refusal keeps what was typed
  await page.getByRole('textbox', { name: '每期金额' }).fill('5');
  await page.getByRole('button', { name: '开始回测' }).click();
  await expect(page.getByText('最低定投10元')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '每期金额' })).toHaveValue('5');

  // 5. The portfolio campaign: real returns, the detail link, the coupon through the captcha.
  const user = await openAccountViaApi();
  await page.goto('/promotion/fund_portfolios/');
  const portfolios = page.getByRole('list', { name: '精选组合' });
  const first = portfolios.getByRole('listitem').first();
  await expect(first).toContainText('近一年');
  await expect(first).toContainText('%');
  await expect(page.getByRole('button', { name: '登录领取' })).toBeVisible();
  await expectNoSeriousAxe(page);
  await useToken(page, user.token);
  await page.reload();
  const offer = page.getByRole('listitem', { name: '组合投资返现' });
  await offer.getByRole('button', { name: '领取' }).click();
  const dialog = page.getByRole('dialog', { name: '请输入图形验证码' });
  await expect(dialog.getByRole('img', { name: '图形验证码图片' })).toBeVisible();
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(await readCaptcha(page));
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '领取成功：买组合返现红包')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(offer.getByText('已领取')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/landing-fund-portfolios-375.png`, fullPage: true });
  const mine = await apiAs(user.token).call<{ results: { name: string }[] }>(
    'GET',
    '/coupons/mine/?status=0',
  );
  expect(mine.results.map((c) => c.name)).toContain('买组合返现红包');
  const recommended = await guestApi.call<{ results: { id: number; name: string }[] }>(
    'GET',
    '/portfolio/recommend/?page=1&page_size=3',
  );
  const p1 = recommended.results[0]!;
  await expect(first).toHaveAccessibleName(p1.name);
  await first.getByRole('link', { name: `查看详情：${p1.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${p1.id}$`));
  await expect(page.getByText(p1.name).first()).toBeVisible();

  // 6. 一键诊基 of the user's holdings (two funds bought through the API).
  const api = apiAs(user.token);
  for (const symbol of ['000001', '161725'])
    await api.call(
      'POST',
      '/funds/buy/',
      { symbol, amount: '1000.00', bank_card_id: user.cardId, password: '135790' },
      { 'Idempotency-Key': `landing-${symbol}-${user.userId}-${Date.now()}` },
    );
  await page.goto('/promotion/diagnose/');
  await page.getByRole('button', { name: '一键诊基（2只）' }).click();
  await expect(page.getByText(/^已诊断2只基金，2只有评分，平均[\d.]+分/)).toBeVisible();
  const rows = page.getByRole('list', { name: '持仓诊断' });
  await expect(rows.getByRole('link', { name: '查看完整诊断' })).toHaveCount(2);
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/landing-diagnose-375.png`, fullPage: true });
  // the diagnoses are the user's: stored in the history
  const history = await api.call<{ total_count: number }>('GET', '/symbols/funds/analyse_history/');
  expect(history.total_count).toBe(2);
});
