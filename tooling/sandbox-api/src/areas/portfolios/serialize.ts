/** The portfolios area's JSON: portfolio, positions, net-value points, topics (typed by the contract). */
import Decimal from 'decimal.js';
import { userJson } from '../../domain/serializers';
import { fundFreshness } from '../../domain/freshness';
import type { components } from '@jijin/core';
import type { Ctx, UserRow } from '../../ctx';
import { dayNum, isoOf } from '../../market/calendar';
import { confirmLag } from '../../trading';
import { shIso } from '../../clock';
import { indexOn, navSeries, type NavSeries } from './nav';
import { activePositions, portfolioRisk, targetPositions, type PortfolioRow } from './store';

type S = components['schemas'];

/** The topics portfolios belong to (sandbox-authored titles). */
export const TOPICS = [
  { id: 1, code: 'xds', title: '投顾组合', subtitle: '专业投顾，省心配置' },
  { id: 2, code: 'pandoras_box', title: '潘多拉魔盒', subtitle: '主题组合，个性之选' },
] as const;

/** Minimum portfolio sell, yuan (sandbox rule; selling all that is left is always allowed). */
export const AMOUNT_MIN_SELL = '100.00';

const pct = (a: Decimal, b: Decimal): number =>
  b.div(a).minus(1).times(100).toDecimalPlaces(2).toNumber();

