/**
 * The number helpers the quant computations share (README "Quant area": percentile): rounding for
 * display and the percentile rank with half the ties. Floats: ratios and scores, never money.
 */

/** `x` rounded to `places` decimals; null for null, undefined or a non-finite number. */
export const round = (x: number | null | undefined, places = 2): number | null => {
  if (x === null || x === undefined || !Number.isFinite(x)) return null;
  const f = 10 ** places;
  return Math.round(x * f) / f;
};

/**
 * Percentile (0-100) of `v` in an ascending list: the share of values strictly below it plus half
 * of those equal to it, 2 decimals.
 */
export function percentileRank(sorted: readonly number[], v: number): number {
  let below = 0;
  let equal = 0;
  for (const x of sorted) {
    if (x < v) below++;
    else if (x === v) equal++;
  }
  return round(((below + equal / 2) / sorted.length) * 100)!;
}
