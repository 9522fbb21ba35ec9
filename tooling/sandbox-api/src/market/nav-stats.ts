/**
 * Statistics of real NAV series for the sandbox's areas. The math is core's performance engine
 * (`@jijin/core`, README "Performance"); this module re-exports it under the names the areas use
 * and adds the sandbox's own scoring helpers.
 */
export {
  RISK_FREE_ANNUAL,
  TRADING_DAYS_A_YEAR,
  RETURN_BUCKETS,
  indexOnOrBefore as idxOnOrBefore,
  sliceSeries as slice,
  monthIndex,
  addMonths as addMonthsDay,
  equalWeightIndex,
  totalReturn,
  annualizedReturn,
  dailyReturns,
  annualizedVolatility,
  sharpeRatio,
  maxDrawdown,
  alignBenchmark,
  relativeTo,
  monthlyReturns,
  marketRegimeReturns,
  holdingPeriodStats,
  holdingWinRate,
} from '@jijin/core/performance';
export type {
  NavSeries as Series,
  RelativeStats as Relative,
  HoldingPeriodStats,
} from '@jijin/core/performance';

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
