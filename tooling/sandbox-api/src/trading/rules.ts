/**
 * The checks and dates every order shares (spec 001 §5, README "The clock and NAV-date rules"):
 * trade and confirmation dates, the paying card, open-account prerequisites, suitability, the
 * bank's single and day limits, and fixed-investment plan dates.
 */
import Decimal from 'decimal.js';
import { TRADE_MESSAGES, formatMessage } from '@jijin/core/messages';
import type { Ctx, CardRow, BankRow } from '../ctx';
import { money } from '../domain/format';
import { shDate, shTime } from '../clock';
import { addDays, weekday } from '../market/calendar';
import type { Fund } from '../market/market';
import { HttpError, bad } from '../http/errors';
import {
  riskMatches,
  riskAllowedWithConfirm,
  riskLevelLabel,
  riskTypeLabel,
  riskProfile,
} from '../domain/risk';
import { PAID_DIRECTIONS_SQL, STATUS } from './codes';

/** Confirmation lag in trading days: QDII (stype 305) T+2, others T+1. */
export const confirmLag = (f: Fund): number => (f.stype === 305 ? 2 : 1);

/**
 * The trading clock (README "Clock rules"): an order placed before 15:00 on a trading day has
 * that day as its trade date; otherwise the next trading day. It is confirmed `confirmLag`
 * trading days later at the trade date's NAV.
 * @param at the order's instant (ms since the epoch)
 */
export function tradeDates(
  ctx: Ctx,
  f: Fund,
  at: number,
): { trade_date: string; confirm_date: string } {
  const cal = ctx.market.calendar;
  const d = shDate(at);
  const trade_date = cal.isTradingDay(d) && shTime(at) < '15:00:00' ? d : cal.next(d);
  return { trade_date, confirm_date: cal.next(trade_date, confirmLag(f)) };
}

/**
 * The user's paying card.
 * @throws HttpError 400 `bank_card_id` when it is not the user's or is disabled (status 0)
 */
export function cardOf(ctx: Ctx, userId: number, cardId: number): CardRow {
  const c = ctx.s.card.get(cardId, userId) as CardRow | undefined;
  if (!c) throw bad('bank_card_id', '银行卡不存在');
  if (c.status === 0) throw bad('bank_card_id', '该银行卡系统升级，暂不可用');
  return c;
}

/**
 * Open-account prerequisites for trading: identity verified and a trade password set.
 * @throws HttpError 400 `non_field_errors`
 */
export function requireOpenAccount(ctx: Ctx, userId: number): void {
  if (!ctx.s.identity.get(userId)) throw bad('non_field_errors', '请先完成实名认证');
  const u = ctx.user(userId);
  if (!u.trade_password_hash) throw bad('non_field_errors', '请先设置交易密码');
}

/**
 * Suitability (spec 001 §5): tested, not expired, and the type covers the level or a
 * confirmation exists for `target` (e.g. `fund:000001`).
 * @param level the product's risk level 1-5
 */
export function suitability(
  ctx: Ctx,
  userId: number,
  level: number,
  target: string,
  confirmedFlag: boolean,
) {
  const p = riskProfile(ctx, userId);
  const need_test = p.status !== 1;
  const matches = !need_test && riskMatches(p.type, level);
  const forbidden = !need_test && !riskAllowedWithConfirm(p.type, level);
  const confirmed =
    confirmedFlag ||
    !!ctx.q('SELECT 1 FROM risk_confirms WHERE user_id = ? AND target = ?').get(userId, target);
  const need_confirm = !need_test && !matches && !forbidden;
  let message = '您的风险承受能力与该产品风险等级匹配';
  if (need_test)
    message = p.status === 2 ? TRADE_MESSAGES.riskExpired : TRADE_MESSAGES.riskUntested;
  else if (forbidden) message = TRADE_MESSAGES.riskConservativeOnly;
  else if (need_confirm)
    message = formatMessage(TRADE_MESSAGES.riskAboveLevel, {
      product: riskLevelLabel(level),
      user: riskTypeLabel(p.type),
    });
  return {
    passed: !need_test && !forbidden && (matches || confirmed),
    need_test,
    need_confirm: need_confirm && !confirmed,
    forbidden,
    message,
    userType: p.type,
  };
}

