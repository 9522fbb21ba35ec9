/**
 * Computed research facts (spec 001 §2 "Fund and stock detail", "Funds market"): pure functions
 * of real data, each documented in the sandbox README ("Research: computed facts") and unit
 * tested on fixed input in `__tests__/compute.test.ts`.
 */
import Decimal from 'decimal.js';

/** A daily bar with prices in hundredths (integers). */
export interface Bar {
  date: string;
  open: number;
  close: number;
  high: number;
  low: number;
  volume: number;
}

/** A holding as the computations need it. */
export interface WeightRow {
  key: string;
  name: string;
  /** % of fund assets, decimal string. */
  pct: string;
  industry?: string | null;
}

const num2 = (d: Decimal): number => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/**
 * Asset allocation from the real stock position (% of assets). The data has no bond / cash
 * split: those stay null and the rest is `other` (其他/未披露), so the parts sum to 100.
 * Without a stock position the top-10 sum is the (lower-bound) stock part.
 */
export function allocationParts(
  stockPct: string | null,
  top10: WeightRow[],
): { stock: number; bond: null; cash: null; other: number; fromTop10: boolean } {
  const fromTop10 = stockPct === null || stockPct === '';
  const stock = fromTop10
    ? top10.reduce((s, r) => s.plus(r.pct), new Decimal(0))
    : new Decimal(stockPct);
  const capped = Decimal.min(Decimal.max(stock, 0), 100);
  return {
    stock: num2(capped),
    bond: null,
    cash: null,
    other: num2(new Decimal(100).minus(num2(capped))),
    fromTop10,
  };
}

/** A fund joins a sector only when its largest Shenwan level-1 weight is at least this (% of assets). */
export const SECTOR_MIN_WEIGHT = 20;

/**
 * The sector of a fund (README "Sectors"): the Shenwan level-1 industry with the largest summed
 * top-10 weight (ties: by name), when that weight is at least
 * {@link SECTOR_MIN_WEIGHT} % of assets; null otherwise or without classified holdings.
 */
export function sectorOf(rows: WeightRow[]): string | null {
  const by = new Map<string, Decimal>();
  for (const r of rows)
    if (r.industry) by.set(r.industry, (by.get(r.industry) ?? new Decimal(0)).plus(r.pct));
  const top = [...by.entries()].sort(
    (a, b) => b[1].comparedTo(a[1]) || a[0].localeCompare(b[0]),
  )[0];
  return top && top[1].gte(SECTOR_MIN_WEIGHT) ? top[0] : null;
}

/** The mean of the known values, rounded half-up to 2 decimals; null when none is known. */
export function meanOf(values: readonly (number | string | null)[]): number | null {
  const l = values.filter((v): v is number | string => v !== null);
  if (!l.length) return null;
  return num2(l.reduce<Decimal>((sum, v) => sum.plus(v), new Decimal(0)).div(l.length));
}

/**
 * Top holdings with their change against the previous report: percent_change = this weight -
 * previous weight (percentage points); a stock not in the previous top 10 is new (change null).
 * Without a previous report every change is null and nothing is new.
 */
export function holdingChanges(
  now: WeightRow[],
  prev: WeightRow[] | null,
): {
  key: string;
  name: string;
  percent: number;
  percent_change: number | null;
  is_new: boolean;
}[] {
  const before = new Map((prev ?? []).map((r) => [r.key, r.pct]));
  return now.map((r) => {
    const p = before.get(r.key);
    return {
      key: r.key,
      name: r.name,
      percent: num2(new Decimal(r.pct)),
      percent_change: p === undefined ? null : num2(new Decimal(r.pct).minus(p)),
      is_new: prev !== null && p === undefined,
    };
  });
}

/**
 * Industry allocation of the top-10 holdings: weights summed per Shenwan level-1 industry
 * (stocks without one, e.g. Hong Kong listings, under 其他), largest first, ties by name.
 */
export function industryAllocation(rows: WeightRow[]): { name: string; percent: number }[] {
  const m = new Map<string, Decimal>();
  for (const r of rows) {
    const k = r.industry || '其他';
    m.set(k, (m.get(k) ?? new Decimal(0)).plus(r.pct));
  }
  return [...m.entries()]
    .map(([name, d]) => ({ name, percent: num2(d) }))
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name, 'zh-CN'));
}

/**
 * Overlap of two holdings lists: the common stocks and the sum over them of the smaller weight
 * (percentage of assets held in common, 0-100).
 */
export function holdingsOverlap(
  a: WeightRow[],
  b: WeightRow[],
): { percent: number; stocks: { key: string; name: string; percents: [number, number] }[] } {
  const bm = new Map(b.map((r) => [r.key, r]));
  let sum = new Decimal(0);
  const stocks: { key: string; name: string; percents: [number, number] }[] = [];
  for (const r of a) {
    const o = bm.get(r.key);
    if (!o) continue;
    sum = sum.plus(Decimal.min(r.pct, o.pct));
    stocks.push({
      key: r.key,
      name: r.name,
      percents: [num2(new Decimal(r.pct)), num2(new Decimal(o.pct))],
    });
  }
  return { percent: num2(sum), stocks };
}

