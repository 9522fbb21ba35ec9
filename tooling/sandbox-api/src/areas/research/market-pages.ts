/**
 * Market research on real data (spec 001 §2 "Funds market", "Fund and stock detail"): indexes,
 * stocks, holder atlas, the screener, comparison, fund styles and sectors.
 */
import Decimal from 'decimal.js';
import { annualFees } from '../../market/fees';
import { fundJson, fundBrief, staticUrl } from '../../domain/serializers';
import type { Ctx } from '../../ctx';
import type { Fund } from '../../market/market';
import { shTime } from '../../clock';
import { bad, HttpError, notFound } from '../../http/errors';
import { paginate, type Req } from '../../http/registry';
import { addDays } from '../../market/calendar';
import {
  annualVolatility,
  candles,
  cents,
  holdingsOverlap,
  maxDrawdown,
  meanOf,
  percentileOf,
  periodReturn,
  sectorOf,
  styleBox,
  type Bar,
} from './compute';
import { researchData, VALUATION_DATE, type Stock } from './data';
import { heldSymbol, latestReport, weightRows } from './fund-pages';
import {
  addMonths,
  dayNumber,
  indexOnOrBefore,
  isoDate,
  periodTargetDay,
  type PeriodKey,
} from '@jijin/core';
import { yiToYuan } from '../../domain/format';

// ---------- trading session ----------
/**
 * The A-share session at the clock's time (spec 001 §9 trade status): call_auction 09:15-09:25,
 * open 09:30-11:30 and 13:00-15:00, rest at noon and 09:25-09:30, closed otherwise and on
 * non-trading days.
 */
export function tradeStatus(ctx: Ctx): 'open' | 'rest' | 'closed' | 'call_auction' {
  if (!ctx.market.calendar.isTradingDay(ctx.today())) return 'closed';
  const t = shTime(ctx.now());
  if (t >= '09:15:00' && t < '09:25:00') return 'call_auction';
  if ((t >= '09:30:00' && t < '11:30:00') || (t >= '13:00:00' && t < '15:00:00')) return 'open';
  if ((t >= '11:30:00' && t < '13:00:00') || (t >= '09:25:00' && t < '09:30:00')) return 'rest';
  return 'closed';
}

/** The last date whose close is known: today after 15:00, else yesterday. */
export function closeDate(ctx: Ctx): string {
  return shTime(ctx.now()) >= '15:00:00' ? ctx.today() : addDays(ctx.today(), -1);
}

/** Bars up to and including `date`. */
export function barsUpTo(bars: Bar[], date: string): Bar[] {
  let lo = 0;
  let hi = bars.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bars[mid]!.date <= date) lo = mid + 1;
    else hi = mid;
  }
  return bars.slice(0, lo);
}

function kLine(bars: Bar[], period: 'day' | 'week' | 'month', count: number) {
  return candles(bars, period)
    .slice(-count)
    .map((b) => ({
      date: b.date,
      open: cents(b.open),
      close: cents(b.close),
      high: cents(b.high),
      low: cents(b.low),
      volume: b.volume,
      percent: b.percent,
    }));
}

// ---------- indexes ----------
/** Which tracking funds' names contain the index's name. */
const INDEX_NAME_IN_FUNDS: Record<string, string[]> = {
  '000300': ['沪深300'],
  '000905': ['中证500'],
  '000852': ['中证1000'],
  '399006': ['创业板指', '创业板ETF', '创业板指数'],
  '000001': ['上证指数', '上证综指'],
  '399001': ['深证成指'],
};

/** The usual order of the main indexes (上证, 深证成指, 创业板指, 沪深300, 中证500, 中证1000). */
const INDEX_ORDER = ['000001', '399001', '399006', '000300', '000905', '000852'];
const indexRank = (symbol: string): number => {
  const i = INDEX_ORDER.indexOf(symbol);
  return i < 0 ? INDEX_ORDER.length : i;
};
/** The seed's indexes in that order. */
export function orderedIndexes() {
  return [...researchData().indexes].sort((a, b) => indexRank(a.symbol) - indexRank(b.symbol));
}

