/**
 * The series type of the performance engine and its lookups.
 */

/**
 * A dated series: ascending day numbers (see `dayNumber`, days since 1970-01-01) and one value
 * per day — a NAV in yuan, a total-return index, an index close in points. Both arrays have the
 * same length; days are strictly increasing. Typed arrays are accepted.
 * @see README "Performance" (`NavSeries`)
 */
export interface NavSeries {
  days: ArrayLike<number>;
  values: ArrayLike<number>;
}

/**
 * A series in plain arrays, as the engine returns them.
 * @see README "Performance" (`NavSeries`)
 */
export interface NavSeriesArrays {
  days: number[];
  values: number[];
}

/**
 * Index of the last point with `day <= target` (binary search), or −1 when there is none.
 * @see README "Performance" (`NavSeries`)
 */
export function indexOnOrBefore(days: ArrayLike<number>, target: number): number {
  let lo = 0;
  let hi = days.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! <= target) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}

/**
 * The sub-series with `from <= day <= to` (day numbers, inclusive).
 * @see README "Performance" (`NavSeries`)
 */
export function sliceSeries(s: NavSeries, from: number, to: number): NavSeriesArrays {
  const a = indexOnOrBefore(s.days, from - 1) + 1;
  const b = indexOnOrBefore(s.days, to);
  const days: number[] = [];
  const values: number[] = [];
  for (let i = a; i <= b; i++) {
    days.push(s.days[i]!);
    values.push(s.values[i]!);
  }
  return { days, values };
}

/**
 * The points up to and including day `to` (what is known "as of" that day).
 * @see README "Performance" (`NavSeries`)
 */
export function seriesAsOf(s: NavSeries, to: number): NavSeriesArrays {
  return sliceSeries(s, Number.MIN_SAFE_INTEGER, to);
}

/**
 * The series divided by its value on its first point: 1 at the start, so `value − 1` is the
 * cumulative return (a fraction) since that point. Empty in, empty out.
 * @see README "Performance" (`NavSeries`)
 */
export function rebaseSeries(s: NavSeries): NavSeriesArrays {
  const days = Array.from(s.days);
  const v0 = s.values[0];
  const values = Array.from(s.values, (v) => v / v0!);
  return { days, values };
}
