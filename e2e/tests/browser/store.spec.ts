import { expect, test } from '../../support/fixtures';
import { TRADE_PASSWORD, toast, useToken } from '../../support/accounts';
import {
  SANDBOX_ROOT,
  freshMobile,
  openAccountViaApi,
  setSandboxClock,
} from '../../support/sandbox';
import { seriousAxeViolations } from '../../support/axe';
import { SCREENSHOTS, apiAs, enterTradePassword } from './funds-helpers';

const FUNDS = [
  { code: '000001', name: '华夏成长混合' },
  { code: '000014', name: '华夏聚利债券A' },
  { code: '003382', name: '民生加银鑫享债券A' },
] as const;

/** 1234.5 -> "1,234.50" as MoneyText writes it. */
const yuan = (v: string) => {
  const [i, d = '00'] = v.split('.');
  return `${i!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${d.padEnd(2, '0')}`;
};

/**
 * The store: a user applies for a store and is approved, creates a
 * portfolio and posts a timeline entry with a position adjustment; an investor follows the store
 * as a guest, logs in (the follow survives), buys the portfolio; a trading day later the owner's
 * income shows the accrued advisory fee and it can be withdrawn once. 375 px, one context.
 */
test('store: apply and approval, portfolio, post with adjustment, guest follow kept at login, buy, income withdrawn once', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await setSandboxClock('2026-04-20T10:00:00+08:00');

  // 1. The owner applies in the UI; under review; approved by the sandbox's dev endpoint.
  const ownerMobile = freshMobile();
  const owner = await openAccountViaApi(ownerMobile);
  const ownerApi = apiAs(owner.token);
  await useToken(page, owner.token);
  await page.goto('/store/apply/');
  await page.getByRole('button', { name: '申请开店' }).click();
  await expect(page).toHaveURL(/\/store\/apply_form\/$/);
  await page.getByLabel('店铺名称').fill(`稳健小店${ownerMobile.slice(-4)}`);
  await page.getByLabel('店铺简介').fill('只做长期配置');
  await page.getByLabel('真实姓名').fill('张三');
  await page.getByLabel('资格证书编号').fill('12');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请填写8-20位字母或数字的投顾从业资格证书编号')).toBeVisible();
  await expect(page.getByLabel('店铺名称')).toHaveValue(`稳健小店${ownerMobile.slice(-4)}`);
  await page.getByLabel('资格证书编号').fill('A0123456789');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/store\/apply\/$/);
  // Spec 001 §3 store apply: −1 未申请 until approved; the pending application shows its own date.
  await expect(page.getByText('申请状态：未申请')).toBeVisible();
  await expect(
    page.getByText(`提交开店申请「稳健小店${ownerMobile.slice(-4)}」`, { exact: false }),
  ).toBeVisible();
  const approved = await fetch(`${SANDBOX_ROOT}/__sandbox/store_approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: ownerMobile }),
  });
  expect(approved.ok).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '开店申请已通过' })).toBeVisible();
  await page.getByRole('link', { name: '进入我的店铺' }).click();
  await expect(page).toHaveURL(/\/store\/mine\/$/);
  const storeId = (await ownerApi.call<{ id: number }>('GET', '/store/mine/')).id;
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/store-mine-375.png`, fullPage: true });

  // 2. As is_manager the owner creates a portfolio with the portfolios area's screen.
  await page.getByRole('link', { name: '创建组合' }).click();
  await expect(page).toHaveURL(/\/portfolio\/create\/$/);
  await page.getByLabel('组合名称').fill(`小店组合${ownerMobile.slice(-4)}`);
  await page.getByLabel('组合描述').fill('一只混合基金与两只债券基金，按4:3:3配置');
  for (const f of FUNDS) {
    await page.getByRole('searchbox', { name: '添加基金' }).fill(f.code);
    await page.getByRole('button', { name: `添加${f.name}` }).click();
  }
  await page.getByRole('combobox', { name: `${FUNDS[0].name}仓位` }).selectOption('40');
  await page.getByRole('combobox', { name: `${FUNDS[1].name}仓位` }).selectOption('30');
  await page.getByRole('combobox', { name: `${FUNDS[2].name}仓位` }).selectOption('30');
  await page.getByRole('button', { name: '创建组合' }).click();
  await expect(page).toHaveURL(/\/p\/\d+$/);
  const pid = Number(/\/p\/(\d+)$/.exec(page.url())![1]);

  // 3. A position adjustment, then a timeline post attached to it.
  await page.goto(`/portfolio/position_adjustments/create/?portfolio_id=${pid}`);
  await page.getByRole('combobox', { name: `${FUNDS[2].name}仓位` }).selectOption('0');
  await page.getByRole('combobox', { name: `${FUNDS[0].name}仓位` }).selectOption('50');
  await page.getByRole('combobox', { name: `${FUNDS[1].name}仓位` }).selectOption('50');
  await page.getByRole('textbox', { name: '调仓理由' }).fill('债券仓位集中到一只基金');
  await page.getByRole('button', { name: '确认调仓' }).click();
  await expect(page).toHaveURL(/\/portfolio\/position_adjustments\/\d+\/$/);
  await page.goto('/store/timeline/create/');
  await page.getByLabel('标题').fill('四月调仓');
  await page.getByLabel('正文').fill('<p>清仓<b>鑫享债券</b></p><script>alert(1)</script>');
  await page.getByLabel('组合', { exact: true }).selectOption(String(pid));
  const adj = page.getByLabel('调仓记录');
  await expect(adj.locator('option')).toHaveCount(2);
  await adj.selectOption({ index: 1 });
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).toHaveURL(new RegExp(`/store/timeline/\\?store_id=${storeId}$`));
  const post = page.getByRole('article', { name: '四月调仓' });
  // User text is stored as plain text (sandbox README "Authored content and user text"):
  // the markup and the script are gone, the words stay.
  await expect(post).toContainText('清仓鑫享债券');
  await expect(post.locator('b, script')).toHaveCount(0);
  await expect(post).not.toContainText('alert(1)');
  await expect(post).toContainText(`${FUNDS[2].name}（${FUNDS[2].code}）30% → 0%`);
  await page.screenshot({ path: `${SCREENSHOTS}/store-timeline-375.png`, fullPage: true });

  // 4. An investor follows the store as a guest, logs in with the password: the follow survives.
  const investor = await openAccountViaApi(freshMobile());
  const investorApi = apiAs(investor.token);
  await useToken(page, null);
  await page.goto(`/store/${storeId}/`);
  await page.getByRole('button', { name: '加自选' }).click();
  await expect(page.getByRole('button', { name: '删自选' })).toBeVisible();
  // The toast's module loads on first use, so it may appear after the button has changed: wait
  // for it to show, then to go (axe reads a fading toast's text as low contrast).
  const followedToast = page
    .locator('.adm-auto-center-content')
    .filter({ hasText: '已关注（保存在本设备）' });
  await expect(followedToast).toBeVisible();
  await expect(followedToast).toHaveCount(0, { timeout: 6_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/store-detail-guest-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto(`/accounts/login/?next=${encodeURIComponent(`/store/${storeId}/`)}`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(investor.mobile);
  await page.getByLabel('登录密码').fill(investor.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${storeId}/$`));
  await expect
    .poll(async () =>
      (
        await investorApi.call<{ results: { id: number }[] }>('GET', '/store/following/')
      ).results.map((s) => s.id),
    )
    .toEqual([storeId]);
  await page.reload();
  await expect(page.getByRole('button', { name: '删自选' })).toBeVisible();

  // 5. The investor buys the store's portfolio (advisor risk test answered through the API).
  const q = await investorApi.call<{ questions: { id: number; options: { id: number }[] }[] }>(
    'GET',
    `/portfolio/advisor_investment_risk_questions/?portfolio=${pid}`,
  );
  await investorApi.call('POST', '/portfolio/advisor_investment_risk_questions/answer/', {
    portfolio: pid,
    answer: q.questions.map((x) => ({ question_id: x.id, option_id: x.options.at(-1)!.id })),
  });
  await page.getByRole('link', { name: new RegExp(`小店组合${ownerMobile.slice(-4)}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${pid}\\?store_id=${storeId}$`));
  await page.getByRole('button', { name: '买入', exact: true }).click();
  await page.getByRole('textbox', { name: '买入金额' }).fill('40000');
  await page.getByRole('button', { name: '下一步：查看买入方案' }).click();
  await page.getByRole('button', { name: '确认买入' }).click();
  await enterTradePassword(page, TRADE_PASSWORD);
  await expect(page).toHaveURL(/\/accounts\/funds\/portfolios\/trades\/\d+$/);

  // 6. Confirmed the next trading day, the fee of that day accrues the day after.
  await setSandboxClock('2026-04-22T10:00:00+08:00');
  await useToken(page, owner.token);
  await page.goto('/store/income/mine/');
  const income = await ownerApi.call<{ income_total: string; withdrawable: string }>(
    'GET',
    '/store/income/mine/',
  );
  expect(Number(income.income_total)).toBeGreaterThan(0);
  await expect(page.getByText(yuan(income.income_total)).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/store-income-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // 7. Withdrawn once to the owner's card; a second time there is nothing left.
  await page.getByRole('link', { name: '提现' }).click();
  await expect(page).toHaveURL(/\/store\/income\/withdraw\/$/);
  await page.getByRole('button', { name: '全部' }).click();
  await expect(page.getByRole('textbox', { name: '提现金额' })).toHaveValue(income.withdrawable);
  await page.getByRole('button', { name: '确认提现' }).click();
  await enterTradePassword(page, TRADE_PASSWORD, { doubleTap: true });
  await expect(toast(page, '提现申请已提交')).toBeVisible();
  await expect(page.getByText(/处理中，预计.*到账/)).toHaveCount(1);
  const after = await ownerApi.call<{ withdrawable: string; withdrawn: string }>(
    'GET',
    '/store/income/mine/',
  );
  expect(after).toMatchObject({ withdrawable: '0.00', withdrawn: income.income_total });
  await page.getByRole('button', { name: '全部' }).click();
  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByText('请输入正确的金额')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/store-withdraw-375.png`, fullPage: true });
});