export function indexQuote(ctx: Ctx, ix: { symbol: string; name: string; bars: Bar[] }) {
  const bars = barsUpTo(ix.bars, closeDate(ctx));
  const last = bars[bars.length - 1];
  const prev = bars[bars.length - 2];
  if (!last) throw notFound();
  return {
    id: Number(ix.symbol),
    symbol: ix.symbol,
    abbr_name: ix.name,
    price: cents(last.close),
    price_date: last.date,
    percent_day: prev ? periodReturn(prev.close, last.close) : null,
    change: prev ? cents(last.close - prev.close) : null,
    pe: null,
    pb: null,
    pe_percentile: null,
    trade_status: tradeStatus(ctx),
  };
}

function indexOr404(symbol: string) {
  const ix = researchData().index(symbol.replace(/^(SH|SZ)/i, ''));
  if (!ix) throw notFound();
  return ix;
}

/** Seed index funds (symbol_stype 303) whose name names the index (ETF feeders, enhanced). */
export function trackingFunds(ctx: Ctx, symbol: string): Fund[] {
  const names = INDEX_NAME_IN_FUNDS[symbol] ?? [];
  return ctx.market.funds.filter((f) => f.stype === 303 && names.some((n) => f.name.includes(n)));
}

// ---------- stocks ----------
/** A stock by `SH600519`, `sh600519` or `600519`; 404 when not an A-share of the list. */
export function stockOr404(symbol: string): Stock {
  const m = /^(SH|SZ|BJ)?(\d{6})$/i.exec(symbol);
  const s = m ? researchData().stockByCode.get(m[2]!) : undefined;
  if (!s || (m![1] && m![1].toUpperCase() !== s.market)) throw notFound();
  return s;
}

function stockJson(ctx: Ctx, s: Stock) {
  const d = researchData();
  const bars = d.stockBars.get(s.code);
  let price: string | null = s.close ? new Decimal(s.close).toFixed(2) : null;
  let priceDate: string | null = s.close ? VALUATION_DATE : null;
  let percent: number | null = null;
  if (bars) {
    const upTo = barsUpTo(bars, closeDate(ctx));
    const last = upTo[upTo.length - 1];
    const prev = upTo[upTo.length - 2];
    if (last) {
      price = cents(last.close);
      priceDate = last.date;
      percent = prev ? periodReturn(prev.close, last.close) : null;
    }
  }
  const held = d.heldBy(s.market, s.code);
  const reportDate = held.reduce<string | null>((m, h) => (m && m > h.date ? m : h.date), null);
  const sec = d.security(s.market, s.code);
  return {
    symbol: `${s.market}${s.code}`,
    code: s.code,
    abbr_name: s.name,
    symbol_type: 1 as const,
    market: s.market,
    industry: s.industry,
    sw_industry: sec?.sw1 ?? null,
    price,
    price_date: priceDate,
    percent_day: percent,
    pe: s.pe,
    pb: s.pb,
    market_value: s.mvWan ? new Decimal(s.mvWan).times(10000).toFixed(2) : null,
    valuation_date: s.close ? VALUATION_DATE : null,
    has_k_line: !!bars,
    trade_status: tradeStatus(ctx),
    funds_report_date: reportDate,
    funds_count:
      d.ownership.get(`A:${s.code}`)?.funds ?? held.filter((h) => h.date === reportDate).length,
    funds: held
      .filter((h) => h.date === reportDate)
      .sort((a, b) => Number(b.pct) - Number(a.pct) || a.fund.localeCompare(b.fund))
      .flatMap((h) => {
        const f = ctx.market.fund(h.fund);
        return f
          ? [{ fund: fundBrief(ctx, f), percent: Number(h.pct), market_value: yiToYuan(h.mvYi) }]
          : [];
      }),
  };
}

