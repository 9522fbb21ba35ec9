import { expect, type Page } from '@playwright/test';
import { icbcCardNo, idCardNo, readSms } from './sandbox';

/** Storage keys the app reads (core's TOKEN_STORAGE_KEY, the first-guide flag). */
export const TOKEN_KEY = 'ls_access_token';
export const FIRST_GUIDE_KEY = 'ls.first_guide_seen';

/** The trade password the helpers set. */
export const TRADE_PASSWORD = '135790';

/** Puts a token (from the API) into the page's storage, as a login would, and skips the first guide. */
export async function useToken(page: Page, token: string | null): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/safe/');
  await page.evaluate(
    ([key, guideKey, value]) => {
      if (value) localStorage.setItem(key!, value);
      else localStorage.removeItem(key!);
      localStorage.setItem(guideKey!, '1');
    },
    [TOKEN_KEY, FIRST_GUIDE_KEY, token],
  );
}

/**
 * A toast's text. ui's feedback service also announces it in a visually hidden live region, so
 * the text can appear twice; any visible one will do.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.getByText(text, { exact: typeof text === 'string' }).first();
}

/** Asks for a captcha on the current form and types the code the sandbox sent. */
export async function fillCaptcha(page: Page, mobile: string): Promise<void> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, '验证码已发送，请查收')).toBeVisible();
  await page.getByLabel('验证码', { exact: true }).fill(await readSms(mobile));
}

/** Signup screen: mobile, agreement, captcha, 注册并开户. Ends on the identity step. */
export async function signupInUi(page: Page, mobile: string, query = ''): Promise<void> {
  await page.goto(`/accounts/signup/${query}`);
  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByText('我已阅读并同意').click();
  await fillCaptcha(page, mobile);
  await page.getByRole('button', { name: '注册并开户' }).click();
  await expect(page).toHaveURL(/\/accounts\/bank_cards\/bind\/user\/\?open_account=1$/);
}

/** Identity step: real name and ID card, 下一步. Ends on the bank card step. */
export async function identityStep(page: Page, n: number): Promise<void> {
  await page.getByLabel('姓名').fill('张三');
  await page.getByLabel('身份证号').fill(idCardNo(n));
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/accounts\/bank_cards\/bind\/\?open_account=1$/);
}

/** Bank card step: card number (bank recognized), holder's reserved mobile and captcha. Ends on bind complete. */
export async function bankCardStep(page: Page, n: number, reservedMobile: string): Promise<void> {
  await page.getByLabel('银行卡号').fill(icbcCardNo(n));
  await expect(page.getByText('工商银行').first()).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(
    // cardNo is a reference to the number held in memory, never the number
    /\/accounts\/bank_cards\/bind\/user\/\?cardNo=[a-z]{16}&id=\d+&open_account=1$/,
  );
  await page.getByLabel('预留手机号').fill(reservedMobile);
  await fillCaptcha(page, reservedMobile);
  await page.getByRole('button', { name: '确认绑卡' }).click();
  await expect(page).toHaveURL(/\/accounts\/bank_cards\/bind\/complete\/\?open_account=1$/);
  await expect(page.getByText('银行卡绑定成功')).toBeVisible();
  await page.getByRole('button', { name: '下一步：设置交易密码' }).click();
  await expect(page).toHaveURL(/\/accounts\/trade_password\/\?open_account=1$/);
}

/** Trade password step: 6 digits twice. Ends on the risk test intro. */
export async function tradePasswordStep(page: Page): Promise<void> {
  await page.getByLabel('交易密码', { exact: true }).fill(TRADE_PASSWORD);
  await page.getByLabel('确认密码').fill(TRADE_PASSWORD);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/accounts\/investment_risk\/\?open_account=1$/);
}

/** Risk test: start, answer every question with its `pick`-th option, submit, read the result. */
export async function riskTestStep(page: Page, pick = 2): Promise<void> {
  await page.getByRole('button', { name: '开始测评' }).click();
  await expect(page).toHaveURL(/\/accounts\/investment_risk\/questions\/\?open_account=1$/);
  const questions = page.locator('fieldset[id^="risk-q-"]');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let i = 0; i < count; i += 1) {
    const options = questions.nth(i).locator('.adm-radio, .adm-checkbox');
    const n = await options.count();
    await options.nth(Math.min(pick, n - 1)).click();
  }
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('测评完成')).toBeVisible();
  await page.getByRole('button', { name: '我知道了' }).click();
}

/**
 * Walks the whole open-account flow in the UI (signup -> identity -> bind card -> trade password
 * -> risk test) for `mobile`; the card's reserved mobile is another number (captchas to one mobile
 * are 60 s apart). Ends wherever the flow returns (the remembered origin).
 */
export async function openAccount(
  page: Page,
  {
    mobile,
    reservedMobile,
    query = '',
  }: { mobile: string; reservedMobile: string; query?: string },
): Promise<void> {
  const n = Number(mobile.slice(-7));
  await signupInUi(page, mobile, query);
  await identityStep(page, n);
  await bankCardStep(page, n, reservedMobile);
  await tradePasswordStep(page);
  await riskTestStep(page);
}
