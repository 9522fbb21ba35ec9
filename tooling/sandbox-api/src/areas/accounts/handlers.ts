/**
 * The accounts area (spec 000): captcha, signup and login, profile and settings, identity, banks
 * and bank cards, the trade password, the investment-risk test and suitability checks.
 */
import { meetsQualification } from '../../domain/private-funds';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Ctx, UserRow, CardRow, BankRow } from '../../ctx';
import { maskName, maskId, maskMobile } from '../../domain/format';
import { hashSecret, verifySecret } from '../../domain/secrets';
import { uid, type Req } from '../../http/registry';
import { HttpError, bad, tooMany, notFound } from '../../http/errors';
import {
  ACCOUNT_MESSAGES,
  LOGIN_IP_THROTTLE,
  LOGIN_LOCK,
  SMS_CAPTCHA_MAX_FAILS,
  checkMobile as checkMobileRule,
  checkEmail,
  checkUsername,
  formatMessage,
} from '@jijin/core';
import {
  familyOfAccessToken,
  familyOfRefreshToken,
  issueTokens,
  revokeFamily,
  revokeOtherSessions,
  rotateRefreshToken,
} from '../../domain/sessions';
import { checkIdCard, luhn } from '../../domain/checks';
import {
  riskQuestionnaireJson,
  scoreGivenAnswers,
  riskLevelLabel,
  riskTypeLabel,
  riskProfile,
  riskProfileJson,
} from '../../domain/risk';
import { suitability, position } from '../../trading';
import { checkTradePassword, forgetTradePassword } from '../../domain/trade-password';
import { avatarsJson, bankJson, cardJson, userJson } from '../../domain/serializers';
import { storeAvatar } from './avatar';
import { shIso, shTime } from '../../clock';
import type { SandboxArea } from '../define';
import { useSliderToken } from './slider';

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
const CAREERS = [
  '党政机关、事业单位工作人员',
  '企业管理人员',
  '专业技术人员',
  '金融从业人员',
  '教师',
  '医护人员',
  '律师',
  '个体工商户',
  '自由职业者',
  '办事人员和有关人员',
  '商业、服务业人员',
  '农、林、牧、渔业生产人员',
  '生产、运输设备操作人员',
  '军人',
  '学生',
  '退休人员',
  '无业',
  '其他',
].map((name, i) => ({ id: i + 1, name }));

const CAPTCHA_TTL_MS = 10 * 60_000;
/** Sends to one mobile within {@link SLIDER_WINDOW_MS} after which a slider check is required (000 §5). */
const SLIDER_AFTER_SENDS = 3;
const SLIDER_WINDOW_MS = 10 * 60_000;

/** Mainland or foreign mobile by the picked country code, with core's rule and message (spec 000 §5). */
function checkMobile(mobile: string, codeId: number | undefined): void {
  const r = checkMobileRule(mobile, (codeId ?? 1) !== 1);
  if (!r.ok) throw bad('mobile', r.message);
}

/** The latest SMS captcha sent to a mobile. */
interface SmsCaptchaRow {
  id: number;
  code: string;
  sent_at: number;
  used: number;
  fails: number;
}

/**
 * Checks `code` against the latest captcha sent to `mobile` (README: failure counting): the
 * check and the count of wrong answers run in one synchronous step; the
 * {@link SMS_CAPTCHA_MAX_FAILS}-th wrong answer spends the captcha. Right: consumed when
 * `consume`. Returns the refusal message, or null when right.
 */
function smsCaptchaRefusal(
  ctx: Ctx,
  mobile: string,
  code: string,
  consume: boolean,
): string | null {
  return ctx.db.transaction(() => {
    const row = ctx
      .q('SELECT * FROM captchas WHERE mobile = ? ORDER BY id DESC LIMIT 1')
      .get(mobile) as SmsCaptchaRow | undefined;
    if (!row || row.used) return '验证码错误或已失效，请重新获取';
    if (row.fails >= SMS_CAPTCHA_MAX_FAILS) return ACCOUNT_MESSAGES.captchaTooManyFails;
    if (ctx.now() - row.sent_at > CAPTCHA_TTL_MS) return '验证码已过期，请重新获取';
    if (row.code !== code) {
      ctx.q('UPDATE captchas SET fails = fails + 1 WHERE id = ?').run(row.id);
      return row.fails + 1 >= SMS_CAPTCHA_MAX_FAILS
        ? ACCOUNT_MESSAGES.captchaTooManyFails
        : '验证码错误';
    }
    if (consume) ctx.q('UPDATE captchas SET used = 1 WHERE id = ?').run(row.id);
    return null;
  })();
}

