/**
 * Coupons and red packets (spec 001 §3 Coupon, §4, §7 Promotion). A coupon is a row of the
 * `coupons` table (its terms) and its holding is in the ledger: +1 when granted or given back,
 * -1 when spent. This file: the terms and their answer, the user's lists, granting, and cash red
 * packets (现金红包) spent straight into the wallet. Buys spend fund-buy coupons through
 * `coupon-trades.ts`; activities grant them through `coupon-activities.ts`.
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { addDays } from '../../market/calendar';
import { bad, notFound } from '../../http/errors';
import { paginate, uid, type Req } from '../../http/registry';
import { appendMovement, couponUnits, toFen } from '../../domain/ledger';

type Schemas = components['schemas'];

/** Where a coupon applies (stored code -> the label the API answers). */
export const APPLY_BUSINESS: Record<string, string> = {
  fund_buy: '基金买入',
  portfolio_buy: '组合买入',
  cash: '现金红包',
};

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

/** The condition shown on a coupon (`use_condition`): where it applies and its minimum buy in yuan. */
export function useCondition(c: { expense_min: string; apply_business: string }): string {
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
export function listMine(req: Req<'GET /coupons/mine/'>): Schemas['CouponPage'] {
  const { ctx, query } = req;
  let rows = couponsOf(ctx, uid(req)).filter((c) => c.apply_business !== 'cash');
  if (query.status !== undefined) rows = rows.filter((c) => couponStatus(ctx, c) === query.status);
  const page = paginate(rows, query.page ?? 1, query.page_size ?? 20);
  return { ...page, results: page.results.map((c) => couponJson(ctx, c)) };
}

/** GET /coupons/cash/mine/ — the red packets (现金红包). */
export function listCashMine(req: Req<'GET /coupons/cash/mine/'>): Schemas['CouponPage'] {
  const { ctx, query } = req;
  const rows = couponsOf(ctx, uid(req)).filter((c) => c.apply_business === 'cash');
  const page = paginate(rows, query.page ?? 1, query.page_size ?? 20);
  return { ...page, results: page.results.map((c) => couponJson(ctx, c)) };
}

/** GET /coupons/available/: the usable-now coupons for a fund (fund_info) or a portfolio (portfolio_info). */
export function listAvailable(req: Req<'GET /coupons/available/'>): Schemas['Coupon'][] {
  const { ctx, query } = req;
  const amount = query.amount !== undefined ? new Decimal(query.amount) : undefined;
  const business = query.portfolio_info !== undefined ? 'portfolio_buy' : 'fund_buy';
  return couponsOf(ctx, uid(req))
    .filter((c) => c.apply_business === business && couponStatus(ctx, c) === 0)
    .map((c) => couponJson(ctx, c, amount));
}

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

/**
 * Spends one unit of a coupon in the ledger (`coupon_use`, -1), once per `use`: a trade
 * (`trade:<id>`) or a cash red packet taken into the wallet (`cash`). Call inside the transaction
 * that uses it.
 * @param ref the ledger reference of what it was used on (`trade:<id>`, `coupon:<id>`)
 */
export function spendCoupon(
  ctx: Ctx,
  userId: number,
  c: CouponRow,
  ref: string,
  use: string,
): void {
  appendMovement(ctx, {
    userId,
    asset: 'coupon',
    units: -1,
    kind: 'coupon_use',
    title: `使用${c.name}`,
    couponId: c.id,
    ref,
    key: `coupon_use:${c.id}:${use}`,
  });
}

/** POST /coupons/{pk}/use/: a cash red packet into the wallet, once. */
export function useCashCoupon(req: Req<'POST /coupons/{pk}/use/'>): Schemas['Coupon'] {
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
    spendCoupon(ctx, userId, c, `coupon:${c.id}`, 'cash');
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