/**
 * Maximum drawdown of a NAV series (%, ≤ 0): the largest fall from a running peak,
 * (trough / peak - 1) x 100. Null for fewer than two points.
 */
export function maxDrawdown(navs: number[]): number | null {
  if (navs.length < 2) return null;
  let peak = navs[0]!;
  let worst = new Decimal(0);
  for (const v of navs) {
    if (v > peak) peak = v;
    const dd = new Decimal(v).div(peak).minus(1);
    if (dd.lt(worst)) worst = dd;
  }
  return num2(worst.times(100));
}

/**
 * Annualised volatility (%): the sample standard deviation of daily simple returns times
 * sqrt(250). Null for fewer than three points.
 */
export function annualVolatility(navs: number[]): number | null {
  if (navs.length < 3) return null;
  const r: number[] = [];
  for (let i = 1; i < navs.length; i++) r.push(navs[i]! / navs[i - 1]! - 1);
  const mean = r.reduce((s, x) => s + x, 0) / r.length;
  const v = r.reduce((s, x) => s + (x - mean) ** 2, 0) / (r.length - 1);
  return Math.round(Math.sqrt(v) * Math.sqrt(250) * 10000) / 100;
}

/** Return between two NAVs (%), 2 decimals; null without both. */
export function periodReturn(first: number | undefined, last: number | undefined): number | null {
  if (!first || last === undefined) return null;
  return num2(new Decimal(last).div(first).minus(1).times(100));
}

/**
 * Competition rank (1 = best) of `value` among `peers` (which include it), higher is better;
 * equal values share a rank. Null when the value is null.
 */
export function rankAmong(
  value: number | null,
  peers: (number | null)[],
): { index: number; total: number } | null {
  const vals = peers.filter((v): v is number => v !== null);
  if (value === null) return null;
  return { index: vals.filter((v) => v > value).length + 1, total: vals.length };
}

/** Percentile (0-100) of each value within its list: share of values strictly below, ties half. */
export function percentileOf(sorted: number[], v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  let eq = lo;
  while (eq < sorted.length && sorted[eq] === v) eq++;
  return ((lo + (eq - lo) / 2) / sorted.length) * 100;
}

/** Style box labels (Morningstar's 3 x 3 words). */
export const SIZE_LABELS = ['小盘', '中盘', '大盘'] as const;
export const VALUE_LABELS = ['价值', '平衡', '成长'] as const;

/**
 * Style box of a holdings list: size_score = weighted mean of each stock's market-cap percentile
 * among all A-shares, value_score = weighted mean of its P/B percentile (higher = growthier),
 * weights = % of assets; only stocks with the figure count. Size: ≥ 80 大盘, ≥ 50 中盘, else 小盘.
 * Value: < 40 价值, ≤ 60 平衡, else 成长. Null when no holding has both figures.
 */
export function styleBox(
  rows: { pct: string; capPercentile: number | null; pbPercentile: number | null }[],
): { style: string; size_score: number; value_score: number } | null {
  let w = 0;
  let size = 0;
  let value = 0;
  for (const r of rows) {
    if (r.capPercentile === null || r.pbPercentile === null) continue;
    const x = Number(r.pct);
    w += x;
    size += x * r.capPercentile;
    value += x * r.pbPercentile;
  }
  if (w <= 0) return null;
  const s = Math.round((size / w) * 100) / 100;
  const v = Math.round((value / w) * 100) / 100;
  const sl = s >= 80 ? SIZE_LABELS[2] : s >= 50 ? SIZE_LABELS[1] : SIZE_LABELS[0];
  const vl = v < 40 ? VALUE_LABELS[0] : v <= 60 ? VALUE_LABELS[1] : VALUE_LABELS[2];
  return { style: sl + vl, size_score: s, value_score: v };
}

/**
 * Candles for a period: daily bars as they are; weekly (ISO week) and monthly candles take the
 * first open, the last close, the highest high, the lowest low and the summed volume. `percent`
 * is the close against the previous candle's close.
 */
export function candles(
  bars: Bar[],
  period: 'day' | 'week' | 'month',
): (Bar & { percent: number | null })[] {
  const keyOf = (d: string) => {
    if (period === 'day') return d;
    if (period === 'month') return d.slice(0, 7);
    const t = Date.parse(d + 'T00:00:00Z');
    const dow = (new Date(t).getUTCDay() + 6) % 7;
    return new Date(t - dow * 86400000).toISOString().slice(0, 10);
  };
  const out: Bar[] = [];
  let key = '';
  for (const b of bars) {
    const k = keyOf(b.date);
    const last = out[out.length - 1];
    if (last && k === key) {
      last.date = b.date;
      last.close = b.close;
      last.high = Math.max(last.high, b.high);
      last.low = Math.min(last.low, b.low);
      last.volume += b.volume;
    } else {
      out.push({ ...b });
      key = k;
    }
  }
  return out.map((b, i) => ({
    ...b,
    percent: i === 0 ? null : periodReturn(out[i - 1]!.close, b.close),
  }));
}

/** Hundredths to a decimal string with 2 places ("462994" -> "4629.94"). */
export function cents(v: number): string {
  return new Decimal(v).div(100).toFixed(2);
}
