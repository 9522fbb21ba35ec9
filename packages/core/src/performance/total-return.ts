/**
 * Total-return (复权) NAV: the value of one unit bought on the first day with every distribution
 * reinvested at the ex-date NAV (红利再投) and every split or 份额折算 followed. Built from the unit
 * NAV (单位净值) plus either a dividend-aware daily return or the distribution events; stored
 * compactly as one adjustment factor per event day.
 */
import type { NavSeries, NavSeriesArrays } from './series';

/**
 * One adjustment of the total-return NAV on an ex-date: on `day` the total-return NAV moves by
 * `factor × unitNav[day] / unitNav[previous day]` instead of the plain unit-NAV ratio. A cash
 * distribution of D yuan per unit has factor `(nav + D) / nav`; a split of 1 unit into k has k.
 * @see README "Performance" (total-return NAV, adjustments)
 */
export interface NavAdjustment {
  /** Day number of the ex-date (days since 1970-01-01). */
  day: number;
  /** Multiplier (dimensionless, > 0) applied on top of the unit-NAV ratio that day. */
  factor: number;
}

/**
 * Whether a day's unit-NAV ratio disagrees with its dividend-aware daily return beyond rounding,
 * i.e. the day is an ex-date (dividend, split, 份额折算): `|nav / prevNav − (1 + r)| >
 * max(0.0015, 0.00006 / nav)` — the tolerance covers unit NAVs rounded to 4 decimals and daily
 * returns published to 2-6 decimals.
 * @param prevNav - unit NAV on the previous point (yuan, > 0)
 * @param nav - unit NAV on the day (yuan, > 0)
 * @param dailyReturn - the day's dividend-aware return as a fraction (0.012 = +1.2 %)
 * @see README "Performance" (total-return NAV, adjustments)
 */
export function isAdjustmentDay(prevNav: number, nav: number, dailyReturn: number): boolean {
  return Math.abs(nav / prevNav - (1 + dailyReturn)) > Math.max(0.0015, 0.00006 / nav);
}

/**
 * The adjustments implied by a dividend-aware daily return (Eastmoney's 日增长率 /
 * `equityReturn`, which shows the fund's real move on an ex-date): on every day where
 * {@link isAdjustmentDay} holds, the factor makes that day's total-return move equal
 * `1 + dailyReturn` — `factor = (1 + r) × prevNav / nav`. Ordinary days keep the exact NAV ratio
 * (compounding the published return alone drifts, it has few decimals).
 * @param unitNav - the unit NAV series (yuan)
 * @param dailyReturn - one return per point (fraction), `null` where unknown (then the NAV ratio
 *   is used); the first point's value is ignored
 * @throws RangeError when the lengths differ
 * @see README "Performance" (total-return NAV, adjustments)
 */
export function adjustmentsFromDailyReturn(
  unitNav: NavSeries,
  dailyReturn: ArrayLike<number | null>,
): NavAdjustment[] {
  if (dailyReturn.length !== unitNav.values.length) {
    throw new RangeError('dailyReturn must have one value per NAV point');
  }
  const out: NavAdjustment[] = [];
  for (let i = 1; i < unitNav.values.length; i++) {
    const r = dailyReturn[i];
    if (r === null || r === undefined) continue;
    const prev = unitNav.values[i - 1]!;
    const nav = unitNav.values[i]!;
    if (isAdjustmentDay(prev, nav, r)) {
      out.push({ day: unitNav.days[i]!, factor: ((1 + r) * prev) / nav });
    }
  }
  return out;
}

/**
 * A distribution event of a fund on its ex-date (除息日 / 折算日).
 * @see README "Performance" (total-return NAV, adjustments)
 */
export interface Distribution {
  /** Day number of the ex-date. */
  day: number;
  /** Cash paid per unit held before the event (yuan per unit, ≥ 0); 0 when none. */
  cashPerUnit?: number;
  /** Units after the event per unit before (拆分 / 份额折算 ratio, > 0); 1 when none. */
  splitRatio?: number;
}

/**
 * The adjustments of distribution events: `factor = splitRatio + cashPerUnit / nav` where `nav` is
 * the unit NAV on the ex-date (one old unit becomes `splitRatio` units worth `nav` each plus the
 * cash, reinvested at `nav`). Events on days without a NAV point apply on the next point; events
 * before the first or after the last point are dropped.
 * @see README "Performance" (total-return NAV, adjustments)
 */
export function adjustmentsFromDistributions(
  unitNav: NavSeries,
  events: readonly Distribution[],
): NavAdjustment[] {
  const byDay = new Map<number, number>();
  const days = unitNav.days;
  const n = days.length;
  for (const e of [...events].sort((a, b) => a.day - b.day)) {
    let i = 1;
    while (i < n && days[i]! < e.day) i++;
    if (n < 2 || i >= n || e.day <= days[0]!) continue;
    const nav = unitNav.values[i]!;
    const f = (e.splitRatio ?? 1) + (e.cashPerUnit ?? 0) / nav;
    byDay.set(days[i]!, (byDay.get(days[i]!) ?? 1) * f);
  }
  return [...byDay].map(([day, factor]) => ({ day, factor }));
}

/**
 * The total-return (复权) NAV: equal to the unit NAV on the first point, then
 * `TR[i] = TR[i−1] × unitNav[i] / unitNav[i−1] × factor(day i)` (factor 1 on days without an
 * adjustment). Its ratio between two days is the return of holding with distributions
 * reinvested. Adjustments on days that are not points of the series are ignored.
 * @returns a series on the same days (yuan per unit bought on the first day)
 * @see README "Performance" (total-return NAV, adjustments)
 */
export function totalReturnNav(
  unitNav: NavSeries,
  adjustments: readonly NavAdjustment[] = [],
): NavSeriesArrays {
  const adj = [...adjustments].sort((x, y) => x.day - y.day);
  const n = unitNav.days.length;
  const days = new Array<number>(n);
  const values = new Array<number>(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const day = unitNav.days[i]!;
    const nav = unitNav.values[i]!;
    days[i] = day;
    if (i === 0) {
      values[0] = nav;
      continue;
    }
    let factor = 1;
    while (k < adj.length && adj[k]!.day < day) k++;
    while (k < adj.length && adj[k]!.day === day) factor *= adj[k++]!.factor;
    values[i] = (values[i - 1]! * nav * factor) / unitNav.values[i - 1]!;
  }
  return { days, values };
}

/**
 * 累计净值 of cash distributions: the unit NAV plus every cash distribution per unit paid on or
 * before the day (yuan). Splits are not folded in (the published 累计净值 of a split fund follows
 * the fund company's own rule); use the source's own 累计净值 where it has one.
 * @see README "Performance" (total-return NAV, adjustments)
 */
export function cumulativeNav(
  unitNav: NavSeries,
  events: readonly Distribution[],
): NavSeriesArrays {
  const sorted = [...events].sort((a, b) => a.day - b.day);
  const days = Array.from(unitNav.days);
  const values: number[] = [];
  let paid = 0;
  let k = 0;
  for (let i = 0; i < days.length; i++) {
    while (k < sorted.length && sorted[k]!.day <= days[i]!) paid += sorted[k++]!.cashPerUnit ?? 0;
    values.push(unitNav.values[i]! + paid);
  }
  return { days, values };
}
