import { Decimal } from '../decimal';
import { ZERO, cents, dec, dmin } from './decimal';
import { daysBetween } from './dates';
import type { Amount, HoldingEvent, IsoDate } from './types';

/** One buy lot still (partly) held, FIFO order. */
export interface HoldingLot {
  /** Trade date of the buy (or the ex-date of a reinvested dividend). */
  buy_date: IsoDate;
  /** Confirm date: the redemption-fee holding period counts from here. */
  confirm_date: IsoDate;
  /** Shares of this lot still held (份). */
  shares: Decimal;
  /** This lot's own purchase cost of the shares still held (yuan, exact; 0 for reinvested shares). */
  cost: Decimal;
  /** How the lot came: `buy`, `plan` (定投) or `reinvest` (红利再投). */
  source: 'buy' | 'plan' | 'reinvest';
}

/** Figures of one holding; see {@link computeHolding} for each definition. */
export interface HoldingFigures {
  /** Shares held (份). */
  shares: Decimal;
  /** 持仓成本 (total, yuan, exact): moving weighted average cost of the shares held. */
  cost: Decimal;
  /** 持仓成本 per share (yuan, 4 decimals, half-up); null without shares. */
  cost_per_share: Decimal | null;
  /** 持仓市值: shares x NAV (yuan, cents half-up). */
  worth: Decimal;
  /** 持有收益 (yuan, cents): worth - cost. */
  holding_return: Decimal;
  /** 持有收益率 (%, 2 decimals): holding_return / cost x 100; null when cost is 0. */
  holding_return_rate: Decimal | null;
  /** Realised gains (yuan, exact): sum over sells of (net received - cost of shares sold). */
  realised: Decimal;
  /** Cash dividends received (yuan). */
  dividends: Decimal;
  /** 累计收益 (yuan, cents): holding_return + realised + dividends = worth + received - paid. */
  cumulative_return: Decimal;
  /** Money paid in by all buys, fees included (yuan). */
  paid: Decimal;
  /** Money received by all sells (net) and cash dividends (yuan). */
  received: Decimal;
  /** 持有天数: calendar days from the oldest held lot's confirm date to `today`; null without shares. */
  holding_days: number | null;
  /** Lots still held, oldest first. */
  lots: HoldingLot[];
}

/** Input of {@link computeHolding}. */
export interface HoldingInput {
  /** Confirmed events (pending trades excluded). */
  events: readonly HoldingEvent[];
  /** NAV used for worth (yuan per share, e.g. "1.1210"). */
  nav: Amount;
  /** The day the figures are for (持有天数 counts to it). */
  today: IsoDate;
}

/** Order of events: by effective date (confirm date for trades), then as listed. */
function effective(e: HoldingEvent): IsoDate {
  return e.kind === 'buy' || e.kind === 'sell' ? e.confirm_date : e.date;
}

/**
 * Figures of one holding from its confirmed trade log.
 *
 * Cost method: **移动加权平均** (moving weighted average). A buy adds what was paid (purchase
 * fee included) to the cost; a sell removes cost in proportion to the shares sold
 * (`cost x sold / held`), so the per-share cost does not move on a sell; a cash dividend leaves
 * the cost unchanged and is income; reinvested shares come at zero cost (the per-share cost
 * falls); a split multiplies shares (rounded down to 0.01 份 per lot) and keeps the cost. After a
 * full sell the cost is 0 and a rebuy starts a new cost.
 *
 * Lots are FIFO: a sell takes shares from the oldest lot first. Shares sold beyond what the lots
 * hold are ignored (the log is the server's, already checked).
 *
 * @returns the figures; money rounded to cents where the docs of {@link HoldingFigures} say so
 */
export function computeHolding(input: HoldingInput): HoldingFigures {
  const nav = dec(input.nav);
  const lots: HoldingLot[] = [];
  let cost = ZERO;
  let realised = ZERO;
  let dividends = ZERO;
  let paid = ZERO;
  let received = ZERO;
  const ordered = input.events
    .map((e, i) => ({ e, i }))
    .sort((a, b) =>
      effective(a.e) < effective(b.e) ? -1 : effective(a.e) > effective(b.e) ? 1 : a.i - b.i,
    );
  const held = () => lots.reduce((s, l) => s.plus(l.shares), ZERO);
  for (const { e } of ordered) {
    switch (e.kind) {
      case 'buy': {
        const amount = dec(e.amount);
        paid = paid.plus(amount);
        cost = cost.plus(amount);
        lots.push({
          buy_date: e.trade_date,
          confirm_date: e.confirm_date,
          shares: dec(e.shares),
          cost: amount,
          source: e.plan ? 'plan' : 'buy',
        });
        break;
      }
      case 'sell': {
        const before = held();
        const sold = dmin(dec(e.shares), before);
        const net = dec(e.amount);
        received = received.plus(net);
        const costOut = before.isZero() ? ZERO : cost.times(sold).div(before);
        cost = sold.eq(before) ? ZERO : cost.minus(costOut);
        realised = realised.plus(net.minus(costOut));
        takeFifo(lots, sold);
        break;
      }
      case 'dividend_cash': {
        const amount = dec(e.amount);
        dividends = dividends.plus(amount);
        received = received.plus(amount);
        break;
      }
      case 'dividend_reinvest':
        lots.push({
          buy_date: e.date,
          confirm_date: e.date,
          shares: dec(e.shares),
          cost: ZERO,
          source: 'reinvest',
        });
        break;
      case 'split': {
        const ratio = dec(e.ratio);
        for (const l of lots)
          l.shares = l.shares.times(ratio).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        break;
      }
    }
  }
  const shares = held();
  const worth = cents(shares.times(nav));
  const holdingReturn = cents(worth.minus(cost));
  return {
    shares,
    cost,
    cost_per_share: shares.isZero()
      ? null
      : cost.div(shares).toDecimalPlaces(4, Decimal.ROUND_HALF_UP),
    worth,
    holding_return: holdingReturn,
    holding_return_rate: cost.isZero()
      ? null
      : worth.minus(cost).div(cost).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    realised,
    dividends,
    cumulative_return: cents(worth.minus(cost).plus(realised).plus(dividends)),
    paid,
    received,
    holding_days: lots.length ? Math.max(0, daysBetween(lots[0]!.confirm_date, input.today)) : null,
    lots,
  };
}

/**
 * Takes `shares` from the lots, oldest first, in place; each lot keeps the cost of what is left
 * in proportion. Returns what was taken from which lot (copies of the lots before the take).
 */
export function takeFifo(
  lots: HoldingLot[],
  shares: Decimal,
): { lot: HoldingLot; shares: Decimal }[] {
  let left = shares;
  const used: { lot: HoldingLot; shares: Decimal }[] = [];
  for (const l of lots) {
    if (left.lte(0)) break;
    if (l.shares.lte(0)) continue;
    const take = dmin(l.shares, left);
    used.push({ lot: { ...l }, shares: take });
    l.cost = take.eq(l.shares) ? ZERO : l.cost.minus(l.cost.times(take).div(l.shares));
    l.shares = l.shares.minus(take);
    left = left.minus(take);
  }
  for (let i = lots.length - 1; i >= 0; i--) if (lots[i]!.shares.lte(0)) lots.splice(i, 1);
  return used;
}
