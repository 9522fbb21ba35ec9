/**
 * Portfolio orders as rows (README "Portfolios"): one `portfolio_trades` row per buy, sell or
 * rebalance, whose fund legs are `trades` rows pointing at it (`portfolio_trade_id`); the
 * order's status derives from its legs; undo takes back every leg and a bao payment.
 */
import type { Ctx, TradeRow } from '../ctx';
import { HttpError } from '../http/errors';
import { claimIdempotencyKey } from '../http/idempotency';
import { allowUndo } from '../domain/trade-json';
import type Decimal from 'decimal.js';
import { money } from '../domain/format';
import { shIso } from '../clock';
import type { Fund } from '../market/market';
import { DIRECTION, STATUS } from './codes';
import type { Position } from './positions';
import { tradeDates } from './rules';
import { insertSellLeg } from './write';

/** A `portfolio_trades` row; money fields are decimal strings in yuan. */
export interface PortfolioTradeRow {
  id: number;
  serial_number: string;
  user_id: number;
  portfolio_id: number;
  direction: number;
  amount: string;
  fare: string;
  apply_at: string;
  trade_date: string;
  confirm_date: string;
  bank_card_id: number;
  idempotency_key: string | null;
  request_hash: string | null;
  undone_at: string | null;
  bao_trade_id: number | null;
  adjustment_id: number | null;
  coupon_id: number | null;
  /** Set only while a rebalance waits for its sells (10); otherwise derived from the legs. */
  status: number | null;
}

/** The fields of a new order; `serial_date` (default: the apply date) dates its serial number. */
export type NewPortfolioOrder = Pick<
  PortfolioTradeRow,
  | 'user_id'
  | 'portfolio_id'
  | 'direction'
  | 'amount'
  | 'fare'
  | 'apply_at'
  | 'trade_date'
  | 'confirm_date'
  | 'bank_card_id'
> &
  Partial<Pick<PortfolioTradeRow, 'adjustment_id' | 'coupon_id' | 'status'>> & {
    serial_date?: string;
  };

