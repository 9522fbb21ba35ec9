import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { fitsInLargeFont, seriousAxeViolations } from '../../support/axe';

/**
 * Quant (spec 001 §2 /quant/{id}/analyse/?factor_category=, /quant/strategies/,
 * /quant/industry_recommend/{id}/; §3 Quant factor) in Chromium at 375 px: a fund's factors
 * computed from its real NAV and holdings, a senior factor locked for a non-member, an example
 * strategy with its backtest chart, and the industry ranking — also in the large-font mode.
 */
const SCREENSHOTS = 'artifacts/screenshots';

/** No horizontal scroll at 375 px. */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
}

test('a reader opens a fund’s quant analysis, a strategy with its chart and the industry ranking', async ({
  page,
}) => {
  test.setTimeout(180_000);

  // 1. a fund's factors: real values, type, percentile and influence; the senior ones locked
  await page.goto('/quant/000001/analyse/');
  await expect(page.getByRole('heading', { name: '华夏成长混合' })).toBeVisible();
  const factors = page.getByRole('list', { name: '因子列表' });
  const momentum = factors.getByRole('listitem', { name: '近1年动量' });
  await expect(momentum).toContainText('动量因子');
  await expect(momentum).toContainText(/-?\d+\.\d{2}%/);
  await expect(momentum).toContainText(/同类分位 \d+%/);
  await expect(momentum).toContainText(/(正向|负向|中性)影响/);
  const alpha = factors.getByRole('listitem', { name: '阿尔法' });
  await expect(alpha).toContainText('高级因子 · 未解锁');
  await expect(alpha).not.toContainText('影响');
  await expect(page.getByRole('button', { name: '登录后订阅解锁' })).toBeVisible();
  await fitsWidth(page);
  await page.screenshot({ path: `${SCREENSHOTS}/quant-analyse-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // the category narrows the list and stays in the query string
  await page
    .getByRole('navigation', { name: '因子类别' })
    .getByRole('link', { name: '风险' })
    .click();
  await expect(page).toHaveURL(/\/quant\/000001\/analyse\/\?factor_category=risk$/);
  await expect(factors.getByRole('listitem', { name: '年化波动率' })).toBeVisible();
  await expect(factors.getByRole('listitem', { name: '近1年动量' })).toHaveCount(0);

  // the large-font mode still fits 375 px
  await fitsInLargeFont(page, `${SCREENSHOTS}/quant-analyse-large-375.png`);

  // a fund without a NAV series: the empty state
  await page.goto('/quant/000198/analyse/');
  await expect(page.getByText('暂无量化因子')).toBeVisible();

  // 2. a strategy (示例) and its backtest chart against CSI 300
  await page.goto('/quant/strategies/');
  const strategies = page.getByRole('list', { name: '策略列表' });
  await expect(strategies.getByRole('link')).toHaveCount(3);
  await expect(strategies.getByRole('link').first()).toContainText('示例');
  await fitsWidth(page);
  await page.screenshot({ path: `${SCREENSHOTS}/quant-strategies-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await strategies.getByRole('link', { name: /指数动量轮动/ }).click();
  await expect(page).toHaveURL(/\/quant\/strategies\/1\/$/);
  const chart = page.getByTestId('strategy-chart');
  await expect(chart.locator('svg path').first()).toBeVisible();
  await chart.getByRole('tab', { name: '成立以来' }).click();
  await expect(chart.getByRole('tab', { name: '成立以来' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    chart.getByRole('img', { name: /成立以来涨跌幅走势，截至20\d\d-\d\d-\d\d/ }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: '交易标的' })).toContainText('中证1000');
  await fitsInLargeFont(page, `${SCREENSHOTS}/quant-strategy-375.png`);

  // 3. the industry ranking and one industry
  await page.goto('/quant/industry_recommend/');
  const ranking = page.getByRole('list', { name: '行业排名' });
  const first = ranking.getByRole('link').first();
  await expect(first).toContainText(/^1\. /);
  await expect(page.getByText(/排名方法：/)).toBeVisible();
  await fitsWidth(page);
  await page.screenshot({ path: `${SCREENSHOTS}/quant-industries-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await first.click();
  await expect(page).toHaveURL(/\/quant\/industry_recommend\/\d+\/$/);
  await expect(page.getByText('第1名')).toBeVisible();
  await expect(page.getByText(/估值数据 2026-02-06 收盘/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: '行业股票' }).getByRole('link').first(),
  ).toBeVisible();
  await fitsWidth(page);
  await page.screenshot({ path: `${SCREENSHOTS}/quant-industry-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
});
