import { expect, test } from '../../support/fixtures';
import { identityStep, toast, useToken } from '../../support/accounts';
import { SandboxClient, freshMobile, idCardNo, icbcCardNo, readSms } from '../../support/sandbox';

/** Failure paths of login and the open-account flow, in real Chromium against the sandbox. */

test('a wrong captcha shows the server message and keeps what was typed', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/accounts/signup/');
  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, '验证码已发送，请查收')).toBeVisible();
  const real = await readSms(mobile);
  const wrong = real === '000000' ? '111111' : '000000';
  await page.getByLabel('验证码', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: '注册并开户' }).click();
  await expect(toast(page, /验证码(错误|不正确|无效|已过期)/)).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/signup\//);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(mobile);
  await expect(page.getByLabel('验证码', { exact: true })).toHaveValue(wrong);
});

test('asking for a captcha again within 60 s shows 请求过于频繁，请稍后重试', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/accounts/signup/');
  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, '验证码已发送，请查收')).toBeVisible();
  // The button counts down (重新发送(n)); a reload gives a fresh button, the server still refuses.
  await expect(page.getByRole('button', { name: /重新发送\(\d+\)/ })).toBeDisabled();
  await page.reload();
  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, '请求过于频繁，请稍后重试')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(mobile);
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('an invalid mobile shows 请输入正确的手机号码 and keeps the input', async ({ page }) => {
  await page.goto('/accounts/login/');
  const mobile = page.getByRole('textbox', { name: '手机号' });
  await mobile.fill('12345678901');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的手机号码' })).toBeVisible();
  await expect(mobile).toHaveValue('12345678901');
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  // Submitting says the same and stays.
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts\/login\//);
  await expect(mobile).toHaveValue('12345678901');
});

test('a registered mobile on signup asks whether to log in; confirm carries the mobile (and next) to login', async ({
  page,
}) => {
  const { mobile } = await new SandboxClient().signup(freshMobile());
  await page.goto(`/accounts/signup/?next=${encodeURIComponent('/accounts/bank_cards/')}`);
  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, '该手机号已注册，是否直接登录？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/accounts\/login\/\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('mobile')).toBe(mobile);
  expect(url.searchParams.get('next')).toBe('/accounts/bank_cards/');
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(mobile);

  // The toast option: 该手机号已注册, and the page stays.
  await page.goto('/accounts/signup/?registered=toast');
  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, '该手机号已注册')).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/signup\//);
});

test('a 401 in the middle of the flow goes to login after the toast, then back to the same step', async ({
  page,
}) => {
  const client = new SandboxClient();
  const user = await client.signup(freshMobile());
  const n = Number(user.mobile.slice(-7));
  await client.call('POST', '/accounts/identity_verfications/', {
    real_name: '张三',
    id_card_no: idCardNo(n),
  });
  await client.call('POST', '/funds/bind_bank_card/', {
    bank_card_no: icbcCardNo(n),
    mobile: user.mobile,
  });
  await useToken(page, user.token);
  await page.goto('/accounts/trade_password/?open_account=1');
  await expect(page.getByRole('heading', { name: '设置交易密码' })).toBeVisible();

  // The session is no longer valid (revoked / expired token), then the user moves on.
  await page.evaluate(() => localStorage.setItem('ls_access_token', 'expired-token'));
  await page.reload();
  await expect(toast(page, '登录认证失败，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(
    /\/accounts\/login\/\?next=%2Faccounts%2Ftrade_password%2F%3Fopen_account%3D1$/,
    {
      timeout: 6_000,
    },
  );

  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(user.mobile);
  await page.getByLabel('登录密码').fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts\/trade_password\/\?open_account=1$/);
  await expect(page.getByRole('heading', { name: '设置交易密码' })).toBeVisible();
});

test('network offline during submit: toast 网络连接失败，请检查网络, nothing typed is lost', async ({
  page,
  context,
}) => {
  const client = new SandboxClient();
  const user = await client.signup(freshMobile());
  const n = Number(user.mobile.slice(-7));
  await useToken(page, user.token);
  await page.goto('/accounts/bank_cards/bind/user/?open_account=1');
  await expect(page.getByRole('heading', { name: '实名认证' })).toBeVisible();
  await page.getByLabel('姓名').fill('张三');
  await page.getByLabel('身份证号').fill(idCardNo(n));

  await context.setOffline(true);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(toast(page, '网络连接失败，请检查网络')).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveValue('张三');
  await expect(page.getByLabel('身份证号')).toHaveValue(idCardNo(n));
  await expect(page).toHaveURL(/\/accounts\/bank_cards\/bind\/user\/\?open_account=1$/);

  await context.setOffline(false);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/accounts\/bank_cards\/bind\/\?open_account=1$/);
});

test('a guest opening a guarded account screen goes to login with next, then comes back', async ({
  page,
}) => {
  const user = await new SandboxClient().signup(freshMobile());
  await page.goto('/accounts/settings/');
  await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Faccounts%2Fsettings%2F$/);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(user.mobile);
  await page.getByLabel('登录密码').fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts\/settings\/$/);
  await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
});

test('an unsafe next is refused: login goes to /accounts/mine/', async ({ page }) => {
  const user = await new SandboxClient().signup(freshMobile());
  await page.goto(`/accounts/login/?next=${encodeURIComponent('//evil.example/phish')}`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(user.mobile);
  await page.getByLabel('登录密码').fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts\/mine\/$/);
});

test.describe('identity step validation', () => {
  test('a malformed ID number shows core message and keeps the input', async ({ page }) => {
    const user = await new SandboxClient().signup(freshMobile());
    await useToken(page, user.token);
    await page.goto('/accounts/bank_cards/bind/user/?open_account=1');
    await page.getByLabel('姓名').fill('张三');
    await page.getByLabel('身份证号').fill('123');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '身份证' }).first()).toBeVisible();
    await expect(page.getByLabel('身份证号')).toHaveValue('123');
    await identityStep(page, Number(user.mobile.slice(-7)));
  });
});
