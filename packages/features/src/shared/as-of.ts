import { formatDate } from '@jijin/core';

/**
 * A list row's description naming the date its market figures are as of: `000001 · 截至2026-04-17`
 * (`date` an ISO date, e.g. a NAV's `net_value_date`, through core's `formatDate`), or the
 * symbol alone when the date is null or absent (the row has no NAV, so nothing is dated).
 */
export function symbolAsOf(symbol: string, date: string | null | undefined): string {
  return date ? `${symbol} · 截至${formatDate(date)}` : symbol;
}
