import { expect, type Page } from '@playwright/test';
import { SandboxClient } from './sandbox-api';

/**
 * Buys `amount` yuan of the fund on the buy screen the page is on (the fund buy screen): amount,
 * 确定买入, the trade password dialog. Returns the trade the sandbox recorded for the user.
 */
export async function buyOnScreen(
  page: Page,
  opts: { amount: string; tradePassword?: string; token: string },
) {
  await page.getByRole('textbox', { name: /买入金额|申购金额|认购金额/ }).fill(opts.amount);
  await page.getByRole('button', { name: /确定(买入|申购|认购)/ }).click();
  const dialog = page.getByRole('dialog', { name: '请输入交易密码' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="password"]').fill(opts.tradePassword ?? '135790');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/accounts\/funds\/trades\/\d+\/$/);
  const id = Number(/trades\/(\d+)\//.exec(page.url())![1]);
  const c = new SandboxClient();
  c.token = opts.token;
  return c.call<{ id: number; status: number; direction: number; amount: string; symbol?: string }>(
    'GET',
    `/funds/trades/${id}/`,
  );
}

/** The token the page holds (core's TOKEN_STORAGE_KEY in local storage). */
export function pageToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('ls_access_token'));
}

/**
 * The host hides our header (spec 000 §1, ARCHITECTURE.md "Host bridges"): the page is rendered for
 * `kind`, its main content shows, and there is no header bar of ours in any form (ui HeaderBar,
 * antd-mobile NavBar) and no back button of ours.
 */
export async function expectHeaderHidden(
  page: Page,
  kind: 'native' | 'mini-program',
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-jj-host', kind);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(
    page.locator('header, [role="banner"], .jj-header, .jj-page__header, .adm-nav-bar'),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
}
