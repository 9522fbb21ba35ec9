/**
 * The example strategies' computation (spec 001 §7 Quant strategies; README "Quant area"): target
 * weights of a rule at a month end, the backtest of a rule over aligned index closes (value 1 at
 * the start, monthly rebalance, no fees) and the alignment of several close series. Pure
 * functions, unit tested in `__tests__/compute.test.ts`.
 */
import { idxOnOrBefore, monthIndex, type Series } from '../../market/nav-stats';

/** How a strategy sets its weights at each month end. */
export type StrategyRule =
  | { kind: 'momentum'; lookback: number }
  | { kind: 'fixed'; weights: readonly number[] }
  | { kind: 'trend'; ma: number };

/**
 * Target weights (one per series, summing to at most 1; the rest is idle cash earning nothing) at
 * day index `t` of aligned closes `px[series][t]`, from closes up to t only:
 * - momentum: all in the series with the highest return over the last `lookback` points (ties:
 *   the first), nothing when no series has that history;
 * - fixed: the given weights;
 * - trend: all in the first series when its close is above its `ma`-point moving average, else
 *   cash (also cash without `ma` points of history).
 */
export function targetWeights(rule: StrategyRule, px: readonly number[][], t: number): number[] {
  const n = px.length;
  const w = new Array<number>(n).fill(0);
  if (rule.kind === 'fixed') return rule.weights.slice(0, n);
  if (rule.kind === 'momentum') {
    if (t < rule.lookback) return w;
    let best = -1;
    let bestR = -Infinity;
    for (let i = 0; i < n; i++) {
      const r = px[i]![t]! / px[i]![t - rule.lookback]! - 1;
      if (r > bestR) {
        bestR = r;
        best = i;
      }
    }
    w[best] = 1;
    return w;
  }
  if (t + 1 < rule.ma) return w;
  let sum = 0;
  for (let k = t - rule.ma + 1; k <= t; k++) sum += px[0]![k]!;
  if (px[0]![t]! > sum / rule.ma) w[0] = 1;
  return w;
}

/**
 * Backtest of a rule over aligned daily closes (`days` ascending day numbers, `px[i][t]` the
 * close of series i on day t), starting at the first day on or after `from` with value 1:
 * weights are set at the start and at every month's last day (using closes up to that day), the
 * units then drift with prices until the next rebalance; idle cash keeps its value; no fees.
 * @returns the value per day from the start, or null when no day is on or after `from`
 */
export function backtest(
  rule: StrategyRule,
  days: readonly number[],
  px: readonly number[][],
  from: number,
): Series | null {
  const start = days.findIndex((d) => d >= from);
  if (start < 0) return null;
  const outDays: number[] = [];
  const values: number[] = [];
  let units = new Array<number>(px.length).fill(0);
  let cash = 1;
  const rebalance = (t: number, value: number) => {
    const w = targetWeights(rule, px, t);
    units = w.map((x, i) => (value * x) / px[i]![t]!);
    cash = value - w.reduce((a, b) => a + b, 0) * value;
  };
  for (let t = start; t < days.length; t++) {
    const value = units.reduce((s, u, i) => s + u * px[i]![t]!, 0) + cash;
    outDays.push(days[t]!);
    values.push(value);
    const monthEnd = t === days.length - 1 || monthIndex(days[t + 1]!) !== monthIndex(days[t]!);
    if (t === start || monthEnd) rebalance(t, value);
  }
  return { days: outDays, values };
}

/**
 * Aligns several close series on the days of the first one (from its first day on which every
 * series has a close): each other series takes its last close on or before that day.
 */
export function alignCloses(series: readonly Series[]): { days: number[]; px: number[][] } {
  const base = series[0]!;
  const days: number[] = [];
  const px: number[][] = series.map(() => []);
  for (let t = 0; t < base.days.length; t++) {
    const d = base.days[t]!;
    const idx = series.map((s) => idxOnOrBefore(s.days, d));
    if (idx.some((k) => k < 0)) continue;
    days.push(d);
    idx.forEach((k, i) => px[i]!.push(series[i]!.values[k]!));
  }
  return { days, px };
}
