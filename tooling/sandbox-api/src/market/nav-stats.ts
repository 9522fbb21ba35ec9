/**
 * Statistics of real NAV series, shared by the managers and diagnosis areas (their methods are
 * written down in README.md, "Managers and diagnosis: computed facts"). Pure functions over
 * `{ days, values }` series (day numbers as in `calendar.ts`, values in any unit); no database.
 *
 * Floats are fine here: these are ratios and scores shown rounded to 2 decimals, never money.
 */

/** A price series: ascending day numbers and their values (NAV, index close…). */
export interface Series {
  days: ArrayLike<number>;
  values: ArrayLike<number>;
}

/** The risk-free rate used in the Sharpe ratio: 1.5 % a year (documented sandbox choice). */
export const RISK_FREE_ANNUAL = 0.015;
/** Trading days a year used to annualize daily volatility. */
export const TRADING_DAYS_A_YEAR = 244;

/** Index of the last point with day <= target, or -1. */
export function idxOnOrBefore(days: ArrayLike<number>, target: number): number {
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

/** The sub-series with from <= day <= to. */
export function slice(s: Series, from: number, to: number): { days: number[]; values: number[] } {
  const a = idxOnOrBefore(s.days, from - 1) + 1;
  const b = idxOnOrBefore(s.days, to);
  const days: number[] = [];
  const values: number[] = [];
  for (let i = a; i <= b; i++) {
    days.push(s.days[i]!);
    values.push(s.values[i]!);
  }
  return { days, values };
}

/** The calendar month of a day number as year x 12 + month - 1. */
export function monthIndex(day: number): number {
  const [y, m] = civil(day);
  return y * 12 + m - 1;
}

/** Year, month (1-12) and day of a day number (civil-from-days, no Date). */
function civil(day: number): [number, number, number] {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

/** The day number of a civil date (days-from-civil). */
function dayOf(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Adds `m` calendar months to a day number (the day of month clamped to the month's end). */
export function addMonthsDay(day: number, m: number): number {
  const [y, mo, d] = civil(day);
  const total = y * 12 + (mo - 1) + m;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = dayOf(nm === 12 ? ny + 1 : ny, nm === 12 ? 1 : nm + 1, 1) - dayOf(ny, nm, 1);
  return dayOf(ny, nm, Math.min(d, last));
}

/**
 * An equal-weight index of several series (e.g. the funds a manager runs): starts at 1 on the
 * first day any series has a point inside [from, to]; each following day of the union of their
 * dates moves by the mean of the daily returns of the series that have a point that day and one
 * before it (inside the window). Returns null when no series has two points in the window.
 */
export function equalWeightIndex(
  series: readonly Series[],
  from: number,
  to: number,
): { days: number[]; values: number[] } | null {
  const parts = series.map((s) => slice(s, from, to)).filter((p) => p.days.length > 1);
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

/** Total return of a series (last / first - 1), or null with fewer than two points. */
export function totalReturn(s: Series): number | null {
  const n = s.values.length;
  return n < 2 ? null : s.values[n - 1]! / s.values[0]! - 1;
}

/** Annualized (compound) return over the series' calendar span, or null when it spans < 30 days. */
export function annualizedReturn(s: Series): number | null {
  const n = s.values.length;
  if (n < 2) return null;
  const span = s.days[n - 1]! - s.days[0]!;
  if (span < 30) return null;
  return Math.pow(s.values[n - 1]! / s.values[0]!, 365 / span) - 1;
}

/** Daily returns (one per point after the first). */
export function dailyReturns(s: Series): number[] {
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

/** Annualized volatility: sample standard deviation of daily returns x sqrt(244). */
export function annualizedVolatility(s: Series): number | null {
  const r = dailyReturns(s);
  return r.length < 2 ? null : stdev(r) * Math.sqrt(TRADING_DAYS_A_YEAR);
}

/** Sharpe ratio: (annualized return - 1.5 %) / annualized volatility; null when undefined. */
export function sharpeRatio(s: Series): number | null {
  const r = annualizedReturn(s);
  const v = annualizedVolatility(s);
  if (r === null || v === null || v === 0) return null;
  return (r - RISK_FREE_ANNUAL) / v;
}

/** Maximum drawdown as a positive fraction (0.25 = fell 25 % from a previous high). */
export function maxDrawdown(s: Series): number | null {
  if (s.values.length < 2) return null;
  let peak = s.values[0]!;
  let mdd = 0;
  for (let i = 1; i < s.values.length; i++) {
    const v = s.values[i]!;
    if (v > peak) peak = v;
    else mdd = Math.max(mdd, 1 - v / peak);
  }
  return mdd;
}

/**
 * The benchmark's value on each day of `s` (its last close on or before that day); null when the
 * benchmark has no point on or before the first day.
 */
export function alignBenchmark(s: Series, bench: Series): number[] | null {
  const out: number[] = [];
  for (let i = 0; i < s.days.length; i++) {
    const k = idxOnOrBefore(bench.days, s.days[i]!);
    if (k < 0) return null;
    out.push(bench.values[k]!);
  }
  return out;
}

/** Relative statistics of a series against a benchmark over the same days. */
export interface Relative {
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
 */
export function relativeTo(s: Series, bench: Series): Relative | null {
  const b = alignBenchmark(s, bench);
  if (!b || s.values.length < 2) return null;
  const bs: Series = { days: s.days, values: b };
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
 */
export function monthlyReturns(
  s: Series,
  benchAligned: readonly number[],
): { month: string; r: number; bench: number }[] {
  const out: { month: string; r: number; bench: number }[] = [];
  if (s.values.length < 2) return out;
  let startI = 0;
  for (let i = 1; i < s.days.length; i++) {
    const mi = monthIndex(s.days[i]!);
    const last = i === s.days.length - 1 || monthIndex(s.days[i + 1]!) !== mi;
    if (!last) continue;
    const m = `${Math.floor(mi / 12)}-${String((mi % 12) + 1).padStart(2, '0')}`;
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
 */
export function marketRegimeReturns(
  s: Series,
  bench: Series,
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

/** Returns of holding for a period started on every past point of the series. */
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

/** Bucket bounds of the return distribution: below -20 %, -20..-10, -10..0, 0..10, 10..20, 20 %+. */
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
 */
export function holdingPeriodStats(
  s: Series,
  months: number,
  to = Number.MAX_SAFE_INTEGER,
): HoldingPeriodStats | null {
  const last = idxOnOrBefore(s.days, to);
  const rets: number[] = [];
  let j = 0;
  for (let i = 0; i <= last; i++) {
    const target = addMonthsDay(s.days[i]!, months);
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
 */
export function holdingWinRate(
  s: Series,
  months: number,
  to = Number.MAX_SAFE_INTEGER,
): number | null {
  const last = idxOnOrBefore(s.days, to);
  let n = 0;
  let wins = 0;
  let j = 0;
  for (let i = 0; i <= last; i++) {
    const target = addMonthsDay(s.days[i]!, months);
    if (j < i) j = i;
    while (j <= last && s.days[j]! < target) j++;
    if (j > last) break;
    n++;
    if (s.values[j]! > s.values[i]!) wins++;
  }
  return n ? wins / n : null;
}

/**
 * A 0-100 score on a straight line through (zeroAt, 0) and (hundredAt, 100), clamped and
 * rounded to one decimal. `zeroAt` may be above `hundredAt` (lower is better). Null stays null.
 */
export function linearScore(
  value: number | null | undefined,
  zeroAt: number,
  hundredAt: number,
): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const x = ((value - zeroAt) / (hundredAt - zeroAt)) * 100;
  return Math.round(Math.max(0, Math.min(100, x)) * 10) / 10;
}

/** A fraction as a percent rounded to 2 decimals (0.1234 -> 12.34); null stays null. */
export function pct2(x: number | null | undefined): number | null {
  return x === null || x === undefined || !Number.isFinite(x) ? null : Math.round(x * 10000) / 100;
}
