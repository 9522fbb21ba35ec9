/**
 * What a portfolio order trades: one `portfolio_trades` row per buy, sell or rebalance, and one
 * fund leg per position, written, confirmed and undone by the trading module (src/trading: at
 * the real NAV of the trade date, T+1, QDII T+2; undo before 15:00 of the trade date).
 *
 * - Buy: the amount is split by the target percents (2 decimals, the remainder to the largest
 *   position); paid by card, or from the bao (`is_bao_pay`: a bao transfer-out confirmed at
 *   once, kept with the order so an undo gives it back).
 * - Sell: the amount (yuan) is redeemed proportionally from every fund held through the
 *   portfolio on that card, valued at the last published NAV; selling all that is left sells
 *   every share.
 * - Rebalance: `rebalance.ts`.
 */
import Decimal from 'decimal.js';
import { formatAmountForMessage } from '@jijin/core/format';
import { TRADE_MESSAGES, formatMessage } from '@jijin/core/messages';
import type { Ctx, TradeRow } from '../../ctx';
import { money } from '../../ctx';
import { shIso } from '../../clock';
import { bad } from '../../http/errors';
import { BAO_CODE, type Fund } from '../../market/market';
import { quoteBuy } from '../../market/fees';
import {
  DIRECTION,
  cardOf,
  checkCardLimits,
  couponFor,
  insertBaoSellNow,
  insertBuyLeg,
  insertOrder,
  insertSellLeg,
  orderById,
  placeSellOrder,
  position,
  requireOpenAccount,
  sharesOnCard,
  tradeDates,
  type PortfolioTradeRow,
  type Position,
} from '../../trading';
import { requireFresh } from '../../domain/freshness';
import { AMOUNT_MIN_SELL } from './serialize';
import {
  activePositions,
  portfolioOr404,
  portfolioRisk,
  targetPositions,
  type PortfolioRow,
} from './store';
import { advisorRiskOf } from './advisor-risk';

const ZERO = new Decimal(0);

/**
 * Splits `amount` by percent (2 decimals rounded down, the remainder to the largest weight).
 * @param amount yuan
 * @param weights positive weights (percent or any proportional numbers)
 */
export function splitAmount<T extends { weight: Decimal.Value }>(
  amount: Decimal,
  parts: readonly T[],
): (T & { amount: Decimal })[] {
  const total = parts.reduce((s, p) => s.plus(p.weight), ZERO);
  const out = parts.map((p) => ({
    ...p,
    amount: total.isZero()
      ? ZERO
      : amount.times(p.weight).div(total).toDecimalPlaces(2, Decimal.ROUND_DOWN),
  }));
  if (!out.length) return out;
  const rest = amount.minus(out.reduce((s, p) => s.plus(p.amount), ZERO));
  let big = 0;
  out.forEach((p, i) => {
    if (new Decimal(p.weight).gt(out[big]!.weight)) big = i;
  });
  out[big]!.amount = out[big]!.amount.plus(rest);
  return out;
}

/** The bao shares on a card available to pay with (yuan; the bao's NAV is 1). */
export function baoAvailable(ctx: Ctx, userId: number, cardId: number): Decimal {
  const p = position(ctx, userId, BAO_CODE);
  return sharesOnCard(p, cardId).enable;
}

/** The fund legs of a buy of `amount` (no writes): amounts by target percent with their fees. */
export function buyLegs(ctx: Ctx, portfolioId: number, amount: Decimal, at = ctx.now()) {
  const parts = splitAmount(
    amount,
    activePositions(ctx, portfolioId).map((p) => ({
      f: p.f,
      percent: p.percent,
      weight: p.percent,
    })),
  );
  return parts.map((x) => ({
    ...x,
    quote: quoteBuy(x.f, x.amount),
    dates: tradeDates(ctx, x.f, at),
  }));
}

export interface BuyInput {
  userId: number;
  portfolioId: number;
  amount: string;
  bank_card_id: number;
  is_bao_pay?: boolean;
  coupon_id?: number;
}

/**
 * Places a portfolio buy (one order, one fund buy per position).
 * @throws HttpError 400 (amount, card, risk, coupon, bao balance), 404 unknown portfolio
 */
