import { Decimal } from '../decimal';
import { ZERO, cents, dec, dmax } from './decimal';
import { eventDate } from './dates';
import type { HoldingEvent, IsoDate, SeriesPoint } from './types';

/**
 * One fund of an account: its confirmed events and its NAV series (yuan per share).
 * @see README "Returns" (当日收益)
 */
export interface FundTrack {
  code: string;
  events: readonly HoldingEvent[];
  navs: readonly SeriesPoint[];
}

/**
 * One day of an account's value series.
 * @see README "Returns" (当日收益)
 */
export interface DailyPoint {
  date: IsoDate;
  /** Value at the day's NAVs (yuan, exact): sum of shares held at the end of the day x NAV. */
  value: Decimal;
  /**
   * Net external flow of the day (yuan): buys paid in minus sells received minus cash dividends
   * paid out. Positive = money into the account.
   */
  flow: Decimal;
  /** Money in that day (yuan, >= 0): buys paid. */
  inflow: Decimal;
  /** 当日收益 (yuan, exact): value - previous value - flow. */
  pnl: Decimal;
  /** The day's P&L per fund code (yuan, exact). */
  by_fund: Record<string, Decimal>;
}

/**
 * The account's daily value and P&L from its funds' events and NAVs, one point per NAV date from
 * the first event on (a fund without a NAV that day keeps its last NAV).
 *
 * Timing: a buy or sell counts on its trade date at that day's NAV (the shares bought earn from the
 * next NAV on); dividends and splits on their ex-date. 当日收益 = value - previous value - net
 * flow, so a purchase fee is a loss on its day, a cash dividend is income on its ex-date, and a
 * split or reinvestment moves no money.
 *
 * @param until the last date (inclusive); later NAVs are ignored
 * @see README "Returns" (当日收益)
 */
export function dailySeries(funds: readonly FundTrack[], until?: IsoDate): DailyPoint[] {
  const starts = funds.flatMap((f) => f.events.map((e) => eventDate(e as never)));
  if (!starts.length) return [];
  const start = starts.sort()[0]!;
  const dates = [
    ...new Set(
      funds.flatMap((f) =>
        f.navs.map((p) => p.date).filter((d) => d >= start && (!until || d <= until)),
      ),
    ),
  ].sort();
  const state = funds.map((f) => ({
    f,
    shares: ZERO,
    nav: null as Decimal | null,
    navIdx: 0,
    navs: [...f.navs].sort((a, b) => (a.date < b.date ? -1 : 1)),
    events: f.events
      .map((e, i) => ({ e, i, d: eventDate(e as never) }))
      .sort((a, b) => (a.d < b.d ? -1 : a.d > b.d ? 1 : a.i - b.i)),
    evIdx: 0,
    value: ZERO,
  }));
  const out: DailyPoint[] = [];
  for (const date of dates) {
    let value = ZERO;
    let flow = ZERO;
    let inflow = ZERO;
    const byFund: Record<string, Decimal> = {};
    for (const s of state) {
      while (s.navIdx < s.navs.length && s.navs[s.navIdx]!.date <= date) {
        s.nav = dec(s.navs[s.navIdx]!.value);
        s.navIdx++;
      }
      let fFlow = ZERO;
      while (s.evIdx < s.events.length && s.events[s.evIdx]!.d <= date) {
        const e = s.events[s.evIdx]!.e;
        s.evIdx++;
        if (e.kind === 'buy') {
          s.shares = s.shares.plus(dec(e.shares));
          fFlow = fFlow.plus(dec(e.amount));
          inflow = inflow.plus(dec(e.amount));
        } else if (e.kind === 'sell') {
          s.shares = dmax(ZERO, s.shares.minus(dec(e.shares)));
          fFlow = fFlow.minus(dec(e.amount));
        } else if (e.kind === 'dividend_cash') fFlow = fFlow.minus(dec(e.amount));
        else if (e.kind === 'dividend_reinvest') s.shares = s.shares.plus(dec(e.shares));
        else s.shares = s.shares.times(dec(e.ratio)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      }
      const v = s.nav ? s.shares.times(s.nav) : ZERO;
      const pnl = v.minus(s.value).minus(fFlow);
      if (!pnl.isZero() || !fFlow.isZero() || !v.isZero()) byFund[s.f.code] = pnl;
      s.value = v;
      value = value.plus(v);
      flow = flow.plus(fFlow);
    }
    const prev = out.length ? out[out.length - 1]!.value : ZERO;
    out.push({ date, value, flow, inflow, pnl: value.minus(prev).minus(flow), by_fund: byFund });
  }
  return out;
}

/**
 * One day of a 收益日历 month.
 * @see README "Returns" (当日收益)
 */
export interface CalendarDay {
  date: IsoDate;
  /** 当日收益 (yuan, cents half-up). */
  pnl: Decimal;
}

/**
 * A month of the 收益日历: the P&L of each day of `month` (`YYYY-MM`) that has a point, and the
 * month's total (the sum of the exact daily P&L, rounded to cents).
 * @see README "Returns" (当日收益)
 */
export function monthCalendar(
  series: readonly DailyPoint[],
  month: string,
): { month: string; days: CalendarDay[]; total: Decimal } {
  const inMonth = series.filter((p) => p.date.startsWith(`${month}-`));
  return {
    month,
    days: inMonth.map((p) => ({ date: p.date, pnl: cents(p.pnl) })),
    total: cents(inMonth.reduce((s, p) => s.plus(p.pnl), ZERO)),
  };
}
