/**
 * `GET /funds/returns/holding/lots/` (designed getMyHoldingLots, spec 001 §7 Fund trading): the
 * lots of one fund still held, oldest first (FIFO, the order a sell takes them), paged with the
 * one Pager envelope. The lots come from the kept holding (./returns-state.ts, core's replay of
 * the user's confirmed trades outside portfolios, all cards); only the page asked for gets its
 * redemption-fee tier on today's date (core `feeTierOn` over the fund's ladder).
 */
import { feeTierOn } from '@jijin/core/returns';
import type { Ctx } from '../../ctx';
import { money } from '../../domain/format';
import { paginate } from '../../http/registry';
import type { Fund } from '../../market/market';
import { eventOf, ladderOf, pct } from './returns';
import { keptHolding } from './returns-state';

/**
 * One page of the lots still held of fund `f`.
 * @param page 1-based page; @param pageSize lots per page
 * @returns the Pager (`current_page`, `total_count`, `total_page`, `results` of HoldingLot: dates
 *   YYYY-MM-DD, shares 2 decimals, cost yuan, `fee_rate` / `next_fee_rate` in %); an empty page
 *   for a fund never held
 * @throws HttpError 404 for an unknown fund (the handler's `holdingFund`); `page` / `page_size`
 *   out of the contract's range are refused 400 by the request validation before this runs
 */
export function holdingLots(ctx: Ctx, userId: number, f: Fund, page = 1, pageSize = 20) {
  const today = ctx.today();
  const ladder = ladderOf(f);
  const held = keptHolding(ctx, userId, f.code, eventOf).lots.filter((l) => l.shares.gt(0));
  const out = paginate(held, page, pageSize);
  return {
    ...out,
    results: out.results.map((l) => {
      const tier = feeTierOn(ladder, l.confirm_date, today);
      return {
        buy_date: l.buy_date,
        confirm_date: l.confirm_date,
        shares: l.shares.toFixed(2),
        cost: money(l.cost.toFixed(2)),
        source: l.source,
        days: tier.days,
        fee_rate: pct(tier.rate),
        penalty: tier.penalty,
        falls_on: tier.falls_on,
        next_fee_rate: tier.next_rate ? pct(tier.next_rate) : null,
      };
    }),
  };
}