/** Writes an order row (inside the caller's transaction) and claims the request's Idempotency-Key; returns its id. */
export function insertOrder(ctx: Ctx, o: NewPortfolioOrder): number {
  const n = (
    ctx.q('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM portfolio_trades').get() as { n: number }
  ).n;
  const serialDate = o.serial_date ?? o.apply_at.slice(0, 10);
  const info = ctx
    .q(
      `INSERT INTO portfolio_trades (serial_number, user_id, portfolio_id, direction, amount, fare, apply_at, trade_date, confirm_date,
         bank_card_id, idempotency_key, request_hash, adjustment_id, coupon_id, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      `P${serialDate.replace(/-/g, '')}${String(n).padStart(9, '0')}`,
      o.user_id,
      o.portfolio_id,
      o.direction,
      o.amount,
      o.fare,
      o.apply_at,
      o.trade_date,
      o.confirm_date,
      o.bank_card_id,
      null,
      null,
      o.adjustment_id ?? null,
      o.coupon_id ?? null,
      o.status ?? null,
    );
  claimIdempotencyKey(ctx);
  return Number(info.lastInsertRowid);
}

/**
 * Writes a portfolio order of sell legs (a sell or a rebalance) with its legs in one
 * transaction: trade date of the first leg, confirm date of the last.
 * @param legs shares of each fund to sell, valued at `nav` (yuan per share)
 */
export function placeSellOrder(
  ctx: Ctx,
  o: {
    userId: number;
    portfolioId: number;
    direction: number;
    amount: Decimal;
    cardId: number;
    at: number;
    legs: readonly { f: Fund; p: Position; nav: Decimal; shares: Decimal }[];
  } & Partial<Pick<PortfolioTradeRow, 'adjustment_id' | 'status'>>,
): PortfolioTradeRow {
  const dates = o.legs.map((l) => tradeDates(ctx, l.f, o.at));
  const id = ctx.db
    .transaction(() => {
      const orderId = insertOrder(ctx, {
        user_id: o.userId,
        portfolio_id: o.portfolioId,
        direction: o.direction,
        amount: money(o.amount),
        fare: '0.00',
        apply_at: shIso(o.at),
        trade_date: dates[0]!.trade_date,
        confirm_date: dates
          .map((d) => d.confirm_date)
          .sort()
          .pop()!,
        bank_card_id: o.cardId,
        adjustment_id: o.adjustment_id,
        status: o.status,
      });
      o.legs.forEach((leg, i) =>
        insertSellLeg(ctx, {
          userId: o.userId,
          orderId,
          cardId: o.cardId,
          leg,
          dates: dates[i]!,
          at: o.at,
        }),
      );
      return orderId;
    })
    .immediate();
  return orderById(ctx, id);
}

/** The order row with this id. */
export const orderById = (ctx: Ctx, id: number) =>
  ctx.q('SELECT * FROM portfolio_trades WHERE id = ?').get(id) as PortfolioTradeRow;

/** The fund legs of an order, in the order written. */
export function childTrades(ctx: Ctx, orderId: number): TradeRow[] {
  return ctx
    .q('SELECT * FROM trades WHERE portfolio_trade_id = ? ORDER BY id')
    .all(orderId) as TradeRow[];
}

/** A rebalance still waiting for its sells (status 10, not undone) of this user's portfolio, if any. */
export function runningRebalance(ctx: Ctx, userId: number, portfolioId: number): boolean {
  return !!ctx
    .q(
      'SELECT 1 FROM portfolio_trades WHERE user_id = ? AND portfolio_id = ? AND direction = ? AND status = ? AND undone_at IS NULL',
    )
    .get(userId, portfolioId, DIRECTION.rebalance, STATUS.rebalancing);
}

/** Every rebalance still waiting for its sells. */
export function openRebalances(ctx: Ctx): PortfolioTradeRow[] {
  return ctx
    .q('SELECT * FROM portfolio_trades WHERE direction = ? AND status = ? AND undone_at IS NULL')
    .all(DIRECTION.rebalance, STATUS.rebalancing) as PortfolioTradeRow[];
}

/**
 * An order's status from its fund legs (spec 001 §4 Trade status codes): 6 all undone; a
 * rebalance 10 while running, 11 done, 12 failed; otherwise 0 while any leg is pending, 1 all
 * confirmed, 8 partly confirmed, 2 none confirmed.
 */
export function orderStatus(
  o: Pick<PortfolioTradeRow, 'direction' | 'status'>,
  legs: readonly TradeRow[],
): number {
  const all = (s: number) => legs.every((t) => t.status === s);
  const any = (s: number) => legs.some((t) => t.status === s);
  if (legs.length && all(STATUS.undone)) return STATUS.undone;
  if (o.direction === DIRECTION.rebalance) {
    if (o.status === STATUS.rebalancing || any(STATUS.pending)) return STATUS.rebalancing;
    return all(STATUS.confirmed) ? STATUS.rebalanced : STATUS.rebalanceFailed;
  }
  if (!legs.length || any(STATUS.pending)) return STATUS.pending;
  if (all(STATUS.confirmed)) return STATUS.confirmed;
  return any(STATUS.confirmed) ? STATUS.partConfirmed : STATUS.failed;
}

/**
 * Undoes an order whose every leg may still be undone (before 15:00 of the trade date); a bao
 * payment and a spent coupon are given back.
 * @throws HttpError 404 unknown order, 409 already undone or past the cutoff
 */
export function undoPortfolioTrade(ctx: Ctx, userId: number, orderId: number): PortfolioTradeRow {
  const o = ctx
    .q('SELECT * FROM portfolio_trades WHERE id = ? AND user_id = ?')
    .get(orderId, userId) as PortfolioTradeRow | undefined;
  if (!o) throw new HttpError(404, { trade_id: ['请求的数据不存在'] });
  const kids = childTrades(ctx, o.id);
  if (o.undone_at) throw new HttpError(409, { trade_id: ['该交易已撤单'] });
  if (!kids.length || !kids.every((t) => allowUndo(ctx, t)))
    throw new HttpError(409, { trade_id: ['已过撤单截止时间（交易日15:00），无法撤单'] });
  ctx.db.transaction(() => {
    const now = ctx.nowIso();
    ctx
      .q('UPDATE trades SET status = ?, undone_at = ? WHERE portfolio_trade_id = ? AND status = ?')
      .run(STATUS.undone, now, o.id, STATUS.pending);
    if (o.bao_trade_id)
      ctx
        .q('UPDATE trades SET status = ?, undone_at = ? WHERE id = ?')
        .run(STATUS.undone, now, o.bao_trade_id);
    if (o.coupon_id) for (const t of kids) ctx.hooks.returnCouponOfTrade?.(ctx, userId, t.id);
    ctx.q('UPDATE portfolio_trades SET undone_at = ?, status = NULL WHERE id = ?').run(now, o.id);
  })();
  return orderById(ctx, o.id);
}
