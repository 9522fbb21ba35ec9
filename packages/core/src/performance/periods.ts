/**
 * Period returns (近1周 … 成立以来) with one definition for every screen.
 *
 * The rule: the end is the fund's latest point on or before `today`; the start is the last point
 * on or before the same calendar date one period earlier than the END date (1 week = 7 days;
 * months by calendar with the day clamped to the month's end, so 2024-03-31 − 1 month is
 * 2024-02-29; 今年以来 starts on the last point on or before 31 December of the end's previous
 * year; 成立以来 starts on the first point). The return is `TR(end) / TR(start) − 1` on the
 * total-return NAV. A fund without a point on or before the start date is younger than the
 * period: its return is `null`, never 0.
 */
import { addMonths, civilFromDay, dayFromCivil } from './days';
import { indexOnOrBefore, type NavSeries } from './series';

/**
 * The periods, in display order.
 * @see README "Performance" (period return 近1周 … 成立以来)
 */
export const PERIOD_KEYS = [
  '1w',
  '1m',
  '3m',
  '6m',
  'ytd',
  '1y',
  '2y',
  '3y',
  '5y',
  'since',
] as const;

/**
 * One of {@link PERIOD_KEYS}.
 * @see README "Performance" (period return 近1周 … 成立以来)
 */
export type PeriodKey = (typeof PERIOD_KEYS)[number];

/**
 * The Chinese label of each period.
 * @see README "Performance" (period return 近1周 … 成立以来)
 */
export const PERIOD_LABELS: Readonly<Record<PeriodKey, string>> = {
  '1w': '近1周',
  '1m': '近1月',
  '3m': '近3月',
  '6m': '近6月',
  ytd: '今年以来',
  '1y': '近1年',
  '2y': '近2年',
  '3y': '近3年',
  '5y': '近5年',
  since: '成立以来',
};

const MONTHS: Partial<Record<PeriodKey, number>> = {
  '1m': 1,
  '3m': 3,
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '3y': 36,
  '5y': 60,
};

/**
 * The calendar start date (day number) of a period ending on `endDay`; for `since` −∞ is not
 * meaningful, so it returns `Number.NEGATIVE_INFINITY` (the first point is the start).
 * @see README "Performance" (period return 近1周 … 成立以来)
 */
export function periodTargetDay(key: PeriodKey, endDay: number): number {
  if (key === '1w') return endDay - 7;
  if (key === 'since') return Number.NEGATIVE_INFINITY;
  if (key === 'ytd') return dayFromCivil(civilFromDay(endDay)[0] - 1, 12, 31);
  return addMonths(endDay, -MONTHS[key]!);
}

/**
 * The window of one period: indexes into the series and the return over it.
 * @see README "Performance" (period return 近1周 … 成立以来)
 */
export interface PeriodWindow {
  key: PeriodKey;
  /** Index and day number of the start point. */
  startIndex: number;
  startDay: number;
  /** Index and day number of the end point (the latest on or before `today`). */
  endIndex: number;
  endDay: number;
  /** `values[end] / values[start] − 1` (a fraction; 0.1234 = +12.34 %). */
  value: number;
}

/**
 * The window and return of one period on a total-return series as of `today` (day number).
 * @returns null when the series has no point on or before `today`, or none on or before the
 *   period's start date (too young), or (`since`) only one point
 * @see README "Performance" (period return 近1周 … 成立以来)
 */
export function periodWindow(s: NavSeries, key: PeriodKey, today: number): PeriodWindow | null {
  const endIndex = indexOnOrBefore(s.days, today);
  if (endIndex < 0) return null;
  const endDay = s.days[endIndex]!;
  const startIndex = key === 'since' ? 0 : indexOnOrBefore(s.days, periodTargetDay(key, endDay));
  if (startIndex < 0 || startIndex >= endIndex) return null;
  return {
    key,
    startIndex,
    startDay: s.days[startIndex]!,
    endIndex,
    endDay,
    value: s.values[endIndex]! / s.values[startIndex]! - 1,
  };
}

/**
 * The return of every period (fractions; null where undefined, see {@link periodWindow}).
 * @see README "Performance" (period return 近1周 … 成立以来)
 */
export function periodReturns(s: NavSeries, today: number): Record<PeriodKey, number | null> {
  const out = {} as Record<PeriodKey, number | null>;
  for (const k of PERIOD_KEYS) out[k] = periodWindow(s, k, today)?.value ?? null;
  return out;
}