// ---------- fund styles ----------
interface Percentiles {
  cap: number[];
  pb: number[];
}
let pctl: Percentiles | null = null;
function percentiles(): Percentiles {
  if (!pctl) {
    const st = researchData().stocks;
    pctl = {
      cap: st
        .filter((s) => s.mvWan)
        .map((s) => Number(s.mvWan))
        .sort((a, b) => a - b),
      pb: st
        .filter((s) => s.pb !== null && s.pb > 0)
        .map((s) => s.pb!)
        .sort((a, b) => a - b),
    };
  }
  return pctl;
}

/** The style box of a fund at a report date (method in README), or null. */
export function fundStyleAt(code: string, date: string) {
  const d = researchData();
  const p = percentiles();
  const rows = d.holdings(code, date).map((r) => {
    const s =
      r.security.market === 'SH' || r.security.market === 'SZ'
        ? d.stockByCode.get(r.security.code)
        : undefined;
    return {
      pct: r.pct,
      capPercentile: s?.mvWan ? percentileOf(p.cap, Number(s.mvWan)) : null,
      pbPercentile: s && s.pb !== null && s.pb > 0 ? percentileOf(p.pb, s.pb) : null,
    };
  });
  return styleBox(rows);
}

function fundStyleJson(ctx: Ctx, f: Fund, date: string) {
  const b = fundStyleAt(f.code, date);
  if (!b) return null;
  const st = ctx.market.stats(f, ctx.navDate());
  return {
    symbol: f.code,
    abbr_name: f.name,
    date,
    style: b.style,
    size_score: b.size_score,
    value_score: b.value_score,
    percent_month: st.percent_month === null ? null : Number(st.percent_month),
  };
}

const STYLES = [
  '大盘价值',
  '大盘平衡',
  '大盘成长',
  '中盘价值',
  '中盘平衡',
  '中盘成长',
  '小盘价值',
  '小盘平衡',
  '小盘成长',
];

/**
 * Funds per style at the latest report date (2022-12-31), with the mean return of the funds of
 * each style over `month` (YYYY-MM) or the month to the shown NAV date.
 */
function styleOverview(ctx: Ctx, month?: string) {
  const d = researchData();
  const date = '2022-12-31';
  const end = month ? lastDayOfMonth(month) : ctx.navDate();
  const start = month ? addDays(`${month}-01`, -1) : isoDate(addMonths(dayNumber(end), -1));
  const groups = new Map<string, { count: number; returns: number[] }>();
  for (const f of ctx.market.funds) {
    if (!d.reportDates(f.code).includes(date)) continue;
    const b = fundStyleAt(f.code, date);
    if (!b) continue;
    const g = groups.get(b.style) ?? { count: 0, returns: [] };
    g.count += 1;
    const h = ctx.market.trHistory(f, '1990-01-01', end);
    const ai = indexOnOrBefore(
      h.map((p) => dayNumber(p.date)),
      dayNumber(start),
    );
    const r = ai >= 0 && ai < h.length - 1 ? periodReturn(h[ai]!.tr, h[h.length - 1]!.tr) : null;
    if (r !== null) g.returns.push(r);
    groups.set(b.style, g);
  }
  return {
    date,
    styles: STYLES.map((style) => {
      const g = groups.get(style) ?? { count: 0, returns: [] };
      const l = g.returns;
      return {
        style,
        funds_count: g.count,
        percent_month: meanOf(l),
      };
    }),
  };
}

function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

// ---------- sectors (Shenwan level 1 of the funds' holdings) ----------
/**
 * A fund belongs to the Shenwan level-1 industry holding the largest share of its top-10 at its
 * latest report, when that share is at least 20% of assets. Sector ids follow the sorted names.
 */
