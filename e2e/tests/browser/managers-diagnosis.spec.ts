import { expect, test, type Page } from '../../support/fixtures';
import { TRADE_PASSWORD, openAccount, toast, useToken } from '../../support/accounts';
import { seriousAxeViolations } from '../../support/axe';
import { SandboxClient, freshMobile } from '../../support/sandbox';
import { SCREENSHOTS, enterTradePassword, retakeRiskTest, tradesOf } from './funds-helpers';

/** Funds of the seed with a long real NAV series. */
const FUNDS = ['000001', '161725', '100051', '100035'];

async function expectNoSeriousA11yIssues(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/**
 * Managers and diagnosis, in one browser context at 375 px: a guest
 * follows a manager and diagnoses three funds, the fourth asks for login; after login the
 * device's lists survive and the followed manager is in the followed list; the investor tracks
 * a fund and stops tracking it (confirmation, row gone).
 */
test('guest follows a manager and diagnoses 3 funds, logs in at the 4th; lists survive; track and stop tracking', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const client = new SandboxClient();
  const user = await client.signup(freshMobile());
  await useToken(page, null);

  // 1. The manager list: scores from real NAV, at most 3 tags; open the first manager.
  await page.goto('/symbols/funds/managers/');
  const list = page.getByRole('list', { name: '基金经理列表' });
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('img', { name: /^评分\d+分$/ })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/managers-list-375.png` });
  await expectNoSeriousA11yIssues(page);
  const name = (await first.getByRole('link').innerText()).trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/symbols\/funds\/managers\/\d+\/$/);
  const managerId = Number(/managers\/(\d+)\//.exec(page.url())![1]);

  // 2. The detail: the nine scores as a radar (its label lists them), the same overall score.
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
  await expect(
    page.getByRole('img', { name: new RegExp(`^${name}：盈利能力\\d+分`) }),
  ).toBeVisible();
  const api = await client.call<{ overall_score: number }>(
    'GET',
    `/symbols/funds/managers/${managerId}/`,
  );
  await expect(page.getByRole('heading', { name: /能力评分/ }).getByRole('img')).toHaveAttribute(
    'aria-label',
    `评分${Math.round(api.overall_score)}分`,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/manager-detail-375.png`, fullPage: true });
  await expectNoSeriousA11yIssues(page);

  // 3. Follow him as a guest: kept on the device.
  await page.getByRole('button', { name: '加自选' }).click();
  await expect(page.getByRole('button', { name: '删自选' })).toBeVisible();
  await expect(toast(page, '已关注')).toBeVisible();

  // 4. Three free diagnoses.
  for (const code of FUNDS.slice(0, 3)) {
    await page.goto(`/symbols/funds/diagnosis/detail/${code}/`);
    await expect(page.getByRole('region', { name: '持有1年盈亏预测' })).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(page.getByRole('list', { name: '分项评分' })).toBeVisible();
  await expect(page.getByText('剩余免费诊断0次')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/diagnosis-detail-375.png`, fullPage: true });
  await expectNoSeriousA11yIssues(page);

  // 5. The fourth asks for login; log in and come back to it.
  await page.goto(`/symbols/funds/diagnosis/detail/${FUNDS[3]}/`);
  await expect(page.getByText('免费诊断次数已用完，登录后可继续诊断')).toBeVisible();
  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(
    /\/accounts\/login\/\?next=%2Fsymbols%2Ffunds%2Fdiagnosis%2Fdetail%2F100035%2F$/,
  );
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(user.mobile);
  await page.getByLabel('登录密码').fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/symbols\/funds\/diagnosis\/detail\/100035\/$/);
  await expect(page.getByRole('region', { name: '持有1年盈亏预测' })).toBeVisible({
    timeout: 30_000,
  });

  // 6. The device's recent diagnoses survive the login (newest first).
  await page.goto('/symbols/funds/diagnosis/');
  const recent = page.getByRole('list', { name: '最近诊断' });
  await expect(recent.getByRole('link')).toHaveCount(4);
  await expect(recent.getByRole('link').first()).toHaveAttribute(
    'href',
    '/symbols/funds/diagnosis/detail/100035/',
  );

  // 7. The manager followed as a guest is in the followed list after login (merged server-side).
  await page.goto('/symbols/funds/managers/following/');
  await expect(page.getByRole('list', { name: '关注的基金经理' }).getByText(name)).toBeVisible();
  client.token = user.token;
  await expect
    .poll(async () =>
      (
        await client.call<{ results: { id: number }[] }>(
          'GET',
          '/symbols/funds/managers/following/',
        )
      ).results.map((m) => m.id),
    )
    .toEqual([managerId]);

  // 8. Track 000001, then stop tracking it from the review list: confirmation, the row goes.
  await page.goto('/symbols/funds/diagnosis/detail/000001/');
  await page.getByRole('button', { name: '跟踪', exact: true }).click();
  await expect(page.getByRole('button', { name: '停止跟踪' })).toBeVisible();
  await page.goto('/symbols/funds/diagnosis/review/');
  const tracked = page.getByRole('list', { name: '跟踪的基金' });
  await expect(tracked.getByRole('link', { name: '华夏成长混合' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/diagnosis-review-375.png` });
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: '编辑' }).click();
  await tracked.getByRole('button', { name: '停止跟踪' }).click();
  await expect(
    page.getByText('停止跟踪后，将不再收到该基金及相关基金的诊断信息，确定停止吗？'),
  ).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('还没有跟踪的基金')).toBeVisible();
});

