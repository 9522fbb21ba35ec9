import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_IP_THROTTLE } from '@jijin/core/constants';
import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { Client, freshSandbox, signUp } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

const T0 = '2026-04-20T10:00:00+08:00';

async function setClock(c: Client, now: string) {
  expect((await c.post('/__sandbox/clock', { now })).status).toBe(200);
}

/** Signs up `mobile` with login password `pw`; returns the signup body. */
/** Moves the trading clock in-process (the dev endpoint would carry the sessions along). */
function travel(sb: SandboxApp, now: string) {
  sb.ctx.clock.set(Date.parse(now));
}

async function captchaLogin(c: Client, mobile: string) {
  await c.get(`/accounts/new_mobile_captcha/?mobile=${mobile}`);
  const { body: sms } = await c.get(`/__sandbox/sms?mobile=${mobile}`);
  return c.post('/accounts/login/', { mobile, captcha: sms.code });
}

describe('login lock-out: 5 wrong passwords in 15 minutes lock password login for 15 minutes', () => {
  let sb: SandboxApp;
  let c: Client;
  let n = 0;
  let mobile = '';
  beforeAll(() => {
    sb = freshSandbox(T0);
  });
  beforeEach(async () => {
    c = new Client(sb);
    await c.get('/accounts/mobile_codes/');
    await setClock(c, T0);
    mobile = `1390013910${++n}`;
    await signUp(c, mobile, { password: 'abc12345' });
    c.token = '';
  });

  it('answers the fifth wrong password with the lock message naming the time, and refuses even the right password', async () => {
    for (let i = 0; i < 4; i++) {
      const r = await c.post('/accounts/login/', { mobile, password: 'wrong-pass' });
      expect(r.status).toBe(400);
      expect(r.body.errors?.password).toEqual([ACCOUNT_MESSAGES.loginPasswordWrong]);
    }
    const fifth = await c.post('/accounts/login/', { mobile, password: 'wrong-pass' });
    expect(fifth.status).toBe(403);
    expect(fifth.body.errors?.login_locked).toEqual([
      '密码错误次数过多，请于10:15后重试或使用验证码登录',
    ]);
    const right = await c.post('/accounts/login/', { mobile, password: 'abc12345' });
    expect(right.status).toBe(403);
    expect(right.body.errors?.login_locked).toBeDefined();
  });

  it('keeps captcha login open while password login is locked', async () => {
    for (let i = 0; i < 5; i++)
      await c.post('/accounts/login/', { mobile, password: 'wrong-pass' });
    await setClock(c, '2026-04-20T10:01:00+08:00');
    const r = await captchaLogin(c, mobile);
    expect(r.status).toBe(200);
    expect(r.body.token.access_token).toMatch(/^[0-9a-f]{48}$/);
  });

  it('lifts the lock when the sandbox clock passes 15 minutes', async () => {
    for (let i = 0; i < 5; i++)
      await c.post('/accounts/login/', { mobile, password: 'wrong-pass' });
    await setClock(c, '2026-04-20T10:14:59+08:00');
    expect((await c.post('/accounts/login/', { mobile, password: 'abc12345' })).status).toBe(403);
    await setClock(c, '2026-04-20T10:15:00+08:00');
    expect((await c.post('/accounts/login/', { mobile, password: 'abc12345' })).status).toBe(200);
  });

  it('counts only failures within 15 minutes, and a right password starts the count again', async () => {
    for (let i = 0; i < 4; i++)
      await c.post('/accounts/login/', { mobile, password: 'wrong-pass' });
    await setClock(c, '2026-04-20T10:16:00+08:00');
    // the four earlier failures fell out of the window: four more still do not lock
    for (let i = 0; i < 4; i++)
      expect((await c.post('/accounts/login/', { mobile, password: 'wrong-pass' })).status).toBe(
        400,
      );
    expect((await c.post('/accounts/login/', { mobile, password: 'abc12345' })).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await c.post('/accounts/login/', { mobile, password: 'wrong-pass' })).status).toBe(
        400,
      );
  });

  it('throttles one address for one mobile with 429 and an errors field after many failed logins', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < LOGIN_IP_THROTTLE.maxFailures; i++) {
      const r = await c.post('/accounts/login/', { mobile, captcha: '000000' }, ip);
      expect(r.status).toBe(400);
    }
    const r = await c.post('/accounts/login/', { mobile, password: 'abc12345' }, ip);
    expect(r.status).toBe(429);
    expect(r.body.errors?.detail?.[0]).toBe('登录失败次数过多，请15分钟后再试');
    // another address is not affected, and the window passes on the clock
    expect(
      (
        await c.post(
          '/accounts/login/',
          { mobile, password: 'abc12345' },
          { 'x-forwarded-for': '203.0.113.10' },
        )
      ).status,
    ).toBe(200);
    await setClock(c, '2026-04-20T10:15:01+08:00');
    expect((await c.post('/accounts/login/', { mobile, password: 'abc12345' }, ip)).status).toBe(
      200,
    );
  });
});

