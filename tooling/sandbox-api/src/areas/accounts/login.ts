/**
 * Signup, login and sessions of the accounts area (spec 000 §5-6): tokens, the per-address and
 * per-mobile failure counting, the password lock, refresh and logout.
 */

import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Ctx, UserRow } from '../../ctx';

import { hashSecret, verifySecret } from '../../domain/secrets';
import { type ReqBase } from '../../http/registry';
import { HttpError, bad, tooMany } from '../../http/errors';
import { LOGIN_IP_THROTTLE, LOGIN_LOCK } from '@jijin/core/constants';
import { ACCOUNT_MESSAGES, formatMessage } from '@jijin/core/messages';
import {
  familyOfAccessToken,
  familyOfRefreshToken,
  issueTokens,
  revokeFamily,
  rotateRefreshToken,
} from '../../domain/sessions';

import { userJson } from '../../domain/serializers';

import { shTime } from '../../clock';
import type { SandboxArea } from '../define';
import { useSliderToken } from './slider';
import {
  checkMobile,
  smsCaptchaRefusal,
  useCaptcha,
  SLIDER_AFTER_SENDS,
  SLIDER_WINDOW_MS,
} from './captcha';

const MOBILE_CODES = [
  { id: 1, code: '+86', name: '中国大陆', is_foreign: false },
  { id: 2, code: '+852', name: '中国香港', is_foreign: true },
  { id: 3, code: '+853', name: '中国澳门', is_foreign: true },
  { id: 4, code: '+886', name: '中国台湾', is_foreign: true },
  { id: 5, code: '+1', name: '美国/加拿大', is_foreign: true },
  { id: 6, code: '+65', name: '新加坡', is_foreign: true },
  { id: 7, code: '+44', name: '英国', is_foreign: true },
  { id: 8, code: '+81', name: '日本', is_foreign: true },
];
/** Career list (GB/T 6565 major groups, simplified). */
export function issueToken(ctx: Ctx, userId: number, origin: string): Record<string, unknown> {
  return { token: issueTokens(ctx, userId), user: userJson(ctx, ctx.user(userId), origin) };
}

/** The session family of the calling request's access token. */
export const familyOf = (req: ReqBase) =>
  req.bearer ? familyOfAccessToken(req.ctx, req.bearer) : null;

/** HH:mm (Shanghai) of an instant, for the lock-out message. */
export const hhmm = (ms: number) => shTime(ms).slice(0, 5);

/**
 * Per-address throttle (core `LOGIN_IP_THROTTLE`): too many failed logins for `mobile` from `ip`
 * within the window answer 429. Failures are counted per address *and* mobile, so other mobiles'
 * failures behind one address (a proxy, a carrier NAT) never refuse this one's login.
 */
export function checkIpThrottle(ctx: Ctx, ip: string, mobile: string): void {
  const since = ctx.now() - LOGIN_IP_THROTTLE.windowMs;
  const rows = ctx
    .q('SELECT at FROM login_failures WHERE ip = ? AND mobile = ? AND at > ? ORDER BY at')
    .all(ip, mobile, since) as { at: number }[];
  if (rows.length < LOGIN_IP_THROTTLE.maxFailures) return;
  const freeAt = rows[rows.length - LOGIN_IP_THROTTLE.maxFailures]!.at + LOGIN_IP_THROTTLE.windowMs;
  const n = Math.max(1, Math.ceil((freeAt - ctx.now()) / 60_000));
  throw tooMany(formatMessage(ACCOUNT_MESSAGES.loginThrottled, { n }));
}

/** The password lock of a mobile (core `LOGIN_LOCK`) as a 403 on `field`, or nothing. */
export function lockedError(
  ctx: Ctx,
  mobile: string,
  field = 'login_locked',
  message: string = ACCOUNT_MESSAGES.loginLocked,
): HttpError | null {
  const row = ctx.q('SELECT locked_until FROM login_locks WHERE mobile = ?').get(mobile) as
    { locked_until: number } | undefined;
  if (!row || row.locked_until <= ctx.now()) return null;
  return new HttpError(403, {
    [field]: [formatMessage(message, { time: hhmm(row.locked_until) })],
  });
}

/** Records a failed login that is not a password (unknown mobile, wrong captcha). */
export function recordFailure(ctx: Ctx, mobile: string, ip: string): void {
  ctx
    .q("INSERT INTO login_failures (mobile, ip, kind, at) VALUES (?, ?, 'other', ?)")
    .run(mobile, ip, ctx.now());
}

/** A login-password try reserved before its hash (see {@link reservePasswordTry}). */
interface PasswordTry {
  id: number;
  /** This try reached `LOGIN_LOCK.maxFailures` and engaged the lock. */
  locks: boolean;
}

