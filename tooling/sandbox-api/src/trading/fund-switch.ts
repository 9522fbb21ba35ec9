/**
 * 基金转换 (designed; README "Fund switching"): one order of two `trades` rows linked by
 * `switch_pair_id` — a 转出 leg (a sell of the source, `source = 'switch'`, credited to no card)
 * and a 转入 leg (a buy of the target bought with the out leg's money). Both are priced at the
 * trade date's NAVs and confirmed together on the later confirmation date (T+1, QDII T+2). The
 * rules are core's: `checkFundSwitch` refuses, `estimateSwitch` prices (the same call for the
 * estimate and the confirmation).
 */
import Decimal from 'decimal.js';
import { checkFundSwitch, type SwitchFund, toDecimal } from '@jijin/core';
import {
  estimateSwitch,
  type FeeRung,
  type HoldingLot,
  type SwitchEstimate,
} from '@jijin/core/returns';
import type { Ctx, TradeRow } from '../ctx';
import { shDate, shIso, shInstant, shTime } from '../clock';
import { money } from '../domain/format';
import { fundFreshness } from '../domain/freshness';
import { HttpError, bad } from '../http/errors';
import { minimums, quoteBuy, sellTiers } from '../market/fees';
import { STYPE, type Fund } from '../market/market';
import { DELISTED_MESSAGE, listStatusOf } from '../market/fund-list';
import { postTradeConfirmed } from '../domain/messages';
import { DIRECTION, STATUS } from './codes';
import { position, sharesOnCard, type Position } from './positions';
import { confirmLag, requireOpenAccount } from './rules';
import { insertTrade } from './write';

/** The `source` of both legs of a switch. */
export const SWITCH_SOURCE = 'switch';

/** The fields of a sell of shares as written, before its NAV is known (no amount, fee or rate yet). */
export const PENDING_SHARE_SELL = {
  direction: DIRECTION.sell,
  amount: null,
  fare: null,
  fare_ratio: null,
  discount_rate: '1',
} as const;

/** Whether a fund takes switches at all: not the bao, not a closed-end fund. */
export const allowSwitch = (f: Fund): boolean => !f.isBao && f.stype !== STYPE.closed;

/** A fund as core's switch rule reads it (company, open to switching, NAV fresh). */
export function switchFund(ctx: Ctx, f: Fund): SwitchFund {
  return {
    symbol: f.code,
    company_id: f.companyId,
    allow_switch: allowSwitch(f),
    stale: !fundFreshness(ctx, f).tradable,
  };
}

/** The effective purchase rate of a fund (fraction): its first tier after the platform discount. */
export const buyRateOf = (f: Fund): string => quoteBuy(f, '100').fare_ratio_real;

/** The source's redemption ladder as core reads it. */
const ladderOf = (f: Fund): FeeRung[] =>
  sellTiers(f).map((t) => ({ min_days: t.min_days, max_days: t.max_days, rate: t.rate }));

/**
 * How a switch of `shares` out of a position splits over its bank cards: first in first out over
 * every lot of every card (the oldest shares go first, as they pay the lowest redemption fee),
 * after each card's pending sells have taken that card's oldest lots. Each card's part becomes
 * its own pair of legs, so the switched-in shares keep the card of the lots they came from.
 * @returns the cards in the order their first share is taken, each with its shares (份, > 0);
 *   fewer shares than asked when the cards hold fewer
 */
export function switchAllocation(
  p: Position,
  shares: Decimal.Value,
): { cardId: number; shares: Decimal }[] {
  const pending = new Map(p.pendingSellByCard);
  const free: { cardId: number; shares: Decimal }[] = [];
  for (const l of p.lots) {
    const held = pending.get(l.cardId) ?? new Decimal(0);
    const taken = Decimal.min(held, l.shares);
    pending.set(l.cardId, held.minus(taken));
    if (l.shares.gt(taken)) free.push({ cardId: l.cardId, shares: l.shares.minus(taken) });
  }
  let left = new Decimal(shares);
  const byCard = new Map<number, Decimal>();
  for (const l of free) {
    if (left.lte(0)) break;
    const take = Decimal.min(l.shares, left);
    byCard.set(l.cardId, (byCard.get(l.cardId) ?? new Decimal(0)).plus(take));
    left = left.minus(take);
  }
  return [...byCard].map(([cardId, s]) => ({ cardId, shares: s }));
}

/** A position's lots on one card as core's holding lots (the holding period counts from confirmation). */
function lotsOn(p: Position, cardId: number): HoldingLot[] {
  return p.lots
    .filter((l) => l.cardId === cardId && l.shares.gt(0))
    .map((l) => ({
      buy_date: l.date,
      confirm_date: l.date,
      shares: toDecimal(l.shares.toFixed()),
      cost: toDecimal(l.cost.toFixed()),
      source: 'buy' as const,
    }));
}

