/**
 * Coupons and red packets (spec 001 §3 Coupon, §4, §7 Promotion). A coupon is a row of the
 * `coupons` table (its terms) and its holding is in the ledger: +1 when granted or given back,
 * -1 when spent. Fund-buy coupons are spent by the buy in the buy's transaction, given back by an
 * undo, and paid out as cashback (返现) into the wallet when the buy is confirmed; cash red packets
 * (现金红包) are spent straight into the wallet.
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import { TRADE_MESSAGES, formatMessage } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { addDays } from '../../market/calendar';
import { bad, HttpError, notFound } from '../../http/errors';
import { paginate, uid, type Req } from '../../http/registry';
import { appendMovement, couponUnits, toFen } from '../../domain/ledger';
import { consumeCaptcha } from './captcha';

type Schemas = components['schemas'];

/** Where a coupon applies (stored code -> the label the API answers). */
export const APPLY_BUSINESS: Record<string, string> = {
  fund_buy: '基金买入',
  portfolio_buy: '组合买入',
  cash: '现金红包',
};

/** The coupon activities table (written for the sandbox, see README). */
export const COUPON_ACTIVITIES_SQL = `
CREATE TABLE coupon_activities (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, title TEXT NOT NULL, description TEXT NOT NULL,
  start_at TEXT NOT NULL, end_at TEXT NOT NULL, coupon_name TEXT NOT NULL, amount TEXT NOT NULL,
  expense_min TEXT NOT NULL, apply_business TEXT NOT NULL, valid_days INTEGER NOT NULL
);
`;

/** The sandbox's coupon activities (marked as written for the sandbox in README.md). */
export const COUPON_ACTIVITIES = [
  {
    id: 1,
    code: 'newcomer_fund',
    title: '新人买基金返现',
    description: '领取后30天内买入基金满100元，交易确认后返现5元到钱包',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    coupon_name: '买基金返现红包',
    amount: '5.00',
    expense_min: '100.00',
    apply_business: 'fund_buy',
    valid_days: 30,
  },
  {
    id: 2,
    code: 'portfolio_buy',
    title: '组合投资返现',
    description: '领取后30天内买入基金组合满1000元可用',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: '2026-12-31T23:59:59+08:00',
    coupon_name: '买组合返现红包',
    amount: '10.00',
    expense_min: '1000.00',
    apply_business: 'portfolio_buy',
    valid_days: 30,
  },
  {
    id: 3,
    code: 'spring_cash',
    title: '春季现金红包',
    description: '领取后7天内在“我的红包”中使用，金额存入钱包',
    start_at: '2026-04-01T00:00:00+08:00',
    end_at: '2026-05-31T23:59:59+08:00',
    coupon_name: '现金红包',
    amount: '1.88',
    expense_min: '0.00',
    apply_business: 'cash',
    valid_days: 7,
  },
  {
    id: 4,
    code: 'new_year_2026',
    title: '新春开门红',
    description: '2026年春节期间买基金满500元返10元（已结束）',
    start_at: '2026-01-20T00:00:00+08:00',
    end_at: '2026-02-28T23:59:59+08:00',
    coupon_name: '新春返现红包',
    amount: '10.00',
    expense_min: '500.00',
    apply_business: 'fund_buy',
    valid_days: 30,
  },
] satisfies ActivityRow[];

interface ActivityRow {
  id: number;
  code: string;
  title: string;
  description: string;
  start_at: string;
  end_at: string;
  coupon_name: string;
  amount: string;
  expense_min: string;
  apply_business: string;
  valid_days: number;
}

/** Seeds the coupon activities once. */
export function seedCouponActivities(ctx: Ctx): void {
  if ((ctx.q('SELECT COUNT(*) AS n FROM coupon_activities').get() as { n: number }).n) return;
  for (const a of COUPON_ACTIVITIES)
    ctx
      .q(
        'INSERT INTO coupon_activities (id, code, title, description, start_at, end_at, coupon_name, amount, expense_min, apply_business, valid_days) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        a.id,
        a.code,
        a.title,
        a.description,
        a.start_at,
        a.end_at,
        a.coupon_name,
        a.amount,
        a.expense_min,
        a.apply_business,
        a.valid_days,
      );
}

