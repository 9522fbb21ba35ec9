/**
 * The funds area's market side (spec 001 §2, §7 Symbols): the fund list with filters and sort,
 * search, fund detail, NAV history with the CSI 300 track and fee ratios (following: research
 * area, which quotes stocks and indexes too).
 */
import Decimal from 'decimal.js';
import type { Ctx } from '../../ctx';
import { money } from '../../domain/format';
import { paginate, RawJson } from '../../http/registry';
import { bad } from '../../http/errors';
import { addDays } from '../../market/calendar';
import { buyTiers, sellTiers, annualFees, feeExampleParts } from '../../market/fees';
import { pctOf, stypeOf, type Fund } from '../../market/market';
import type { FundStype } from '../../domain/schemas';
import { directoryFund } from '../../domain/fund-directory';
import {
  directoryOnlyMatches,
  listedFareRatio,
  listedFundJson,
  searchDirectory,
} from './directory';
import { isoDate, type PeriodKey } from '@jijin/core/performance';
import { cacheFor, feeInfo, fundPublic, matchRank, timetable } from '../../domain/fund-public';
import type { SandboxArea } from '../define';

const SORTABLE = new Set([
  'percent_day',
  'percent_week',
  'percent_month',
  'percent_season',
  'percent_year',
  'year_yld',
  'net_value',
  'tenthou_unit_incm',
]);

function followedSet(ctx: Ctx, userId: number | null): Set<string> {
  if (!userId) return new Set();
  return new Set(
    (
      ctx.q("SELECT target FROM follows WHERE user_id = ? AND kind = 'symbol'").all(userId) as {
        target: string;
      }[]
    ).map((r) => r.target),
  );
}

function sortedCodes(
  ctx: Ctx,
  origin: string,
  sort: string,
  type: string,
  companyId: number | undefined,
): string[] {
  const c = cacheFor(ctx, origin);
  const key = `${sort}|${type}|${companyId ?? ''}`;
  let codes = c.sorted.get(key);
  if (codes) return codes;
  const desc = sort.startsWith('-');
  const field = sort.replace(/^-/, '');
  const stats = ctx.market.statsAsOf(ctx.navDate());
  const list = ctx.market.funds.filter(
    (f) =>
      (type === 'all' || String(f.stype) === type) &&
      (companyId === undefined || f.companyId === companyId),
  );
  const val = (f: Fund): number | null => {
    const st = stats.get(f.code)!;
    const v = (st as unknown as Record<string, string | null>)[field];
    return v === null || v === undefined ? null : Number(v);
  };
  const withV = list.map((f) => ({ code: f.code, v: val(f) }));
  withV.sort((a, b) => {
    if (a.v === null && b.v === null) return a.code < b.code ? -1 : 1;
    if (a.v === null) return 1;
    if (b.v === null) return -1;
    return (desc ? b.v - a.v : a.v - b.v) || (a.code < b.code ? -1 : 1);
  });
  codes = withV.map((x) => x.code);
  c.sorted.set(key, codes);
  return codes;
}

/** Type filter aliases used by screens (spec 001 §2 AI links use fund_type=zs). */
const TYPE_ALIASES: Record<string, string> = {
  gp: '300',
  hh: '301',
  zq: '302',
  zs: '303',
  qdii: '305',
  hb: '306',
  fof: '310',
};

/**
 * net_history's period codes (spec 001 §9 net value periods m, 3m, ty, y, start; plus w, 6m, 2y,
 * 3y, 5y) and core's periods; an unknown code is 近1年.
 */
const NET_HISTORY_PERIODS: Record<string, PeriodKey> = {
  w: '1w',
  m: '1m',
  '3m': '3m',
  '6m': '6m',
  ty: 'ytd',
  y: '1y',
  '2y': '2y',
  '3y': '3y',
  '5y': '5y',
  start: 'since',
};

