/**
 * Risk and return statistics of a (total-return) NAV series. Pure functions over
 * {@link NavSeries}; inputs should be total-return NAVs (see `totalReturnNav`) so that
 * distributions are not read as losses. Returns are fractions (0.1234 = +12.34 %); floats are
 * fine here: these are ratios shown rounded to 2 decimals, never money.
 */
import { addMonths, isoDate, monthIndex } from './days';
import { indexOnOrBefore, sliceSeries, type NavSeries, type NavSeriesArrays } from './series';

/**
 * The risk-free rate of the Sharpe ratio: 1.5 % a year (a fraction, 0.015).
 * @see README "Performance"
 */
export const RISK_FREE_ANNUAL = 0.015;
/**
 * Trading days a year used to annualise daily volatility (A-share market, about 244).
 * @see README "Performance"
 */
export const TRADING_DAYS_A_YEAR = 244;

/**
 * An equal-weight index of several series (e.g. the funds a manager runs): starts at 1 on the
 * first day any series has a point inside [from, to]; each following day of the union of their
 * dates moves by the mean of the daily returns of the series that have a point that day and one
 * before it (inside the window). Returns null when no series has two points in the window.
 * @see README "Performance"
 */
export function equalWeightIndex(
  series: readonly NavSeries[],
  from: number,
  to: number,
): NavSeriesArrays | null {
  const parts = series.map((s) => sliceSeries(s, from, to)).filter((p) => p.days.length > 1);
  if (!parts.length) return null;
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of parts) {
    lo = Math.min(lo, p.days[0]!);
    hi = Math.max(hi, p.days[p.days.length - 1]!);
  }
  // per calendar day of the window: sum and count of daily returns, and whether any point exists
  const span = hi - lo + 1;
  const sum = new Float64Array(span);
  const cnt = new Uint16Array(span);
  const has = new Uint8Array(span);
  for (const p of parts) {
    has[p.days[0]! - lo] = 1;
    for (let i = 1; i < p.days.length; i++) {
      const k = p.days[i]! - lo;
      has[k] = 1;
      sum[k] = sum[k]! + p.values[i]! / p.values[i - 1]! - 1;
      cnt[k] = cnt[k]! + 1;
    }
  }
  const days: number[] = [];
  const values: number[] = [];
  let v = 1;
  for (let k = 0; k < span; k++) {
    if (!has[k]) continue;
    if (cnt[k]) v *= 1 + sum[k]! / cnt[k]!;
    days.push(lo + k);
    values.push(v);
  }
  return { days, values };
}

/**
 * Total return of a series (last / first - 1), or null with fewer than two points.
 * @see README "Performance"
 */
export function totalReturn(s: NavSeries): number | null {
  const n = s.values.length;
  return n < 2 ? null : s.values[n - 1]! / s.values[0]! - 1;
}

/**
 * Annualized (compound) return over the series' calendar span, or null when it spans < 30 days.
 * @see README "Performance"
 */
export function annualizedReturn(s: NavSeries): number | null {
  const n = s.values.length;
  if (n < 2) return null;
  const span = s.days[n - 1]! - s.days[0]!;
  if (span < 30) return null;
  return Math.pow(s.values[n - 1]! / s.values[0]!, 365 / span) - 1;
}

/**
 * Daily returns (one per point after the first).
 * @see README "Performance"
 */
export function dailyReturns(s: NavSeries): number[] {
  const out: number[] = [];
  for (let i = 1; i < s.values.length; i++) out.push(s.values[i]! / s.values[i - 1]! - 1);
  return out;
}

function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}
function stdev(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) * (b - m), 0) / (xs.length - 1));
}

/**
 * Annualized volatility: sample standard deviation of daily returns x sqrt(244).
 * @see README "Performance"
 */
export function annualizedVolatility(s: NavSeries): number | null {
  const r = dailyReturns(s);
  return r.length < 2 ? null : stdev(r) * Math.sqrt(TRADING_DAYS_A_YEAR);
}

