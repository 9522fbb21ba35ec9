import type { Decimal } from '../decimal';

/**
 * An ISO calendar date, `YYYY-MM-DD` (Beijing trading calendar day).
 * @see README "Returns"
 */
export type IsoDate = string;

/**
 * A decimal amount as the API carries it: a decimal string, or a Decimal.
 * @see README "Returns"
 */
export type Amount = string | Decimal;

/**
 * One confirmed event of a holding's trade log, oldest first within a date in the order the log
 * lists them. Money is in yuan, shares in 份; both exact decimals.
 *
 * - `buy`: a purchase (`plan: true` for a 定投 deduction). `amount` is what the investor paid,
 *   purchase fee included; `fee` is that fee; `shares` the confirmed shares.
 * - `sell`: a redemption. `amount` is the net money received (redemption fee already taken);
 *   `fee` the redemption fee; `shares` the confirmed shares sold.
 * - `dividend_cash`: a cash dividend of `amount` yuan paid on `date` (the ex-date).
 * - `dividend_reinvest`: a dividend of `amount` yuan reinvested as `shares` on `date`.
 * - `split`: a share split (份额折算) on `date`: every share becomes `ratio` shares.
 * @see README "Returns"
 */
export type HoldingEvent =
  | {
      kind: 'buy';
      trade_date: IsoDate;
      confirm_date: IsoDate;
      amount: Amount;
      fee?: Amount;
      shares: Amount;
      plan?: boolean;
    }
  | {
      kind: 'sell';
      trade_date: IsoDate;
      confirm_date: IsoDate;
      amount: Amount;
      fee?: Amount;
      shares: Amount;
    }
  | { kind: 'dividend_cash'; date: IsoDate; amount: Amount }
  | { kind: 'dividend_reinvest'; date: IsoDate; amount: Amount; shares: Amount }
  | { kind: 'split'; date: IsoDate; ratio: Amount };

/**
 * One rung of a redemption-fee ladder: `rate` (fraction, "0.015") for `min_days <= days < max_days`.
 * @see README "Returns"
 */
export interface FeeRung {
  min_days: number;
  /** Exclusive upper bound in calendar days; `null` = no bound. */
  max_days: number | null;
  rate: Amount;
}

/**
 * One point of a price or index series (`value`: NAV in yuan or index points).
 * @see README "Returns"
 */
export interface SeriesPoint {
  date: IsoDate;
  value: Amount | number;
}
