/**
 * What the fund and portfolio buys and undos call (spec 001 §3 Coupon, §4, §7 Promotion), through
 * the hooks `couponForBuy`, `spendCouponOnTrade`, `returnCouponOfTrade` (see index.ts): a coupon
 * is checked for a buy, spent in the buy's transaction, given back by an undo, and paid out as
 * cashback (返现) into the wallet once the buy is confirmed (a due job).
 */
import Decimal from 'decimal.js';
import { TRADE_MESSAGES, formatMessage } from '@jijin/core/messages';
import type { Ctx } from '../../ctx';
import { bad } from '../../http/errors';
import { appendMovement, couponUnits, toFen } from '../../domain/ledger';
import { spendCoupon, type CouponRow } from './coupons';

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
  spendCoupon(ctx, userId, c, `trade:${tradeId}`, `trade:${tradeId}`);
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