/**
 * Sharpe ratio: (annualized return - 1.5 %) / annualized volatility; null when undefined.
 * @see README "Performance"
 */
export function sharpeRatio(s: NavSeries): number | null {
  const r = annualizedReturn(s);
  const v = annualizedVolatility(s);
  if (r === null || v === null || v === 0) return null;
  return (r - RISK_FREE_ANNUAL) / v;
}

/**
 * The benchmark's value on each day of `s` (its last close on or before that day); null when the
 * benchmark has no point on or before the first day.
 * @see README "Performance"
 */
export function alignBenchmark(s: NavSeries, bench: NavSeries): number[] | null {
  const out: number[] = [];
  for (let i = 0; i < s.days.length; i++) {
    const k = indexOnOrBefore(bench.days, s.days[i]!);
    if (k < 0) return null;
    out.push(bench.values[k]!);
  }
  return out;
}

/**
 * Relative statistics of a series against a benchmark over the same days.
 * @see README "Performance"
 */
export interface RelativeStats {
  /** Benchmark total return over the same days. */
  benchTotal: number;
  /** Annualized return minus the benchmark's annualized return. */
  excessAnnual: number | null;
  /** OLS beta of daily returns on the benchmark's daily returns. */
  beta: number | null;
  /** Jensen's alpha, annualized: (mean daily r - beta x mean daily b) x 244. */
  alphaAnnual: number | null;
  /** R-squared of that regression (0..1): how closely the series follows the benchmark. */
  rSquared: number | null;
  /** Up-capture minus down-capture over calendar months (monthly returns), or null. */
  captureSpread: number | null;
}

/**
 * Compares a series with a benchmark (e.g. CSI 300) over the series' days.
 * @returns null when the benchmark does not cover the series' first day
 * @see README "Performance"
 */
export function relativeTo(s: NavSeries, bench: NavSeries): RelativeStats | null {
  const b = alignBenchmark(s, bench);
  if (!b || s.values.length < 2) return null;
  const bs: NavSeries = { days: s.days, values: b };
  const benchTotal = b[b.length - 1]! / b[0]! - 1;
  const ra = annualizedReturn(s);
  const rb = annualizedReturn(bs);
  const r = dailyReturns(s);
  const m = dailyReturns(bs);
  let beta: number | null = null;
  let alphaAnnual: number | null = null;
  let rSquared: number | null = null;
  if (r.length >= 20) {
    const mr = mean(r);
    const mm = mean(m);
    let cov = 0;
    let vm = 0;
    let vr = 0;
    for (let i = 0; i < r.length; i++) {
      cov += (r[i]! - mr) * (m[i]! - mm);
      vm += (m[i]! - mm) ** 2;
      vr += (r[i]! - mr) ** 2;
    }
    if (vm > 0) {
      beta = cov / vm;
      alphaAnnual = (mr - beta * mm) * TRADING_DAYS_A_YEAR;
      rSquared = vr > 0 ? (cov * cov) / (vm * vr) : 0;
    }
  }
  const months = monthlyReturns(s, b);
  let captureSpread: number | null = null;
  const up = months.filter((x) => x.bench > 0);
  const down = months.filter((x) => x.bench < 0);
  if (up.length >= 3 && down.length >= 3) {
    const upCap = mean(up.map((x) => x.r)) / mean(up.map((x) => x.bench));
    const downCap = mean(down.map((x) => x.r)) / mean(down.map((x) => x.bench));
    captureSpread = upCap - downCap;
  }
  return {
    benchTotal,
    excessAnnual: ra !== null && rb !== null ? ra - rb : null,
    beta,
    alphaAnnual,
    rSquared,
    captureSpread,
  };
}

/**
 * Calendar-month returns of a series and of its aligned benchmark values: each month from the
 * last point of the previous month (or the first point) to the month's last point.
 * @see README "Performance"
 */