/**
 * the investor takes the manager assessment (the loading page lasts at
 * least 2.5 s), selects two recommended funds at 50 / 50 and buys them in one flow (one trade
 * password, one Idempotency-Key per fund); then compares two managers.
 */
test('manager assessment: loading of at least 2.5 s, two recommended funds bought 50/50 with the trade password; two managers compared', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const mobile = freshMobile();
  await openAccount(page, { mobile, reservedMobile: freshMobile() });
  const token = await page.evaluate(() => localStorage.getItem('ls_access_token'));
  expect(token).toBeTruthy();
  await retakeRiskTest(token!, 4);
  const before = (await tradesOf(token!)).total_count;

  // 1. The questions: every one answered before the result.
  await page.goto('/symbols/funds/managers/question/?again=1');
  await expect(page.getByRole('button', { name: '还有4题未答' })).toBeDisabled();
  for (const option of ['3年以上', '25%以上也能接受', '长期回报高', '不限'])
    await page.getByRole('radio', { name: option }).check();
  await page.screenshot({ path: `${SCREENSHOTS}/manager-question-375.png`, fullPage: true });
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: '查看测评结果' }).click();

  // 2. The loading page lasts at least 2.5 s.
  const loading = page.getByText('正在根据您的回答匹配基金经理…');
  await expect(loading).toBeVisible();
  const shownAt = Date.now();
  await expect(loading).toBeHidden({ timeout: 30_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);
  await expect(page.getByRole('list', { name: '推荐基金经理' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/manager-assess-375.png`, fullPage: true });
  await expectNoSeriousA11yIssues(page);

  // 3. Two recommended funds at 50 / 50.
  const buy = page.getByRole('button', { name: '买入', exact: true });
  await expect(buy).toBeDisabled();
  const boxes = page.getByRole('checkbox', { name: /^选择/ });
  expect(await boxes.count()).toBeGreaterThanOrEqual(2);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const positions = page.getByRole('combobox', { name: /仓位$/ });
  await expect(positions.nth(0)).toHaveValue('50');
  await expect(positions.nth(1)).toHaveValue('50');
  await page.getByRole('textbox', { name: '买入总金额' }).fill('2000');
  await buy.click();

  // 4. The batch buy: each fund 1000.00, one trade password.
  await expect(page).toHaveURL(/\/buy_batch\/\?amountMinBuy=1000\.00&amounts=1000\.00%2C1000\.00$/);
  await expect(page.getByText('合计 2000.00 元，共2只基金')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/manager-assess-buy-375.png`, fullPage: true });
  await page.getByRole('button', { name: '确定买入' }).click();
  const confirm = page.getByRole('button', { name: '确认购买' });
  if (await confirm.isVisible({ timeout: 2_000 }).catch(() => false)) await confirm.click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/$/, { timeout: 30_000 });
  const after = await tradesOf(token!);
  expect(after.total_count - before).toBe(2);
  expect(after.results.slice(0, 2).every((t) => t.direction === 0)).toBe(true);

  // 5. Compare two managers: each added from his page, then side by side.
  const top = await new SandboxClient().call<{ results: { id: number; name: string }[] }>(
    'GET',
    '/symbols/funds/managers/?page=1&page_size=2',
  );
  for (const m of top.results) {
    await page.goto(`/symbols/funds/managers/${m.id}/`);
    await page.getByRole('button', { name: '加入对比' }).click();
    await expect(page).toHaveURL(/\/symbols\/funds\/managers\/compare\/list\/$/);
  }
  const compareList = page.getByRole('list', { name: '对比列表' });
  for (const m of top.results)
    await expect(compareList.getByRole('checkbox', { name: `对比${m.name}` })).toBeChecked();
  await page.getByRole('button', { name: '开始对比' }).click();
  const table = page.getByRole('table', { name: '基金经理对比' });
  for (const m of top.results)
    await expect(table.getByRole('columnheader', { name: m.name })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: '盈利能力' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/manager-compare-375.png`, fullPage: true });
  await expectNoSeriousA11yIssues(page);
});
