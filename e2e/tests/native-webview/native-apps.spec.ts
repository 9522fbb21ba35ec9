import { expect, test } from '../../support/fixtures';
import { expectHeaderHidden } from '../../support/hosts/journey';
import { installFakeNativeHost } from '../../support/hosts/native-host';
import { UA } from '../../support/hosts/user-agents';

/** What differs between the fund, stock and futures apps comes from client detection. */

test.describe('the stock app 5.2.9 on Android', () => {
  test.use({ userAgent: UA.stockAndroid529 });

  test('talks over the JijinAndroid interface and hides the header', async ({ page }) => {
    const host = await installFakeNativeHost(page, {
      transport: 'android',
      app: 'stock',
      version: '5.2.9',
    });
    await page.goto('/s/000001/');
    await expect.poll(() => host.calls('hello').length).toBe(1);
    await expect(page.getByText('华夏成长混合').first()).toBeVisible();
    await expectHeaderHidden(page, 'native');
    await expect.poll(() => host.calls('setTitle').length).toBeGreaterThan(0);
  });
});

test.describe('the futures app in dark theme', () => {
  test.use({ userAgent: UA.futuresIosDark });

  test('renders in the dark theme the app reports', async ({ page }) => {
    await installFakeNativeHost(page, { app: 'futures', version: '5.4.1' });
    await page.goto('/s/000001/');
    await expect(page.getByText('华夏成长混合').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-jj-theme', 'dark');
  });
});

test.describe('an app that speaks only a newer protocol', () => {
  test.use({ userAgent: UA.fundIos530 });

  test('is refused at hello and the page uses the web fallbacks', async ({ page }) => {
    const host = await installFakeNativeHost(page, { protocol: 2 });
    await page.goto('/s/000001/buy/');
    await expect(page).toHaveURL(/\/accounts\/login\/\?next=/);
    expect(host.calls('hello')).toHaveLength(1);
    expect(host.calls('login')).toHaveLength(0);
  });
});

test.describe('app-only tools in the fund app', () => {
  test.use({ userAgent: UA.fundIos530 });

  test('资产体检 opens in the app itself, without the download dialog', async ({ page }) => {
    const host = await installFakeNativeHost(page);
    await page.goto('/');
    await page.getByRole('button', { name: '我知道了' }).click();
    await page.getByRole('button', { name: '资产体检' }).click();
    await expect.poll(() => host.calls('openAppFeature').length).toBe(1);
    expect(host.calls('openAppFeature')[0]!.params).toEqual({ feature: 'asset_health' });
    await page.waitForTimeout(300);
    await expect(page.getByText('该功能仅在App中提供，请下载App使用')).toHaveCount(0);
    await expectHeaderHidden(page, 'native');
  });
});

test.describe('control for the hidden-header checks', () => {
  test('the same page in the browser shell shows our header', async ({ page }) => {
    const browserPort = Number(process.env.E2E_APP_PORT_BASE ?? 4310);
    await page.goto(`http://127.0.0.1:${browserPort}/s/000001/`);
    await expect(page.locator('html')).toHaveAttribute('data-jj-host', 'browser');
    await expect(
      page.locator('header, [role="banner"], .jj-header, .jj-page__header, .adm-nav-bar').first(),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