/** A coupon's terms (table `coupons`). */
export interface CouponRow {
  id: number;
  user_id: number;
  name: string;
  amount: string;
  expense_min: string;
  apply_business: string;
  effective_to: string;
  used_trade_id: number | null;
  created_at: string;
}

/** 0 unused, 1 used, 2 expired — the holding is the ledger's, the expiry the clock's. */
export function couponStatus(ctx: Ctx, c: CouponRow): 0 | 1 | 2 {
  if (couponUnits(ctx, c.id) <= 0) return 1;
  return ctx.today() > c.effective_to ? 2 : 0;
}

function useCondition(c: { expense_min: string; apply_business: string }): string {
  if (c.apply_business === 'cash') return '无门槛，使用后存入钱包';
  const min = new Decimal(c.expense_min);
  const what = c.apply_business === 'portfolio_buy' ? '买入组合' : '买入基金';
  return min.gt(0) ? `${what}满${min.toFixed(0)}元可用` : `${what}可用`;
}

/** The contract's Coupon; `amount` (yuan) decides `enable_check` when given. */
export function couponJson(ctx: Ctx, c: CouponRow, amount?: Decimal): Schemas['Coupon'] {
  const status = couponStatus(ctx, c);
  const cond = useCondition(c);
  const label = APPLY_BUSINESS[c.apply_business] ?? c.apply_business;
  return {
    id: c.id,
    name: c.name,
    description: `${c.name}，${cond}，有效期至${c.effective_to}`,
    amount: c.amount,
    expense_min: c.expense_min,
    apply_business: label,
    use_condition: cond,
    enable_visible: status === 0,
    enable_check: status === 0 && (amount === undefined || amount.gte(c.expense_min)),
    status,
    effective_to: c.effective_to,
    coupon: {
      id: c.id,
      name: c.name,
      use_condition: cond,
      apply_business: label,
      expense_min: c.expense_min,
    },
  };
}

function couponsOf(ctx: Ctx, userId: number): CouponRow[] {
  return ctx
    .q('SELECT * FROM coupons WHERE user_id = ? ORDER BY id DESC')
    .all(userId) as CouponRow[];
}

/** GET /coupons/mine/ (status 0 usable, 1 used, 2 expired); cash red packets are in /coupons/cash/mine/. */
export function listMine(req: Req): Schemas['CouponPage'] {
  const { ctx, query } = req;
  let rows = couponsOf(ctx, uid(req)).filter((c) => c.apply_business !== 'cash');
  if (query.status !== undefined) rows = rows.filter((c) => couponStatus(ctx, c) === query.status);
  const page = paginate(rows, query.page ?? 1, query.page_size ?? 20);
  return { ...page, results: page.results.map((c) => couponJson(ctx, c)) };
}

/** GET /coupons/cash/mine/ — the red packets (现金红包). */
export function listCashMine(req: Req): Schemas['CouponPage'] {
  const { ctx, query } = req;
  const rows = couponsOf(ctx, uid(req)).filter((c) => c.apply_business === 'cash');
  const page = paginate(rows, query.page ?? 1, query.page_size ?? 20);
  return { ...page, results: page.results.map((c) => couponJson(ctx, c)) };
}

/** GET /coupons/available/: the usable-now coupons for a fund (fund_info) or a portfolio (portfolio_info). */
export function listAvailable(req: Req): Schemas['Coupon'][] {
  const { ctx, query } = req;
  const amount = query.amount !== undefined ? new Decimal(query.amount) : undefined;
  const business = query.portfolio_info !== undefined ? 'portfolio_buy' : 'fund_buy';
  return couponsOf(ctx, uid(req))
    .filter((c) => c.apply_business === business && couponStatus(ctx, c) === 0)
    .map((c) => couponJson(ctx, c, amount));
}