function sectors(ctx: Ctx): { id: number; name: string; funds: Fund[]; reportDate: string }[] {
  const by = new Map<string, { funds: Fund[]; reportDate: string }>();
  const d = researchData();
  for (const f of ctx.market.funds) {
    const date = latestReport(ctx, f.code);
    if (!date) continue;
    const sector = sectorOf(weightRows(d.holdings(f.code, date)));
    if (!sector) continue;
    const g = by.get(sector) ?? { funds: [], reportDate: date };
    g.funds.push(f);
    if (date > g.reportDate) g.reportDate = date;
    by.set(sector, g);
  }
  return [...by.entries()]
    .sort((a, b) => a[0].localeCompare(b[0], 'zh-CN'))
    .map(([name, g], i) => ({ id: i + 1, name, funds: g.funds, reportDate: g.reportDate }));
}

/** A sector as the contract's Sector: member means (README "Sectors") and the report date. */
function sectorJson(
  s: { id: number; name: string; funds: Fund[]; reportDate: string },
  stats: ReturnType<Ctx['market']['statsAsOf']>,
) {
  return {
    id: s.id,
    name: s.name,
    percent_day: meanOf(s.funds.map((f) => stats.get(f.code)!.percent_day)),
    percent_year: meanOf(s.funds.map((f) => stats.get(f.code)!.percent_year)),
    funds_count: s.funds.length,
    report_date: s.reportDate,
  };
}

function sortFunds(ctx: Ctx, funds: Fund[], sort: string): Fund[] {
  const field = sort.replace(/^-/, '');
  const desc = sort.startsWith('-');
  const stats = ctx.market.statsAsOf(ctx.navDate());
  const v = (f: Fund) => {
    const x = (stats.get(f.code) as unknown as Record<string, string | null>)[field];
    return x === null || x === undefined ? null : Number(x);
  };
  return [...funds].sort((a, b) => {
    const x = v(a);
    const y = v(b);
    if (x === null && y === null) return a.code.localeCompare(b.code);
    if (x === null) return 1;
    if (y === null) return -1;
    return (desc ? y - x : x - y) || a.code.localeCompare(b.code);
  });
}

const SECTOR_SORTS = new Set([
  'percent_day',
  'percent_week',
  'percent_month',
  'percent_season',
  'percent_year',
  'net_value',
]);

// ---------- screener ----------
interface ScreenRow {
  f: Fund;
  scale: number | null;
  tenure: number | null;
  fare: number;
}
function screenRows(ctx: Ctx, origin: string): ScreenRow[] {
  const d = researchData();
  const tenure = new Map<number, number>();
  for (const m of ctx.q('SELECT id, tenure_days FROM managers').all() as {
    id: number;
    tenure_days: number;
  }[])
    tenure.set(m.id, m.tenure_days);
  return ctx.market.funds.map((f) => {
    const j = fundJson(ctx, f, null, origin);
    const t = f.managerIds.map((id) => tenure.get(id) ?? 0);
    const sc = d.latestScale(f.code);
    return {
      f,
      scale: sc ? Number(sc.scaleYi) : null,
      tenure: t.length ? Math.max(...t) / 365 : null,
      fare: new Decimal(j.fare_ratio_buy as number).times(j.discount_rate_buy as number).toNumber(),
    };
  });
}

const PERIOD_KEY: Record<string, string> = {
  week: 'percent_week',
  month: 'percent_month',
  season: 'percent_season',
  half_year: 'percent_half_year',
  year: 'percent_year',
  tyear: 'percent_tyear',
};

// ---------- comparison ----------
/** The comparison's period codes and core's periods. */
const CMP_PERIOD: Record<string, PeriodKey> = {
  m: '1m',
  '3m': '3m',
  '6m': '6m',
  y: '1y',
  '3y': '3y',
  ty: 'ytd',
  start: 'since',
};

/**
 * Compares funds over the same window: it ends on the last NAV date all of them have (on or
 * before the shown NAV date) and starts on the period's calendar start from that end (core's
 * period rule), or on the first date all of them have when that is later (成立以来, young funds).
 * Every figure is on the total-return NAV.
 */
