import { expect, type Page } from '../../support/fixtures';
import { SandboxClient } from '../../support/sandbox';

/** Where the funds suites save their 375-px screenshots. */
export const SCREENSHOTS = 'artifacts/screenshots';

/** Types the 6-digit trade password into the open dialog and taps 确定. */
export async function enterTradePassword(
  page: Page,
  password: string,
  options: { doubleTap?: boolean } = {},
): Promise<void> {
  const dialog = passwordDialog(page);
  await expect(dialog.getByRole('button', { name: '确定' })).toBeVisible();
  const input = dialog.getByLabel('交易密码', { exact: true });
  await input.focus();
  await page.keyboard.type(password);
  const ok = dialog.getByRole('button', { name: '确定' });
  if (options.doubleTap) await ok.dblclick();
  else await ok.click();
}

/** The open trade password dialog (the one holding the 交易密码 input). */
export function passwordDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByLabel('交易密码', { exact: true }) });
}

/** An API client logged in with the user's token (to check what the server holds). */
export function apiAs(token: string): SandboxClient {
  const c = new SandboxClient();
  c.token = token;
  return c;
}

/** The user's fund trades as the server holds them. */
export async function tradesOf(
  token: string,
): Promise<{ total_count: number; results: { id: number; direction: number; status: number }[] }> {
  return apiAs(token).call('GET', '/funds/trades/?page=1&page_size=50');
}

/** Re-takes the risk test through the API, answering each question with its `pick`-th option. */
export async function retakeRiskTest(
  token: string,
  pick: number,
): Promise<{ investment_risk: number; investment_risk_display: string }> {
  const c = apiAs(token);
  const q = await c.call<{ questions: { id: number; options: { id: number }[] }[] }>(
    'GET',
    '/funds/investment_risk/questions/',
  );
  const answers = q.questions.map((x) => ({
    question_id: x.id,
    option_id: x.options[Math.min(pick, x.options.length - 1)]!.id,
  }));
  await c.call('POST', '/funds/investment_risk/answer/', { answers });
  return c.call('GET', '/funds/investment_risk/mine/');
}

/** Opens the buy page of `symbol` with `amount` typed, ready to tap 确定买入. */
export async function fillBuy(page: Page, symbol: string, amount: string): Promise<void> {
  await page.goto(`/s/${symbol}/buy/`);
  await expect(page.getByRole('heading', { name: /买入/ })).toBeVisible();
  await expect(page.getByText(/中国工商银行（尾号\d{4}）/).first()).toBeVisible();
  await page.getByRole('textbox', { name: '买入金额' }).fill(amount);
}
