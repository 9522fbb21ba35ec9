import type { Decimal } from '../decimal';
import { addCalendarDays, daysBetween } from './dates';
import { dec } from './decimal';
import type { FeeRung, IsoDate } from './types';

/** The penalty tier: shares held under this many days pay 惩罚性赎回费. */
export const PENALTY_DAYS = 7;

/**
 * A lot's place on the redemption-fee ladder on one day.
 * @see README "Returns" (fee tier)
 */
export interface FeeTierToday {
  /** Calendar days held: `today - confirm_date`. */
  days: number;
  /** The rate today (fraction, "0.015" = 1.5 %). */
  rate: Decimal;
  /** True when `days < 7` (惩罚性赎回费). */
  penalty: boolean;
  /** The first day a lower rate applies; null when the rate never falls. */
  falls_on: IsoDate | null;
  /** The rate from `falls_on` (fraction); null with it. */
  next_rate: Decimal | null;
}

/**
 * The redemption-fee tier of shares confirmed on `confirmDate`, on `today`: the rung with
 * `min_days <= days < max_days` (days = calendar days since confirmation), and the first later
 * date the rate is lower (`confirm_date + max_days` of the first rung whose next rung is cheaper).
 *
 * @param ladder the fund's rungs, in any order; days not covered by any rung cost 0
 * @throws RangeError for a malformed date
 * @see README "Returns" (fee tier)
 */
export function feeTierOn(
  ladder: readonly FeeRung[],
  confirmDate: IsoDate,
  today: IsoDate,
): FeeTierToday {
  const days = Math.max(0, daysBetween(confirmDate, today));
  const rungs = [...ladder].sort((a, b) => a.min_days - b.min_days);
  const rateAt = (d: number) => {
    const r = rungs.find((x) => d >= x.min_days && (x.max_days === null || d < x.max_days));
    return dec(r ? r.rate : 0);
  };
  const rate = rateAt(days);
  let fallsOn: IsoDate | null = null;
  let next: Decimal | null = null;
  for (const r of rungs) {
    if (r.max_days === null || r.max_days <= days) continue;
    const after = rateAt(r.max_days);
    if (after.lt(rate)) {
      fallsOn = addCalendarDays(confirmDate, r.max_days);
      next = after;
      break;
    }
  }
  return { days, rate, penalty: days < PENALTY_DAYS, falls_on: fallsOn, next_rate: next };
}