export function monthlyReturns(
  s: NavSeries,
  benchAligned: readonly number[],
): { month: string; r: number; bench: number }[] {
  const out: { month: string; r: number; bench: number }[] = [];
  if (s.values.length < 2) return out;
  let startI = 0;
  for (let i = 1; i < s.days.length; i++) {
    const mi = monthIndex(s.days[i]!);
    const last = i === s.days.length - 1 || monthIndex(s.days[i + 1]!) !== mi;
    if (!last) continue;
    const m = isoDate(s.days[i]!).slice(0, 7);
    out.push({
      month: m,
      r: s.values[i]! / s.values[startI]! - 1,
      bench: benchAligned[i]! / benchAligned[startI]! - 1,
    });
    startI = i;
  }
  return out;
}

/**
 * Mean monthly return of `s` in bull, bear and seesaw months of the benchmark: a month is bull
 * when the benchmark rose more than 2 %, bear when it fell more than 2 %, else seesaw.
 * @see README "Performance"
 */
export function marketRegimeReturns(
  s: NavSeries,
  bench: NavSeries,
): { bull: number | null; bear: number | null; seesaw: number | null } {
  const b = alignBenchmark(s, bench);
  if (!b) return { bull: null, bear: null, seesaw: null };
  const months = monthlyReturns(s, b);
  const avg = (xs: { r: number }[]) => (xs.length ? mean(xs.map((x) => x.r)) : null);
  return {
    bull: avg(months.filter((x) => x.bench > 0.02)),
    bear: avg(months.filter((x) => x.bench < -0.02)),
    seesaw: avg(months.filter((x) => x.bench >= -0.02 && x.bench <= 0.02)),
  };
}

/**
 * Returns of holding for a period started on every past point of the series.
 * @see README "Performance"
 */
export interface HoldingPeriodStats {
  /** Months held (1, 3, 12, 36). */
  months: number;
  /** How many start days had a full holding period inside the data. */
  samples: number;
  /** Share of those holdings that ended with a gain (0..1). */
  winRate: number;
  /** Mean return. */
  mean: number;
  /** Worst and best return. */
  min: number;
  max: number;
  /** The 10th, 25th, 50th, 75th and 90th percentiles (nearest-rank). */
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
  /** Share of holdings per return bucket (bounds in fractions; open-ended first and last). */
  buckets: { lower: number | null; upper: number | null; share: number }[];
}

/**
 * Bucket bounds of the return distribution: below -20 %, -20..-10, -10..0, 0..10, 10..20, 20 %+.
 * @see README "Performance"
 */
export const RETURN_BUCKETS = [-0.2, -0.1, 0, 0.1, 0.2] as const;

function nearestRank(sorted: readonly number[], p: number): number {
  const k = Math.max(0, Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1));
  return sorted[k]!;
}

/**
 * Holding-period statistics: for every point i (a trading day with a NAV) whose holding period
 * ends inside the data, the return from point i to the first point on or after i's date plus
 * `months` calendar months. Points up to `to` (day number) only.
 * @returns null when no start day has a full period
 * @see README "Performance"
 */
export function holdingPeriodStats(
  s: NavSeries,
  months: number,
  to = Number.MAX_SAFE_INTEGER,
): HoldingPeriodStats | null {
  const last = indexOnOrBefore(s.days, to);
  const rets: number[] = [];
  let j = 0;
  for (let i = 0; i <= last; i++) {
    const target = addMonths(s.days[i]!, months);
    if (j < i) j = i;
    while (j <= last && s.days[j]! < target) j++;
    if (j > last) break;
    rets.push(s.values[j]! / s.values[i]! - 1);
  }
  if (!rets.length) return null;
  const sorted = [...rets].sort((a, b) => a - b);
  const bounds = [null, ...RETURN_BUCKETS, null] as (number | null)[];
  const buckets = [];
  for (let k = 0; k < bounds.length - 1; k++) {
    const lo = bounds[k]!;
    const hi = bounds[k + 1]!;
    const n = rets.filter((r) => (lo === null || r >= lo) && (hi === null || r < hi)).length;
    buckets.push({ lower: lo, upper: hi, share: n / rets.length });
  }
  return {
    months,
    samples: rets.length,
    winRate: rets.filter((r) => r > 0).length / rets.length,
    mean: mean(rets),
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
    p10: nearestRank(sorted, 0.1),
    p25: nearestRank(sorted, 0.25),
    p50: nearestRank(sorted, 0.5),
    p75: nearestRank(sorted, 0.75),
    p90: nearestRank(sorted, 0.9),
    buckets,
  };
}

