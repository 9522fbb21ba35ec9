import { expect, test } from '../../support/fixtures';
import { toast, useToken } from '../../support/accounts';
import { SANDBOX_ROOT, SandboxClient, freshMobile } from '../../support/sandbox';

const SCREENSHOTS = 'artifacts/screenshots';

/** GET /api/v1/accounts/settings/ with a bearer token, straight to the sandbox: its status. */
async function settingsStatus(token: string): Promise<number> {
  const res = await fetch(`${SANDBOX_ROOT}/api/v1/accounts/settings/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

/** login lock-out, server logout, and the built app's security headers — in Chromium. */
test('five wrong passwords show the lock message with the time, and a button to captcha login', async ({
  page,
}) => {
  const user = await new SandboxClient().signup(freshMobile());
  await useToken(page, null);
  await page.goto('/accounts/login/');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(user.mobile);
  await page.getByLabel('登录密码').fill('wrong-pass1');
  for (let i = 0; i < 4; i += 1) {
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/accounts/login/') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '登录', exact: true }).click();
    expect((await answer).status()).toBe(400);
    await expect(toast(page, '手机号或密码错误')).toBeVisible();
  }
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: '密码错误次数过多' });
  await expect(alert).toHaveText(/密码错误次数过多，请于\d{2}:\d{2}后重试或使用验证码登录/);
  await page.screenshot({ path: `${SCREENSHOTS}/login-locked-375.png`, fullPage: true });
  // even the right password is refused while locked
  await page.getByLabel('登录密码').fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/login\/$/);
  await alert.getByRole('button', { name: '使用验证码登录' }).click();
  await expect(page.getByRole('textbox', { name: '验证码' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(user.mobile);
});

test('after logout a saved copy of the old token gets 401 from the API', async ({ page }) => {
  const user = await new SandboxClient().signup(freshMobile());
  await useToken(page, null);
  await page.goto('/accounts/login/');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(user.mobile);
  await page.getByLabel('登录密码').fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts\/mine\/$/);
  const saved = await page.evaluate(() => ({
    access: localStorage.getItem('ls_access_token'),
    refresh: localStorage.getItem('ls_refresh_token'),
  }));
  expect(saved.access).toBeTruthy();
  expect(saved.refresh).toBeTruthy();
  expect(page.url()).not.toContain(saved.access!);
  expect(await settingsStatus(saved.access!)).toBe(200);

  await page.goto('/accounts/more/');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page
    .getByRole('dialog', { name: '确定要退出帐号吗？' })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem('ls_refresh_token'))).toBeNull();
  expect(await settingsStatus(saved.access!)).toBe(401);
  const refresh = await fetch(`${SANDBOX_ROOT}/api/v1/accounts/token/refresh/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'csrftoken=t', 'x-csrftoken': 't' },
    body: JSON.stringify({ refresh_token: saved.refresh }),
  });
  expect(refresh.status).toBe(401);
});

test('the built app is served with a strict CSP, Referrer-Policy, nosniff, Permissions-Policy and COOP', async ({
  page,
  browser,
  baseURL,
}) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain('frame-ancestors');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // the page renders under it (the fixture fails the test on any CSP violation in the console)
  await expect(page.locator('#root > *').first()).toBeVisible();

  // an injected inline script is refused — the policy is enforced (in a context of its own, whose
  // expected violation the fixture does not watch)
  const other = await browser.newContext({ baseURL });
  try {
    const probe = await other.newPage();
    const violations: string[] = [];
    probe.on('console', (m) => violations.push(m.text()));
    await probe.goto('/');
    const ran = await probe.evaluate(async () => {
      const w = window as unknown as { __inlineRan?: boolean };
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.body.appendChild(s);
      await new Promise((r) => setTimeout(r, 50));
      return Boolean(w.__inlineRan);
    });
    expect(ran).toBe(false);
    expect(violations.some((v) => /Content Security Policy/.test(v))).toBe(true);
  } finally {
    await other.close();
  }
});
