import { expect, test } from '../../support/fixtures';
import { TRADE_PASSWORD, openAccount } from '../../support/accounts';
import { freshMobile, setSandboxClock } from '../../support/sandbox';
import { fitsInLargeFont } from '../../support/axe';
import { SCREENSHOTS, apiAs, enterTradePassword } from './funds-helpers';

/**
 * from an empty account to a fund bought, confirmed at the real NAV, partly
 * sold, and a monthly 定投 set up and ended — in real Chromium at 375x667 against the sandbox.
 */
test('open an account, find 000001 by hxcz, buy, confirm at the real NAV, sell part, set up and end a 定投', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const mobile = freshMobile();
  let reserved = freshMobile();
  while (reserved === mobile) reserved = freshMobile();

  // 1. Open an account in the UI.
  await openAccount(page, { mobile, reservedMobile: reserved });
  const token = await page.evaluate(() => localStorage.getItem('ls_access_token'));
  expect(token).toBeTruthy();
  const api = apiAs(token!);

  // 2. Search by pinyin initials and open 000001.
  await page.goto('/symbols/funds/');
  await expect(
    page.getByRole('list', { name: '基金列表' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.getByRole('searchbox').first().click();
  await expect(page).toHaveURL(/\/symbols\/funds\/search\//);
  await page.getByRole('searchbox').fill('hxcz');
  await page.getByRole('button', { name: /华夏成长混合/ }).click();
  await expect(page).toHaveURL(/\/s\/000001$/);

  // 3. Its real NAV and the chart against CSI 300.
  await expect(page.getByRole('heading', { name: '华夏成长混合', level: 1 })).toBeVisible();
  const detail = await api.call<{ net_value: string }>('GET', '/symbols/funds/000001/');
  await expect(page.getByTestId('net-value')).toHaveText(detail.net_value);
  await expect(
    page.getByRole('img', { name: /华夏成长混合近1年涨跌幅走势，截至\d{4}-\d{2}-\d{2}/ }),
  ).toBeVisible();
  // Drawn as SVG at once; echarts (the canvas with its tooltip) loads when pointed at.
  const navChart = page.getByTestId('net-value-chart');
  await expect(navChart.locator('svg path').first()).toBeVisible();
  await expect(navChart.locator('canvas')).toHaveCount(0);
  await navChart.getByRole('img').hover();
  await expect(navChart.locator('canvas')).toBeVisible();
  await expect(page.getByTestId('net-value-legend')).toContainText('沪深300');
  await page.getByRole('tab', { name: '近3月' }).click();
  await expect(page.getByRole('img', { name: /华夏成长混合近3月涨跌幅走势/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/fund-detail-375.png` });
  await page.screenshot({ path: `${SCREENSHOTS}/fund-detail-375-full.png`, fullPage: true });

  // 3b. 基金概况 and 基金经理 from the 2026-02-17 profile, also in large font.
  const managers = page.getByRole('region', { name: '基金经理' });
  await expect(managers).toContainText('数据截至 2026-02-17');
  await expect(managers.getByRole('link', { name: '刘睿聪' })).toBeVisible();
  await expect(managers.getByRole('link', { name: '郑晓辉' })).toBeVisible();
  await expect(managers).not.toContainText('万方方');
  await expect(page.getByTestId('fund-scale')).toHaveText('29.37亿元（2026-02-17）');
  await page.getByRole('button', { name: '展开投资策略' }).click();
  await fitsInLargeFont(page, `${SCREENSHOTS}/fund-detail-profile-large-font-375.png`);

  // 4. Buy 1,000 yuan (the quick amount) with the trade password; the NAV date and the
  // confirmation date are said before the password.
  await page.getByRole('button', { name: '买入', exact: true }).click();
  await expect(page).toHaveURL(/\/s\/000001\/buy\/$/);
  const amountBox = page.getByRole('textbox', { name: '买入金额' });
  await page
    .getByRole('group', { name: '快捷金额' })
    .getByRole('button', { name: '1000元' })
    .click();
  await expect(amountBox).toHaveValue('1000');
  await expect(page.getByText(/预估手续费 1\.50元/)).toBeVisible();
  const buyLine = page.getByTestId('buy-confirmation');
  await expect(buyLine).toHaveText(/^按\d{4}-\d{2}-\d{2}净值确认，预计\d{4}-\d{2}-\d{2}确认份额$/);
  const promised = (await buyLine.textContent())!;
  await page.screenshot({ path: `${SCREENSHOTS}/buy-375.png`, fullPage: true });
  await page.getByRole('button', { name: '确定买入' }).click();
  await expect(page.getByRole('dialog', { name: '请输入交易密码' })).toContainText(promised);
  await enterTradePassword(page, TRADE_PASSWORD);

  // 5. The pending trade: status 0 (委托成功) with its timeline.
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/\d+\/$/);
  const tradeId = Number(/trades\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByTestId('trade-status')).toHaveAttribute('data-status', '0');
  await expect(page.getByTestId('trade-status')).toHaveText('委托成功');
  await expect(page.getByRole('heading', { name: '交易进度' })).toBeVisible();
  const pending = await api.call<{
    trade_date: string;
    confirm_date: string;
    coupon_record: unknown;
  }>('GET', `/funds/trades/${tradeId}/`);
  expect(pending.coupon_record ?? null).toBeNull(); // no coupon was chosen
  // the trade is priced and confirmed on the dates the buy screen said
  expect(promised).toBe(`按${pending.trade_date}净值确认，预计${pending.confirm_date}确认份额`);

  // 6. The sandbox clock moves to the confirmation day (the next trading day).
  await setSandboxClock(`${pending.confirm_date}T09:30:00+08:00`);
  const confirmed = await api.call<{ status: number; net_value: string; shares_confirm: string }>(
    'GET',
    `/funds/trades/${tradeId}/`,
  );
  expect(confirmed.status).toBe(1);

  // 7. The holding shows the shares priced at that day's real NAV.
  await page.goto('/accounts/funds/');
  const holdingRow = page
    .getByRole('list', { name: '持有基金' })
    .getByRole('listitem')
    .filter({ hasText: '华夏成长混合' });
  await expect(holdingRow).toContainText(`持有${confirmed.shares_confirm}份`);
  await page.screenshot({ path: `${SCREENSHOTS}/holdings-375.png`, fullPage: true });
  await holdingRow.getByRole('link', { name: '华夏成长混合' }).click();
  await expect(page).toHaveURL(/\/accounts\/funds\/000001\/$/);
  await expect(page.getByTestId('holding-shares')).toHaveText(`${confirmed.shares_confirm}份`);
  // Shares = (1,000 - fee) / the real NAV of the trade day, and the holding is valued at it.
  await expect(page.getByTestId('holding-nav')).toHaveText(confirmed.net_value);
  await expect(page.getByRole('link', { name: '交易记录' })).toBeVisible();

  // 8. Sell part.
  await page.getByRole('button', { name: '卖出', exact: true }).click();
  await expect(page).toHaveURL(/\/s\/000001\/sell\/$/);
  await expect(
    page.getByText('委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: '卖出份额' }).fill('100');
  await expect(page.getByTestId('sell-confirmation')).toHaveText(
    /^按\d{4}-\d{2}-\d{2}净值确认，预计\d{4}-\d{2}-\d{2}到账$/,
  );
  // shares confirmed today are under 7 days: the penalty is shown and asked before the password
  await expect(page.getByRole('alert')).toContainText('其中100.00份持有不满7天');
  await page.getByRole('button', { name: '确定卖出' }).click();
  await page
    .getByRole('alertdialog', { name: '惩罚性赎回费提示' })
    .getByRole('button', { name: '仍要卖出' })
    .click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/\d+\/$/);
  await expect(page.getByText(/卖出 · 华夏成长混合/)).toBeVisible();
  await expect(page.getByTestId('trade-status')).toHaveAttribute('data-status', '0');

  // 9. A monthly 定投 on day 8.
  await page.goto('/s/000001/fixed_investment/');
  await page.getByRole('textbox', { name: '每期金额' }).fill('100');
  await page.getByLabel('定投周期').selectOption({ label: '每月' });
  await page.getByLabel('扣款日').selectOption({ label: '每月8日' });
  await expect(page.getByText(/首次扣款日 \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await page.getByRole('button', { name: '确定定投' }).click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/fixed_investments\/\d+\/$/);
  await expect(page.getByText('每月8日 100.00元')).toBeVisible();
  await expect(page.getByTestId('fixed-status')).toHaveText('正常');

  // 10. End it: deductions stop permanently and cannot be recovered.
  await page.getByRole('button', { name: '终止定投' }).click();
  await expect(page.getByText(/永久停止扣款，且该定投计划无法恢复/)).toBeVisible();
  await page.getByRole('button', { name: '确定终止' }).click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page.getByTestId('fixed-status')).toHaveText('已终止');
});