export function placePortfolioBuy(ctx: Ctx, inp: BuyInput): PortfolioTradeRow {
  const pf = portfolioOr404(ctx, inp.portfolioId, 'fund_portfolio_id');
  requireOpenAccount(ctx, inp.userId);
  const amount = new Decimal(inp.amount);
  if (amount.lte(0)) throw bad('amount', TRADE_MESSAGES.portfolioAmountInvalid);
  if (amount.lt(pf.amount_min_buy))
    throw bad(
      'amount',
      formatMessage(TRADE_MESSAGES.buyMin, { n: formatAmountForMessage(pf.amount_min_buy) }),
    );
  const card = cardOf(ctx, inp.userId, inp.bank_card_id);
  const risk = advisorRiskOf(ctx, inp.userId, pf.id);
  if (!risk) throw bad('risk', '请先完成该组合的投顾风险测评');
  if (risk.risk_type < portfolioRisk(ctx, pf.id))
    throw bad('risk', TRADE_MESSAGES.portfolioRiskMismatch);
  const at = ctx.now();
  if (inp.is_bao_pay) {
    if (amount.gt(baoAvailable(ctx, inp.userId, card.id)))
      throw bad('amount', TRADE_MESSAGES.balanceInsufficient);
  } else checkCardLimits(ctx, card, amount, at, { fundOnly: true });
  const couponId = couponFor(ctx, inp.userId, inp.coupon_id, amount, at, 'portfolio_buy');
  const legs = buyLegs(ctx, pf.id, amount, at);
  if (!legs.length) throw bad('fund_portfolio_id', TRADE_MESSAGES.portfolioNotBuyable);
  for (const l of legs) requireFresh(ctx, l.f, 'fund_portfolio_id');
  if (inp.is_bao_pay) requireFresh(ctx, ctx.market.fund(BAO_CODE)!, 'is_bao_pay');
  const fare = legs.reduce((s, l) => s.plus(l.quote.fare), ZERO);
  const id = ctx.db
    .transaction(() => {
      const orderId = insertOrder(ctx, {
        user_id: inp.userId,
        portfolio_id: pf.id,
        direction: DIRECTION.buy,
        amount: money(amount),
        fare: money(fare),
        apply_at: shIso(at),
        trade_date: legs[0]!.dates.trade_date,
        confirm_date: legs
          .map((l) => l.dates.confirm_date)
          .sort()
          .pop()!,
        bank_card_id: card.id,
        coupon_id: couponId,
      });
      const kids = legs.map((l) =>
        insertBuyLeg(ctx, {
          userId: inp.userId,
          orderId,
          f: l.f,
          amount: l.amount,
          cardId: card.id,
          at,
          dates: l.dates,
        }),
      );
      if (couponId !== null) ctx.hooks.spendCouponOnTrade?.(ctx, inp.userId, couponId, kids[0]!.id);
      if (inp.is_bao_pay) {
        const t = insertBaoSellNow(ctx, {
          userId: inp.userId,
          bao: ctx.market.fund(BAO_CODE)!,
          amount,
          cardId: card.id,
          at,
          source: 'portfolio',
        });
        ctx.q('UPDATE portfolio_trades SET bao_trade_id = ? WHERE id = ?').run(t.id, orderId);
      }
      return orderId;
    })
    .immediate();
  return orderById(ctx, id);
}

/** A user's holding through one portfolio: every fund bought through it, valued at the shown NAV. */
export interface HeldFund {
  f: Fund;
  /** Target percent now (0 when the advisor removed it). */
  percent: number;
  p: Position;
  /** NAV per share (yuan) as of the last published NAV date. */
  nav: Decimal;
  /** Confirmed shares x NAV, to the cent. */
  worth: Decimal;
}