/**
 * Reserves a login-password try (README: failure counting): in one synchronous transaction,
 * before the asynchronous hash, the address throttle and the mobile's lock are checked and the
 * try is recorded as a failure; the try that brings the mobile's failures within the window to
 * `LOGIN_LOCK.maxFailures` engages the lock at once, so tries sent in parallel are refused
 * unchecked from then on. {@link settlePasswordTry} undoes the reservation when the password was
 * right. Login and `change_password` share the count.
 * @throws HttpError 429 (address throttle), 403 on `field` (locked)
 */
export function reservePasswordTry(
  ctx: Ctx,
  mobile: string,
  ip: string,
  field: string,
  message: string,
): PasswordTry {
  return ctx.db.transaction(() => {
    checkIpThrottle(ctx, ip, mobile);
    const locked = lockedError(ctx, mobile, field, message);
    if (locked) throw locked;
    const now = ctx.now();
    const id = Number(
      ctx
        .q("INSERT INTO login_failures (mobile, ip, kind, at) VALUES (?, ?, 'password', ?)")
        .run(mobile, ip, now).lastInsertRowid,
    );
    const { n } = ctx
      .q(
        "SELECT COUNT(*) AS n FROM login_failures WHERE mobile = ? AND kind = 'password' AND at > ?",
      )
      .get(mobile, now - LOGIN_LOCK.windowMs) as { n: number };
    if (n < LOGIN_LOCK.maxFailures) return { id, locks: false };
    ctx
      .q('INSERT OR REPLACE INTO login_locks (mobile, locked_until) VALUES (?, ?)')
      .run(mobile, now + LOGIN_LOCK.lockMs);
    // the count starts again after the lock; the rows still count for the address throttle
    ctx
      .q("UPDATE login_failures SET kind = 'locked' WHERE mobile = ? AND kind = 'password'")
      .run(mobile);
    return { id, locks: true };
  })();
}

/** Per sandbox: the HMAC key of candidates and the verifications in flight. */
export const IN_FLIGHT = new WeakMap<
  Ctx,
  { key: Buffer; pending: Map<string, Promise<{ t: PasswordTry; ok: boolean }>> }
>();

/**
 * Reserves a try (see {@link reservePasswordTry}) and verifies `pw` against `hash` — unless the
 * same candidate for the same mobile is being verified already: a request sending it at the same
 * time is the same guess, not a new one, and shares that try and its outcome (a double-submitted
 * right password never counts twice).
 * @throws HttpError 429 or 403 from the reservation
 */
export function verifyPasswordTry(
  ctx: Ctx,
  mobile: string,
  ip: string,
  pw: string,
  hash: string | null,
  field: string,
  message: string,
): Promise<{ t: PasswordTry; ok: boolean }> {
  let f = IN_FLIGHT.get(ctx);
  if (!f) IN_FLIGHT.set(ctx, (f = { key: randomBytes(32), pending: new Map() }));
  const mac = createHmac('sha256', f.key).update(pw).digest('hex');
  const key = `${field}:${mobile}:${mac}:${hash ?? ''}`;
  const inFlight = f.pending.get(key);
  if (inFlight) return inFlight;
  const t = reservePasswordTry(ctx, mobile, ip, field, message);
  const pending = f.pending;
  const p = (hash ? verifySecret(pw, hash) : Promise.resolve(false))
    .then((ok) => ({ t, ok }))
    .finally(() => pending.delete(key));
  pending.set(key, p);
  return p;
}

/**
 * Settles a reserved try after the hash. Right: the reservation is undone and the mobile's count
 * starts again — with any lock engaged by tries reserved after this one (a lock standing at the
 * reservation refused it). Wrong: the failure stays; the lock message when this try engaged it.
 * @throws HttpError 403 on `field` (this try locked), else 400 on `wrongField` with `wrong`
 */
export function settlePasswordTry(
  ctx: Ctx,
  mobile: string,
  t: PasswordTry,
  ok: boolean,
  field: string,
  message: string,
  wrongField: string,
  wrong: string,
): void {
  if (ok) {
    ctx.db.transaction(() => {
      ctx.q('DELETE FROM login_failures WHERE id = ?').run(t.id);
      ctx.q("DELETE FROM login_failures WHERE mobile = ? AND kind = 'password'").run(mobile);
      ctx.q('DELETE FROM login_locks WHERE mobile = ?').run(mobile);
    })();
    return;
  }
  if (t.locks)
    throw (
      lockedError(ctx, mobile, field, message) ??
      new HttpError(403, { [field]: [formatMessage(message, { time: hhmm(ctx.now()) })] })
    );
  throw bad(wrongField, wrong);
}

