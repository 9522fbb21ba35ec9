import { toDecimal } from '@jijin/core';

/**
 * Shares (份) as the API takes them: a decimal string with exactly 2 decimals, rounded half up
 * ("100.005" -> "100.01"). The input is what the investor typed, already checked by core's
 * share rule (`checkFundSell`, `checkFundSwitch`).
 */
export function sharesString(v: string): string {
  return toDecimal(v).toDecimalPlaces(2).toFixed(2);
}
