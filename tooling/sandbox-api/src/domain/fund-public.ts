/**
 * Fund facts several areas show: the public Fund object (cached per NAV date), the search rank,
 * the trade timetable and the fee-page fund info. Used by the areas that show funds.
 */
import Decimal from 'decimal.js';
import type { Ctx } from '../ctx';
import { shIso } from '../clock';
import { annualFees, minimums } from '../market/fees';
import type { Fund } from '../market/market';
import { confirmLag } from '../trading/rules';
import { fundJson } from './serializers';
import type { Schemas, FundStype } from './schemas';
import type { RawJson } from '../http/registry';

/** Per-nav-date cache of the public fund JSON (without the per-user `followed`). */
interface PageCache {
  codes: string[];
  body: { results: Record<string, unknown>[] } & Record<string, unknown>;
  /** The body serialized once (and encoded once, see RawJson). */
  raw: RawJson;
}
const fundCache = new WeakMap<
  Ctx,
  {
    date: string;
    map: Map<string, Schemas['Fund']>;
    sorted: Map<string, string[]>;
    pages: Map<string, PageCache>;
  }
>();

export function cacheFor(ctx: Ctx, origin: string) {
  const date = `${ctx.navDate()}|${ctx.today()}|${origin}`;
  let c = fundCache.get(ctx);
  if (!c || c.date !== date) {
    c = { date, map: new Map(), sorted: new Map(), pages: new Map() };
    fundCache.set(ctx, c);
  }
  return c;
}

/** The contract's Fund object for a fund, with `followed` for the user. */
export function fundPublic(
  ctx: Ctx,
  f: Fund,
  userId: number | null,
  origin: string,
): Schemas['Fund'] {
  const c = cacheFor(ctx, origin);
  let j = c.map.get(f.code);
  if (!j) {
    j = fundJson(ctx, f, null, origin);
    c.map.set(f.code, j);
  }
  return userId ? { ...j, followed: !!ctx.s.follow.get(userId, 'symbol', f.code) } : j;
}

/** Matches a query against code, name and pinyin initials; returns a rank (lower is better) or -1. */
export function matchRank(f: Fund, q: string): number {
  const s = q.trim().toLowerCase();
  if (!s) return 0;
  if (f.code === s) return 0;
  if (f.code.startsWith(s)) return 1;
  if (f.initials.startsWith(s)) return 2;
  if (f.name.toLowerCase().startsWith(s)) return 3;
  if (f.name.toLowerCase().includes(s)) return 4;
  if (f.initials.includes(s)) return 5;
  if (f.code.includes(s)) return 6;
  return -1;
}

/** Trade timetable for an order placed now (README "Clock rules"). */
export function timetable(ctx: Ctx, f: Fund): Schemas['TradeTimetable'] {
  const cal = ctx.market.calendar;
  const now = ctx.now();
  const today = ctx.today();
  const hhmm = shIso(now).slice(11, 19);
  const apply = cal.isTradingDay(today) && hhmm < '15:00:00' ? today : cal.next(today);
  const confirm = cal.next(apply, confirmLag(f));
  return {
    cutoff_time: '15:00',
    buy_apply_date: apply,
    buy_confirm_date: confirm,
    buy_income_date: cal.next(confirm),
    sell_apply_date: apply,
    sell_confirm_date: confirm,
    sell_arrive_date: f.isMoney ? cal.next(apply) : cal.next(confirm, f.stype === 305 ? 5 : 2),
    fast_sell_arrive_time: f.isMoney ? shIso(now + 2 * 3600_000) : null,
  };
}

export function feeInfo(ctx: Ctx, f: Fund): Schemas['FundFeeInfo'] {
  const m = minimums(f);
  const fees = annualFees(f);
  return {
    symbol: f.code,
    abbr_name: f.name,
    amount_min_buy: m.amount_min_buy,
    amount_subscribe_min: m.amount_subscribe_min,
    shares_min_sell: m.shares_min_sell,
    shares_min: m.shares_min,
    is_bao: f.isBao,
    manage_fare: Number(fees.manage),
    trusteeship_fare: Number(fees.trusteeship),
    service_fare: Number(fees.service),
    trade_manage_fare_ratio: null,
    symbol_stype: f.stype as FundStype,
  };
}

/**
 * The fund's NAV on `date` as a decimal (the market stores NAV x 10000 as an integer).
 * @throws UnpricedFundError (400 on `symbol`) for a fund without a NAV series (market `navOn`)
 */
export const navDec = (ctx: Ctx, f: Fund, date: string): Decimal =>
  new Decimal(ctx.market.navOn(f, date).nav).div(10000);
