/**
 * Portfolio trading: a portfolio buy splits the amount over the model's target weights into one
 * real fund buy per position (each a `trades` row with `portfolio_trade_id`); a sell redeems the
 * same fraction of every position held in that portfolio. All rows of one order are written in a
 * single transaction. The order's status is derived from its fund trades (README).
 */
import Decimal from 'decimal.js';
import type { Ctx, TradeRow } from '../ctx';
import { money } from '../ctx';
import { shDate, shIso } from '../clock';
import { HttpError, bad } from '../http/errors';
import type { Fund } from '../market/market';
import { quoteBuy } from '../market/fees';
import { MODELS } from './portfolio-models';
import {
  cardOf,
  insertTrade,
  requestHash,
  requireOpenAccount,
  suitability,
  tradeDates,
  position,
  sharesOnCard,
  sellFee,
} from './trading';

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
}

/** The positions of a model portfolio: funds resolved by the portfolios handler (injected to avoid a cycle). */
let resolver: ((ctx: Ctx, id: number) => { f: Fund; weight: number }[]) | null = null;
export function setPortfolioResolver(
  r: (ctx: Ctx, id: number) => { f: Fund; weight: number }[],
): void {
  resolver = r;
}
export function positionsOf(ctx: Ctx, id: number): { f: Fund; weight: number }[] {
  if (!MODELS.some((m) => m.id === id))
    throw new HttpError(404, { fund_portfolio_id: ['组合不存在'] });
  return resolver!(ctx, id);
}

export const AMOUNT_MIN_BUY = new Decimal(1000);

/** Splits `amount` by weight into per-fund amounts (2 decimals, the remainder to the largest weight). */
export function split(
  amount: Decimal,
  positions: { f: Fund; weight: number }[],
): { f: Fund; amount: Decimal }[] {
  const parts = positions.map((p) => ({
    f: p.f,
    amount: amount.times(p.weight).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN),
  }));
  const rest = amount.minus(parts.reduce((s, p) => s.plus(p.amount), new Decimal(0)));
  const big = positions.reduce((bi, p, i, a) => (p.weight > a[bi]!.weight ? i : bi), 0);
  parts[big]!.amount = parts[big]!.amount.plus(rest);
  return parts;
}

function prior(ctx: Ctx, userId: number, key: string, hash: string): PortfolioTradeRow | null {
  const t = ctx
    .q('SELECT * FROM portfolio_trades WHERE user_id = ? AND idempotency_key = ?')
    .get(userId, key) as PortfolioTradeRow | undefined;
  if (!t) return null;
  if (t.request_hash !== hash)
    throw new HttpError(409, { idempotency_key: ['该请求标识已用于另一笔交易'] });
  return t;
}

