import type { Db } from '../db/open';

const DAY = 86400000;
export const dayNum = (iso: string): number => Math.round(Date.parse(iso + 'T00:00:00Z') / DAY);
export const isoOf = (n: number): string => new Date(n * DAY).toISOString().slice(0, 10);
export const addDays = (iso: string, n: number): string => isoOf(dayNum(iso) + n);
/** ISO weekday 1 (Mon) .. 7 (Sun). */
export const weekday = (iso: string): number =>
  ((new Date(iso + 'T00:00:00Z').getUTCDay() + 6) % 7) + 1;

/**
 * The A-share trading calendar (xalpha caldate, 1991..2026). Dates past its end fall back to
 * Monday-Friday (documented in README.md).
 */
export class TradingCalendar {
  private readonly start: number;
  private readonly open: Uint8Array;
  constructor(db: Db) {
    const rows = db.prepare('SELECT date, is_open FROM calendar ORDER BY date').all() as {
      date: string;
      is_open: number;
    }[];
    this.start = dayNum(rows[0]!.date);
    this.open = new Uint8Array(rows.length);
    rows.forEach((r, i) => (this.open[i] = r.is_open));
  }
  get lastDate(): string {
    return isoOf(this.start + this.open.length - 1);
  }
  isTradingDay(iso: string): boolean {
    const i = dayNum(iso) - this.start;
    if (i >= 0 && i < this.open.length) return this.open[i] === 1;
    return weekday(iso) <= 5;
  }
  /** The first trading day strictly after `iso`. */
  next(iso: string, n = 1): string {
    let d = iso;
    for (let k = 0; k < n; k++) {
      do d = addDays(d, 1);
      while (!this.isTradingDay(d));
    }
    return d;
  }
  /** `iso` itself when it is a trading day, else the next one. */
  onOrAfter(iso: string): string {
    return this.isTradingDay(iso) ? iso : this.next(iso);
  }
  /** The last trading day strictly before `iso`. */
  prev(iso: string): string {
    let d = iso;
    do d = addDays(d, -1);
    while (!this.isTradingDay(d));
    return d;
  }
  /** `iso` itself when a trading day, else the previous one. */
  onOrBefore(iso: string): string {
    return this.isTradingDay(iso) ? iso : this.prev(iso);
  }
}
