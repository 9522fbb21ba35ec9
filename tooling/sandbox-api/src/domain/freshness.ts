/**
 * Core's freshness rule (`navFreshness`, core README "Freshness") applied with the sandbox's clock
 * and its real trading calendar: what `nav_stale` says on every fund, and the refusal every trading
 * entry point gives a fund whose NAV is stale (README "Stale funds are not tradable").
 */
import { navFreshness, type NavFreshness } from '@jijin/core/status';
import type { Ctx } from '../ctx';
import type { Fund } from '../market/market';
import { bad } from '../http/errors';

/**
 * The freshness of a fund's NAV shown now (the NAV of `ctx.navDate()`), against `ctx.today()`.
 * Money funds (NAV 1.0000 every day) are dated `ctx.navDate()`.
 */
export function fundFreshness(ctx: Ctx, f: Fund): NavFreshness {
  const navDate = f.isMoney
    ? ctx.navDate()
    : f.series
      ? ctx.market.stats(f, ctx.navDate()).nav_date
      : null;
  return navFreshness(navDate, ctx.today(), (d) => ctx.market.calendar.isTradingDay(d));
}

/**
 * Refuses trading a fund whose NAV is stale or missing.
 * @param field the request field the error is reported on (`symbol`, `fund_id`, `fund_portfolio_id`)
 * @throws HttpError 400 `{ [field]: ['<基金名>净值未更新（MM-DD），暂停交易'] }`
 */
export function requireFresh(ctx: Ctx, f: Fund, field = 'symbol'): void {
  const r = fundFreshness(ctx, f);
  if (!r.tradable) throw bad(field, `${f.name}${r.reason ?? ''}`);
}