/** The trade and confirmation dates of a switch placed at `at`: both legs confirm on the later lag. */
export function switchDates(
  ctx: Ctx,
  from: Fund,
  to: Fund,
  at: number,
): { trade_date: string; confirm_date: string } {
  const cal = ctx.market.calendar;
  const d = shDate(at);
  const trade_date = cal.isTradingDay(d) && shTime(at) < '15:00:00' ? d : cal.next(d);
  const lag = Math.max(confirmLag(from), confirmLag(to));
  return { trade_date, confirm_date: cal.next(trade_date, lag) };
}

/** Shares the user may switch out of `from` now (on every card, less pending sells), and the minimum. */
export function switchableShares(
  ctx: Ctx,
  userId: number,
  from: Fund,
): { p: Position; enable: Decimal; min: string } {
  const p = position(ctx, userId, from.code);
  const cards = new Set(p.lots.map((l) => l.cardId));
  const enable = [...cards].reduce((s, c) => s.plus(sharesOnCard(p, c).enable), new Decimal(0));
  return { p, enable, min: minimums(from).shares_min_sell };
}

/**
 * Core's check of a switch, as a 400 on the field it concerns (`target` for the target's faults,
 * `symbol` for the source's, `shares` for the amount).
 * @throws HttpError 400 with core's SWITCH_MESSAGES
 */
export function requireSwitch(
  ctx: Ctx,
  from: Fund,
  to: Fund,
  shares: string,
  enable: Decimal,
  min: string,
): void {
  const r = checkFundSwitch({
    from: switchFund(ctx, from),
    to: switchFund(ctx, to),
    shares,
    shares_enable: enable.toFixed(2),
    shares_min: min,
  });
  if (r.ok) return;
  const field =
    r.code === 'not-switchable-out'
      ? 'symbol'
      : r.code === 'stale'
        ? fundFreshness(ctx, from).tradable
          ? 'target'
          : 'symbol'
        : r.code === 'blank' || r.code === 'shares-invalid'
          ? 'shares'
          : r.code === 'above-available' || r.code === 'below-min'
            ? 'shares'
            : 'target';
  const msg =
    r.code === 'stale'
      ? `${(field === 'symbol' ? from : to).name}${fundFreshness(ctx, field === 'symbol' ? from : to).reason ?? ''}`
      : r.code === 'blank'
        ? '请输入转换份额'
        : r.message;
  throw bad(field, msg);
}

/** Core's estimate of switching `shares` out of `from`'s lots on `cardId` into `to`. */
export function switchEstimate(o: {
  p: Position;
  cardId: number;
  to: Fund;
  shares: string;
  navOut: Decimal;
  navIn: Decimal;
  tradeDate: string;
  topUpRate?: string;
}): SwitchEstimate {
  return estimateSwitch({
    lots: lotsOn(o.p, o.cardId),
    shares: o.shares,
    navOut: o.navOut.toFixed(4),
    navIn: o.navIn.toFixed(4),
    tradeDate: o.tradeDate,
    ladder: ladderOf(o.p.f),
    buyRateOut: o.topUpRate === undefined ? buyRateOf(o.p.f) : '0',
    buyRateIn: o.topUpRate ?? buyRateOf(o.to),
  });
}

/**
 * The estimate of a whole switch: {@link switchEstimate} for each card's part of
 * {@link switchAllocation}, summed (each part is priced and rounded as its legs will confirm).
 */
export function switchEstimateAll(o: {
  p: Position;
  to: Fund;
  shares: string;
  navOut: Decimal;
  navIn: Decimal;
  tradeDate: string;
}): SwitchEstimate {
  const parts = switchAllocation(o.p, o.shares).map((a) =>
    switchEstimate({ ...o, cardId: a.cardId, shares: a.shares.toFixed(2) }),
  );
  const sum = (f: (e: SwitchEstimate) => SwitchEstimate['fee']) =>
    parts.reduce((s, e) => s.plus(f(e)), toDecimal(0));
  return {
    out: {
      parts: parts
        .flatMap((e) => e.out.parts)
        .sort((a, b) => (a.confirm_date < b.confirm_date ? -1 : 1)),
      gross: sum((e) => e.out.gross),
      fee: sum((e) => e.out.fee),
      net: sum((e) => e.out.net),
      penalty_shares: sum((e) => e.out.penalty_shares),
    },
    top_up_rate: parts[0]!.top_up_rate,
    top_up_fee: sum((e) => e.top_up_fee),
    fee: sum((e) => e.fee),
    amount_in: sum((e) => e.amount_in),
    shares_in: sum((e) => e.shares_in),
  };
}

/** What a switch asks for. */
export interface SwitchInput {
  userId: number;
  symbol: string;
  target: string;
  shares: string;
}

/**
 * Places a 基金转换: one pair of legs per card of {@link switchAllocation} (each 转出 leg sells
 * that card's shares, its 转入 leg buys on the same card), all in one transaction with the
 * request's Idempotency-Key. The in legs keep the 申购补差 rate (`fare_ratio`) they were ordered with.
 * @returns the out leg of the first card's pair (the oldest shares)
 * @throws HttpError 400 (core's SWITCH_MESSAGES, open account, a delisted fund), 404 unknown fund
 */