/** The funds a user holds (or held) through a portfolio, in target order then the rest. */
export function heldFunds(ctx: Ctx, userId: number, portfolioId: number): HeldFund[] {
  const targets = targetPositions(ctx, portfolioId);
  const codes = (
    ctx
      .q(
        'SELECT DISTINCT t.fund_code FROM trades t JOIN portfolio_trades o ON o.id = t.portfolio_trade_id WHERE o.user_id = ? AND o.portfolio_id = ?',
      )
      .all(userId, portfolioId) as { fund_code: string }[]
  ).map((r) => r.fund_code);
  const order = [
    ...targets.map((t) => t.f.code).filter((c) => codes.includes(c)),
    ...codes.filter((c) => !targets.some((t) => t.f.code === c)).sort(),
  ];
  return order.map((code) => {
    const f = ctx.market.fund(code)!;
    const p = position(ctx, userId, code, undefined, portfolioId);
    // a portfolio's funds have a NAV series
    const nav = new Decimal(ctx.market.navOn(f, ctx.navDate()).nav).div(10000);
    return {
      f,
      percent: targets.find((t) => t.f.code === code)?.percent ?? 0,
      p,
      nav,
      worth: p.shares.times(nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    };
  });
}

/** Sellable value on a card (yuan, rounded down): enabled shares x NAV per fund. */
export function sellableWorth(held: readonly HeldFund[], cardId: number): Decimal {
  return held
    .reduce((s, h) => s.plus(sharesOnCard(h.p, cardId).enable.times(h.nav)), ZERO)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** The fund legs of a sell of `amount` yuan on a card (no writes). */
export function sellLegs(
  ctx: Ctx,
  userId: number,
  portfolioId: number,
  cardId: number,
  amount: Decimal,
) {
  const held = heldFunds(ctx, userId, portfolioId);
  const enableWorth = sellableWorth(held, cardId);
  if (enableWorth.lte(0)) throw bad('amount', TRADE_MESSAGES.portfolioNotSellable);
  if (amount.gt(enableWorth))
    throw bad(
      'amount',
      formatMessage(TRADE_MESSAGES.portfolioSellMax, {
        n: formatAmountForMessage(enableWorth.toFixed(2)),
      }),
    );
  if (amount.lt(AMOUNT_MIN_SELL) && !amount.eq(enableWorth))
    throw bad(
      'amount',
      formatMessage(TRADE_MESSAGES.portfolioSellMin, {
        n: formatAmountForMessage(AMOUNT_MIN_SELL),
      }),
    );
  const all = amount.eq(enableWorth);
  const ratio = amount.div(enableWorth);
  return held
    .map((h) => {
      const enable = sharesOnCard(h.p, cardId).enable;
      const shares = all ? enable : enable.times(ratio).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      return { ...h, shares };
    })
    .filter((l) => l.shares.gt(0));
}

export interface SellInput {
  userId: number;
  portfolioId: number;
  amount: string;
  bank_card_id: number;
}

/**
 * Places a portfolio sell (one fund sell per fund held on the card).
 * @throws HttpError 400 (amount above the sellable value, below 100 yuan, card), 404
 */
export function placePortfolioSell(ctx: Ctx, inp: SellInput): PortfolioTradeRow {
  const pf = portfolioOr404(ctx, inp.portfolioId, 'fund_portfolio_id');
  const card = cardOf(ctx, inp.userId, inp.bank_card_id);
  const amount = new Decimal(inp.amount);
  if (amount.lte(0)) throw bad('amount', TRADE_MESSAGES.portfolioAmountInvalid);
  const legs = sellLegs(ctx, inp.userId, pf.id, card.id, amount);
  for (const l of legs) requireFresh(ctx, l.f, 'fund_portfolio_id');
  return placeSellOrder(ctx, {
    userId: inp.userId,
    portfolioId: pf.id,
    direction: DIRECTION.sell,
    amount,
    cardId: card.id,
    at: ctx.now(),
    legs,
  });
}

export interface FundSellInput {
  userId: number;
  portfolioId: number;
  symbol: string;
  shares: string;
  bank_card_id: number;
}

/**
 * Sells shares of one fund held through a portfolio: an order of one sell leg, valued at the
 * last published NAV; answers the leg.
 * @throws HttpError 400 (fund not in the portfolio, shares, card, stale NAV), 404
 */
export function placePortfolioFundSell(ctx: Ctx, inp: FundSellInput): TradeRow {
  const p = portfolioOr404(ctx, inp.portfolioId, 'fund_portfolio_id');
  const card = cardOf(ctx, inp.userId, inp.bank_card_id);
  const held = heldFunds(ctx, inp.userId, p.id).find((h) => h.f.code === inp.symbol);
  if (!held) throw bad('symbol', '该组合中没有这只基金');
  requireFresh(ctx, held.f);
  const shares = new Decimal(inp.shares);
  const enable = sharesOnCard(held.p, card.id).enable;
  if (shares.lte(0) || shares.decimalPlaces() > 2) throw bad('shares', '请输入正确的赎回份额');
  if (shares.gt(enable)) throw bad('shares', `最多可卖出${enable.toFixed(2)}份`);
  const amount = shares.times(held.nav).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const at = ctx.now();
  const dates = tradeDates(ctx, held.f, at);
  return ctx.db
    .transaction(() => {
      const orderId = insertOrder(ctx, {
        user_id: inp.userId,
        portfolio_id: p.id,
        direction: DIRECTION.sell,
        amount: money(amount),
        fare: '0.00',
        apply_at: ctx.nowIso(),
        trade_date: dates.trade_date,
        confirm_date: dates.confirm_date,
        bank_card_id: card.id,
        serial_date: dates.trade_date,
      });
      return insertSellLeg(ctx, {
        userId: inp.userId,
        orderId,
        cardId: card.id,
        leg: { ...held, shares },
        dates,
        at,
      });
    })
    .immediate();
}

export { childTrades, orderStatus, undoPortfolioTrade } from '../../trading';
export type { PortfolioTradeRow };
export type { PortfolioRow };
