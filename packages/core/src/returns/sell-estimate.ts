import { Decimal } from '../decimal';
import { ZERO, cents, dec } from './decimal';
import { feeTierOn } from './fee-tier';
import { takeFifo, type HoldingLot } from './holding';
import type { Amount, FeeRung, IsoDate } from './types';

/**
 * The part of one lot a sell would take.
 * @see README "Returns" (sell estimate)
 */
export interface SellLotPart {
  buy_date: IsoDate;
  confirm_date: IsoDate;
  /** Shares taken from this lot (份). */
  shares: Decimal;
  /** Calendar days held on the sell's trade date. */
  days: number;
  /** Redemption rate of this part (fraction). */
  rate: Decimal;
  /** shares x NAV (yuan, cents half-up). */
  gross: Decimal;
  /** gross x rate (yuan, cents half-up; the total fee rounds the exact sum). */
  fee: Decimal;
  /** True when held under 7 days (惩罚性赎回费). */
  penalty: boolean;
}

/**
 * A sell estimate; see {@link estimateSell}.
 * @see README "Returns" (sell estimate)
 */
export interface SellEstimate {
  parts: SellLotPart[];
  /** shares x NAV (yuan, cents). */
  gross: Decimal;
  /** Sum of the parts' exact fees, rounded half-up to cents (yuan). */
  fee: Decimal;
  /** gross - fee (yuan). */
  net: Decimal;
  /** Shares taken that were held under 7 days (份); > 0 means the sell pays 惩罚性赎回费. */
  penalty_shares: Decimal;
}

/**
 * What selling `shares` costs on `tradeDate` at `nav`: FIFO over the lots (oldest first), each
 * part's redemption rate from the ladder by its days since confirmation, the fee, the net.
 *
 * @param input.lots the lots held, FIFO order (not changed)
 * @param input.shares shares to sell (份), a decimal string or Decimal
 * @param input.nav the unit NAV of the trade date (yuan per share)
 * @param input.tradeDate the trade date, `YYYY-MM-DD`
 * @param input.ladder the fund's redemption-fee ladder (rates as fractions)
 * @returns the parts lot by lot, gross, fee (rounded half-up to cents once) and net, in yuan
 * @throws RangeError when `shares` is not positive or exceeds the lots' shares
 * @see README "Returns" (sell estimate)
 */
export function estimateSell(input: {
  lots: readonly HoldingLot[];
  shares: Amount;
  nav: Amount;
  tradeDate: IsoDate;
  ladder: readonly FeeRung[];
}): SellEstimate {
  const shares = dec(input.shares);
  const nav = dec(input.nav);
  const available = input.lots.reduce((s, l) => s.plus(l.shares), ZERO);
  if (shares.lte(0)) throw new RangeError('shares must be positive');
  if (shares.gt(available)) throw new RangeError('shares exceed the lots');
  const copy = input.lots.map((l) => ({ ...l }));
  let exactFee = ZERO;
  let penalty = ZERO;
  const parts = takeFifo(copy, shares).map(({ lot, shares: s }) => {
    const tier = feeTierOn(input.ladder, lot.confirm_date, input.tradeDate);
    const grossExact = s.times(nav);
    const feeExact = grossExact.times(tier.rate);
    exactFee = exactFee.plus(feeExact);
    if (tier.penalty) penalty = penalty.plus(s);
    return {
      buy_date: lot.buy_date,
      confirm_date: lot.confirm_date,
      shares: s,
      days: tier.days,
      rate: tier.rate,
      gross: cents(grossExact),
      fee: cents(feeExact),
      penalty: tier.penalty,
    };
  });
  const gross = cents(shares.times(nav));
  const fee = cents(exactFee);
  return { parts, gross, fee, net: gross.minus(fee), penalty_shares: penalty };
}

/**
 * Shares for a fraction of the available (1/4, 1/3, 1/2, 全部), rounded down to 0.01 份.
 * @see README "Returns" (sell estimate)
 */
export function sharesFraction(available: Amount, numerator: number, denominator: number): Decimal {
  return dec(available).times(numerator).div(denominator).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}