function monthsBack(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

export const portfolioCode = (id: number): string => `P${String(id).padStart(5, '0')}`;

/** What a portfolio nested in a trade or a holding shows. */
export function portfolioBrief(ctx: Ctx, p: PortfolioRow): S['PortfolioBrief'] {
  return {
    id: p.id,
    symbol: portfolioCode(p.id),
    code: portfolioCode(p.id),
    name: p.name,
    investment_risk: portfolioRisk(ctx, p.id) as S['PortfolioBrief']['investment_risk'],
    topic_code: p.topic,
    is_pandoras_box: p.topic === 'pandoras_box',
  };
}

/** One position as the contract shows it (target percent, the fund's latest published NAV). */
export function positionJson(
  ctx: Ctx,
  f: NonNullable<ReturnType<Ctx['market']['fund']>>,
  percent: number,
): S['Position'] {
  const st = ctx.market.stats(f, ctx.navDate());
  // A fund with a stale NAV is suspended inside the portfolio too (core navFreshness).
  const tradable = fundFreshness(ctx, f).tradable;
  return {
    symbol: f.code,
    abbr_name: f.name,
    percent,
    symbol_stype: f.stype as S['Position']['symbol_stype'],
    investment_risk: f.risk as S['Position']['investment_risk'],
    net_value: st.net_value,
    percent_day: st.percent_day === null ? null : Number(st.percent_day),
    allow_trade: tradable,
    allow_buy: tradable,
    allow_sell: tradable,
    is_bao: f.isBao,
  };
}

/** The portfolio with its performance computed from its net-value series. */
export function portfolioJson(
  ctx: Ctx,
  p: PortfolioRow,
  userId: number | null,
  origin: string,
): S['Portfolio'] {
  const s = navSeries(ctx, p);
  const i = s.navs.length - 1;
  const nav = s.navs[i]!;
  const d = s.dates[i]!;
  const at = (date: string) => s.navs[indexOn(s, date)]!;
  let peak = s.navs[0]!;
  let mdd = new Decimal(0);
  for (const v of s.navs) {
    if (v.gt(peak)) peak = v;
    const dd = peak.minus(v).div(peak);
    if (dd.gt(mdd)) mdd = dd;
  }
  const years = (dayNum(d) - dayNum(s.dates[0]!)) / 365;
  const yld = years >= 1 ? (Math.pow(nav.toNumber(), 1 / years) - 1) * 100 : null;
  const followed = userId
    ? !!ctx
        .q("SELECT 1 FROM follows WHERE user_id = ? AND kind = 'portfolio' AND target = ?")
        .get(userId, String(p.id))
    : false;
  const followers = (
    ctx
      .q("SELECT COUNT(*) AS n FROM follows WHERE kind = 'portfolio' AND target = ?")
      .get(String(p.id)) as { n: number }
  ).n;
  const owner = p.user_id ? (ctx.user(p.user_id) as UserRow | undefined) : undefined;
  const yearAgo = monthsBack(d, 12);
  const hasYear = s.dates[0]! <= yearAgo;
  return {
    id: p.id,
    symbol: portfolioCode(p.id),
    code: portfolioCode(p.id),
    name: p.name,
    description: p.description,
    recommend_title: p.name,
    recommend_reason: p.strategy || p.description,
    recommend_percent_value: hasYear ? pct(at(yearAgo), nav) : pct(s.navs[0]!, nav),
    recommend_percent_display: hasYear ? '近一年收益' : '成立以来收益',
    investment_risk: portfolioRisk(ctx, p.id) as S['Portfolio']['investment_risk'],
    allow_buy: true,
    allow_sell: true,
    allow_trade: true,
    allow_fixed: false,
    allow_positions: true,
    allow_performance: true,
    allow_subscribe: false,
    amount_min_buy: p.amount_min_buy,
    amount_min_sell: AMOUNT_MIN_SELL,
    amount_max_buy: null,
    amount_fixed_min: null,
    amount_fixed_max: null,
    amount_subscribe_min: null,
    amount_subscribe_max: null,
    fare_ratio_buy: null,
    fare_ratio_sell: null,
    discount_rate_buy: 0.1,
    discount_rate_sell: 1,
    net_value: nav.toFixed(4),
    net_value_date: d,
    cumulative: nav.toFixed(4),
    manage_fare: Number(p.manage_fare),
    charge_mode: 1,
    div_type: 2,
    yld: yld === null ? null : Math.round(yld * 100) / 100,
    yld_target: null,
    percent_month: pct(at(monthsBack(d, 1)), nav),
    percent_tyear: pct(at(`${Number(d.slice(0, 4)) - 1}-12-31`), nav),
    chng_pct_day: i > 0 ? pct(s.navs[i - 1]!, nav) : 0,
    chng_pct_week: pct(at(isoOf(dayNum(d) - 7)), nav),
    chng_pct_month: pct(at(monthsBack(d, 1)), nav),
    chng_pct_3month: pct(at(monthsBack(d, 3)), nav),
    chng_pct_6month: pct(at(monthsBack(d, 6)), nav),
    chng_pct_year: pct(at(yearAgo), nav),
    chng_pct_start: pct(s.navs[0]!, nav),
    max_drawdown: mdd.times(100).toDecimalPlaces(2).toNumber(),
    is_example: !owner,
    followed,
    followers_count: followers,
    advisor_name: owner ? owner.username : '示例投顾',
    advisor_description: owner ? null : '示例组合：成分基金与净值均来自真实数据',
    advisor_strategy: p.strategy || null,
    advisor_risk_warning: '组合过往业绩不代表未来表现，投资需谨慎。',
    topic_code: p.topic,
    is_pandoras_box: p.topic === 'pandoras_box',
    store_id: p.store_id,
    found_date: p.found_date,
    ...(owner ? { user: userJson(ctx, owner, origin) as S['User'] } : {}),
    positions: targetPositions(ctx, p.id)
      .filter((x) => x.percent > 0)
      .map((x) => positionJson(ctx, x.f, x.percent)),
  };
}

/**
 * Net-value points, oldest first: net value, the return since the first point and CSI 300 since
 * the same date (percent_track). The chart rebases both to the period it shows.
 */
export function navPoints(ctx: Ctx, s: NavSeries): S['NetValuePoint'][] {
  const csi0 = ctx.market.csiOn(s.dates[0]!);
  const nav0 = s.navs[0]!;
  return s.dates.map((date, k) => {
    const csi = ctx.market.csiOn(date);
    return {
      date,
      net_value: s.navs[k]!.toFixed(4),
      cumulative: s.navs[k]!.toFixed(4),
      percentage_begin: s.navs[k]!.div(nav0).minus(1).times(100).toDecimalPlaces(2).toNumber(),
      percent_track: csi && csi0 ? Math.round((csi / csi0 - 1) * 10000) / 100 : null,
      percent_track_2: null,
    };
  });
}

/** The timetable of an order placed now: the slowest position (QDII T+2) sets the dates. */
export function portfolioTimetable(ctx: Ctx, p: PortfolioRow): S['TradeTimetable'] {
  const cal = ctx.market.calendar;
  const now = ctx.now();
  const today = ctx.today();
  const apply =
    cal.isTradingDay(today) && shIso(now).slice(11, 19) < '15:00:00' ? today : cal.next(today);
  const lag = Math.max(1, ...activePositions(ctx, p.id).map((x) => confirmLag(x.f)));
  const confirm = cal.next(apply, lag);
  return {
    cutoff_time: '15:00',
    buy_apply_date: apply,
    buy_confirm_date: confirm,
    buy_income_date: cal.next(confirm),
    sell_apply_date: apply,
    sell_confirm_date: confirm,
    sell_arrive_date: cal.next(confirm, lag === 2 ? 5 : 2),
    fast_sell_arrive_time: null,
  };
}