function comparison(
  ctx: Ctx,
  codes: string[],
  period: string,
  userId: number | null,
  origin: string,
) {
  const funds = codes.map((c) => ctx.fundOr404(c, 400, 'symbols'));
  const full = funds.map((f) => ctx.market.trHistory(f, '1990-01-01', ctx.navDate()));
  const lasts = full.map((h) => h[h.length - 1]?.date).filter((x): x is string => !!x);
  const end =
    lasts.length === full.length ? lasts.reduce((m, x) => (x < m ? x : m)) : ctx.navDate();
  const firsts = full.map((h) => h[0]?.date).filter((x): x is string => !!x);
  const commonFirst = firsts.reduce((m, x) => (x > m ? x : m), '1990-01-01');
  const key = CMP_PERIOD[period]!;
  const target = key === 'since' ? commonFirst : isoDate(periodTargetDay(key, dayNumber(end)));
  // each fund starts on its last NAV on or before the start date (the common first date at most)
  const startDate = target > commonFirst ? target : commonFirst;
  const series = full.map((h) => {
    const upTo = h.filter((p) => p.date <= end);
    let k = -1;
    for (let i = 0; i < upTo.length && upTo[i]!.date <= startDate; i++) k = i;
    return upTo.slice(Math.max(0, k));
  });
  const dates = [...new Set(series.flatMap((s) => s.map((p) => p.date)))].sort();
  const maps = series.map((s) => new Map(s.map((p) => [p.date, p.tr])));
  const bases = series.map((s) => s[0]?.tr);
  const net_values = dates.map((date) => ({
    date,
    percents: maps.map((m, i) => {
      const v = m.get(date);
      return v === undefined || !bases[i] ? null : periodReturn(bases[i], v);
    }),
  }));
  const d = researchData();
  const mgr = ctx.q('SELECT id, name FROM managers WHERE id = ?');
  const metrics = funds.map((f, i) => {
    const navs = series[i]!.map((p) => p.tr);
    const j = fundJson(ctx, f, null, origin);
    const sc = d.latestScale(f.code);
    return {
      symbol: f.code,
      percent: periodReturn(navs[0], navs[navs.length - 1]),
      max_drawdown: maxDrawdown(navs),
      volatility: annualVolatility(navs),
      start_date: series[i]![0]?.date ?? null,
      end_date: series[i]![series[i]!.length - 1]?.date ?? null,
      fare_ratio_buy: new Decimal(j.fare_ratio_buy as number)
        .times(j.discount_rate_buy as number)
        .toNumber(),
      manage_fare: Number(annualFees(f).manage),
      trusteeship_fare: null,
      scale: sc ? yiToYuan(sc.scaleYi) : null,
      scale_date: sc?.date ?? null,
      managers: f.managerIds.slice(0, 3).map((id) => {
        const m = mgr.get(id) as { id: number; name: string };
        return { id: m.id, name: m.name, avatar: staticUrl(origin, `managers/${m.id}.svg`) };
      }),
    };
  });
  let overlap = null;
  if (funds.length >= 2) {
    const a = d.reportDates(funds[0]!.code);
    const b = new Set(d.reportDates(funds[1]!.code));
    const date = a.filter((x) => b.has(x)).pop();
    if (date) {
      const o = holdingsOverlap(
        weightRows(d.holdings(funds[0]!.code, date)),
        weightRows(d.holdings(funds[1]!.code, date)),
      );
      overlap = {
        report_date: date,
        percent: o.percent,
        stocks: o.stocks.map((s) => {
          const [market, code] = s.key.split(':') as [string, string];
          return { symbol: heldSymbol(market, code), abbr_name: s.name, percents: s.percents };
        }),
      };
    }
  }
  return {
    funds: funds.map((f) => fundJson(ctx, f, userId, origin)),
    period,
    end_date: dates.length ? end : null,
    metrics,
    overlap,
    net_values,
  };
}

