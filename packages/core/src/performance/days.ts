/**
 * Calendar arithmetic on day numbers: whole days since 1970-01-01 (UTC), so 2026-04-20 is 20563.
 * No `Date` time zones are involved (civil-from-days / days-from-civil), which keeps the
 * performance engine pure and exact on leap years and month ends.
 */

/** Milliseconds in a day (ms). */
const DAY_MS = 86_400_000;

/**
 * The day number of an ISO date `YYYY-MM-DD` (days since 1970-01-01).
 * @throws RangeError when `iso` is not a valid `YYYY-MM-DD` date
 * @see README "Performance" (day numbers)
 */
export function dayNumber(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) {
    throw new RangeError(`not an ISO date: ${iso}`);
  }
  return dayFromCivil(y, mo, d);
}

/**
 * The ISO date `YYYY-MM-DD` of a day number.
 * @see README "Performance" (day numbers)
 */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Year, month (1-12) and day of month of a day number.
 * @see README "Performance" (day numbers)
 */
export function civilFromDay(day: number): [year: number, month: number, dayOfMonth: number] {
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

/**
 * The day number of a civil date (month 1-12; the day is not range-checked).
 * @see README "Performance" (day numbers)
 */
export function dayFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * Days in a month of the Gregorian calendar (February 29 in leap years).
 * @see README "Performance" (day numbers)
 */
export function daysInMonth(y: number, m: number): number {
  return m === 12 ? 31 : dayFromCivil(y, m + 1, 1) - dayFromCivil(y, m, 1);
}

/**
 * Adds `months` calendar months (negative goes back) to a day number; the day of month is clamped
 * to the target month's end (2024-03-31 minus 1 month = 2024-02-29; 2024-02-29 minus 12 months =
 * 2023-02-28).
 * @see README "Performance" (day numbers)
 */
export function addMonths(day: number, months: number): number {
  const [y, mo, d] = civilFromDay(day);
  const total = y * 12 + (mo - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = total - ny * 12 + 1;
  return dayFromCivil(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

/**
 * The calendar month of a day number as `year × 12 + month − 1` (a sortable month index).
 * @see README "Performance" (day numbers)
 */
export function monthIndex(day: number): number {
  const [y, m] = civilFromDay(day);
  return y * 12 + m - 1;
}
