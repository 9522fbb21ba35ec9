import { Decimal } from '../decimal';
import { ZERO, cents, dec, dmin } from './decimal';
import { daysBetween } from './dates';
import type { Amount, HoldingEvent, IsoDate } from './types';

/**
 * One buy lot still (partly) held, FIFO order.
 * @see README "Returns" (lots, kept holding, 持仓成本, 持有收益, 累计收益)
 */
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

/**
 * Figures of one holding; see {@link computeHolding} for each definition.
 * @see README "Returns" (lots, kept holding, 持仓成本, 持有收益, 累计收益)
 */
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

/**
 * Input of {@link computeHolding}.
 * @see README "Returns" (lots, kept holding, 持仓成本, 持有收益, 累计收益)
 */
export interface HoldingInput {
  /** Confirmed events (pending trades excluded). */
  events: readonly HoldingEvent[];
  /** NAV used for worth (yuan per share, e.g. "1.1210"). */
  nav: Amount;
  /** The day the figures are for (持有天数 counts to it). */
  today: IsoDate;
}

/**
 * Order of events: by effective date (confirm date for trades), then as listed.
 * @see README "Returns" (lots, kept holding, 持仓成本, 持有收益, 累计收益)
 */
export function effectiveDate(e: HoldingEvent): IsoDate {
  return e.kind === 'buy' || e.kind === 'sell' ? e.confirm_date : e.date;
}

/**
 * The events in the order {@link computeHolding} applies them: by effective date (confirm date
 * for buys and sells, `date` otherwise), ties in the order listed. A new copy; the input is kept.
 * @see README "Returns" (lots, kept holding, 持仓成本, 持有收益, 累计收益)
 */
export function orderEvents(events: readonly HoldingEvent[]): HoldingEvent[] {
  return events
    .map((e, i) => ({ e, i, d: effectiveDate(e) }))
    .sort((a, b) => (a.d < b.d ? -1 : a.d > b.d ? 1 : a.i - b.i))
    .map((x) => x.e);
}

/**
 * A holding after some of its events, before pricing: what {@link advanceHolding} carries from
 * one batch of events to the next, so a caller that keeps it applies only the events confirmed
 * since. Money in yuan (exact), shares in 份.
 * @see README "Returns" (lots, kept holding, 持仓成本, 持有收益, 累计收益)
 */
export interface HoldingState {
  /** Lots still held, oldest first. */
  readonly lots: readonly HoldingLot[];
  /** 持仓成本 (moving weighted average, exact). */
  readonly cost: Decimal;
  /** Realised gains so far (yuan, exact): net received by sells - cost of the shares sold. */
  readonly realised: Decimal;
  /** Cash dividends received so far (yuan). */
  readonly dividends: Decimal;
  /** Money paid in by the buys so far, fees included (yuan). */
  readonly paid: Decimal;
  /** Money received by the sells (net) and cash dividends so far (yuan). */
  readonly received: Decimal;
  /** Effective date of the last event applied; null before any. */
  readonly last: IsoDate | null;
}

/**
 * The state of a holding before any event.
 * @see README "Returns" (lots, kept holding, 持仓成本, 持有收益, 累计收益)
 */
export function openHolding(): HoldingState {
  return {
    lots: [],
    cost: ZERO,
    realised: ZERO,
    dividends: ZERO,
    paid: ZERO,
    received: ZERO,
    last: null,
  };
}

/**
 * Applies `events`, in the order given, to a holding state (see {@link computeHolding} for each
 * event's effect) and returns the new state; `state` itself is not changed, so a kept state can be
 * advanced again. `advanceHolding(advanceHolding(s, a), b)` equals `advanceHolding(s, [...a, ...b])`.
 *
 * @param events in effective order ({@link orderEvents}); to match a full replay, every event
 *   must have an effective date on or after `state.last`
 * @throws RangeError when an event's effective date is before `state.last`
 * @see README "Returns" (lots, kept holding, 持仓成本, 持有收益, 累计收益)
 */
export function advanceHolding(state: HoldingState, events: readonly HoldingEvent[]): HoldingState {
  const lots: HoldingLot[] = state.lots.map((l) => ({ ...l }));
  let { cost, realised, dividends, paid, received, last } = state;
  const held = () => lots.reduce((s, l) => s.plus(l.shares), ZERO);
  for (const e of events) {
    const d = effectiveDate(e);
    if (last !== null && d < last)
      throw new RangeError(`event on ${d} is before the state's last event (${last})`);
    last = d;
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
  return { lots, cost, realised, dividends, paid, received, last };
}

/**
 * The figures of a holding state at `nav` on `today` (definitions in {@link computeHolding}).
 * The lots answered are copies: changing them leaves the state as it was.
 *
 * @param nav yuan per share, e.g. "1.1210"
 * @see README "Returns" (lots, kept holding, 持仓成本, 持有收益, 累计收益)
 */
export function holdingFigures(state: HoldingState, nav: Amount, today: IsoDate): HoldingFigures {
  const lots = state.lots.map((l) => ({ ...l }));
  const { cost, realised, dividends } = state;
  const shares = lots.reduce((s, l) => s.plus(l.shares), ZERO);
  const worth = cents(shares.times(dec(nav)));
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
    paid: state.paid,
    received: state.received,
    holding_days: lots.length ? Math.max(0, daysBetween(lots[0]!.confirm_date, today)) : null,
    lots,
  };
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
 * The same as `holdingFigures(advanceHolding(openHolding(), orderEvents(events)), nav, today)`.
 *
 * @returns the figures; money rounded to cents where the docs of {@link HoldingFigures} say so
 * @see README "Returns" (lots, kept holding, 持仓成本, 持有收益, 累计收益)
 */
export function computeHolding(input: HoldingInput): HoldingFigures {
  return holdingFigures(
    advanceHolding(openHolding(), orderEvents(input.events)),
    input.nav,
    input.today,
  );
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