/** Verifies and consumes the latest captcha sent to `mobile` (wrong answers counted). */
function useCaptcha(ctx: Ctx, mobile: string, code: string | undefined, field = 'captcha'): void {
  if (!code) throw bad(field, '请输入验证码');
  const refusal = smsCaptchaRefusal(ctx, mobile, code, true);
  if (refusal) throw bad(field, refusal);
}

function issueToken(ctx: Ctx, userId: number, origin: string): Record<string, unknown> {
  return { token: issueTokens(ctx, userId), user: userJson(ctx, ctx.user(userId), origin) };
}

/** The session family of the calling request's access token. */
const familyOf = (req: Req) => (req.bearer ? familyOfAccessToken(req.ctx, req.bearer) : null);

/** HH:mm (Shanghai) of an instant, for the lock-out message. */
const hhmm = (ms: number) => shTime(ms).slice(0, 5);

/**
 * Per-address throttle (core `LOGIN_IP_THROTTLE`): too many failed logins for `mobile` from `ip`
 * within the window answer 429. Failures are counted per address *and* mobile, so other mobiles'
 * failures behind one address (a proxy, a carrier NAT) never refuse this one's login.
 */
function checkIpThrottle(ctx: Ctx, ip: string, mobile: string): void {
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
function lockedError(
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
function recordFailure(ctx: Ctx, mobile: string, ip: string): void {
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
function reservePasswordTry(
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
const IN_FLIGHT = new WeakMap<
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
function verifyPasswordTry(
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
function settlePasswordTry(
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

function openAccountStep(ctx: Ctx, userId: number): string {
  if (!ctx.s.identity.get(userId)) return 'identity';
  if (!(ctx.s.cards.all(userId) as CardRow[]).length) return 'bank_card';
  if (!ctx.user(userId).trade_password_hash) return 'trade_password';
  if (riskProfile(ctx, userId).status !== 1) return 'risk_test';
  return 'done';
}

function settingsJson(ctx: Ctx, userId: number, origin: string): Record<string, unknown> {
  const u = ctx.user(userId);
  const ident = ctx.s.identity.get(userId) as { real_name: string; id_card_no: string } | undefined;
  const settings = JSON.parse(u.settings) as {
    email?: string;
    career_id?: number;
    area_code?: string;
    address?: string;
  };
  const risk = riskProfileJson(ctx, userId);
  return {
    ...userJson(ctx, u, origin),
    mobile: maskMobile(u.mobile),
    mobile_code_id: 1,
    email: settings.email ?? null,
    is_trade_password_set: !!u.trade_password_hash,
    has_password: !!u.password_hash,
    has_identity: !!ident,
    real_name: ident ? maskName(ident.real_name) : null,
    id_card_no: ident ? maskId(ident.id_card_no) : null,
    bank_cards_count: (ctx.s.cards.all(userId) as CardRow[]).length,
    investment_risk: risk.investment_risk,
    investment_risk_status: risk.investment_risk_status,
    investment_risk_display: risk.investment_risk_display,
    investment_risk_status_display: risk.investment_risk_status_display,
    effective_to: risk.effective_to,
    is_private_fund_qualified: !!u.private_fund_qualified,
    is_manager: ctx.hooks.isManager?.(ctx, userId) ?? false,
    is_store_owner: ctx.hooks.isStoreOwner?.(ctx, userId) ?? false,
    career_id: settings.career_id ?? null,
    area_code: settings.area_code ?? null,
    address: settings.address ?? null,
    open_account_step: openAccountStep(ctx, userId),
  };
}

/** Finds the bank of a card number by BIN prefix and length (longest prefix wins). */
function bankOfCard(ctx: Ctx, no: string): { bank: BankRow; cardType: string } | null {
  for (let len = Math.min(10, no.length); len >= 2; len--) {
    const rows = ctx
      .q('SELECT bank_id, card_type FROM bank_bins WHERE prefix = ? AND length = ?')
      .all(no.slice(0, len), no.length) as { bank_id: number; card_type: string }[];
    if (rows.length)
      return { bank: ctx.s.bank.get(rows[0]!.bank_id) as BankRow, cardType: rows[0]!.card_type };
  }
  return null;
}

function identityJson(ctx: Ctx, userId: number): Record<string, unknown> {
  const r = ctx.s.identity.get(userId) as {
    user_id: number;
    real_name: string;
    id_card_no: string;
    status: number;
    created_at: string;
  };
  const chk = checkIdCard(r.id_card_no);
  return {
    id: r.user_id,
    real_name: maskName(r.real_name),
    id_card_no: maskId(r.id_card_no),
    status: r.status,
    gender: chk.ok ? chk.gender : null,
    birthday: chk.ok ? chk.birth : null,
    id_card_effective_to: null,
    created_at: r.created_at,
  };
}
/**
 * Verifies and records the identity of `userId` (spec 000 §4 实名认证, 001 §5 card binding with
 * identity): a 2-20 character Chinese name, a valid ID number (core's rule), 18 or older on the
 * sandbox clock, an ID number no other account holds; then the identity reward hook. Throws 400.
 */
function verifyIdentity(ctx: Ctx, userId: number, realName: unknown, idCardNo: unknown): void {
  const name = String(realName ?? '').trim();
  if (!/^[\u4e00-\u9fa5·]{2,20}$/.test(name)) throw bad('real_name', '请输入正确的真实姓名');
  const chk = checkIdCard(String(idCardNo ?? ''));
  if (!chk.ok) throw bad('id_card_no', chk.reason);
  const age =
    Number(ctx.today().slice(0, 4)) -
    Number(chk.birth.slice(0, 4)) -
    (ctx.today().slice(5) < chk.birth.slice(5) ? 1 : 0);
  if (age < 18) throw bad('id_card_no', '未满18周岁不能开户');
  const id = String(idCardNo).trim().toUpperCase();
  if (ctx.q('SELECT 1 FROM identities WHERE id_card_no = ?').get(id))
    throw bad('id_card_no', '该身份证号已被其他账户认证');
  ctx.db.transaction(() => {
    ctx
      .q(
        'INSERT INTO identities (user_id, real_name, id_card_no, status, created_at) VALUES (?, ?, ?, 1, ?)',
      )
      .run(userId, name, id, ctx.nowIso());
    ctx.hooks.rewardIdentityVerified?.(ctx, userId);
  })();
}
function riskTarget(
  ctx: Ctx,
  body: { fund_id?: number; symbol?: string; portfolio_id?: number },
): { level: number; target: string } {
  if (body.portfolio_id !== undefined) {
    // The portfolios area owns portfolios (its hook); no such portfolio -> 400 on portfolio_id.
    const level = ctx.hooks.portfolioRisk?.(ctx, body.portfolio_id) ?? null;
    if (level === null) throw bad('portfolio_id', '组合不存在');
    return { level, target: `portfolio:${body.portfolio_id}` };
  }
  const f = ctx.fundFrom(body);
  return { level: f.risk, target: `fund:${f.code}` };
}

/** The accounts area's operations (spec 000 §7). */
export const accountsHandlers = {
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
  'GET /accounts/settings/': (req) => settingsJson(req.ctx, uid(req), req.origin),
  'POST /accounts/settings/': (req) => {
    const { ctx, body } = req;
    const u = ctx.user(uid(req));
    const cur = JSON.parse(u.settings) as Record<string, unknown>;
    if (body.career_id !== undefined && !CAREERS.some((c) => c.id === body.career_id))
      throw bad('career_id', '请选择正确的职业');
    if (
      body.area_code !== undefined &&
      !ctx.q('SELECT 1 FROM regions WHERE code = ?').get(body.area_code)
    )
      throw bad('area_code', '请选择正确的地区');
    // spec 000 §5 Email: core's checkEmail
    if (body.email !== undefined) {
      const r = checkEmail(String(body.email));
      if (!r.ok) throw bad('email', r.message);
    }
    ctx
      .q('UPDATE users SET settings = ? WHERE id = ?')
      .run(JSON.stringify({ ...cur, ...body }), u.id);
    return settingsJson(ctx, u.id, req.origin);
  },
  'POST /accounts/set_username/': (req) => {
    const name = String(req.body.username);
    const r = checkUsername(name);
    if (!r.ok) throw bad('username', r.message);
    req.ctx.q('UPDATE users SET username = ? WHERE id = ?').run(name, uid(req));
    return userJson(req.ctx, req.ctx.user(uid(req)), req.origin);
  },
  'POST /accounts/set_password/': async (req) => {
    const { ctx, body } = req;
    if (body.password !== body.password_confirm)
      throw bad('password_confirm', ACCOUNT_MESSAGES.passwordMismatch);
    const u = ctx.user(uid(req));
    if (u.password_hash) {
      if (!body.captcha) throw bad('captcha', '已设置登录密码，请输入验证码');
      useCaptcha(ctx, u.mobile, body.captcha);
    }
    ctx
      .q('UPDATE users SET password_hash = ? WHERE id = ?')
      .run(await hashSecret(String(body.password)), u.id);
    if (u.password_hash) revokeOtherSessions(ctx, u.id, familyOf(req));
    return { detail: '登录密码设置成功' };
  },
  'POST /accounts/change_password/': async (req) => {
    const { ctx, body } = req;
    const u = ctx.user(uid(req));
    if (body.password !== body.password_confirm)
      throw bad('password_confirm', ACCOUNT_MESSAGES.passwordMismatch);
    const { t, ok } = await verifyPasswordTry(
      ctx,
      u.mobile,
      req.ip ?? 'unknown',
      String(body.old_password),
      u.password_hash,
      'old_password',
      ACCOUNT_MESSAGES.oldPasswordLocked,
    );
    settlePasswordTry(
      ctx,
      u.mobile,
      t,
      ok,
      'old_password',
      ACCOUNT_MESSAGES.oldPasswordLocked,
      'old_password',
      ACCOUNT_MESSAGES.oldPasswordWrong,
    );
    ctx
      .q('UPDATE users SET password_hash = ? WHERE id = ?')
      .run(await hashSecret(String(body.password)), u.id);
    revokeOtherSessions(ctx, u.id, familyOf(req));
    return { detail: '登录密码修改成功' };
  },
  'GET /accounts/avatar/': (req) => avatarsJson(req.ctx, uid(req), req.origin),
  'POST /accounts/avatar/': async (req) => {
    await storeAvatar(req.ctx, uid(req), req.body?.avatar);
    return avatarsJson(req.ctx, uid(req), req.origin);
  },
  'GET /careers/': () => CAREERS,
  'GET /china_areas/': ({ ctx, query }) => {
    type Row = { code: string; name: string; parent: string | null; level: number };
    const toJson = (r: Row) => ({
      code: r.code,
      name: r.name,
      level: r.level,
      parent_code: r.parent,
    });
    if (query.nested) {
      const all = ctx.q('SELECT * FROM regions ORDER BY code').all() as Row[];
      const by = new Map<string | null, Row[]>();
      for (const r of all) by.set(r.parent, [...(by.get(r.parent) ?? []), r]);
      const build = (r: Row): Record<string, unknown> => ({
        ...toJson(r),
        children: (by.get(r.code) ?? []).map(build),
      });
      return (by.get(null) ?? []).map(build);
    }
    const rows = query.parent_code
      ? (ctx
          .q('SELECT * FROM regions WHERE parent = ? ORDER BY code')
          .all(query.parent_code) as Row[])
      : (ctx.q('SELECT * FROM regions WHERE level = 1 ORDER BY code').all() as Row[]);
    if (
      query.parent_code &&
      !rows.length &&
      !ctx.q('SELECT 1 FROM regions WHERE code = ?').get(query.parent_code)
    )
      throw bad('parent_code', '地区代码不存在');
    return rows.map(toJson);
  },
  'POST /accounts/identity_verfications/': (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    const existing = ctx.s.identity.get(userId);
    if (existing && (!body.real_name || !body.id_card_no || body.status === 1))
      return identityJson(ctx, userId);
    if (existing) throw bad('non_field_errors', '您已完成实名认证');
    verifyIdentity(ctx, userId, body.real_name, body.id_card_no);
    return identityJson(ctx, userId);
  },
  'GET /accounts/identity_verfications/mine/': (req) => {
    if (!req.ctx.s.identity.get(uid(req))) throw notFound('尚未实名认证');
    return identityJson(req.ctx, uid(req));
  },
  'GET /identity_verfications/location_detect/': ({ ctx, query }) => {
    const id = String(query.id_card_no);
    if (!/^\d{6}/.test(id)) throw bad('id_card_no', '请输入正确的身份证号码');
    const get = (c: string) =>
      ctx.q('SELECT name FROM regions WHERE code = ?').get(c) as { name: string } | undefined;
    const d = get(id.slice(0, 6));
    const c = get(id.slice(0, 4));
    const p = get(id.slice(0, 2));
    const out: Record<string, unknown> = {
      area_code: d ? id.slice(0, 6) : c ? id.slice(0, 4) : p ? id.slice(0, 2) : null,
    };
    if (p) out.province = p.name;
    if (c) out.city = c.name;
    if (d) out.district = d.name;
    return out;
  },
  'POST /accounts/set_private_fund_qualified/': (req) => {
    // CSRC thresholds (spec 001 §6; README "Private funds"): the user confirms them; when the
    // figures are declared too (the private-funds qualification screen), one must meet its threshold.
    const { financial_assets: assets, average_income: income } = req.body;
    if (
      req.body.qualified &&
      (assets != null || income != null) &&
      !meetsQualification(assets, income)
    )
      throw bad(
        'financial_assets',
        '合格投资者须金融资产不低于300万元或最近三年年均收入不低于50万元',
      );
    req.ctx
      .q('UPDATE users SET private_fund_qualified = ? WHERE id = ?')
      .run(req.body.qualified ? 1 : 0, uid(req));
    return { is_private_fund_qualified: !!req.body.qualified };
  },
  'POST /funds/identity_auth/verify/': (req) => {
    const { ctx, body } = req;
    const ident = ctx.s.identity.get(uid(req)) as
      { real_name: string; id_card_no: string } | undefined;
    const chk = checkIdCard(String(body.id_card_no));
    if (!chk.ok) throw bad('id_card_no', chk.reason);
    if (body.bank_card_no && !luhn(String(body.bank_card_no)))
      throw bad('bank_card_no', '请输入正确的银行卡号');
    if (body.mobile && body.captcha) useCaptcha(ctx, String(body.mobile), body.captcha);
    const verified =
      !ident ||
      (ident.real_name === body.real_name &&
        ident.id_card_no === String(body.id_card_no).toUpperCase());
    return { verified, detail: verified ? '鉴权成功' : '姓名或身份证号与实名信息不一致' };
  },
  'GET /accounts/banks/': ({ ctx, origin }) => {
    const rows = ctx.q('SELECT * FROM banks ORDER BY (single_limit = 0), id').all() as BankRow[];
    return rows.map((b) => bankJson(b, origin));
  },
  'GET /accounts/bank_cards/mine/': (req) => {
    const { ctx, query, origin } = req;
    let cards = ctx.s.cards.all(uid(req)) as CardRow[];
    if (query.is_default) cards = cards.filter((c) => c.is_default);
    return cards.map((c) => cardJson(ctx, c, origin));
  },
  'GET /accounts/bank_cards/{id}/': (req) => {
    const c = req.ctx.s.card.get(req.params.id, uid(req)) as CardRow | undefined;
    if (!c) throw notFound();
    return cardJson(req.ctx, c, req.origin);
  },
  'POST /accounts/bank_cards/check/': ({ ctx, body, origin }) => {
    const no = String(body.bank_card_no);
    if (!luhn(no))
      return {
        valid: false,
        bank: null,
        bank_card_type: null,
        message: '银行卡号校验失败，请检查卡号',
      };
    const hit = bankOfCard(ctx, no);
    if (!hit)
      return { valid: false, bank: null, bank_card_type: null, message: '暂不支持该银行卡' };
    const type = hit.cardType === 'DC' ? 1 : 2;
    return {
      valid: type === 1,
      bank: bankJson(hit.bank, origin),
      bank_card_type: type,
      ...(type === 1 ? {} : { message: '暂不支持信用卡，请使用储蓄卡' }),
    };
  },
  'POST /funds/bind_bank_card/': (req) => {
    const { ctx, body, origin } = req;
    const userId = uid(req);
    let ident = ctx.s.identity.get(userId) as { real_name: string; id_card_no: string } | undefined;
    if (!ident && body.real_name && body.id_card_no) {
      verifyIdentity(ctx, userId, body.real_name, body.id_card_no);
      ident = ctx.s.identity.get(userId) as { real_name: string; id_card_no: string };
    }
    if (!ident) throw bad('non_field_errors', '请先完成实名认证');
    const no = String(body.bank_card_no).replace(/\s/g, '');
    if (!/^\d{12,19}$/.test(no) || !luhn(no)) throw bad('bank_card_no', '请输入正确的银行卡号');
    const hit = bankOfCard(ctx, no);
    if (!hit) throw bad('bank_card_no', '暂不支持该银行卡');
    if (hit.cardType !== 'DC') throw bad('bank_card_no', '暂不支持信用卡，请使用储蓄卡');
    if (body.bank_id !== undefined && body.bank_id !== hit.bank.id)
      throw bad('bank_id', `卡号属于${hit.bank.name}，与所选银行不一致`);
    if (body.captcha) useCaptcha(ctx, String(body.mobile), body.captcha);
    if (ctx.q('SELECT 1 FROM bank_cards WHERE user_id = ? AND card_no = ?').get(userId, no))
      throw bad('bank_card_no', '该银行卡已绑定');
    const first = !(ctx.s.cards.all(userId) as CardRow[]).length;
    const info = ctx.db
      .prepare(
        'INSERT INTO bank_cards (user_id, bank_id, card_no, card_type, mobile, is_default, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)',
      )
      .run(userId, hit.bank.id, no, hit.cardType, String(body.mobile), first ? 1 : 0, ctx.nowIso());
    return cardJson(ctx, ctx.s.card.get(Number(info.lastInsertRowid), userId) as CardRow, origin);
  },
  'GET /accounts/is_trade_password_set/': (req) => ({
    is_set: !!req.ctx.user(uid(req)).trade_password_hash,
  }),
  'POST /accounts/set_trade_password/': async (req) => {
    const { ctx, body } = req;
    const u = ctx.user(uid(req));
    if (u.trade_password_hash)
      throw new HttpError(409, { password: ['交易密码已设置，如需修改请使用修改交易密码'] });
    if (body.password !== body.password_confirm)
      throw bad('password_confirm', '两次输入的交易密码不一致');
    if (
      /^(\d)\1{5}$/.test(body.password) ||
      '0123456789'.includes(body.password) ||
      '9876543210'.includes(body.password)
    )
      throw bad('password', '交易密码过于简单，请勿使用相同或连续的数字');
    ctx
      .q(
        'UPDATE users SET trade_password_hash = ?, trade_password_fails = 0, trade_password_locked_until = 0 WHERE id = ?',
      )
      .run(await hashSecret(body.password), u.id);
    forgetTradePassword(ctx, u.id);
    return { is_set: true };
  },
  'POST /accounts/change_trade_password/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    if (body.password !== body.password_confirm)
      throw bad('password_confirm', '两次输入的交易密码不一致');
    try {
      await checkTradePassword(ctx, userId, body.old_password);
    } catch (e) {
      if (e instanceof HttpError && e.errors.password)
        throw new HttpError(e.status, { old_password: e.errors.password });
      throw e;
    }
    if (body.old_password === body.password) throw bad('password', '新交易密码不能与原密码相同');
    ctx
      .q('UPDATE users SET trade_password_hash = ? WHERE id = ?')
      .run(await hashSecret(body.password), userId);
    forgetTradePassword(ctx, userId);
    return { detail: '交易密码修改成功' };
  },
  'POST /accounts/reset_trade_password/': async (req) => {
    const { ctx, body } = req;
    const u = ctx.user(uid(req));
    const ident = ctx.s.identity.get(u.id) as { id_card_no: string } | undefined;
    if (!ident) throw bad('non_field_errors', '请先完成实名认证');
    if (body.password !== body.password_confirm)
      throw bad('password_confirm', '两次输入的交易密码不一致');
    if (String(body.id_card_no).toUpperCase() !== ident.id_card_no)
      throw bad('id_card_no', '身份证号与实名信息不一致');
    useCaptcha(ctx, u.mobile, body.captcha);
    ctx
      .q(
        'UPDATE users SET trade_password_hash = ?, trade_password_fails = 0, trade_password_locked_until = 0 WHERE id = ?',
      )
      .run(await hashSecret(body.password), u.id);
    forgetTradePassword(ctx, u.id);
    return { detail: '交易密码重置成功' };
  },
  'GET /funds/investment_risk/questions/': () => riskQuestionnaireJson('2026.1'),
  'POST /funds/investment_risk/answer/': (req) => {
    const { ctx, body } = req;
    const r = scoreGivenAnswers(body.answers, 'answers');
    ctx
      .q(
        'INSERT INTO risk_tests (user_id, answers, score, risk_type, tested_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        uid(req),
        JSON.stringify({ answers: r.answers, dims: r.dims }),
        r.score,
        r.riskType,
        ctx.today(),
      );
    return riskProfileJson(ctx, uid(req));
  },
  'GET /funds/investment_risk/mine/': (req) => riskProfileJson(req.ctx, uid(req)),
  'POST /funds/investment_risk/change/': (req) => {
    const { ctx, body } = req;
    const p = riskProfile(ctx, uid(req));
    if (p.status !== 1) throw bad('investment_risk', '请先完成风险测评');
    if (body.investment_risk < 1 || body.investment_risk > p.type)
      throw bad(
        'investment_risk',
        `只能调整为不高于测评结果（${riskTypeLabel(p.type)}）的风险类型`,
      );
    const last = ctx.s.risk.get(uid(req)) as { answers: string; score: number; tested_at: string };
    ctx
      .q(
        'INSERT INTO risk_tests (user_id, answers, score, risk_type, tested_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(uid(req), last.answers, last.score, body.investment_risk, last.tested_at);
    return riskProfileJson(ctx, uid(req));
  },
  'GET /funds/investment_risk/mismatch_assets/': (req) => {
    const { ctx } = req;
    const p = riskProfile(ctx, uid(req));
    const codes = ctx
      .q('SELECT DISTINCT fund_code FROM trades WHERE user_id = ? AND status IN (0, 1)')
      .all(uid(req)) as { fund_code: string }[];
    const out: Record<string, unknown>[] = [];
    for (const { fund_code } of codes) {
      const f = ctx.market.fund(fund_code)!;
      if (f.risk <= p.type) continue;
      const pos = position(ctx, uid(req), fund_code);
      if (pos.shares.lte(0)) continue;
      const nav = ctx.market.navOn(f, ctx.navDate()).nav;
      out.push({
        product_type: 'fund',
        id: Number(f.code),
        symbol: f.code,
        name: f.name,
        investment_risk: f.risk,
        investment_risk_display: riskLevelLabel(f.risk),
        worth_value: pos.shares.times(nav).div(10000).toFixed(2),
      });
    }
    return out;
  },
  'POST /funds/investment_risk/check/': (req) => {
    const { ctx, body } = req;
    if (body.fund_id === undefined && body.symbol === undefined && body.portfolio_id === undefined)
      throw bad('symbol', '请指定产品');
    const { level, target } = riskTarget(ctx, body);
    const s = suitability(ctx, uid(req), level, target, false);
    return {
      passed: s.passed,
      need_test: s.need_test,
      need_confirm: s.need_confirm,
      fund_risk: level,
      fund_risk_display: riskLevelLabel(level),
      user_risk: s.userType,
      user_risk_display: riskTypeLabel(s.userType),
      forbidden: s.forbidden,
      message: s.message,
    };
  },
  'POST /funds/investment_risk/confirm_risk/': (req) => {
    const { ctx, body } = req;
    if (body.fund_id === undefined && body.symbol === undefined && body.portfolio_id === undefined)
      throw bad('symbol', '请指定产品');
    const { level, target } = riskTarget(ctx, body);
    const s = suitability(ctx, uid(req), level, target, true);
    if (s.need_test) throw bad('non_field_errors', s.message);
    if (s.forbidden) throw new HttpError(403, { non_field_errors: [s.message] });
    ctx
      .q('INSERT OR REPLACE INTO risk_confirms (user_id, target, at) VALUES (?, ?, ?)')
      .run(uid(req), target, ctx.nowIso());
    return { confirmed: true, effective_to: shIso(ctx.now() + 365 * 86400_000) };
  },
} satisfies SandboxArea['handlers'];
