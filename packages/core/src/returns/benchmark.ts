import type { Decimal } from '../decimal';
import { dec } from './decimal';
import type { IsoDate, SeriesPoint } from './types';

/** The value on or before `date` of a series sorted by date; null before its first point. */
export function valueOn(series: readonly SeriesPoint[], date: IsoDate): Decimal | null {
  let lo = 0;
  let hi = series.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series[mid]!.date <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? null : dec(series[found]!.value);
}

/**
 * A benchmark's return from `from` to `to` (fraction): value on or before `to` over value on or
 * before `from`, minus 1; null when the series does not reach back to `from`.
 * @param series the benchmark (e.g. 沪深300 closes), sorted by date
 * @see README "Returns" (excess)
 */
export function benchmarkReturn(
  series: readonly SeriesPoint[],
  from: IsoDate,
  to: IsoDate,
): Decimal | null {
  const a = valueOn(series, from);
  const b = valueOn(series, to);
  if (!a || !b || a.isZero()) return null;
  return b.div(a).minus(1);
}

/**
 * 超额收益: the account's return minus the benchmark's over the same window (fractions); null if either is.
 * @see README "Returns" (excess)
 */
export function excessOverBenchmark(own: Decimal | null, bench: Decimal | null): Decimal | null {
  return own === null || bench === null ? null : own.minus(bench);
}

/**
 * The benchmark's cumulative return on each date of `dates` from the first (fraction), for a
 * 收益走势 line beside the account's.
 */
export function benchmarkLine(
  series: readonly SeriesPoint[],
  dates: readonly IsoDate[],
): { date: IsoDate; value: Decimal | null }[] {
  if (!dates.length) return [];
  const first = dates[0]!;
  return dates.map((d) => ({ date: d, value: benchmarkReturn(series, first, d) }));
}
