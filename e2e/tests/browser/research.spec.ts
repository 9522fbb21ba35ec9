import { SANITIZER_PARSE_REPORT, expect, test } from '../../support/fixtures';
import { useToken } from '../../support/accounts';
import { fitsInLargeFont, seriousAxeViolations } from '../../support/axe';
import { SandboxClient, freshMobile, setSandboxClock } from '../../support/sandbox';

/**
 * screen funds by type + return, compare two funds, open an index and a
 * stock a fund holds, like a post and see the count persist after reload, post and delete a
 * comment, and an HTML payload in a post runs no script — in Chromium at 375 px.
 */
const SCREENSHOTS = 'artifacts/screenshots';

test('a reader screens, compares, reads real holdings, opens an index and a stock, and posts', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  // the sandbox clock of the data (other suites move it): Monday 2026-04-20 10:00
  await setSandboxClock('2026-04-20T10:00:00+08:00');

  // 1. screen funds by type + return
  await page.goto('/symbols/funds/advance/');
  await page.getByRole('button', { name: '混合型' }).click();
  await page.getByLabel('区间收益不低于（%）').fill('10');
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/type=301/);
  await expect(page).toHaveURL(/return_min=10/);
  const results = page.getByRole('list', { name: '筛选结果' });
  await expect(results.getByRole('listitem').first()).toContainText('混合型');
  // every listed fund is 混合型 with a 1-year return of at least 10 %
  for (const row of await results.getByRole('listitem').all()) {
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('混合型');
    expect(Number(/([+-]\d+\.\d+)%/.exec(text)![1])).toBeGreaterThanOrEqual(10);
  }
  await page.screenshot({ path: `${SCREENSHOTS}/research-screener-375.png` });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // 2. compare two funds
  await page.goto('/symbols/funds/compare/?symbol=000001&abbr_name=华夏成长混合');
  await page.getByLabel('搜索基金代码、名称或拼音').fill('161725');
  await page.getByRole('list', { name: '搜索结果' }).getByRole('button', { name: '加入' }).click();
  await page.getByRole('checkbox', { name: /招商中证白酒/ }).check();
  await page.getByRole('button', { name: '开始对比' }).click();
  await expect(page).toHaveURL(/comparison\/detail\/\?symbolA=\d{6}&symbolB=\d{6}/);
  await expect(page.getByRole('heading', { name: '指标对比' })).toBeVisible();
  await expect(page.getByRole('row', { name: /最大回撤/ })).toContainText('%');
  await expect(page.getByRole('heading', { name: '持仓重合度' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/research-comparison-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // 3. 000001's 持仓明细 (the held-out reviewer check): real stock names, each weight ≤ 10 % of
  // total assets with the report date, an allocation that sums to 100 % (bond and cash 未披露,
  // not invented), the industries; then a stock it holds
  await page.goto('/s/000001/hold_symbols/');
  const holdings = page.getByRole('table', { name: /2022-12-31 报告期，占基金总资产比例/ });
  await expect(holdings.getByRole('link', { name: '菲利华' })).toBeVisible();
  const rows = holdings.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  for (const name of ['菲利华', '新雷能', '航天电器', '药明康德'])
    await expect(holdings).toContainText(name);
  const weights = (await rows.locator('td:first-of-type').allTextContents()).map((t) =>
    Number(t.replace('%', '')),
  );
  expect(weights).toHaveLength(10);
  for (const w of weights) expect(w).toBeGreaterThan(0);
  for (const w of weights) expect(w).toBeLessThanOrEqual(10);
  await expect(holdings.getByRole('row', { name: /华秦科技/ })).toContainText('新进');
  await expect(page.getByText('报告期 2022-12-31').first()).toBeVisible();
  const bar = await page.getByRole('img', { name: /^股票/ }).getAttribute('aria-label');
  expect(bar).toContain('债券未披露');
  expect(bar).toContain('现金未披露');
  const parts = [...bar!.matchAll(/(\d+\.\d+)%/g)].map((m) => Number(m[1]));
  expect(parts).toHaveLength(2);
  expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 2);
  await expect(page.getByRole('table', { name: /申万一级行业汇总/ })).toContainText('国防军工');
  await page.screenshot({ path: `${SCREENSHOTS}/research-hold-symbols-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await fitsInLargeFont(page, `${SCREENSHOTS}/research-hold-symbols-large-font-375.png`);

  // its rank among real peers, labelled in Chinese; its dividends labelled 推算
  await page.goto('/s/000001/achievement_rank/');
  const rank = page.getByRole('table', { name: '阶段业绩与同类排名' });
  await expect(rank.getByRole('row', { name: /近1年/ })).toContainText(/\d+\/\d+/);
  expect(await rank.textContent()).not.toMatch(/[a-z]{2,}/);
  await page.goto('/s/000001/dividend_split/');
  await expect(page.getByText(/推算：/)).toBeVisible();
  await expect(page.getByText('0.0500（推算）').first()).toBeVisible();
  await page.goto('/s/000001/assets/');
  await expect(page.getByText('其他/未披露').first()).toBeVisible();
  await page.getByRole('link', { name: '菲利华' }).click();
  await expect(page).toHaveURL(/\/symbols\/stocks\/SZ300395\/$/);
  await expect(page.getByRole('heading', { name: '持有该股的基金' })).toBeVisible();
  await expect(page.getByRole('list', { name: '持有基金' })).toContainText('华夏成长混合');
  await page.screenshot({ path: `${SCREENSHOTS}/research-stock-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // an index: at the sandbox clock (Monday 2026-04-20 10:00, set above) the CSI 300's last real
  // close is the previous trading day, shown with its date
  const csi = await new SandboxClient().call<{ price_date: string }>(
    'GET',
    '/symbols/indexes/000300/',
  );
  expect(csi.price_date).toBe('2026-04-17');
  await page.goto('/symbols/indexes/');
  await page.getByRole('link', { name: /沪深300/ }).click();
  await expect(page).toHaveURL(/\/symbols\/indexes\/000300\/$/);
  await expect(page.getByText(`${csi.price_date} 收盘`, { exact: false })).toBeVisible();
  await expect(
    page.getByRole('list', { name: '跟踪基金' }).getByRole('listitem').first(),
  ).toContainText('沪深300');
  await page.screenshot({ path: `${SCREENSHOTS}/research-index-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // 4. posts: like with a persistent count, comment and delete it, an HTML payload runs nothing
  const c = new SandboxClient();
  const user = await c.signup(freshMobile());
  await useToken(page, user.token);
  await page.goto('/statuses/1');
  const like = page.getByRole('button', { name: /点赞 \d+|已赞 \d+/ });
  const before = Number((await like.textContent())!.replace(/\D/g, ''));
  await page.getByRole('button', { name: `点赞 ${before}` }).click();
  await expect(page.getByRole('button', { name: `已赞 ${before + 1}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `已赞 ${before + 1}` })).toBeVisible();

  await page.getByLabel('写评论').fill('沙盒测试评论');
  await page.getByRole('button', { name: '发表评论' }).click();
  const comments = page.getByRole('list', { name: '评论列表' });
  await expect(comments).toContainText('沙盒测试评论');
  await comments.getByRole('button', { name: '删除评论：沙盒测试评论' }).click();
  await expect(page.getByText('还没有评论')).toBeVisible();

  test.info().annotations.push({ type: SANITIZER_PARSE_REPORT });
  await page.goto('/statuses/news/?tab=topics');
  await page.getByLabel('标题（选填）').fill('脚本测试');
  await page
    .getByLabel('内容')
    .fill('<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>安全正文');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).toHaveURL(/\/statuses\/\d+$/);
  await expect(page.getByText('安全正文')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/research-status-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '删除动态' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/statuses\/news\/$/);
});

