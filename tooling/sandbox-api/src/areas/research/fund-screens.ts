/**
 * Fund screens on real data (spec 001 §2 "Funds market"): the screener, comparison, fund styles,
 * sectors and the tool searches.
 */
import Decimal from 'decimal.js';

import { fundJson } from '../../domain/serializers';
import type { Ctx } from '../../ctx';
import type { Fund } from '../../market/market';

import { bad, notFound } from '../../http/errors';
import { paginate, type HandlerTable } from '../../http/registry';
import { addDays } from '../../market/calendar';
import { meanOf, percentileOf, periodReturn, sectorOf, styleBox } from './compute';
import { researchData } from './data';
import { latestReport, weightRows } from './fund-pages';
import { addMonths, dayNumber, indexOnOrBefore, isoDate } from '@jijin/core/performance';

import { comparison } from './fund-comparison';

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

export function sortFunds(ctx: Ctx, funds: Fund[], sort: string): Fund[] {
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

/** Tool presets of `/symbols/tools_search/{id}/`: screener queries over the seed's funds. */
const TOOLS: Record<number, { stype?: number; sort: string; min?: number }> = {
  1: { stype: 300, sort: 'percent_year', min: 0 },
  2: { stype: 301, sort: 'percent_year', min: 0 },
  3: { stype: 302, sort: 'percent_year' },
  4: { stype: 303, sort: 'percent_year' },
};

/** The screener, comparison, fund styles, sectors and tool searches. */
export const fundScreenHandlers = {
  'GET /symbols/funds/advance/': (req) => {
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
  'GET /symbols/funds/comparison/': (req) => {
    const codes = String(req.query.symbols)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (codes.length < 2 || codes.length > 4) throw bad('symbols', '请选择2至4只基金进行对比');
    if (new Set(codes).size !== codes.length) throw bad('symbols', '请选择不同的基金进行对比');
    return comparison(req.ctx, codes, req.query.period ?? 'y', req.userId, req.origin);
  },
  'GET /symbols/fund_styles/info/': (req) => {
    const f = req.ctx.fundOr404(req.query.symbol, 400, 'symbol');
    const date = latestReport(req.ctx, f.code);
    const j = date ? fundStyleJson(req.ctx, f, date) : null;
    if (!j) throw bad('symbol', '该基金暂无A股持仓披露数据，无法计算风格');
    return j;
  },
  'GET /symbols/fund_styles/history/': (req) => {
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
  'GET /symbols/fund_styles/overview/': (req) => styleOverview(req.ctx),
  'GET /symbols/fund_styles/monthly_overview/': (req) => {
    const month = req.query.month as string | undefined;
    if (month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
      throw bad('month', '月份格式应为YYYY-MM');
    return styleOverview(req.ctx, month);
  },
  'GET /symbols/funds/sectors/': (req) => {
    const stats = req.ctx.market.statsAsOf(req.ctx.navDate());
    return sectors(req.ctx).map((s) => sectorJson(s, stats));
  },
  'GET /symbols/funds/sectors/{id}/': (req) => {
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
  'GET /symbols/tools_search/{id}/': (req) => {
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
} satisfies HandlerTable;
