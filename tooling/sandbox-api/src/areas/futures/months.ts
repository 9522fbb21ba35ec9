/**
 * Which contract months of a futures product are listed on a date, and each one's last trading
 * day, by the exchange's rules (`contracts.ts`) over the trading calendar (README "Futures").
 * Pure: the calendar is passed in.
 */
import type { FuturesContract, LastDayRule } from './contracts';

/** The calendar operations the rules need (the sandbox's `TradingCalendar`). */
export interface Calendar {
  isTradingDay(iso: string): boolean;
  onOrAfter(iso: string): string;
  onOrBefore(iso: string): string;
}

/** One listed contract month. */
export interface ListedMonth {
  year: number;
  /** 1..12 */
  month: number;
  /** YYYY-MM-DD */
  lastTradingDay: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** ISO weekday 1 (Mon) .. 7 (Sun). */
const weekdayOf = (y: number, m: number, d: number) =>
  ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
/** Month index (year * 12 + month - 1) and back. */
const idx = (y: number, m: number) => y * 12 + m - 1;
const ym = (i: number) => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

/**
 * The last trading day of the contract month `year`-`month` under `rule`.
 * @param cal trading calendar (a holiday moves a fixed day to the next trading day)
 */
export function lastTradingDay(
  rule: LastDayRule,
  year: number,
  month: number,
  cal: Calendar,
): string {
  switch (rule.kind) {
    case 'nth-weekday': {
      const first = weekdayOf(year, month, 1);
      const day = 1 + ((rule.weekday - first + 7) % 7) + 7 * (rule.n - 1);
      return cal.onOrAfter(iso(year, month, day));
    }
    case 'day-of-month':
      return cal.onOrAfter(iso(year, month, rule.day));
    case 'nth-trading-day': {
      let seen = 0;
      for (let d = 1; d <= daysIn(year, month); d++) {
        const date = iso(year, month, d);
        if (cal.isTradingDay(date) && ++seen === rule.n) return date;
      }
      // A month with fewer trading days than n (never in practice): its last trading day.
      return cal.onOrBefore(iso(year, month, daysIn(year, month)));
    }
    case 'last-trading-day-of-previous-month': {
      const prev = ym(idx(year, month) - 1);
      return cal.onOrBefore(iso(prev.year, prev.month, daysIn(prev.year, prev.month)));
    }
  }
}

/**
 * The contract months of `c` that trade on `today` (a month whose last trading day is before
 * `today` has expired; the exchange lists its successor the next trading day).
 * @param today YYYY-MM-DD (Beijing)
 */
export function listedMonths(c: FuturesContract, today: string, cal: Calendar): ListedMonth[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const cur = idx(y, m);
  const at = (i: number): ListedMonth => {
    const { year, month } = ym(i);
    return { year, month, lastTradingDay: lastTradingDay(c.lastDay, year, month, cal) };
  };
  const live = (i: number) => at(i).lastTradingDay >= today;
  const firstLive = (accept: (month: number) => boolean) => {
    let i = cur;
    while (!(accept(ym(i).month) && live(i))) i++;
    return i;
  };
  const range = (from: number, to: number, accept: (month: number) => boolean) => {
    const out: ListedMonth[] = [];
    for (let i = from; i <= to; i++) if (accept(ym(i).month)) out.push(at(i));
    return out;
  };
  const quarter = (month: number) => month % 3 === 0;

  switch (c.months.kind) {
    case 'cycle': {
      const set = new Set(c.months.months);
      const first = firstLive((mm) => set.has(mm));
      return range(first, first + 11, (mm) => set.has(mm));
    }
    case 'three-then-even': {
      const first = firstLive(() => true);
      return [
        ...range(first, first + 2, () => true),
        ...range(first + 3, cur + 12, (mm) => mm % 2 === 0),
      ];
    }
    case 'index': {
      const first = firstLive(() => true);
      const out = [at(first), at(first + 1)];
      for (let i = first + 2; out.length < 4; i++) if (quarter(ym(i).month)) out.push(at(i));
      return out;
    }
    case 'quarterly': {
      const first = firstLive(quarter);
      const out: ListedMonth[] = [];
      for (let i = first; out.length < c.months.count; i++)
        if (quarter(ym(i).month)) out.push(at(i));
      return out;
    }
  }
}

/** The instrument code as the exchange writes it: cu2605, IF2606; CZCE one year digit: SR605. */
export function instrumentCode(c: FuturesContract, year: number, month: number): string {
  const yy = c.exchange === '郑州商品交易所' ? String(year % 10) : pad(year % 100);
  return `${c.code}${yy}${pad(month)}`;
}

/** The API id of an instrument: product id * 10000 + YYMM (e.g. IF2606 → 12606). */
export const instrumentId = (c: FuturesContract, year: number, month: number): number =>
  c.id * 10000 + (year % 100) * 100 + month;

/** Product id and contract month of an instrument id, or null when it cannot be one. */
export function parseInstrumentId(
  id: number,
): { productId: number; yy: number; month: number } | null {
  if (!Number.isInteger(id) || id < 10000) return null;
  const productId = Math.floor(id / 10000);
  const yymm = id % 10000;
  const month = yymm % 100;
  if (month < 1 || month > 12) return null;
  return { productId, yy: Math.floor(yymm / 100), month };
}