// ---------- what the fund and portfolio buys and undos call (hooks, see index.ts) ----------

/**
 * Checks that a coupon can pay part of a buy of `amount` yuan on `date`; answers its id.
 * @throws HttpError 400 on `coupon_id`: not the user's, spent, expired, not for `business`, or amount below expense_min
 */
export function couponForBuy(
  ctx: Ctx,
  userId: number,
  couponId: number,
  amount: Decimal.Value,
  date: string,
  business: 'fund_buy' | 'portfolio_buy',
): number {
  const c = ctx.q('SELECT * FROM coupons WHERE id = ? AND user_id = ?').get(couponId, userId) as
    CouponRow | undefined;
  if (!c || couponUnits(ctx, c.id) <= 0 || c.effective_to < date)
    throw bad('coupon_id', TRADE_MESSAGES.couponUnusable);
  if (c.apply_business !== business)
    throw bad(
      'coupon_id',
      business === 'fund_buy' ? '该红包不能用于基金买入' : '该红包不能用于组合买入',
    );
  if (new Decimal(amount).lt(c.expense_min))
    throw bad('coupon_id', formatMessage(TRADE_MESSAGES.couponNotMet, { n: c.expense_min }));
  return c.id;
}

/** Spends a coupon on a trade (call inside the trade's transaction): ledger -1 and the trade link. */
export function spendCouponOnTrade(
  ctx: Ctx,
  userId: number,
  couponId: number,
  tradeId: number,
): void {
  const c = ctx.q('SELECT * FROM coupons WHERE id = ?').get(couponId) as CouponRow;
  if (couponUnits(ctx, couponId) <= 0) throw bad('coupon_id', TRADE_MESSAGES.couponUnusable);
  appendMovement(ctx, {
    userId,
    asset: 'coupon',
    units: -1,
    kind: 'coupon_use',
    title: `使用${c.name}`,
    couponId,
    ref: `trade:${tradeId}`,
    key: `coupon_use:${couponId}:trade:${tradeId}`,
  });
  ctx.q('UPDATE coupons SET used_trade_id = ? WHERE id = ?').run(tradeId, couponId);
}

/** Gives back the coupon an undone trade spent (ledger +1, link cleared); nothing when it spent none. */
export function returnCouponOfTrade(ctx: Ctx, userId: number, tradeId: number): void {
  const c = ctx
    .q('SELECT * FROM coupons WHERE used_trade_id = ? AND user_id = ?')
    .get(tradeId, userId) as CouponRow | undefined;
  if (!c) return;
  appendMovement(ctx, {
    userId,
    asset: 'coupon',
    units: 1,
    kind: 'coupon_return',
    title: `撤单退回${c.name}`,
    couponId: c.id,
    ref: `trade:${tradeId}`,
    key: `coupon_return:${c.id}:trade:${tradeId}`,
  });
  ctx.q('UPDATE coupons SET used_trade_id = NULL WHERE id = ?').run(c.id);
}

/**
 * Cashback of the coupons spent on buys that are now confirmed (status 1): the coupon's amount
 * into the wallet, once per trade. Runs with the due jobs.
 */
export function payCashback(ctx: Ctx): number {
  const due = ctx
    .q(
      `SELECT c.id AS coupon_id, c.user_id, c.amount, c.name, t.id AS trade_id FROM coupons c
       JOIN trades t ON t.id = c.used_trade_id
       WHERE t.status = 1 AND c.apply_business IN ('fund_buy', 'portfolio_buy')
         AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.user_id = c.user_id AND l.idempotency_key = 'cashback:trade:' || t.id)`,
    )
    .all() as {
    coupon_id: number;
    user_id: number;
    amount: string;
    name: string;
    trade_id: number;
  }[];
  for (const d of due)
    appendMovement(ctx, {
      userId: d.user_id,
      asset: 'wallet',
      units: toFen(d.amount),
      kind: 'cashback',
      title: `红包返现：${d.name}`,
      couponId: d.coupon_id,
      ref: `trade:${d.trade_id}`,
      key: `cashback:trade:${d.trade_id}`,
    });
  return due.length;
}