function insertOrder(
  ctx: Ctx,
  o: Omit<PortfolioTradeRow, 'id' | 'serial_number' | 'undone_at'>,
): number {
  const n = (
    ctx.q('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM portfolio_trades').get() as { n: number }
  ).n;
  const info = ctx
    .q(
      `INSERT INTO portfolio_trades (serial_number, user_id, portfolio_id, direction, amount, fare, apply_at, trade_date, confirm_date, bank_card_id, idempotency_key, request_hash)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      `P${o.apply_at.slice(0, 10).replace(/-/g, '')}${String(n).padStart(9, '0')}`,
      o.user_id,
      o.portfolio_id,
      o.direction,
      o.amount,
      o.fare,
      o.apply_at,
      o.trade_date,
      o.confirm_date,
      o.bank_card_id,
      o.idempotency_key,
      o.request_hash,
    );
  return Number(info.lastInsertRowid);
}

export function placePortfolioBuy(
  ctx: Ctx,
  inp: {
    userId: number;
    portfolioId: number;
    amount: string;
    bank_card_id: number;
    risk_confirmed?: boolean;
    key: string;
    body: unknown;
  },
): PortfolioTradeRow {
  const hash = requestHash(inp.body);
  const p = prior(ctx, inp.userId, inp.key, hash);
  if (p) return p;
  const positions = positionsOf(ctx, inp.portfolioId);
  requireOpenAccount(ctx, inp.userId);
  const amount = new Decimal(inp.amount);
  if (amount.lte(0)) throw bad('amount', '金额输入不正确');
  if (amount.lt(AMOUNT_MIN_BUY)) throw bad('amount', `最低买入${AMOUNT_MIN_BUY.toFixed(2)}元`);
  const card = cardOf(ctx, inp.userId, inp.bank_card_id);
  const model = MODELS.find((m) => m.id === inp.portfolioId)!;
  const s = suitability(ctx, inp.userId, model.risk, `portfolio:${model.id}`, !!inp.risk_confirmed);
  if (!s.passed) throw new HttpError(400, { risk: [s.message] });
  const bank = ctx.s.bank.get(card.bank_id) as { single_limit: number };
  if (bank.single_limit > 0 && amount.gt(bank.single_limit))
    throw bad('amount', '买入金额超过银行单笔限额，建议选择网银转账方式');
  const at = ctx.now();
  const parts = split(amount, positions);
  const dates = parts.map((x) => tradeDates(ctx, x.f, at));
  const trade_date = dates[0]!.trade_date;
  const confirm_date = dates
    .map((d) => d.confirm_date)
    .sort()
    .pop()!;
  const quotes = parts.map((x) => quoteBuy(x.f, x.amount));
  const fare = quotes.reduce((s2, q) => s2.plus(q.fare), new Decimal(0));
  const id = ctx.db
    .transaction(() => {
      const orderId = insertOrder(ctx, {
        user_id: inp.userId,
        portfolio_id: inp.portfolioId,
        direction: 0,
        amount: money(amount),
        fare: money(fare),
        apply_at: shIso(at),
        trade_date,
        confirm_date,
        bank_card_id: card.id,
        idempotency_key: inp.key,
        request_hash: hash,
      });
      parts.forEach((x, i) =>
        insertTrade(ctx, {
          userId: inp.userId,
          kind: 'fund',
          f: x.f,
          direction: 0,
          amount: money(x.amount),
          shares: null,
          fare: quotes[i]!.fare,
          fare_ratio: quotes[i]!.fare_ratio,
          discount_rate: quotes[i]!.discount_rate,
          cardId: card.id,
          at,
          ...dates[i]!,
          key: null,
          hash: null,
          portfolioTradeId: orderId,
          source: 'portfolio',
        }),
      );
      return orderId;
    })
    .immediate();
  return ctx.q('SELECT * FROM portfolio_trades WHERE id = ?').get(id) as PortfolioTradeRow;
}

/** Current value of a user's holding in a portfolio, per fund (confirmed shares at the shown NAV). */
export function portfolioPositions(ctx: Ctx, userId: number, portfolioId: number) {
  return positionsOf(ctx, portfolioId).map(({ f, weight }) => {
    const p = position(ctx, userId, f.code, undefined, portfolioId);
    const nav = new Decimal(ctx.market.navOn(f, ctx.navDate()).nav).div(10000);
    return {
      f,
      weight,
      p,
      nav,
      worth: p.shares.times(nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    };
  });
}

export function placePortfolioSell(
  ctx: Ctx,
  inp: {
    userId: number;
    portfolioId: number;
    amount: string;
    bank_card_id: number;
    key: string;
    body: unknown;
  },
): PortfolioTradeRow {
  const hash = requestHash(inp.body);
  const p = prior(ctx, inp.userId, inp.key, hash);
  if (p) return p;
  const card = cardOf(ctx, inp.userId, inp.bank_card_id);
  const amount = new Decimal(inp.amount);
  if (amount.lte(0)) throw bad('amount', '金额输入不正确');
  const held = portfolioPositions(ctx, inp.userId, inp.portfolioId);
  const enableWorth = held
    .reduce((s, h) => s.plus(sharesOnCard(h.p, card.id).enable.times(h.nav)), new Decimal(0))
    .toDecimalPlaces(2, Decimal.ROUND_DOWN);
  if (enableWorth.lte(0)) throw bad('amount', '当前组合不可卖出');
  if (amount.gt(enableWorth)) throw bad('amount', `最多可卖出${enableWorth.toFixed(2)}元`);
  if (amount.lt(100) && !amount.eq(enableWorth)) throw bad('amount', '最少卖出100.00元');
  const ratio = amount.div(enableWorth);
  const at = ctx.now();
  const legs = held
    .map((h) => {
      const enable = sharesOnCard(h.p, card.id).enable;
      const shares = amount.eq(enableWorth)
        ? enable
        : enable.times(ratio).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      return { ...h, shares };
    })
    .filter((l) => l.shares.gt(0));
  const dates = legs.map((l) => tradeDates(ctx, l.f, at));
  const id = ctx.db
    .transaction(() => {
      const orderId = insertOrder(ctx, {
        user_id: inp.userId,
        portfolio_id: inp.portfolioId,
        direction: 1,
        amount: money(amount),
        fare: '0.00',
        apply_at: shIso(at),
        trade_date: dates[0]!.trade_date,
        confirm_date: dates
          .map((d) => d.confirm_date)
          .sort()
          .pop()!,
        bank_card_id: card.id,
        idempotency_key: inp.key,
        request_hash: hash,
      });
      legs.forEach((l, i) => {
        const est = sellFee(l.p, card.id, l.shares, l.nav, dates[i]!.trade_date);
        insertTrade(ctx, {
          userId: inp.userId,
          kind: 'fund',
          f: l.f,
          direction: 1,
          amount: null,
          shares: l.shares.toFixed(2),
          fare: null,
          fare_ratio: est.ratio.toDecimalPlaces(6).toString(),
          discount_rate: '1',
          cardId: card.id,
          at,
          ...dates[i]!,
          key: null,
          hash: null,
          portfolioTradeId: orderId,
          source: 'portfolio',
        });
      });
      return orderId;
    })
    .immediate();
  return ctx.q('SELECT * FROM portfolio_trades WHERE id = ?').get(id) as PortfolioTradeRow;
}

export function childTrades(ctx: Ctx, orderId: number): TradeRow[] {
  return ctx
    .q('SELECT * FROM trades WHERE portfolio_trade_id = ? ORDER BY id')
    .all(orderId) as TradeRow[];
}

/** Order status from its fund trades: 6 all undone, 0 any pending, 1 all confirmed, 8 partly confirmed. */
export function orderStatus(children: TradeRow[]): number {
  if (!children.length) return 0;
  if (children.every((t) => t.status === 6)) return 6;
  if (children.some((t) => t.status === 0)) return 0;
  if (children.every((t) => t.status === 1)) return 1;
  return children.some((t) => t.status === 1) ? 8 : 2;
}

export function undoPortfolioTrade(ctx: Ctx, userId: number, orderId: number): PortfolioTradeRow {
  const o = ctx
    .q('SELECT * FROM portfolio_trades WHERE id = ? AND user_id = ?')
    .get(orderId, userId) as PortfolioTradeRow | undefined;
  if (!o) throw new HttpError(404, { trade_id: ['请求的数据不存在'] });
  const kids = childTrades(ctx, o.id);
  if (!kids.length || !kids.every((t) => ctx.allowUndo(t)))
    throw new HttpError(409, { trade_id: ['已过撤单截止时间（交易日15:00），无法撤单'] });
  ctx.db.transaction(() => {
    const now = ctx.nowIso();
    ctx
      .q('UPDATE trades SET status = 6, undone_at = ? WHERE portfolio_trade_id = ? AND status = 0')
      .run(now, o.id);
    ctx.q('UPDATE portfolio_trades SET undone_at = ? WHERE id = ?').run(now, o.id);
  })();
  return ctx.q('SELECT * FROM portfolio_trades WHERE id = ?').get(o.id) as PortfolioTradeRow;
}

export const todayOf = (ctx: Ctx): string => shDate(ctx.now());
