import { expect, test } from '../../support/fixtures';
import { toast } from '../../support/accounts';
import { seriousAxeViolations } from '../../support/axe';
import { expectHeaderHidden } from '../../support/hosts/journey';
import { installFakeNativeHost } from '../../support/hosts/native-host';
import { openAccountViaApi, SandboxClient } from '../../support/hosts/sandbox-api';
import { UA } from '../../support/hosts/user-agents';

const SCREENSHOTS = 'artifacts/screenshots';
/** The browser shell's preview port (playwright.config PORTS.browser). */
const BROWSER_PORT = Number(process.env.E2E_APP_PORT_BASE ?? 4310);

/**
 * Futures (spec 001 §2 Futures): in the native shell with the futures app's user
 * agent the futures account and an instrument render against the sandbox; in the browser shell
 * the futures routes are not found.
 */
test.describe('the futures app (JijinFutures/5.4.1)', () => {
  test.use({ userAgent: UA.futuresIos541 });

  test('binds a futures account, sees it as default and its income, and opens an instrument with its specification', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The app logs the user in natively (a real sandbox user with identity verified).
    const user = await openAccountViaApi();
    const host = await installFakeNativeHost(page, {
      app: 'futures',
      version: '5.4.1',
      onLogin: async () => user.token,
    });

    // 1. 我的期货账户 is behind login: the app is asked, then the (empty) accounts show.
    await page.goto('/futures/accounts/mine/');
    await expect.poll(() => host.calls('login').length).toBe(1);
    await expect(page.getByText('您还没有绑定期货账户')).toBeVisible();
    await expectHeaderHidden(page, 'native');

    // 2. Bind an account: a bad number is refused in place, then the real bind.
    await page.getByRole('button', { name: '绑定期货账户' }).click();
    await expect(page).toHaveURL(/\/futures\/accounts\/bind\/$/);
    await page.getByLabel('期货公司').fill('中信期货有限公司');
    await page.getByLabel('资金账号').fill('123');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('资金账号为6至20位数字')).toBeVisible();
    await expect(page.getByLabel('期货公司')).toHaveValue('中信期货有限公司');
    await page.getByLabel('资金账号').fill('80012345678');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expect(toast(page, '绑定成功')).toBeVisible();
    await expect(page).toHaveURL(/\/futures\/accounts\/mine\/$/);
    const accounts = page.getByRole('list', { name: '期货账户' });
    await expect(accounts.getByText('中信期货有限公司')).toBeVisible();
    await expect(accounts.getByText('默认')).toBeVisible();
    await expect(accounts.getByText('资金账号 ****5678')).toBeVisible();
    // axe measures the page, not the fading toast (its text stays in the hidden live region).
    await expect(page.locator('.adm-toast-main', { hasText: '绑定成功' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/futures-accounts-375.png`, fullPage: true });

    // The sandbox holds it for this user.
    const api = new SandboxClient();
    api.token = user.token;
    const mine = await api.call<{ id: number; is_default: boolean }[]>(
      'GET',
      '/futures/accounts/mine/',
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.is_default).toBe(true);

    // 3. Its income analysis renders (realtime of the running trading day).
    await accounts.getByRole('link', { name: '收益分析' }).click();
    await expect(page).toHaveURL(new RegExp(`/futures/income/\\?account_id=${mine[0]!.id}$`));
    const realtime = page.getByRole('region', { name: '实时收益' });
    await expect(realtime.getByText(/^交易日 \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(page.getByRole('region', { name: '每日收益' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // 4. Products → 沪深300股指期货 → its first listed contract.
    await page.goto('/futures/products/?product_type=financial');
    await page.getByRole('link', { name: /沪深300股指期货/ }).click();
    await expect(page).toHaveURL(/\/futures\/products\/1\/\?product_type=financial$/);
    // The product's own region (role queries skip the list screen while React still holds it hidden).
    await expect(
      page.getByRole('region', { name: '沪深300股指期货IF' }).getByText('每点300元'),
    ).toBeVisible();
    const contracts = page.getByRole('region', { name: '在市合约' });
    const first = contracts.getByRole('link').first();
    const code = (await first.locator('span').first().textContent())!.trim();
    expect(code).toMatch(/^IF\d{4}$/);
    await first.click();
    await expect(page).toHaveURL(/\/futures\/instruments\/1\d{4}\/$/);

    // The instrument: its specification, and no invented price (暂无行情, no K line).
    const spec = page.getByRole('region', { name: '合约规格' });
    await expect(spec.getByText('每点300元')).toBeVisible();
    await expect(spec.getByText('0.2指数点')).toBeVisible();
    await expect(spec.getByText(/合约价值的8%/)).toBeVisible();
    await expect(spec.getByText('09:30-11:30')).toBeVisible();
    await expect(spec.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(page.getByText('暂无行情')).toBeVisible();
    await expect(page.getByRole('region', { name: '日K线' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: new RegExp(code) })).toBeVisible();
    await expectHeaderHidden(page, 'native');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/futures-instrument-375.png`, fullPage: true });
    // The elder (large-font) mode still fits 375 px: nothing scrolls sideways.
    await page.evaluate(() => document.documentElement.setAttribute('data-jj-font', 'large'));
    await expect(spec.getByText('每点300元')).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await page.screenshot({
      path: `${SCREENSHOTS}/futures-instrument-large-font-375.png`,
      fullPage: true,
    });
    // One login for the whole journey, through the app.
    expect(host.calls('login')).toHaveLength(1);
  });
});

test.describe('outside the futures app', () => {
  for (const path of [
    '/futures/accounts/mine/',
    '/futures/products/',
    '/futures/instruments/12606/',
  ]) {
    test(`the browser shell has no ${path}: 页面不存在`, async ({ page }) => {
      await page.goto(`http://127.0.0.1:${BROWSER_PORT}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-jj-host', 'browser');
      await expect(page.getByRole('heading', { name: '页面不存在' }).first()).toBeVisible();
    });
  }

  test.describe('the fund app (JijinFund/5.3.0)', () => {
    test.use({ userAgent: UA.fundIos530 });
    test('has no futures pages either: 页面不存在', async ({ page }) => {
      await installFakeNativeHost(page);
      await page.goto('/futures/products/');
      await expect(page.getByRole('heading', { name: '页面不存在' }).first()).toBeVisible();
    });
  });
});
