import { formatDate } from '@jijin/core';
import type { Schemas } from '../app/api-types';

/**
 * What a fund order placed now will do, from the server's trade timetable (GET
 * /symbols/funds/{symbol}/fare_ratio/ `timetable`: the 15:00 cutoff on the trading calendar, T+1
 * confirmation, QDII T+2; method in the sandbox README "The clock and NAV-date rules"):
 * buy -> 按{buy_apply_date}净值确认，预计{buy_confirm_date}确认份额;
 * sell -> 按{sell_apply_date}净值确认，预计{sell_arrive_date}到账.
 * Dates as YYYY-MM-DD.
 * @returns the line, or null without a timetable (nothing is guessed)
 */
export function tradeConfirmationLine(
  timetable: Schemas['TradeTimetable'] | null | undefined,
  side: 'buy' | 'sell',
): string | null {
  if (!timetable) return null;
  return side === 'buy'
    ? `按${formatDate(timetable.buy_apply_date)}净值确认，预计${formatDate(timetable.buy_confirm_date)}确认份额`
    : `按${formatDate(timetable.sell_apply_date)}净值确认，预计${formatDate(timetable.sell_arrive_date)}到账`;
}