function periodStart(ctx: Ctx, period: string, end: string, f: Fund): string {
  const monthsBack = (m: number) => {
    const d = new Date(`${end}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - m);
    return d.toISOString().slice(0, 10);
  };
  switch (period) {
    case 'm':
      return monthsBack(1);
    case '3m':
      return monthsBack(3);
    case 'ty':
      return `${end.slice(0, 4)}-01-01`;
    case 'start':
      return f.series
        ? new Date(f.series.days[0]! * 86400000).toISOString().slice(0, 10)
        : monthsBack(12);
    default:
      return monthsBack(12);
  }
}

/** Market and detail operations of the funds area. */
export const marketHandlers = {
  'GET /symbols/funds/': (req) => {
    const { ctx, query, origin } = req;
    const sort = String(query.sort ?? '-percent_year');
    if (!SORTABLE.has(sort.replace(/^-/, ''))) throw bad('sort', `不支持的排序字段：${sort}`);
    let type = String(query.type ?? 'all').toLowerCase();
    type = TYPE_ALIASES[type] ?? type;
    if (type !== 'all' && !/^3(0\d|10)$/.test(type)) throw bad('type', '基金类型不正确');
    const fol = followedSet(ctx, req.userId);
    const c = cacheFor(ctx, origin);
    const key = `list|${JSON.stringify(query)}`;
    let page = c.pages.get(key);
    if (!page) {
      let codes = sortedCodes(ctx, origin, sort, type, query.company_id);
      if (query.q) {
        const q = String(query.q);
        codes = codes.filter((code) => matchRank(ctx.market.fund(code)!, q) >= 0);
        // then the master-list funds the market does not hold (no company known: none when filtered by company)
        if (query.company_id === undefined)
          codes = codes.concat(
            directoryOnlyMatches(ctx, q)
              .filter((r) => type === 'all' || String(stypeOf(r.em_type)) === type)
              .map((r) => r.code),
          );
      }
      const p = paginate(codes, query.page ?? 1, query.page_size ?? 20);
      const body = {
        ...p,
        results: p.results.map((code) => {
          const f = ctx.market.fund(code);
          // a master-list fund: every figure null, nav_stale, not tradable
          if (!f) return listedFundJson(ctx, directoryFund(ctx, code)!, null, origin);
          return { ...fundPublic(ctx, f, null, origin), followed: false };
        }),
      };
      page = { codes: p.results, body, raw: new RawJson(JSON.stringify(body)) };
      if (c.pages.size > 500) c.pages.clear();
      c.pages.set(key, page);
    }
    // the cached page is shared; only users who follow one of its funds get a personalised copy
    if (!page.codes.some((code) => fol.has(code))) return page.raw;
    return {
      ...page.body,
      results: page.body.results.map((f) => ({ ...f, followed: fol.has(f.symbol as string) })),
    };
  },
  'GET /search/symbols/': (req) => {
    const { ctx, query, origin } = req;
    const types = String(query.symbol_type ?? '3')
      .split(',')
      .map((s) => s.trim());
    const page = query.page ?? 1;
    const size = query.page_size ?? 5;
    const none = { current_page: page, total_count: 0, total_page: 0, results: [] };
    if (!types.includes('3')) return none;
    const q = String(query.q).trim();
    if (!q) return none;
    const { total, rows } = searchDirectory(ctx, q, page, size);
    const fol = followedSet(ctx, req.userId);
    return {
      current_page: page,
      total_count: total,
      total_page: Math.ceil(total / size),
      results: rows.map((r) => {
        const f = ctx.market.fund(r.code);
        const j = f ? fundPublic(ctx, f, null, origin) : null;
        return {
          id: Number(r.code),
          symbol: r.code,
          abbr_name: r.name,
          pinyin: r.initials,
          symbol_type: 3 as const,
          symbol_stype: (f?.stype ?? stypeOf(r.em_type)) as FundStype,
          list_status: r.list_status,
          followed: fol.has(r.code),
          // a master-list fund without data: no NAV, no return, not tradable (never a made-up figure)
          net_value: j?.net_value ?? null,
          net_value_date: j?.net_value_date ?? null,
          percent_year: j?.percent_year ?? null,
          nav_stale: j ? !!j.nav_stale : true,
        };
      }),
    };
  },
  'GET /symbols/funds/{symbol}/': (req) => {
    const { ctx, params, userId, origin } = req;
    const code = String(params.symbol);
    // a fund only in the master list: its name and type, every figure null, not tradable
    const listed = directoryFund(ctx, code);
    if (listed) return listedFundJson(ctx, listed, userId, origin);
    return fundPublic(ctx, ctx.fundOr404(code, 404), userId, origin);
  },
  'GET /symbols/funds/{symbol}/net_history/': (req) => {
    const { ctx, params, query } = req;
    // a master-list fund: no NAV, so no point (never a made-up series)
    if (directoryFund(ctx, String(params.symbol))) return [];
    const f = ctx.fundOr404(String(params.symbol), 404);
    const end = ctx.navDate();
    const period = String(query.period ?? 'y');
    if (f.isMoney) {
      const from = periodStart(ctx, period === 'start' ? 'y' : period, end, f);
      const out = [];
      for (let d = from; d <= end; d = addDays(d, 1)) {
        const y = ctx.market.baoYield(d);
        out.push({
          date: d,
          net_value: '1.0000',
          cumulative: null,
          percentage_begin: 0,
          percent_track: null,
          percent_track_2: null,
          year_yld: f.isBao ? Number(y.seven) : null,
          tenthou_unit_incm: f.isBao ? y.tenthou : null,
        });
      }
      return out;
    }
    // one series per fund: the total return (core's period window, the header's figure at its end)
    const key = NET_HISTORY_PERIODS[period] ?? '1y';
    const w = ctx.market.period(f, key, end) ?? ctx.market.period(f, 'since', end);
    if (!w) return [];
    const pts = ctx.market.trHistory(f, isoDate(w.startDay), isoDate(w.endDay));
    const base = pts[0]!.tr;
    const csiBase = ctx.market.csiOn(pts[0]!.date);
    return pts.map((p) => {
      const csi = ctx.market.csiOn(p.date);
      return {
        date: p.date,
        net_value: new Decimal(p.nav).div(10000).toFixed(4),
        cumulative: null,
        percentage_begin: Number(pctOf(p.tr / base - 1)),
        percent_track:
          csi !== null && csiBase
            ? new Decimal(csi).div(csiBase).minus(1).times(100).toDecimalPlaces(2).toNumber()
            : null,
        percent_track_2: null,
      };
    });
  },
  'GET /symbols/funds/{symbol}/fare_ratio/': (req) => {
    const { ctx, params } = req;
    const listed = directoryFund(ctx, String(params.symbol));
    if (listed) return listedFareRatio(ctx, listed);
    const f = ctx.fundOr404(String(params.symbol), 404);
    const fees = annualFees(f);
    const buy = buyTiers(f).map((t) => {
      const r = t.rate === null ? null : new Decimal(t.rate).times(100).toNumber();
      const disc =
        t.rate === null
          ? null
          : new Decimal(t.rate)
              .times(new Decimal(t.rate).isZero() ? 1 : 0.1)
              .times(100)
              .toNumber();
      return {
        min_amount: money(t.min),
        max_amount: t.max === null ? null : money(t.max),
        fare_ratio: r,
        discount_fare_ratio: disc,
        fare: t.fixed === null ? null : money(t.fixed),
      };
    });
    return {
      fund: feeInfo(ctx, f),
      buy,
      subscribe: buy.map((b) => ({ ...b, discount_fare_ratio: b.fare_ratio })),
      sell: sellTiers(f).map((t) => ({
        min_days: t.min_days,
        max_days: t.max_days,
        fare_ratio: new Decimal(t.rate).times(100).toNumber(),
      })),
      manage_fare: Number(fees.manage),
      trusteeship_fare: Number(fees.trusteeship),
      service_fare: Number(fees.service),
      customer_maintenance_fare:
        f.shareClass === 'C' || f.isMoney ? 0 : new Decimal(fees.manage).div(2).toNumber(),
      timetable: timetable(ctx, f),
      example_parts: feeExampleParts(f),
      no_data_reason: null,
    };
  },
} satisfies SandboxArea['handlers'];