describe('tokens expire after 2 hours and are refreshed with a rotated refresh token', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(() => {
    sb = freshSandbox(T0);
  });
  beforeEach(async () => {
    c = new Client(sb);
    c.autoRefresh = false;
    await c.get('/accounts/mobile_codes/');
    await setClock(c, T0);
  });

  it('issues a refresh token beside the access token, and the access token expires on the clock', async () => {
    const body = await signUp(c, '13900139002', { password: 'abc12345' });
    expect(body.token).toMatchObject({ token_type: 'Bearer', expires_in: 7200 });
    expect(body.token.refresh_token).toMatch(/^[0-9a-f]{48}$/);
    travel(sb, '2026-04-20T11:59:59+08:00');
    expect((await c.get('/accounts/settings/')).status).toBe(200);
    travel(sb, '2026-04-20T12:00:00+08:00');
    const r = await c.get('/accounts/settings/');
    expect(r.status).toBe(401);
    expect(r.body.errors?.detail).toEqual(['登录认证失败，请重新登录']);
  });

  it('rotates: a refresh gives a new pair and spends the refresh token', async () => {
    const body = await signUp(c, '13900139003', { password: 'abc12345' });
    travel(sb, '2026-04-20T13:00:00+08:00');
    const old = c.token;
    c.token = '';
    const r = await c.post('/accounts/token/refresh/', { refresh_token: body.token.refresh_token });
    expect(r.status).toBe(200);
    expect(r.body.refresh_token).not.toBe(body.token.refresh_token);
    expect(r.body.access_token).not.toBe(old);
    c.token = r.body.access_token;
    expect((await c.get('/accounts/settings/')).status).toBe(200);
    // the new one again expires 2 hours later
    travel(sb, '2026-04-20T15:00:00+08:00');
    expect((await c.get('/accounts/settings/')).status).toBe(401);
    // the used refresh token is spent: presenting it again is reuse
    expect(
      (await c.post('/accounts/token/refresh/', { refresh_token: body.token.refresh_token }))
        .status,
    ).toBe(401);
  });

  it('two refreshes of one refresh token at once both answer the same new pair, and the session lives on', async () => {
    const body = await signUp(c, '13900139011', { password: 'abc12345' });
    c.token = '';
    const [a, b] = await Promise.all([
      c.post('/accounts/token/refresh/', { refresh_token: body.token.refresh_token }),
      c.post('/accounts/token/refresh/', { refresh_token: body.token.refresh_token }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.access_token).toBe(a.body.access_token);
    expect(b.body.refresh_token).toBe(a.body.refresh_token);
    c.token = a.body.access_token;
    expect((await c.get('/accounts/settings/')).status).toBe(200);
    // within the grace, later on the clock, still the same pair
    travel(sb, '2026-04-20T10:00:09+08:00');
    const again = await c.post('/accounts/token/refresh/', {
      refresh_token: body.token.refresh_token,
    });
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(a.body.refresh_token);
    expect(again.body.expires_in).toBe(7191);
    const next = await c.post('/accounts/token/refresh/', { refresh_token: a.body.refresh_token });
    expect(next.status).toBe(200);
    travel(sb, T0);
  });

  it('detects reuse: a used refresh token presented after the grace revokes the whole family', async () => {
    const body = await signUp(c, '13900139004', { password: 'abc12345' });
    const first = await c.post('/accounts/token/refresh/', {
      refresh_token: body.token.refresh_token,
    });
    expect(first.status).toBe(200);
    travel(sb, '2026-04-20T10:00:11+08:00');
    const reuse = await c.post('/accounts/token/refresh/', {
      refresh_token: body.token.refresh_token,
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body.errors?.detail).toEqual([ACCOUNT_MESSAGES.refreshInvalid]);
    // the owner's newer pair is revoked too
    c.token = first.body.access_token;
    expect((await c.get('/accounts/settings/')).status).toBe(401);
    expect(
      (await c.post('/accounts/token/refresh/', { refresh_token: first.body.refresh_token }))
        .status,
    ).toBe(401);
  });

  it('the dev clock endpoint carries live sessions along a jump; the clock itself ages them', async () => {
    await signUp(c, '13900139010', { password: 'abc12345' });
    await setClock(c, '2026-04-23T10:00:00+08:00');
    expect((await c.get('/accounts/settings/')).status).toBe(200);
    travel(sb, '2026-04-23T12:00:00+08:00');
    expect((await c.get('/accounts/settings/')).status).toBe(401);
  });

  it('refuses an unknown refresh token and one older than 30 days', async () => {
    const body = await signUp(c, '13900139005', { password: 'abc12345' });
    expect(
      (await c.post('/accounts/token/refresh/', { refresh_token: 'f'.repeat(48) })).status,
    ).toBe(401);
    travel(sb, '2026-05-20T10:00:00+08:00');
    expect(
      (await c.post('/accounts/token/refresh/', { refresh_token: body.token.refresh_token }))
        .status,
    ).toBe(401);
  });
});

describe('logout and a password change revoke sessions server-side', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(() => {
    sb = freshSandbox(T0);
  });
  beforeEach(async () => {
    c = new Client(sb);
    c.autoRefresh = false;
    await c.get('/accounts/mobile_codes/');
    await setClock(c, T0);
  });

  it('logout revokes the access token and the refresh token of the session', async () => {
    const body = await signUp(c, '13900139006', { password: 'abc12345' });
    const r = await c.post('/accounts/logout/', {});
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ detail: ACCOUNT_MESSAGES.loggedOut });
    expect((await c.get('/accounts/settings/')).status).toBe(401);
    c.token = '';
    expect(
      (await c.post('/accounts/token/refresh/', { refresh_token: body.token.refresh_token }))
        .status,
    ).toBe(401);
    // logging out again (already revoked) still answers 200
    expect((await c.post('/accounts/logout/', {})).status).toBe(200);
  });

  it('logout leaves the same user’s other sessions alone', async () => {
    await signUp(c, '13900139007', { password: 'abc12345' });
    const other = new Client(sb);
    await other.get('/accounts/mobile_codes/');
    const login = await other.post('/accounts/login/', {
      mobile: '13900139007',
      password: 'abc12345',
    });
    other.token = login.body.token.access_token;
    await c.post('/accounts/logout/', {});
    expect((await other.get('/accounts/settings/')).status).toBe(200);
  });

  it('changing the login password revokes every other session and keeps this one', async () => {
    const mobile = '13900139008';
    await signUp(c, mobile, { password: 'abc12345' });
    const other = new Client(sb);
    other.autoRefresh = false;
    await other.get('/accounts/mobile_codes/');
    const login = await other.post('/accounts/login/', { mobile, password: 'abc12345' });
    other.token = login.body.token.access_token;
    const r = await c.post('/accounts/change_password/', {
      old_password: 'abc12345',
      password: 'new12345',
      password_confirm: 'new12345',
    });
    expect(r.status).toBe(200);
    expect((await c.get('/accounts/settings/')).status).toBe(200);
    expect((await other.get('/accounts/settings/')).status).toBe(401);
    other.token = '';
    expect(
      (
        await other.post('/accounts/token/refresh/', {
          refresh_token: login.body.token.refresh_token,
        })
      ).status,
    ).toBe(401);
  });

  it('sends Cache-Control: no-store on personal answers', async () => {
    await signUp(c, '13900139009', { password: 'abc12345' });
    const r = await c.get('/accounts/settings/');
    expect(r.headers.get('cache-control')).toBe('no-store');
  });
});