// ---------- granting ----------

/** Grants a coupon (terms row + ledger +1) once per `key`; answers the coupon. */
export function grantCoupon(
  ctx: Ctx,
  userId: number,
  terms: {
    name: string;
    amount: string;
    expense_min: string;
    apply_business: string;
    valid_days: number;
  },
  key: string,
  ref: string,
): CouponRow {
  const prior = ctx
    .q(
      "SELECT coupon_id FROM ledger WHERE user_id = ? AND idempotency_key = ? AND asset = 'coupon'",
    )
    .get(userId, key) as { coupon_id: number } | undefined;
  if (prior) return ctx.q('SELECT * FROM coupons WHERE id = ?').get(prior.coupon_id) as CouponRow;
  const info = ctx
    .q(
      'INSERT INTO coupons (user_id, name, amount, expense_min, apply_business, effective_to, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      userId,
      terms.name,
      new Decimal(terms.amount).toFixed(2),
      new Decimal(terms.expense_min).toFixed(2),
      terms.apply_business,
      addDays(ctx.today(), terms.valid_days),
      ctx.nowIso(),
    );
  const id = Number(info.lastInsertRowid);
  appendMovement(ctx, {
    userId,
    asset: 'coupon',
    units: 1,
    kind: 'coupon_grant',
    title: `领取${terms.name}`,
    couponId: id,
    ref,
    key,
  });
  return ctx.q('SELECT * FROM coupons WHERE id = ?').get(id) as CouponRow;
}

function activityOr404(ctx: Ctx, id: number): ActivityRow {
  const a = ctx.q('SELECT * FROM coupon_activities WHERE id = ?').get(id) as
    ActivityRow | undefined;
  if (!a) throw notFound('活动不存在');
  return a;
}

function activityState(ctx: Ctx, a: ActivityRow): 'before' | 'running' | 'ended' {
  const now = ctx.nowIso();
  if (Date.parse(now) < Date.parse(a.start_at)) return 'before';
  if (Date.parse(now) > Date.parse(a.end_at)) return 'ended';
  return 'running';
}

const activityKey = (a: { id: number }) => `coupon_activity:${a.id}`;

function grantedCoupon(ctx: Ctx, userId: number, a: ActivityRow): CouponRow | undefined {
  const row = ctx
    .q('SELECT coupon_id FROM ledger WHERE user_id = ? AND idempotency_key = ?')
    .get(userId, activityKey(a)) as { coupon_id: number } | undefined;
  return row
    ? (ctx.q('SELECT * FROM coupons WHERE id = ?').get(row.coupon_id) as CouponRow)
    : undefined;
}

function activityJson(ctx: Ctx, a: ActivityRow, userId: number | null): Schemas['CouponActivity'] {
  const mine = userId !== null ? grantedCoupon(ctx, userId, a) : undefined;
  const running = activityState(ctx, a) === 'running';
  const template: Schemas['Coupon'] = {
    id: a.id,
    name: a.coupon_name,
    description: a.description,
    amount: a.amount,
    expense_min: a.expense_min,
    apply_business: APPLY_BUSINESS[a.apply_business] ?? a.apply_business,
    use_condition: useCondition(a),
    enable_visible: running,
    enable_check: false,
    effective_to: addDays(ctx.today(), a.valid_days),
  };
  return {
    id: a.id,
    code: a.code,
    title: a.title,
    description: a.description,
    start_at: a.start_at,
    end_at: a.end_at,
    joined: !!mine,
    is_example: true,
    coupons: [mine ? couponJson(ctx, mine) : template],
  };
}

/** GET /coupons/activities/ (public; `joined` for the logged-in user). */
export function listActivities(req: Req): Schemas['CouponActivity'][] {
  const rows = req.ctx.q('SELECT * FROM coupon_activities ORDER BY id').all() as ActivityRow[];
  return rows.map((a) => activityJson(req.ctx, a, req.userId));
}