/**
 * Only the win rate of {@link holdingPeriodStats} (same windows), without sorting: for scoring
 * many funds at once. Null when no start day has a full period.
 * @see README "Performance"
 */
export function holdingWinRate(
  s: NavSeries,
  months: number,
  to = Number.MAX_SAFE_INTEGER,
): number | null {
  const last = indexOnOrBefore(s.days, to);
  let n = 0;
  let wins = 0;
  let j = 0;
  for (let i = 0; i <= last; i++) {
    const target = addMonths(s.days[i]!, months);
    if (j < i) j = i;
    while (j <= last && s.days[j]! < target) j++;
    if (j > last) break;
    n++;
    if (s.values[j]! > s.values[i]!) wins++;
  }
  return n ? wins / n : null;
}

/**
 * A maximum drawdown and where it happened.
 * @see README "Performance"
 */
export interface Drawdown {
  /** The largest fall from a previous high, as a positive fraction (0.25 = fell 25 %). */
  value: number;
  /** Day numbers of the high before the fall and of the low; null when the series never fell. */
  peakDay: number | null;
  troughDay: number | null;
}

/**
 * Maximum drawdown: the largest `1 − value / running maximum` over the series, with the day of
 * that running maximum (peak) and of the low (trough). Null with fewer than two points.
 * @see README "Performance"
 */
export function maxDrawdownDetail(s: NavSeries): Drawdown | null {
  if (s.values.length < 2) return null;
  let peakI = 0;
  let best: Drawdown = { value: 0, peakDay: null, troughDay: null };
  for (let i = 1; i < s.values.length; i++) {
    const v = s.values[i]!;
    if (v > s.values[peakI]!) peakI = i;
    else {
      const dd = 1 - v / s.values[peakI]!;
      if (dd > best.value) best = { value: dd, peakDay: s.days[peakI]!, troughDay: s.days[i]! };
    }
  }
  return best;
}

/**
 * Maximum drawdown as a positive fraction (see {@link maxDrawdownDetail}); null if < 2 points.
 * @see README "Performance"
 */
export function maxDrawdown(s: NavSeries): number | null {
  return maxDrawdownDetail(s)?.value ?? null;
}

/**
 * Calmar ratio: annualised return / maximum drawdown over the series. Null when either is
 * undefined or the series never fell.
 * @see README "Performance"
 */
export function calmarRatio(s: NavSeries): number | null {
  const r = annualizedReturn(s);
  const d = maxDrawdown(s);
  return r === null || d === null || d === 0 ? null : r / d;
}

/**
 * Excess return: the series' total return minus the benchmark's over the same days (the
 * benchmark's last value on or before each end). Fractions; null when the benchmark does not
 * cover the first day or the series has < 2 points.
 * @see README "Performance"
 */
export function excessReturn(s: NavSeries, bench: NavSeries): number | null {
  const b = alignBenchmark(s, bench);
  const r = totalReturn(s);
  if (!b || r === null) return null;
  return r - (b[b.length - 1]! / b[0]! - 1);
}

/**
 * Calendar-month returns: each month from the last point of the previous month (or the first
 * point) to the month's last point; `month` is `YYYY-MM`.
 * @see README "Performance"
 */
export function calendarMonthReturns(s: NavSeries): { month: string; r: number }[] {
  return monthlyReturns(s, Array.from(s.values)).map(({ month, r }) => ({ month, r }));
}

/**
 * Share of calendar months (see {@link calendarMonthReturns}) with a gain (0..1); null if none.
 * @see README "Performance"
 */
export function monthlyWinRate(s: NavSeries): number | null {
  const m = calendarMonthReturns(s);
  return m.length ? m.filter((x) => x.r > 0).length / m.length : null;
}
