/**
 * Positions rebuilt from the trade log (README "Methods"): FIFO lots per card, pending sells,
 * and the redemption fee of a sell over those lots (spec 001 §5 Fund sell).
 */
import Decimal from 'decimal.js';
import type { Ctx, TradeRow } from '../ctx';
import { dayNum } from '../market/calendar';
import { sellRate } from '../market/fees';
import type { Fund } from '../market/market';
import { DIRECTION, STATUS, isBuyDirection } from './codes';

/** Shares bought on one card on one confirmation date, with their cost in yuan. */
export interface Lot {
  cardId: number;
  date: string;
  shares: Decimal;
  cost: Decimal;
}
/** A user's position in one fund rebuilt from the trade log; amounts in yuan. */
export interface Position {
  f: Fund;
  lots: Lot[];
  shares: Decimal;
  pendingSell: Decimal;
  pendingSellByCard: Map<number, Decimal>;
  buyUnconfirm: Decimal;
  invested: Decimal;
  realized: Decimal;
  cost: Decimal;
  trades: TradeRow[];
  lastConfirm: string | null;
}

/**
 * Rebuilds a user's position in one fund from the trade log (FIFO lots per card); a 分红 (direction
 * 4) adds its reinvested shares as a zero-cost lot, or its cash to `realized`.
 */
export function position(
  ctx: Ctx,
  userId: number,
  code: string,
  upTo?: string,
  portfolioId?: number,
): Position {
  const f = ctx.market.fund(code)!;
  const trades = (
    portfolioId === undefined
      ? ctx.s.tradesOfUserFund.all(userId, code)
      : ctx.s.tradesOfPortfolioFund.all(userId, code, portfolioId)
  ) as TradeRow[];
  const lots: Lot[] = [];
  const p: Position = {
    f,
    lots,
    shares: new Decimal(0),
    pendingSell: new Decimal(0),
    pendingSellByCard: new Map(),
    buyUnconfirm: new Decimal(0),
    invested: new Decimal(0),
    realized: new Decimal(0),
    cost: new Decimal(0),
    trades,
    lastConfirm: null,
  };
  const events: { date: string; order: number; apply: () => void }[] = [];
  for (const t of trades) {
    const isBuy = isBuyDirection(t.direction);
    if (t.status === STATUS.pending) {
      if (isBuy) p.buyUnconfirm = p.buyUnconfirm.plus(t.amount ?? 0);
      else {
        p.pendingSell = p.pendingSell.plus(t.shares ?? 0);
        const c = t.bank_card_id ?? 0;
        p.pendingSellByCard.set(
          c,
          (p.pendingSellByCard.get(c) ?? new Decimal(0)).plus(t.shares ?? 0),
        );
      }
      continue;
    }
    if (t.status !== STATUS.confirmed) continue;
    if (upTo && t.confirm_date > upTo) continue;
    events.push({
      date: t.confirm_date,
      order: t.id,
      apply: () => {
        if (!p.lastConfirm || t.confirm_date > p.lastConfirm) p.lastConfirm = t.confirm_date;
        if (t.direction === DIRECTION.bonus) {
          // 分红: 红利再投 adds shares at zero cost; 现金分红 is money received
          const shares = new Decimal(t.shares_confirm ?? 0);
          if (shares.gt(0))
            lots.push({
              cardId: t.bank_card_id ?? 0,
              date: t.confirm_date,
              shares,
              cost: new Decimal(0),
            });
          else p.realized = p.realized.plus(t.amount_confirm ?? 0);
        } else if (isBuy) {
          lots.push({
            cardId: t.bank_card_id ?? 0,
            date: t.confirm_date,
            shares: new Decimal(t.shares_confirm ?? 0),
            cost: new Decimal(t.amount_confirm ?? t.amount ?? 0),
          });
          p.invested = p.invested.plus(t.amount_confirm ?? t.amount ?? 0);
        } else {
          p.realized = p.realized.plus(t.amount_confirm ?? 0);
          consume(lots, t.bank_card_id ?? 0, new Decimal(t.shares_confirm ?? t.shares ?? 0));
        }
      },
    });
  }
  if (f.isBao) {
    const inc = ctx
      .q('SELECT date, income FROM bao_income WHERE user_id = ? ORDER BY date')
      .all(userId) as { date: string; income: string }[];
    const cardId =
      (
        ctx
          .q('SELECT id FROM bank_cards WHERE user_id = ? ORDER BY is_default DESC, id LIMIT 1')
          .get(userId) as { id: number } | undefined
      )?.id ?? 0;
    for (const r of inc) {
      if (upTo && r.date > upTo) continue;
      events.push({
        date: r.date,
        order: 1e12,
        apply: () =>
          lots.push({
            cardId: lots[0]?.cardId ?? cardId,
            date: r.date,
            shares: new Decimal(r.income),
            cost: new Decimal(0),
          }),
      });
    }
  }
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
  for (const e of events) e.apply();
  p.shares = lots.reduce((s, l) => s.plus(l.shares), new Decimal(0));
  p.cost = lots.reduce((s, l) => s.plus(l.cost), new Decimal(0));
  return p;
}

/** Takes `shares` from the card's lots, first in first out; returns what each lot gave. */
function consume(lots: Lot[], cardId: number, shares: Decimal): { lot: Lot; shares: Decimal }[] {
  let left = shares;
  const used: { lot: Lot; shares: Decimal }[] = [];
  for (const l of lots) {
    if (left.lte(0)) break;
    if (l.cardId !== cardId || l.shares.lte(0)) continue;
    const take = Decimal.min(l.shares, left);
    const costPart = l.shares.isZero() ? new Decimal(0) : l.cost.times(take).div(l.shares);
    used.push({ lot: { ...l }, shares: take });
    l.shares = l.shares.minus(take);
    l.cost = l.cost.minus(costPart);
    left = left.minus(take);
  }
  for (let i = lots.length - 1; i >= 0; i--) if (lots[i]!.shares.lte(0)) lots.splice(i, 1);
  return used;
}

/** Shares on a card: all held, and those not already being sold (`enable`). */
export function sharesOnCard(p: Position, cardId: number): { current: Decimal; enable: Decimal } {
  const current = p.lots
    .filter((l) => l.cardId === cardId)
    .reduce((s, l) => s.plus(l.shares), new Decimal(0));
  return { current, enable: Decimal.max(0, current.minus(p.pendingSellByCard.get(cardId) ?? 0)) };
}

/** Redemption fee of selling `shares` from a card at `nav` on `tradeDate`, FIFO over lots. */
export function sellFee(
  p: Position,
  cardId: number,
  shares: Decimal,
  nav: Decimal,
  tradeDate: string,
): { fare: Decimal; gross: Decimal; ratio: Decimal } {
  const lots = p.lots.map((l) => ({ ...l }));
  const used = consume(lots, cardId, shares);
  let fare = new Decimal(0);
  for (const u of used) {
    const days = dayNum(tradeDate) - dayNum(u.lot.date);
    fare = fare.plus(u.shares.times(nav).times(sellRate(p.f, days)));
  }
  const gross = shares.times(nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  fare = fare.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { fare, gross, ratio: gross.isZero() ? new Decimal(0) : fare.div(gross) };
}