function refusal(ctx: Ctx, userId: number, a: ActivityRow): string | null {
  const state = activityState(ctx, a);
  if (state === 'before') return '活动尚未开始';
  if (state === 'ended') return '活动已结束';
  if (grantedCoupon(ctx, userId, a)) return '您已领取过该红包';
  return null;
}

/** GET /coupons/activities/{id}/check/ */
export function checkActivity(req: Req): Schemas['CheckResult'] {
  const a = activityOr404(req.ctx, Number(req.params.id));
  const why = refusal(req.ctx, uid(req), a);
  return { valid: why === null, message: why };
}

function receive(ctx: Ctx, userId: number, a: ActivityRow): CouponRow {
  const why = refusal(ctx, userId, a);
  if (why) throw new HttpError(why.startsWith('您已') ? 409 : 400, { activity_id: [why] });
  return grantCoupon(
    ctx,
    userId,
    { ...a, name: a.coupon_name },
    activityKey(a),
    `activity:${a.id}`,
  );
}

/** POST /coupons/receive/ { activity_id, captcha_id, captcha }: the captcha is checked and spent. */
export function receiveCoupon(req: Req): Schemas['Coupon'] {
  const { ctx, body } = req;
  const userId = uid(req);
  const a = ctx.q('SELECT * FROM coupon_activities WHERE id = ?').get(body.activity_id) as
    ActivityRow | undefined;
  if (!a) throw bad('activity_id', '活动不存在');
  const why = refusal(ctx, userId, a);
  if (why) throw new HttpError(why.startsWith('您已') ? 409 : 400, { activity_id: [why] });
  // spent before the grant, outside its transaction, so a wrong answer counts as a failed try
  consumeCaptcha(ctx, userId, body.captcha_id, body.captcha);
  return ctx.db.transaction(() => couponJson(ctx, receive(ctx, userId, a)))();
}

/** POST /coupons/activities/{id}/join/: the same receipt, after the captcha was checked (checkcaptcha). */
export function joinActivity(req: Req): Schemas['CouponActivity'] {
  const { ctx } = req;
  const userId = uid(req);
  const a = activityOr404(ctx, Number(req.params.id));
  const why = refusal(ctx, userId, a);
  if (why) throw bad('detail', why);
  consumeCaptcha(ctx, userId, undefined, undefined);
  return ctx.db.transaction(() => {
    receive(ctx, userId, a);
    return activityJson(ctx, a, userId);
  })();
}

/** POST /coupons/{pk}/use/: a cash red packet into the wallet, once. */
export function useCashCoupon(req: Req): Schemas['Coupon'] {
  const { ctx } = req;
  const userId = uid(req);
  const c = ctx
    .q('SELECT * FROM coupons WHERE id = ? AND user_id = ?')
    .get(req.params.pk, userId) as CouponRow | undefined;
  if (!c) throw notFound('红包不存在');
  if (c.apply_business !== 'cash') throw bad('detail', '该优惠券请在买入时使用');
  return ctx.db.transaction(() => {
    const status = couponStatus(ctx, c);
    if (status === 1) throw bad('detail', '该红包已使用');
    if (status === 2) throw bad('detail', '该红包已过期');
    appendMovement(ctx, {
      userId,
      asset: 'coupon',
      units: -1,
      kind: 'coupon_use',
      title: `使用${c.name}`,
      couponId: c.id,
      ref: `coupon:${c.id}`,
      key: `coupon_use:${c.id}:cash`,
    });
    appendMovement(ctx, {
      userId,
      asset: 'wallet',
      units: toFen(c.amount),
      kind: 'red_packet',
      title: `红包入账：${c.name}`,
      couponId: c.id,
      ref: `coupon:${c.id}`,
      key: `red_packet:${c.id}`,
    });
    return couponJson(ctx, c);
  })();
}