test('a reader opens the A-share board and a sector, follows a stock and an index, and finds them in the 自选 tabs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // the board: trade status, Shenwan sectors, every listed stock sorted by the query string
  await page.goto('/symbols/markets/cn/detail/');
  await expect(page.getByRole('heading', { name: /交易中|休市|已收盘|集合竞价/ })).toBeVisible();
  const sectors = page.getByRole('list', { name: '行业板块' });
  await expect(sectors.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: '市盈率' }).click();
  await expect(page).toHaveURL(/\/symbols\/markets\/cn\/detail\/\?sort=pe$/);
  await expect(page.getByRole('list', { name: '沪深个股' }).getByRole('listitem')).toHaveCount(20);
  await page.screenshot({ path: `${SCREENSHOTS}/research-market-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await fitsInLargeFont(page, `${SCREENSHOTS}/research-market-large-font-375.png`);

  // a sector and one of its stocks
  await sectors.getByRole('link', { name: /^银行/ }).click();
  await expect(page).toHaveURL(/\/symbols\/markets\/cn\/sect\/\d+\/$/);
  await expect(page.getByRole('heading', { name: '板块个股' })).toBeVisible();
  await expect(page.getByRole('list', { name: '板块个股' })).toContainText('招商银行');
  await page.screenshot({ path: `${SCREENSHOTS}/research-market-sector-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await fitsInLargeFont(page, `${SCREENSHOTS}/research-market-sector-large-font-375.png`);

  // no source: block trades and shareholders say so
  await page.goto('/symbols/block_trades/daily_top/');
  await expect(page.getByText('暂无数据', { exact: true })).toBeVisible();
  await expect(page.getByText(/暂无大宗交易的数据来源/)).toBeVisible();
  await page.goto('/symbols/shareholders/champions/');
  await expect(page.getByText(/暂无上市公司股东持股的数据来源/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // /s/{stock} goes to the stock detail; a logged-in reader follows it and an index
  const c = new SandboxClient();
  const user = await c.signup(freshMobile());
  c.token = user.token;
  const managers = await c.call<{ results: { id: number; name: string }[] }>(
    'GET',
    '/symbols/funds/managers/?page_size=1',
  );
  const manager = managers.results[0]!;
  await c.call('POST', `/symbols/funds/managers/${manager.id}/follow/`);
  await useToken(page, user.token);
  await page.goto('/s/SH600036');
  await expect(page).toHaveURL(/\/symbols\/stocks\/SH600036\/$/);
  await page.getByRole('button', { name: '加自选' }).click();
  await expect(page.getByRole('button', { name: '删自选' })).toBeVisible();
  await page.goto('/symbols/indexes/000300/');
  await page.getByRole('button', { name: '加自选' }).click();
  await expect(page.getByRole('button', { name: '删自选' })).toBeVisible();

  await page.goto('/symbols/following/');
  await page.getByRole('tab', { name: '股票' }).click();
  await expect(page).toHaveURL(/\/symbols\/following\/stocks$/);
  await expect(page.getByRole('list', { name: '自选列表' })).toContainText('招商银行');
  await page.screenshot({ path: `${SCREENSHOTS}/research-following-stocks-375.png` });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await fitsInLargeFont(page, `${SCREENSHOTS}/research-following-stocks-large-font-375.png`);
  await page.getByRole('tab', { name: '指数' }).click();
  await expect(page.getByRole('list', { name: '自选列表' })).toContainText('沪深300');
  await page.getByRole('tab', { name: '基金', exact: true }).click();
  await expect(page.getByText('还没有自选基金')).toBeVisible();
  await page.getByRole('tab', { name: '基金经理' }).click();
  await expect(page.getByRole('list', { name: '关注的基金经理' })).toContainText(manager.name);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // the stock of id 600036 unfollowed from its tab; the index stays
  await page.getByRole('tab', { name: '股票' }).click();
  await page.getByRole('button', { name: '删自选 招商银行' }).click();
  await expect(page.getByText('还没有自选股票')).toBeVisible();
  await page.getByRole('tab', { name: '指数' }).click();
  await expect(page.getByRole('list', { name: '自选列表' })).toContainText('沪深300');
});
