import { expect, type Page } from '@playwright/test';
import { SandboxClient } from './sandbox-api';

/**
 * Buys `amount` yuan of the fund on the buy screen the page is on (issue 7's screens): amount,
 * 确定买入, the trade password dialog. Returns the trade the sandbox recorded for the user.
 */
export async function buyOnScreen(page: Page, opts: { amount: string; tradePassword?: string; token: string }) {
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
  return c.call<{ id: number; status: number; direction: number; amount: string; symbol?: string }>('GET', `/funds/trades/${id}/`);
}

/** The token the page holds (core's TOKEN_STORAGE_KEY in local storage). */
export function pageToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('ls_access_token'));
}
