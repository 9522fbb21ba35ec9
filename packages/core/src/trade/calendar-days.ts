/**
 * Calendar-day helpers of the 定投 rules (internal to core's trade module, not exported by the
 * package): 'YYYY-MM-DD' dates as UTC milliseconds and the trading-calendar predicate.
 */

/**
 * A trading calendar: a predicate over 'YYYY-MM-DD', or the list/set of trading days.
 * @see spec 001 §5 Fixed investment (first date by the trading calendar)
 */
export type TradingCalendar = ((date: string) => boolean) | ReadonlySet<string> | readonly string[];

/** One calendar day in milliseconds. */
export const DAY_MS = 86_400_000;

/** The calendar as a predicate. */
export function toPredicate(calendar: TradingCalendar): (date: string) => boolean {
  if (typeof calendar === 'function') return calendar;
  const set = calendar instanceof Set ? calendar : new Set(calendar as readonly string[]);
  return (d) => set.has(d);
}

/**
 * 'YYYY-MM-DD' as UTC milliseconds.
 * @throws {RangeError} when `date` is not that shape or not a real date (2026-02-30)
 */
export function parseDay(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (formatDay(ms) !== date) throw new RangeError(`no such date: ${date}`);
  return ms;
}

/** UTC milliseconds as 'YYYY-MM-DD'. */
export function formatDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