export function placeSwitch(ctx: Ctx, inp: SwitchInput): TradeRow {
  const from = ctx.tradeFund(inp.symbol);
  if (listStatusOf(inp.target) !== 1) throw bad('target', DELISTED_MESSAGE);
  const to = ctx.market.fund(inp.target);
  if (!to) throw new HttpError(404, { target: ['目标基金不存在'] });
  requireOpenAccount(ctx, inp.userId);
  const { p, enable, min } = switchableShares(ctx, inp.userId, from);
  requireSwitch(ctx, from, to, inp.shares, enable, min);
  const at = ctx.now();
  const dates = switchDates(ctx, from, to, at);
  const d = Decimal.max(0, new Decimal(buyRateOf(to)).minus(buyRateOf(from)));
  const pair = (cardId: number, shares: Decimal): TradeRow => {
    const common = { userId: inp.userId, kind: 'fund' as const, cardId, at, ...dates };
    return insertTrade(ctx, {
      ...common,
      ...PENDING_SHARE_SELL,
      source: SWITCH_SOURCE,
      f: from,
      shares: shares.toFixed(2),
      extra: (outId) => {
        const inLeg = insertTrade(ctx, {
          ...common,
          source: SWITCH_SOURCE,
          f: to,
          direction: DIRECTION.buy,
          amount: null,
          shares: null,
          fare: null,
          fare_ratio: d.toString(),
          discount_rate: '1',
        });
        ctx.q('UPDATE trades SET switch_pair_id = ? WHERE id = ?').run(inLeg.id, outId);
        ctx.q('UPDATE trades SET switch_pair_id = ? WHERE id = ?').run(outId, inLeg.id);
      },
    });
  };
  return ctx.db
    .transaction(() =>
      switchAllocation(p, inp.shares)
        .map((a) => pair(a.cardId, a.shares))
        .at(0)!,
    )
    .immediate();
}

/** The other leg of a switch leg (same user), or undefined. */
export function pairOf(ctx: Ctx, t: TradeRow): TradeRow | undefined {
  if (!t.switch_pair_id) return undefined;
  return ctx.s.trade.get(t.switch_pair_id, t.user_id) as TradeRow | undefined;
}

/** A switch's legs in order (转出, 转入), from either leg. */
export function switchLegs(ctx: Ctx, t: TradeRow): { out: TradeRow; in: TradeRow } | null {
  const other = pairOf(ctx, t);
  if (!other) return null;
  return t.direction === DIRECTION.sell ? { out: t, in: other } : { out: other, in: t };
}

/**
 * Confirms both legs of a due switch at the trade date's NAVs, with core's estimateSwitch on the
 * lots held then: the out leg's gross, redemption fee and net (credited to no card), the in leg's
 * 申购补差费 and shares.
 */
export function confirmSwitch(ctx: Ctx, out: TradeRow, inLeg: TradeRow): void {
  const from = ctx.market.fund(out.fund_code)!;
  const to = ctx.market.fund(inLeg.fund_code)!;
  // both funds were tradable, so priced, when the switch was placed (requireSwitch)
  const navOut = new Decimal(ctx.market.navOn(from, out.trade_date).nav).div(10000);
  const navIn = new Decimal(ctx.market.navOn(to, inLeg.trade_date).nav).div(10000);
  const p = position(ctx, out.user_id, from.code);
  const e = switchEstimate({
    p,
    cardId: out.bank_card_id ?? 0,
    to,
    shares: out.shares!,
    navOut,
    navIn,
    tradeDate: out.trade_date,
    topUpRate: inLeg.fare_ratio ?? '0',
  });
  const at = shIso(Math.max(ctx.now(), shInstant(out.confirm_date, '00:00:00')));
  ctx.db.transaction(() => {
    ctx
      .q(
        'UPDATE trades SET status = ?, shares_confirm = shares, amount = ?, amount_confirm = ?, fare = ?, fare_ratio = ?, net_value = ?, confirmed_at = ? WHERE id = ? AND status = ?',
      )
      .run(
        STATUS.confirmed,
        money(e.out.gross.toFixed(2)),
        money(e.out.net.toFixed(2)),
        money(e.out.fee.toFixed(2)),
        e.out.gross.isZero() ? '0' : e.out.fee.div(e.out.gross).toDecimalPlaces(6).toString(),
        navOut.toFixed(4),
        at,
        out.id,
        STATUS.pending,
      );
    ctx
      .q(
        'UPDATE trades SET status = ?, amount = ?, amount_confirm = ?, fare = ?, shares_confirm = ?, net_value = ?, confirmed_at = ? WHERE id = ? AND status = ?',
      )
      .run(
        STATUS.confirmed,
        money(e.out.net.toFixed(2)),
        money(e.out.net.toFixed(2)),
        money(e.top_up_fee.toFixed(2)),
        e.shares_in.toFixed(2),
        navIn.toFixed(4),
        at,
        inLeg.id,
        STATUS.pending,
      );
    postTradeConfirmed(ctx, out);
    postTradeConfirmed(ctx, inLeg);
  })();
}
