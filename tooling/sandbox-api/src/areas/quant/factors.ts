/**
 * A fund's quant factors (spec 001 §3 Quant factor, §7 Quant analyse / factors / max_factor):
 * exposures computed from its real NAV series (against the real CSI 300 closes) and its real
 * top-10 holdings (the research area's style box, through AreaHooks), placed among its peers of
 * the same symbol_stype. Senior factors need the members' quant_senior_factor service (the
 * promotion area, through AreaHooks); locked ones answer without value, percentile or influence.
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import type { Fund } from '../../market/market';
import { bad, notFound } from '../../http/errors';
import type { Req } from '../../http/registry';
import { dayNum, isoOf } from '../../market/calendar';
import { csiSeries } from '../../market/csi-series';
import type { Series } from '../../market/nav-stats';
import { FACTOR_CATEGORIES } from './factor-defs';
import {
  analyseScore,
  factorValues,
  influenceOf,
  navExposures,
  strongestFactor,
  styleExposures,
  type Exposures,
  type FactorValue,
} from './factor-scores';

type Schemas = components['schemas'];

/** The service that unlocks the senior factors (spec 001 §7 Quant). */
export const SENIOR_SERVICE = 'quant_senior_factor';

/** A fund's exposures with the dates they stand on. */
interface FundExposures {
  values: Exposures;
  /** Last NAV date of the one-year window, or null without enough NAV. */
  nav_date: string | null;
  report_date: string | null;
}

/** Funds whose NAV factors can be computed: a real daily series (not money, not a snapshot). */
function navSeries(f: Fund): Series | null {
  if (f.isMoney || !f.series || f.series.days.length < 2) return null;
  return { days: f.series.days, values: f.series.tr };
}

function exposuresOf(ctx: Ctx, f: Fund, to: number): FundExposures {
  const s = navSeries(f);
  const nav = s ? navExposures(s, csiSeries(ctx.market), to) : null;
  const style = f.isMoney ? null : (ctx.hooks.fundHoldingStyle?.(ctx, f.code) ?? null);
  const values: Exposures = {
    ...(nav?.values ?? {}),
    ...(style ? styleExposures(style.style, style.industries) : {}),
  };
  return {
    values,
    nav_date: nav ? isoOf(nav.end) : null,
    report_date: style?.report_date ?? null,
  };
}

const cache = new WeakMap<Ctx, Map<string, Map<string, FundExposures>>>();

/** Exposures of every fund of a symbol_stype as of the shown NAV date, cached per date. */
function peerExposures(ctx: Ctx, stype: number): Map<string, FundExposures> {
  const navDate = ctx.navDate();
  const key = `${navDate}|${ctx.today()}|${stype}`;
  let byKey = cache.get(ctx);
  if (!byKey) cache.set(ctx, (byKey = new Map()));
  let m = byKey.get(key);
  if (!m) {
    if (byKey.size > 32) byKey.clear();
    m = new Map();
    const to = dayNum(navDate);
    for (const f of ctx.market.funds)
      if (f.stype === stype && !f.isMoney) m.set(f.code, exposuresOf(ctx, f, to));
    byKey.set(key, m);
  }
  return m;
}

/** The fund's factors with their peer percentiles, and the dates and peer count behind them. */
function analyseFund(ctx: Ctx, f: Fund) {
  const peers = peerExposures(ctx, f.stype);
  const mine = peers.get(f.code) ?? exposuresOf(ctx, f, dayNum(ctx.navDate()));
  const withData = [...peers.values()].filter((p) =>
    Object.values(p.values).some((v) => v !== null),
  );
  const factors = factorValues(
    mine.values,
    withData.map((p) => p.values),
  ).filter((x) => x.value !== null);
  return { mine, factors, peers_count: withData.length };
}

function unlocked(ctx: Ctx, userId: number | null): Schemas['MemberService'] | null {
  return ctx.hooks.memberService?.(ctx, userId, SENIOR_SERVICE) ?? null;
}

/** A factor as the viewer sees it: a senior factor without the service is locked. */
function factorJson(x: FactorValue, open: boolean): Schemas['QuantFactor'] {
  const locked = x.def.is_senior && !open;
  return {
    factor: x.def.factor,
    factor_name: x.def.factor_name,
    factor_category: x.def.factor_category,
    factor_type_display: x.def.factor_type_display,
    price_influence_type: locked ? null : influenceOf(x.def.direction, x.percentile),
    value: locked ? null : x.value,
    percentile: locked ? null : x.percentile,
    is_senior: x.def.is_senior,
    locked,
    unit: x.def.unit,
    description: x.def.description,
  };
}

function categoryOf(c: string | undefined): string | undefined {
  if (c === undefined || c === '') return undefined;
  if (!(FACTOR_CATEGORIES as readonly string[]).includes(c))
    throw bad('factor_category', '因子类别不存在');
  return c;
}

/** GET /quant/{symbol}/analyse/?factor_category= */
function analyse(req: Req<'GET /quant/{symbol}/analyse/'>): Schemas['QuantAnalyse'] {
  const { ctx } = req;
  const f = ctx.fundOr404(req.params.symbol, 404);
  const category = categoryOf(req.query.factor_category);
  const service = unlocked(ctx, req.userId);
  const open = service?.subscribed === true;
  const { mine, factors, peers_count } = analyseFund(ctx, f);
  const shown = factors.filter((x) => !category || x.def.factor_category === category);
  const parts: string[] = [];
  if (mine.nav_date) parts.push(`净值因子按截至${mine.nav_date}的近1年净值（分红再投资）计算`);
  if (mine.report_date) parts.push(`风格因子按${mine.report_date}报告期前十大重仓股计算`);
  const summary = factors.length
    ? `${parts.join('；')}；分位为在同类${peers_count}只基金中的位置。`
    : '该基金暂无足够的净值或持仓数据，无法计算量化因子。';
  return {
    symbol: f.code,
    abbr_name: f.name,
    ...(category ? { factor_category: category } : {}),
    score: analyseScore(factors),
    factors: shown.map((x) => factorJson(x, open)),
    summary,
    nav_date: mine.nav_date,
    report_date: mine.report_date,
    peers_count,
    senior_service: service,
  };
}

/** GET /quant/{symbol}/factors/ — every factor of the fund (all categories). */
function listFactors(req: Req<'GET /quant/{symbol}/factors/'>): Schemas['QuantFactor'][] {
  const { ctx } = req;
  const f = ctx.fundOr404(req.params.symbol, 404);
  const open = unlocked(ctx, req.userId)?.subscribed === true;
  return analyseFund(ctx, f).factors.map((x) => factorJson(x, open));
}

/** GET /quant/{symbol}/max_factor/ — the strongest factor the viewer may see; 404 when none. */
function maxFactor(req: Req<'GET /quant/{symbol}/max_factor/'>): Schemas['QuantFactor'] {
  const { ctx } = req;
  const f = ctx.fundOr404(req.params.symbol, 404);
  const open = unlocked(ctx, req.userId)?.subscribed === true;
  const visible = analyseFund(ctx, f).factors.filter((x) => open || !x.def.is_senior);
  const best = strongestFactor(visible);
  if (!best) throw notFound();
  return factorJson(best, open);
}

export const factorHandlers = {
  'GET /quant/{symbol}/analyse/': analyse,
  'GET /quant/{symbol}/factors/': listFactors,
  'GET /quant/{symbol}/max_factor/': maxFactor,
} as const;
