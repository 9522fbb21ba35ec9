import dayjs from 'dayjs';
// The .js extension: Node's ESM resolver needs it in the built bundle (dayjs has no exports map).
import zhCn from 'dayjs/locale/zh-cn.js';

/**
 * A date as the API gives it: ISO string, epoch ms, or Date.
 * @see README "Conventions" (dates `YYYY-MM-DD`, dayjs with the zh-cn locale)
 */
export type DateInput = string | number | Date;

/**
 * Format a date with dayjs in the zh-cn locale.
 * @param value ISO date/time string, epoch ms or Date
 * @param pattern dayjs pattern (default 'YYYY-MM-DD'); e.g. 'MM月DD日 dddd' -> "11月21日 星期六"
 * @returns the formatted text, or `empty` ('--') for missing/invalid input
 * @see README "Conventions" (dates with dayjs, zh-cn locale)
 */
export function formatDate(
  value: DateInput | null | undefined,
  pattern = 'YYYY-MM-DD',
  empty = '--',
): string {
  if (value === null || value === undefined || value === '') return empty;
  const d = dayjs(value);
  return d.isValid() ? d.locale(zhCn).format(pattern) : empty;
}

/**
 * Format a date-time as 'YYYY-MM-DD HH:mm'.
 * @see README "Conventions"
 */
export function formatDateTime(value: DateInput | null | undefined, empty = '--'): string {
  return formatDate(value, 'YYYY-MM-DD HH:mm', empty);
}

/**
 * The fast-sell estimate: now plus 2 hours, as epoch ms.
 * @param nowMs epoch ms (Clock port)
 * @see spec 001 §2 Fee page (estimated fast-sell times now and now plus 2 hours), §9
 */
export function fastSellEstimate(nowMs: number): number {
  return nowMs + 2 * 60 * 60 * 1000;
}