/** Captcha, signup, login, refresh and logout. */
export const loginHandlers = {
  'GET /accounts/new_mobile_captcha/': ({ ctx, query }) => {
    const mobile = String(query.mobile);
    checkMobile(mobile, query.mobile_code_id);
    const now = ctx.now();
    const recent = ctx
      .q('SELECT sent_at FROM captchas WHERE mobile = ? AND sent_at > ? ORDER BY sent_at DESC')
      .all(mobile, now - 3600_000) as { sent_at: number }[];
    if (recent[0] && now - recent[0].sent_at < 60_000)
      throw tooMany(
        `请求过于频繁，请${Math.ceil((60_000 - (now - recent[0].sent_at)) / 1000)}秒后再试`,
      );
    if (recent.length >= 10) throw tooMany('验证码发送次数过多，请一小时后再试');
    // Spec 000 §5: the 4th send to one mobile within 10 minutes needs a passed slider check.
    const inWindow = recent.filter((r) => now - r.sent_at < SLIDER_WINDOW_MS).length;
    if (inWindow >= SLIDER_AFTER_SENDS) useSliderToken(ctx, mobile, query.slider_token);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx.q('INSERT INTO captchas (mobile, code, sent_at) VALUES (?, ?, ?)').run(mobile, code, now);
    if (ctx.dev) console.log(`[sandbox] sms to ${mobile}: ${code}`);
    return { detail: ACCOUNT_MESSAGES.captchaSent };
  },
  'GET /accounts/verify_mobile_captcha/': ({ ctx, query }) => ({
    // a wrong answer here counts as one at signup or login: this is no free oracle
    valid:
      smsCaptchaRefusal(ctx, String(query.mobile), String(query.captcha ?? ''), false) === null,
  }),
  'GET /accounts/check_mobile/': ({ ctx, query }) => {
    checkMobile(String(query.mobile), query.mobile_code_id);
    return { status: ctx.s.userByMobile.get(String(query.mobile)) ? 1 : 0 };
  },
  'GET /accounts/mobile_codes/': () => MOBILE_CODES,
  'POST /accounts/signup/': async ({ ctx, body, origin }) => {
    const mobile = String(body.mobile);
    checkMobile(mobile, body.mobile_code_id);
    if (body.agreement !== true) throw bad('agreement', ACCOUNT_MESSAGES.agreementRequired);
    if (ctx.s.userByMobile.get(mobile))
      throw bad('mobile', ACCOUNT_MESSAGES.mobileRegisteredAskLogin);
    useCaptcha(ctx, mobile, body.captcha);
    const pw = body.password ? await hashSecret(String(body.password)) : null;
    const id = ctx.db.transaction(() => {
      const info = ctx.db
        .prepare(
          'INSERT INTO users (mobile, username, password_hash, created_at, from_ad, from_wd, invite_code) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          mobile,
          `用户${mobile.slice(-4)}`,
          pw,
          ctx.nowIso(),
          body.from_ad ?? null,
          body.from_wd ?? null,
          body.invite_code ?? null,
        );
      const userId = Number(info.lastInsertRowid);
      ctx.hooks.rewardSignup?.(ctx, userId);
      return userId;
    })();
    return issueToken(ctx, id, origin);
  },
  'POST /accounts/login/': async ({ ctx, body, origin, ip = 'unknown' }) => {
    const mobile = String(body.mobile);
    checkMobile(mobile, body.mobile_code_id);
    if (!body.captcha && !body.password) throw bad('non_field_errors', '请输入验证码或密码');
    const u = ctx.s.userByMobile.get(mobile) as UserRow | undefined;
    if (!u || body.captcha) {
      checkIpThrottle(ctx, ip, mobile);
      if (!u) {
        recordFailure(ctx, mobile, ip);
        throw bad('mobile', ACCOUNT_MESSAGES.mobileNotRegistered);
      }
      try {
        useCaptcha(ctx, mobile, body.captcha);
      } catch (e) {
        recordFailure(ctx, mobile, ip);
        throw e;
      }
    } else {
      const { t, ok } = await verifyPasswordTry(
        ctx,
        mobile,
        ip,
        String(body.password),
        u.password_hash,
        'login_locked',
        ACCOUNT_MESSAGES.loginLocked,
      );
      settlePasswordTry(
        ctx,
        mobile,
        t,
        ok,
        'login_locked',
        ACCOUNT_MESSAGES.loginLocked,
        'password',
        ACCOUNT_MESSAGES.loginPasswordWrong,
      );
    }
    return issueToken(ctx, u.id, origin);
  },
  'POST /accounts/token/refresh/': ({ ctx, body }) => {
    const r = rotateRefreshToken(ctx, String(body.refresh_token));
    if (!r.ok) throw new HttpError(401, { detail: [ACCOUNT_MESSAGES.refreshInvalid] });
    return r.token;
  },
  'POST /accounts/logout/': ({ ctx, body, bearer }) => {
    const families = new Set<string>();
    if (bearer) families.add(familyOfAccessToken(ctx, bearer) ?? '');
    const refresh = (body as { refresh_token?: string } | undefined)?.refresh_token;
    if (refresh) families.add(familyOfRefreshToken(ctx, refresh) ?? '');
    families.delete('');
    for (const f of families) revokeFamily(ctx, f);
    if (bearer) {
      ctx
        .q('UPDATE tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL')
        .run(ctx.now(), bearer);
      ctx.tokens.delete(bearer);
    }
    return { detail: ACCOUNT_MESSAGES.loggedOut };
  },
} satisfies SandboxArea['handlers'];