/** Tool presets of `/symbols/tools_search/{id}/`: screener queries over the seed's funds. */
const TOOLS: Record<number, { stype?: number; sort: string; min?: number }> = {
  1: { stype: 300, sort: 'percent_year', min: 0 },
  2: { stype: 301, sort: 'percent_year', min: 0 },
  3: { stype: 302, sort: 'percent_year' },
  4: { stype: 303, sort: 'percent_year' },
};

export const marketHandlers = {
  'GET /symbols/indexes/': (req: Req) => orderedIndexes().map((ix) => indexQuote(req.ctx, ix)),
  'GET /symbols/indexes/{symbol}/': (req: Req) => {
    const ix = indexOr404(req.params.symbol);
    return {
      ...indexQuote(req.ctx, ix),
      funds: sortFunds(req.ctx, trackingFunds(req.ctx, ix.symbol), '-percent_year')
        .slice(0, 20)
        .map((f) => fundJson(req.ctx, f, req.userId, req.origin)),
    };
  },
  'GET /symbols/indexes/{symbol}/k_line/': (req: Req) => {
    const ix = indexOr404(req.params.symbol);
    return kLine(
      barsUpTo(ix.bars, closeDate(req.ctx)),
      req.query.period ?? 'day',
      req.query.count ?? 120,
    );
  },
  'GET /symbols/stocks/{symbol}/': (req: Req) => stockJson(req.ctx, stockOr404(req.params.symbol)),
  'GET /symbols/stocks/{symbol}/k_line/': (req: Req) => {
    const s = stockOr404(req.params.symbol);
    const bars = researchData().stockBars.get(s.code);
    return bars
      ? kLine(barsUpTo(bars, closeDate(req.ctx)), req.query.period ?? 'day', req.query.count ?? 120)
      : [];
  },
  'GET /symbols/{symbol}/holders_analyse/': (req: Req) => {
    const { ctx } = req;
    const type = String(req.query.type ?? 'holders_atlas');
    const d = researchData();
    const f = ctx.market.fund(req.params.symbol);
    if (f) {
      // a fund's atlas: the stocks it holds, with how many funds hold each (spec 001 §9: 4 + view all)
      const date = latestReport(ctx, f.code);
      if (!date) throw new HttpError(404, { detail: ['请求的数据不存在：该基金暂无持仓披露数据'] });
      const rows = d.holdings(f.code, date);
      const dates = d.reportDates(f.code);
      const prevDate = dates[dates.indexOf(date) - 1];
      const prev = new Map(
        (prevDate ? d.holdings(f.code, prevDate) : []).map((r) => [
          `${r.security.market}:${r.security.code}`,
          r.pct,
        ]),
      );
      return {
        symbol: f.code,
        type,
        report_date: date,
        total_count: rows.length,
        holders: rows.map((r) => {
          const p = prev.get(`${r.security.market}:${r.security.code}`);
          return {
            id: Number(r.security.code.replace(/\D/g, '')) || r.rank,
            symbol: heldSymbol(r.security.market, r.security.code),
            name: r.security.name || r.security.code,
            shares: null,
            percent: Number(r.pct),
            change: p === undefined ? null : new Decimal(r.pct).minus(p).toFixed(2),
            market_value: yiToYuan(r.mvYi),
            funds_count:
              d.ownership.get(
                `${r.security.market === 'SH' || r.security.market === 'SZ' || r.security.market === 'BJ' ? 'A' : r.security.market}:${r.security.code}`,
              )?.funds ?? null,
          };
        }),
      };
    }
    const s = stockOr404(req.params.symbol);
    const j = stockJson(ctx, s);
    // a stock's holders: the funds holding it (no share counts or top-10 shareholder lists exist)
    const holders =
      type === 'funds' || type === 'holders_atlas'
        ? j.funds.map((h) => ({
            id: Number(h.fund.symbol),
            symbol: h.fund.symbol as string,
            name: h.fund.abbr_name as string,
            shares: null,
            percent: null,
            change: null,
            market_value: h.market_value,
            funds_count: null,
          }))
        : [];
    return {
      symbol: j.symbol,
      type,
      report_date: j.funds_report_date ?? '2022-12-31',
      total_count: holders.length,
      holders,
    };
  },
  'GET /symbols/{symbol}/holders_shares_history/{id}/': (req: Req) => {
    const f = req.ctx.fundOr404(req.params.symbol, 404);
    const code = String(req.params.id).padStart(6, '0');
    const d = researchData();
    const out: {
      report_date: string;
      shares: null;
      percent: number;
      change: string | null;
      market_value: string;
    }[] = [];
    let prev: string | null = null;
    for (const date of d.reportDates(f.code)) {
      const r = d.holdings(f.code, date).find((x) => x.security.code === code);
      if (!r) {
        prev = null;
        continue;
      }
      out.push({
        report_date: date,
        shares: null,
        percent: Number(r.pct),
        change: prev === null ? null : new Decimal(r.pct).minus(prev).toFixed(2),
        market_value: yiToYuan(r.mvYi),
      });
      prev = r.pct;
    }
    if (!out.length) throw notFound();
    return out.reverse();
  },
  'GET /symbols/funds/advance/': (req: Req) => {
    const { ctx, query: q } = req;
    const types = q.type && q.type !== 'all' ? new Set(String(q.type).split(',')) : null;
    const risks = q.risk ? new Set(String(q.risk).split(',').map(Number)) : null;
    const key = PERIOD_KEY[q.period ?? 'year']!;
    const stats = ctx.market.statsAsOf(ctx.navDate());
    const ret = (f: Fund) => {
      const v = (stats.get(f.code) as unknown as Record<string, string | null>)[key];
      return v === null || v === undefined ? null : Number(v);
    };
    if (q.scale_min !== undefined && q.scale_max !== undefined && q.scale_min > q.scale_max)
      throw bad('scale_max', '规模上限不能小于下限');
    const rows = screenRows(ctx, req.origin).filter(
      (r) =>
        (!types || types.has(String(r.f.stype))) &&
        (q.company_id === undefined || r.f.companyId === q.company_id) &&
        (!risks || risks.has(r.f.risk)) &&
        (q.scale_min === undefined || (r.scale !== null && r.scale >= q.scale_min)) &&
        (q.scale_max === undefined || (r.scale !== null && r.scale <= q.scale_max)) &&
        (q.return_min === undefined || (ret(r.f) ?? -Infinity) >= q.return_min) &&
        (q.tenure_min === undefined || (r.tenure !== null && r.tenure >= q.tenure_min)) &&
        (q.fare_max === undefined || r.fare <= q.fare_max),
    );
    const sort = String(q.sort ?? '-percent');
    const field = sort.replace(/^-/, '');
    const desc = sort.startsWith('-');
    const getters: Record<string, (r: ScreenRow) => number | null> = {
      percent: (r) => ret(r.f),
      percent_year: (r) => {
        const v = stats.get(r.f.code)!.percent_year;
        return v === null ? null : Number(v);
      },
      scale: (r) => r.scale,
      tenure: (r) => r.tenure,
      fare: (r) => r.fare,
    };
    const val = getters[field];
    if (!val) throw bad('sort', `不支持的排序字段：${sort}`);
    const withV = rows.map((r) => ({ r, v: val(r) }));
    withV.sort((a, b) => {
      if (a.v === null && b.v === null) return a.r.f.code.localeCompare(b.r.f.code);
      if (a.v === null) return 1;
      if (b.v === null) return -1;
      return (desc ? b.v - a.v : a.v - b.v) || a.r.f.code.localeCompare(b.r.f.code);
    });
    const page = paginate(withV, q.page ?? 1, q.page_size ?? 20);
    return {
      ...page,
      results: page.results.map((x) => fundJson(ctx, x.r.f, req.userId, req.origin)),
    };
  },
  'GET /symbols/funds/comparison/': (req: Req) => {
    const codes = String(req.query.symbols)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (codes.length < 2 || codes.length > 4) throw bad('symbols', '请选择2至4只基金进行对比');
    if (new Set(codes).size !== codes.length) throw bad('symbols', '请选择不同的基金进行对比');
    return comparison(req.ctx, codes, req.query.period ?? 'y', req.userId, req.origin);
  },
  'GET /symbols/fund_styles/info/': (req: Req) => {
    const f = req.ctx.fundOr404(req.query.symbol, 400, 'symbol');
    const date = latestReport(req.ctx, f.code);
    const j = date ? fundStyleJson(req.ctx, f, date) : null;
    if (!j) throw bad('symbol', '该基金暂无A股持仓披露数据，无法计算风格');
    return j;
  },
  'GET /symbols/fund_styles/history/': (req: Req) => {
    const f = req.ctx.fundOr404(req.query.symbol, 400, 'symbol');
    const today = req.ctx.today();
    const rows = researchData()
      .reportDates(f.code)
      .filter((d) => d <= today)
      .reverse()
      .map((d) => fundStyleJson(req.ctx, f, d))
      .filter((x) => x !== null);
    return paginate(rows, req.query.page ?? 1, req.query.page_size ?? 240);
  },
  'GET /symbols/fund_styles/overview/': (req: Req) => styleOverview(req.ctx),
  'GET /symbols/fund_styles/monthly_overview/': (req: Req) => {
    const month = req.query.month as string | undefined;
    if (month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
      throw bad('month', '月份格式应为YYYY-MM');
    return styleOverview(req.ctx, month);
  },
  'GET /symbols/funds/sectors/': (req: Req) => {
    const stats = req.ctx.market.statsAsOf(req.ctx.navDate());
    return sectors(req.ctx).map((s) => sectorJson(s, stats));
  },
  'GET /symbols/funds/sectors/{id}/': (req: Req) => {
    const s = sectors(req.ctx).find((x) => x.id === req.params.id);
    if (!s) throw notFound();
    const sort = String(req.query.sort ?? '-percent_year');
    if (!SECTOR_SORTS.has(sort.replace(/^-/, ''))) throw bad('sort', `不支持的排序字段：${sort}`);
    const stats = req.ctx.market.statsAsOf(req.ctx.navDate());
    const page = paginate(
      sortFunds(req.ctx, s.funds, sort),
      req.query.page ?? 1,
      req.query.page_size ?? 20,
    );
    return {
      ...page,
      results: page.results.map((f) => fundJson(req.ctx, f, req.userId, req.origin)),
      sector: sectorJson(s, stats),
    };
  },
  // No block-trade or shareholder source exists: honest empty answers (never invented rows).
  'GET /symbols/block_trades/daily_top/': () => [],
  'GET /symbols/{symbol}/block_trades/': (req: Req) => {
    if (!req.ctx.market.fund(req.params.symbol)) stockOr404(req.params.symbol);
    return paginate([], req.query.page ?? 1, req.query.page_size ?? 20);
  },
  'GET /symbols/shareholders/champions/': (req: Req) =>
    paginate([], req.query.page ?? 1, req.query.page_size ?? 20),
  'GET /symbols/shareholders/{id}/': () => {
    throw notFound();
  },
  'GET /symbols/tools_search/{id}/': (req: Req) => {
    const t = TOOLS[req.params.id];
    if (!t) throw notFound();
    const stats = req.ctx.market.statsAsOf(req.ctx.navDate());
    const funds = sortFunds(
      req.ctx,
      req.ctx.market.funds.filter((f) => {
        const y = stats.get(f.code)!.percent_year;
        return (
          (t.stype === undefined || f.stype === t.stype) &&
          (t.min === undefined || (y !== null && Number(y) >= t.min))
        );
      }),
      `-${t.sort}`,
    );
    const page = paginate(funds, req.query.page ?? 1, req.query.page_size ?? 20);
    return {
      ...page,
      results: page.results.map((f) => fundJson(req.ctx, f, req.userId, req.origin)),
    };
  },
};
