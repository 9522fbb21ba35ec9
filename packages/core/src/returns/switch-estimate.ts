import { Decimal } from '../decimal';
import { cents, dec, dmax } from './decimal';
import { estimateSell, type SellEstimate } from './sell-estimate';
import type { HoldingLot } from './holding';
import type { Amount, FeeRung, IsoDate } from './types';

/**
 * A switch estimate; see {@link estimateSwitch}.
 * @see README "Returns" (sell estimate); spec 001 §5 Fund switch
 */
export interface SwitchEstimate {
  /** The out leg: what selling the shares costs, lot by lot (redemption fee by holding days). */
  out: SellEstimate;
  /** max(0, target's purchase rate - source's purchase rate) (fraction). */
  top_up_rate: Decimal;
  /** 申购补差费: out.net x d / (1 + d), d = top_up_rate (net-amount method; yuan, cents half-up). */
  top_up_fee: Decimal;
  /** out.fee + top_up_fee (yuan). */
  fee: Decimal;
  /** out.net - top_up_fee: the money the in leg buys with (yuan). */
  amount_in: Decimal;
  /** amount_in / nav_in (份, 2 decimals half-up), at the NAV given (an estimate until T's NAV). */
  shares_in: Decimal;
}

/**
 * What a 基金转换 of `shares` costs and yields on `tradeDate` (designed; the common Chinese fund
 * rule): the out leg is a sell at `navOut` with the source's redemption ladder per lot (FIFO,
 * days held since confirmation); the in leg pays only the difference of purchase rates when the
 * target's is higher (申购补差费, net-amount method: fee = net x d / (1 + d)), nothing when lower;
 * the rest buys the target at `navIn`. Rates are the effective (discounted) ones.
 *
 * @throws RangeError when `shares` is not positive or exceeds the lots, or `navIn` is not positive
 * @see README "Returns" (sell estimate); spec 001 §5 Fund switch
 */
export function estimateSwitch(input: {
  lots: readonly HoldingLot[];
  shares: Amount;
  navOut: Amount;
  navIn: Amount;
  tradeDate: IsoDate;
  ladder: readonly FeeRung[];
  buyRateOut: Amount;
  buyRateIn: Amount;
}): SwitchEstimate {
  const navIn = dec(input.navIn);
  if (navIn.lte(0)) throw new RangeError('navIn must be positive');
  const out = estimateSell({
    lots: input.lots,
    shares: input.shares,
    nav: input.navOut,
    tradeDate: input.tradeDate,
    ladder: input.ladder,
  });
  const d = dmax(dec(input.buyRateIn).minus(dec(input.buyRateOut)), new Decimal(0));
  const top_up_fee = cents(out.net.times(d).div(d.plus(1)));
  const amount_in = out.net.minus(top_up_fee);
  return {
    out,
    top_up_rate: d,
    top_up_fee,
    fee: out.fee.plus(top_up_fee),
    amount_in,
    shares_in: amount_in.div(navIn).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
  };
}
