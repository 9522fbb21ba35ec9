/**
 * A portfolio's net value, computed from its positions and its funds' real NAVs (README
 * "Portfolios"): on its found date the net value is 1.0000 and the portfolio holds, for each
 * fund, `units = weight / NAV` of that day; every later trading day its net value is
 * `sum(units x the fund's NAV that day)` (buy and hold). On the effective date of a position
 * adjustment the units are reset to the new weights at that day's net value (the advisor's
 * rebalance). A fund's NAV on a day is its last real NAV on or before it (market.navOn), so no
 * value is invented; the series ends at the last published NAV date (20:00 rule).
 */
import Decimal from 'decimal.js';
import type { Ctx } from '../../ctx';
import type { Fund } from '../../market/market';
import { adjustmentsOf, targetPositions, type PortfolioRow } from './store';

export interface NavSeries {
  /** Trading days, oldest first. */
  dates: string[];
  /** Net value per date (1 on the found date). */
  navs: Decimal[];
}

/** Weights (code -> percent) in force from `from` (a trading day) on. */
interface Segment {
  from: string;
  weights: Map<string, number>;
}

/** The weights of a portfolio over time: the initial positions and one segment per adjustment. */
export function segmentsOf(ctx: Ctx, p: PortfolioRow): Segment[] {
  const adjs = adjustmentsOf(ctx, p.id);
  const parse = (json: string, key: 'percent_before' | 'percent_after') =>
    new Map(
      (JSON.parse(json) as { symbol: string; percent_before: number; percent_after: number }[])
        .filter((x) => x[key] > 0)
        .map((x) => [x.symbol, x[key]] as const),
    );
  const initial = adjs.length
    ? parse(adjs[0]!.positions, 'percent_before')
    : new Map(
        targetPositions(ctx, p.id)
          .filter((x) => x.percent > 0)
          .map((x) => [x.f.code, x.percent]),
      );
  return [
    { from: p.found_date, weights: initial },
    ...adjs.map((a) => ({ from: a.effective_date, weights: parse(a.positions, 'percent_after') })),
  ];
}

/**
 * Computes the series from the weights and the NAVs (pure apart from the market lookups).
 * @param days trading days, oldest first; days[0] is the found date
 * @param segments weights in force from each segment's `from` (the first from days[0])
 * @param navOf NAV of a fund code on a day (any unit; it cancels out)
 */
export function computeNav(
  days: readonly string[],
  segments: readonly Segment[],
  navOf: (code: string, date: string) => number,
): Decimal[] {
  const navs: Decimal[] = [];
  let units = new Map<string, Decimal>();
  let seg = -1;
  for (const d of days) {
    let nav: Decimal;
    if (seg < 0) nav = new Decimal(1);
    else {
      nav = new Decimal(0);
      for (const [code, u] of units) nav = nav.plus(u.times(navOf(code, d)));
    }
    // a segment starting today re-weights at today's close
    while (seg + 1 < segments.length && segments[seg + 1]!.from <= d) {
      seg += 1;
      units = new Map();
      for (const [code, w] of segments[seg]!.weights)
        units.set(code, nav.times(w).div(100).div(navOf(code, d)));
    }
    navs.push(nav);
  }
  return navs;
}

const memo = new WeakMap<Ctx, Map<number, { key: string; series: NavSeries }>>();

/** The portfolio's net-value series up to the last published NAV date (memoized per clock day). */
export function navSeries(ctx: Ctx, p: PortfolioRow): NavSeries {
  const cal = ctx.market.calendar;
  const end = cal.onOrBefore(ctx.navDate());
  const segments = segmentsOf(ctx, p);
  const key = `${end}:${segments.length}:${segments.at(-1)!.from}`;
  let m = memo.get(ctx);
  if (!m) memo.set(ctx, (m = new Map()));
  const hit = m.get(p.id);
  if (hit && hit.key === key) return hit.series;
  const days: string[] = [p.found_date];
  for (let d = cal.next(p.found_date); d <= end; d = cal.next(d)) days.push(d);
  const funds = new Map<string, Fund>();
  const navOf = (code: string, date: string) => {
    let f = funds.get(code);
    if (!f) funds.set(code, (f = ctx.market.fund(code)!));
    // the total-return NAV: a fund's distribution stays in the portfolio (reinvested); a
    // portfolio's funds all have a NAV series (advisors' positions are checked, the models too)
    return ctx.market.trOn(f, date);
  };
  const series = { dates: days, navs: computeNav(days, segments, navOf) };
  m.set(p.id, { key, series });
  return series;
}

/** Index of the last date on or before `date` (0 when none). */
export function indexOn(s: NavSeries, date: string): number {
  let lo = 0;
  let hi = s.dates.length - 1;
  let ans = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (s.dates[mid]! <= date) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}
