/**
 * What the bao's yields really are (README "The bao"): the money fund's real 2013-07..2014-08
 * series, moved forward by `bao_shift_days` (seed meta) so that it covers the sandbox's dates.
 * Every answer that shows a bao yield says so with {@link baoReplay}; nothing passes the replayed
 * figure as the day's own.
 */
import type { Ctx } from '../ctx';
import { addDays } from './calendar';

/** The real dates behind a replayed bao yield (`BaoReplay` in the contract). */
export interface BaoReplay {
  /** The day whose real figures are shown for `date`. */
  real_date: string;
  /** The real series' first and last days. */
  series_first: string;
  series_last: string;
  /** One sentence for the as-of line. */
  note: string;
}

/**
 * The real day behind the bao yield served for `date` (a day of the shifted series; days outside
 * it reuse the nearest end, as `Market.baoYield` does), or null when the seed has no shift.
 */
export function baoReplay(ctx: Ctx, date: string): BaoReplay | null {
  const row = ctx.q("SELECT value FROM meta WHERE key = 'bao_shift_days'").get() as
    { value: string } | undefined;
  const shift = row ? Number(row.value) : NaN;
  if (!Number.isInteger(shift) || shift <= 0) return null;
  const shown = ctx.market.baoYield(date).date;
  const real_date = addDays(shown, -shift);
  const series_first = addDays(ctx.market.baoFirst, -shift);
  const series_last = addDays(ctx.market.baoLast, -shift);
  return {
    real_date,
    series_first,
    series_last,
    note: `历史收益回放：所示七日年化和万份收益为该货币基金${real_date}的真实数据（${series_first}至${series_last}的历史序列按日平移），不是当日收益。`,
  };
}
