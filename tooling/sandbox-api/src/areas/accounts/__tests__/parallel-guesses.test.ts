import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK, SMS_CAPTCHA_MAX_FAILS } from '@jijin/core/constants';
import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { Client, freshSandbox, openAccount, signUp, uuid } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

/**
 * README "Failure counting": every counted check reserves its try before the asynchronous hash,
 * so a burst of guesses sent at once meets the lock at the configured count, as guesses sent one
 * after the other do.
 */

const T0 = '2026-04-20T10:00:00+08:00';

/** The statuses of `n` requests sent at once, counted by status. */
async function burst(n: number, send: (i: number) => Promise<{ status: number }>) {
  const rs = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  const by: Record<number, number> = {};
  for (const r of rs) by[r.status] = (by[r.status] ?? 0) + 1;
  return by;
}

/** A wrong SMS captcha for `right` (another six digits). */
const wrongCode = (right: string, i: number) =>
  String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');

describe('parallel guesses meet the lock at the configured count (README: failure counting)', () => {
  let sb: SandboxApp;
  beforeAll(() => {
    sb = freshSandbox(T0);
  });
  afterAll(() => sb.close());

  async function client() {
    const c = new Client(sb);
    await c.get('/accounts/mobile_codes/');
    return c;
  }

  it('30 wrong trade passwords at once: 4 are told the tries left, the rest meet the lock, and the right one is refused while locked', async () => {
    const c = await client();
    const { cardId } = await openAccount(c, '13900007001');
    const buy = (password: string) =>
      c.post(
        '/funds/buy/',
        { symbol: '000009', amount: '100.00', bank_card_id: cardId, password },
        { 'Idempotency-Key': uuid() },
      );
    const by = await burst(30, (i) => buy(String(200000 + i)));
    expect(by).toEqual({ 400: 4, 403: 26 });
    const right = await buy('135790');
    expect(right.status).toBe(403);
    expect(right.body.errors?.password?.[0]).toContain('交易密码错误次数过多');
    sb.ctx.clock.set(Date.parse(T0) + 30 * 60_000);
    expect((await buy('135790')).status).toBe(200);
    sb.ctx.clock.set(Date.parse(T0));
  });

  it('a right trade password sent among 3 wrong ones succeeds and the count starts again', async () => {
    const c = await client();
    const { cardId } = await openAccount(c, '13900007002');
    const buy = (password: string) =>
      c.post(
        '/funds/buy/',
        { symbol: '000009', amount: '100.00', bank_card_id: cardId, password },
        { 'Idempotency-Key': uuid() },
      );
    const rs = await Promise.all(['111111', '222222', '135790', '333333'].map(buy));
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    // four more wrong ones do not lock: the right one reset the count
    for (let i = 0; i < 4; i++) expect((await buy('444444')).status).toBe(400);
  });

  it('a burst of orders with the right trade password shares one verification and never locks', async () => {
    const c = await client();
    const { cardId } = await openAccount(c, '13900007011');
    const rs = await Promise.all(
      Array.from({ length: 12 }, () =>
        c.post(
          '/funds/buy/',
          { symbol: '000009', amount: '100.00', bank_card_id: cardId, password: '135790' },
          { 'Idempotency-Key': uuid() },
        ),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(12).fill(200));
  });

  it('the right login password sent 8 times at once logs in 8 times (the same guess counts once)', async () => {
    const c = await client();
    const mobile = '13900007012';
    await signUp(c, mobile, { password: 'abc12345' });
    c.token = '';
    const by = await burst(8, () => c.post('/accounts/login/', { mobile, password: 'abc12345' }));
    expect(by).toEqual({ 200: 8 });
  });

  it('40 wrong login passwords at once: the lock engages at the fifth and refuses the right password', async () => {
    const c = await client();
    const mobile = '13900007003';
    await signUp(c, mobile, { password: 'abc12345' });
    c.token = '';
    const by = await burst(40, (i) =>
      c.post('/accounts/login/', { mobile, password: `wrong-${i}-pass` }),
    );
    expect(by).toEqual({ 400: LOGIN_LOCK.maxFailures - 1, 403: 40 - LOGIN_LOCK.maxFailures + 1 });
    const right = await c.post('/accounts/login/', { mobile, password: 'abc12345' });
    expect(right.status).toBe(403);
    expect(right.body.errors?.login_locked).toBeDefined();
  });

  it('14 wrong login passwords and the right one sent together never let the right one in after the lock', async () => {
    const c = await client();
    const mobile = '13900007004';
    await signUp(c, mobile, { password: 'abc12345' });
    c.token = '';
    const tries = [...Array.from({ length: 14 }, (_, i) => `wrong-${i}-pass`), 'abc12345'];
    const rs = await Promise.all(
      tries.map((password) => c.post('/accounts/login/', { mobile, password })),
    );
    const right = rs[14]!;
    // the right one came after four wrong ones and the fifth locked: it is refused unchecked
    expect(right.status).toBe(403);
    expect(rs.filter((r) => r.status === 400)).toHaveLength(4);
  });

  it('30 wrong old passwords at change_password at once: the lock engages at the fifth, for login too', async () => {
    const c = await client();
    const mobile = '13900007005';
    await signUp(c, mobile, { password: 'abc12345' });
    const change = (old_password: string) =>
      c.post('/accounts/change_password/', {
        old_password,
        password: 'new12345',
        password_confirm: 'new12345',
      });
    const by = await burst(30, (i) => change(`wrong-${i}-pass`));
    expect(by).toEqual({ 400: LOGIN_LOCK.maxFailures - 1, 403: 30 - LOGIN_LOCK.maxFailures + 1 });
    const right = await change('abc12345');
    expect(right.status).toBe(403);
    expect(right.body.errors?.old_password?.[0]).toBe('原密码错误次数过多，请于10:15后重试');
    const login = await new Client(sb).post('/accounts/login/', { mobile, password: 'abc12345' });
    expect(login.status).toBe(403);
  });

  it('a wrong old password is told so, and the right one still changes the password', async () => {
    const c = await client();
    await signUp(c, '13900007006', { password: 'abc12345' });
    const wrong = await c.post('/accounts/change_password/', {
      old_password: 'nope12345',
      password: 'new12345',
      password_confirm: 'new12345',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.old_password).toEqual([ACCOUNT_MESSAGES.oldPasswordWrong]);
    const ok = await c.post('/accounts/change_password/', {
      old_password: 'abc12345',
      password: 'new12345',
      password_confirm: 'new12345',
    });
    expect(ok.status).toBe(200);
  });

  it('30 wrong SMS captchas at once at login: the captcha is spent at the fifth, and its right code no longer logs in', async () => {
    const c = await client();
    const mobile = '13900007007';
    await signUp(c, mobile, { password: 'abc12345' });
    c.token = '';
    sb.ctx.clock.set(Date.parse(T0) + 2 * 60_000);
    await c.get(`/accounts/new_mobile_captcha/?mobile=${mobile}`);
    const { body: sms } = await c.get(`/__sandbox/sms?mobile=${mobile}`);
    const rs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        c.post('/accounts/login/', { mobile, captcha: wrongCode(sms.code, i) }),
      ),
    );
    expect(rs.every((r) => r.status === 400)).toBe(true);
    const msgs = rs.map((r) => r.body.errors?.captcha?.[0]);
    expect(msgs.filter((m) => m === '验证码错误')).toHaveLength(SMS_CAPTCHA_MAX_FAILS - 1);
    expect(msgs.filter((m) => m === ACCOUNT_MESSAGES.captchaTooManyFails)).toHaveLength(
      30 - SMS_CAPTCHA_MAX_FAILS + 1,
    );
    const right = await c.post('/accounts/login/', { mobile, captcha: sms.code });
    expect(right.status).toBe(400);
    expect(right.body.errors?.captcha).toEqual([ACCOUNT_MESSAGES.captchaTooManyFails]);
    // a new captcha works
    sb.ctx.clock.set(Date.parse(T0) + 4 * 60_000);
    await c.get(`/accounts/new_mobile_captcha/?mobile=${mobile}`);
    const { body: fresh } = await c.get(`/__sandbox/sms?mobile=${mobile}`);
    expect((await c.post('/accounts/login/', { mobile, captcha: fresh.code })).status).toBe(200);
    sb.ctx.clock.set(Date.parse(T0));
  });

  it('verify_mobile_captcha is no free oracle: its wrong answers count toward the same limit', async () => {
    const c = await client();
    const mobile = '13900007008';
    sb.ctx.clock.set(Date.parse(T0) + 6 * 60_000);
    await c.get(`/accounts/new_mobile_captcha/?mobile=${mobile}`);
    const { body: sms } = await c.get(`/__sandbox/sms?mobile=${mobile}`);
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        c.get(
          `/accounts/verify_mobile_captcha/?mobile=${mobile}&captcha=${wrongCode(sms.code, i)}`,
        ),
      ),
    );
    expect(rs.every((r) => r.status === 200 && r.body.valid === false)).toBe(true);
    const right = await c.get(
      `/accounts/verify_mobile_captcha/?mobile=${mobile}&captcha=${sms.code}`,
    );
    expect(right.body.valid).toBe(false);
    sb.ctx.clock.set(Date.parse(T0));
  });

  it('30 wrong coupon captchas at once: the captcha is dead at the fifth, and its right answer is refused', async () => {
    const c = await client();
    await signUp(c, '13900007009');
    const cap = await c.get('/coupons/getcaptcha/');
    const svg = Buffer.from(
      String(cap.body.image).replace(/^data:image\/svg\+xml;base64,/, ''),
      'base64',
    ).toString();
    const answer = [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((m) => m[1]).join('');
    const rs = await Promise.all(
      Array.from({ length: 30 }, () =>
        c.post('/coupons/checkcaptcha/', { captcha_id: cap.body.captcha_id, captcha: '0000' }),
      ),
    );
    const msgs = rs.map((r) => r.body.message);
    expect(msgs.filter((m) => m === '验证码错误，请重新输入')).toHaveLength(5);
    expect(msgs.filter((m) => m === '错误次数过多，请点击图片刷新')).toHaveLength(25);
    const right = await c.post('/coupons/checkcaptcha/', {
      captcha_id: cap.body.captcha_id,
      captcha: answer,
    });
    expect(right.body.valid).toBe(false);
  });
});

describe('the address throttle counts per address and mobile (README: failure counting)', () => {
  let sb: SandboxApp;
  beforeAll(() => {
    sb = freshSandbox(T0);
  });
  afterAll(() => sb.close());

  it("other mobiles' failures from one address never refuse a right password", async () => {
    const c = new Client(sb);
    await c.get('/accounts/mobile_codes/');
    const mobile = '13900007010';
    await signUp(c, mobile, { password: 'abc12345' });
    c.token = '';
    const ip = { 'x-forwarded-for': '203.0.113.77' };
    const by = await burst(120, (i) =>
      c.post(
        '/accounts/login/',
        { mobile: `1370001${String(1000 + i)}`, password: 'wrong-pass' },
        ip,
      ),
    );
    expect(by).toEqual({ 400: 120 });
    expect((await c.post('/accounts/login/', { mobile, password: 'abc12345' }, ip)).status).toBe(
      200,
    );
  });
});
