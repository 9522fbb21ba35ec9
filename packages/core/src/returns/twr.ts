import { Decimal } from '../decimal';
import { ZERO } from './decimal';
import type { DailyPoint } from './daily-pnl';

/**
 * Time-weighted return (TWR, 时间加权收益率) over a daily series: the daily returns linked
 * geometrically, `prod(1 + r_d) - 1`, so money moved in or out does not change it.
 *
 * `r_d = pnl_d / value_{d-1}`: flows happen at the day's NAV, so money moved that day does not
 * earn that day's change (a purchase fee is that day's loss). From an empty account the base is
 * the money paid in that day (`r_d = -fee / inflow_d`); a day with no base has r = 0. Without
 * flows the product telescopes to `value_end / value_start - 1`.
 *
 * @returns the return as a fraction (0.05 = 5 %), or null for fewer than two points
 * @see README "Returns" (TWR)
 */
export function timeWeightedReturn(series: readonly DailyPoint[]): Decimal | null {
  if (series.length < 2) return null;
  return cumulativeTwr(series)[series.length - 1]!;
}

/**
 * The TWR of every prefix of a daily series in one pass: element `i` is
 * `timeWeightedReturn(series.slice(0, i + 1))` (the same products in the same order, so the same
 * decimals), null at `i = 0`. For a cumulative return line without relinking each prefix.
 *
 * @returns fractions (0.05 = 5 %), one per point
 * @see README "Returns" (TWR)
 */
export function cumulativeTwr(series: readonly DailyPoint[]): (Decimal | null)[] {
  if (!series.length) return [];
  const first = series[0]!;
  // the first point is the start; its own day counts only when it opens the account
  const opens = first.value.minus(first.pnl).minus(first.flow).isZero() && first.inflow.gt(ZERO);
  let growth = opens ? first.inflow.plus(first.pnl).div(first.inflow) : new Decimal(1);
  const out: (Decimal | null)[] = [null];
  for (let i = 1; i < series.length; i++) {
    const p = series[i]!;
    const prev = series[i - 1]!.value;
    const base = prev.gt(ZERO) ? prev : p.inflow;
    if (base.gt(ZERO)) growth = growth.times(base.plus(p.pnl).div(base));
    out.push(growth.minus(1));
  }
  return out;
}

/** Simple return between two values (fraction); null when the start is 0. */
export function simpleReturn(start: Decimal, end: Decimal): Decimal | null {
  return start.isZero() ? null : end.div(start).minus(1);
}
