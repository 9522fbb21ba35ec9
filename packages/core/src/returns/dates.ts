import type { IsoDate } from './types';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date (`YYYY-MM-DD`). @throws RangeError for another shape */
export function dayNumber(date: IsoDate): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not an ISO date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** The ISO date `days` calendar days after `date`. */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The date of an event: trade date for buys and sells, `date` otherwise. */
export function eventDate(e: { trade_date?: IsoDate; date?: IsoDate }): IsoDate {
  return (e.trade_date ?? e.date)!;
}
