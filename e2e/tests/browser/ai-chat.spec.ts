import { expect, test, type Page } from '../../support/fixtures';
import { FIRST_GUIDE_KEY, toast, useToken } from '../../support/accounts';
import { seriousAxeViolations } from '../../support/axe';
import { SandboxClient, freshMobile } from '../../support/sandbox';
import { UA } from '../../support/hosts/user-agents';

const SCREENSHOTS = 'artifacts/screenshots';

async function ask(page: Page, question: string) {
  await page.getByLabel('输入您的问题').fill(question);
  await page.getByRole('button', { name: '发送' }).click();
}

async function skipGuide(page: Page) {
  await page.goto('/safe/');
  await page.evaluate((k) => localStorage.setItem(k, '1'), FIRST_GUIDE_KEY);
}

/**
 * a guest asks about 华夏成长 and opens its detail from the fund card, gets
 * the login card for 我的资产, logs in, compares 000001 and 110011, marks the answer useful — in
 * Chromium at 375 px against the sandbox.
 */
test('guest fund card → detail, login card for 我的资产, after login a comparison card and feedback', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await skipGuide(page);
  await page.goto('/ai/chat/');
  await expect(page.getByRole('list', { name: '您可以这样问' })).toBeVisible();

  // 1. A guest asks about 华夏成长 and gets the fund card of 000001 with its real NAV.
  await ask(page, '华夏成长怎么样');
  const fundCard = page.getByRole('article', { name: '华夏成长混合' });
  await expect(fundCard).toBeVisible();
  const detail = await new SandboxClient().call<{ net_value: string }>(
    'GET',
    '/symbols/funds/000001/',
  );
  await expect(fundCard.getByText(detail.net_value, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/ai-chat-fund-card-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await fundCard.getByRole('link', { name: '查看基金详情' }).click();
  await expect(page).toHaveURL(/\/s\/000001$/);
  await expect(page.getByRole('heading', { name: '华夏成长混合', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('article', { name: '华夏成长混合' })).toBeVisible();

  // 2. 我的资产 is personal: the guest gets the go-to-login card (spec 001 §6).
  await ask(page, '我的资产');
  const loginCard = page.getByRole('article', { name: '登录后查看我的资产' });
  await expect(loginCard).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/ai-chat-login-card-375.png`, fullPage: true });
  await loginCard.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Fai%2Fchat%2F$/);

  // 3. A registered user's session (the login form itself is the accounts suite's), back to the chat.
  const user = await new SandboxClient().signup(freshMobile());
  await useToken(page, user.token);
  await page.goto('/ai/chat/');
  await expect(page.getByRole('list', { name: '您可以这样问' })).toBeVisible();

  // 4. Compare 000001 and 110011.
  await ask(page, '对比 000001 和 110011');
  const cmp = page.getByRole('article', { name: /对比/ });
  await expect(cmp.getByRole('table', { name: '基金对比' })).toBeVisible();
  await expect(cmp.getByRole('columnheader', { name: '华夏成长混合' })).toBeVisible();
  await expect(cmp.getByRole('columnheader', { name: /易方达优质精选/ })).toBeVisible();
  await expect(cmp.getByRole('link', { name: '查看详细对比' })).toHaveAttribute(
    'href',
    '/symbols/funds/comparison/detail/?symbolA=000001&symbolB=110011',
  );

  // 5. Mark the answer useful.
  const rate = page.getByRole('group', { name: '这个回答有帮助吗' }).last();
  await rate.getByRole('button', { name: '有用' }).click();
  await expect(toast(page, '感谢您的反馈')).toBeVisible();
  await expect(rate.getByRole('button', { name: '有用' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SCREENSHOTS}/ai-chat-comparison-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the futures routes do not exist in the browser shell', async ({ page }) => {
  await page.goto('/futures/accounts/');
  await expect(page.getByRole('heading', { name: '页面不存在' }).first()).toBeVisible();
});

for (const [ua, label, href] of [
  [UA.stockAndroid529, 'native 5.2.9', '/symbols/funds/compare/?symbol=000001'],
  [
    UA.fundIos530,
    'native 5.3.0',
    '/symbols/funds/comparison/detail/?symbolA=000001&symbolB=110011',
  ],
] as const) {
  test.describe(`card links in ${label} (spec 001 §2: newer routes from 5.3.0)`, () => {
    test.use({ userAgent: ua });
    test(`the comparison card links to ${href.split('?')[0]}`, async ({ page }) => {
      await skipGuide(page);
      await page.goto('/ai/chat/');
      await ask(page, '对比 000001 和 110011');
      const link = page
        .getByRole('article', { name: /对比/ })
        .getByRole('link', { name: '查看详细对比' });
      await expect(link).toHaveAttribute('href', new RegExp(`^${href.replace(/[?]/g, '\\?')}`));
    });
  });
}