/**
 * Refuses a fund order the user's risk type does not cover.
 * @throws HttpError 400 `risk` with the suitability message
 */
export function enforceSuitability(ctx: Ctx, userId: number, f: Fund, riskConfirmed: boolean) {
  const s = suitability(ctx, userId, f.risk, `fund:${f.code}`, riskConfirmed);
  if (!s.passed) throw new HttpError(400, { risk: [s.message] });
}

/**
 * The bank's single-card and single-day limits (yuan, 0 = unlimited) for paying `amount` yuan
 * with `card` at `at` (spec 001 §5, §9).
 * @param opts.bao a bao transfer-in: the single-card limit does not apply
 * @param opts.fundOnly count only fund-kind orders toward the day limit (portfolio buys)
 * @throws HttpError 400 `amount`
 */
export function checkCardLimits(
  ctx: Ctx,
  card: CardRow,
  amount: Decimal,
  at: number,
  opts: { bao?: boolean; fundOnly?: boolean } = {},
): void {
  const bank = ctx.s.bank.get(card.bank_id) as BankRow;
  // spec 001 §5: the single-card limit applies "when nonzero, non-bao"
  if (!opts.bao && bank.single_limit > 0 && amount.gt(bank.single_limit))
    throw bad('amount', TRADE_MESSAGES.buyOverBankLimit);
  if (bank.single_day_limit > 0) {
    const today = shDate(at);
    const row = ctx
      .q(
        `SELECT COALESCE(SUM(amount_cents), 0) AS c FROM trades WHERE bank_card_id = ? AND apply_at >= ? AND apply_at < ? AND direction IN ${PAID_DIRECTIONS_SQL} AND status != ?${opts.fundOnly ? " AND kind = 'fund'" : ''}`,
      )
      .get(card.id, `${today}T00:00:00`, `${today}T99`, STATUS.undone) as { c: number };
    const used = new Decimal(row.c).div(100);
    if (used.plus(amount).gt(bank.single_day_limit))
      throw bad('amount', `超过银行单日限额${money(bank.single_day_limit)}元`);
  }
}

/**
 * The coupon an order spends, checked by the promotion area's hook; none asked: null.
 * @param use the business the coupon must be for
 * @throws HttpError 400 `coupon_id` when the coupon is not usable (or no area provides coupons)
 */
export function couponFor(
  ctx: Ctx,
  userId: number,
  couponId: number | undefined,
  amount: Decimal,
  at: number,
  use: 'fund_buy' | 'portfolio_buy',
): number | null {
  if (couponId === undefined) return null;
  if (!ctx.hooks.couponForBuy) throw bad('coupon_id', TRADE_MESSAGES.couponUnusable);
  return ctx.hooks.couponForBuy(ctx, userId, couponId, amount.toFixed(), shDate(at), use);
}

/**
 * Next scheduled date of a plan strictly after `after` (monthly day 1-28 or weekday 1-5),
 * rolled to a trading day (spec 001 §5 Fixed investment).
 * @param periodUnit 0 monthly, otherwise weekly
 */
export function nextPlanDate(
  ctx: Ctx,
  periodUnit: number,
  tradeDay: number,
  after: string,
): string {
  const cal = ctx.market.calendar;
  let d = addDays(after, 1);
  for (let i = 0; i < 400; i++, d = addDays(d, 1)) {
    const hit = periodUnit === 0 ? Number(d.slice(8, 10)) === tradeDay : weekday(d) === tradeDay;
    if (hit) {
      const t = cal.onOrAfter(d);
      if (t > after) return t;
    }
  }
  throw new Error('no plan date');
}

/** First deduction date: today if it is the plan day, a trading day and before 15:00; else the next one. */
export function firstPlanDate(ctx: Ctx, periodUnit: number, tradeDay: number): string {
  const now = ctx.now();
  const today = shDate(now);
  const cutoffPassed = !ctx.market.calendar.isTradingDay(today) || shTime(now) >= '15:00:00';
  return nextPlanDate(ctx, periodUnit, tradeDay, cutoffPassed ? today : addDays(today, -1));
}
