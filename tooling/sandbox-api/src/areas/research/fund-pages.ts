/**
 * Fund-detail sub-pages on real data (spec 001 §2 "Fund and stock detail"): top-10 holdings with
 * report dates, allocation (stock position; bond / cash not disclosed), industry allocation,
 * asset history, holder atlas, dividends / splits (推算), achievement rank against real peers.
 */
import type { Ctx } from '../../ctx';
import { isoDate, peerRanks, type PeriodKey } from '@jijin/core/performance';
import type { Fund, FundStats } from '../../market/market';
import { HttpError } from '../../http/errors';
import { yiToYuan } from '../../domain/format';
import { paginate, type Req, type HandlerTable } from '../../http/registry';
import {
  allocationParts,
  holdingChanges,
  industryAllocation,
  periodReturn,
  type WeightRow,
} from './compute';
import { researchData, type HoldingRow } from './data';
import { dividendsOf, splitsOf } from '../../trading/dividend-sources';

/** 亿元 (4 decimals) to yuan with 2 decimals, exactly. */
export const noHoldings = (): HttpError =>
  new HttpError(404, { detail: ['请求的数据不存在：该基金暂无持仓披露数据'] });

export function weightRows(rows: HoldingRow[]): WeightRow[] {
  return rows.map((r) => ({
    key: `${r.security.market}:${r.security.code}`,
    name: r.security.name || r.security.code,
    pct: r.pct,
    industry: r.security.sw1,
  }));
}

/** Market-prefixed symbol of a held security (SH600519); HK and other listings keep their code. */
export function heldSymbol(market: string, code: string): string {
  return market === 'SH' || market === 'SZ' || market === 'BJ' ? `${market}${code}` : code;
}

/** The fund's AssetAllocation at a report date (the contract's shape), or null without data. */
export function allocationAt(code: string, date: string): Record<string, unknown> | null {
  const d = researchData();
  const rows = d.holdings(code, date);
  if (!rows.length) return null;
  const dates = d.reportDates(code);
  const i = dates.indexOf(date);
  const prevDate = i > 0 ? dates[i - 1]! : null;
  const prev = prevDate ? weightRows(d.holdings(code, prevDate)) : null;
  const sum = d.summaryAt(code, date);
  const parts = allocationParts(sum?.stockPct ?? null, weightRows(rows));
  const changes = holdingChanges(weightRows(rows), prev);
  return {
    report_date: date,
    previous_report_date: prevDate,
    stock: parts.stock,
    bond: null,
    cash: null,
    other: parts.other,
    other_label: '其他/未披露',
    note:
      `${date} 报告期数据，占比为占基金总资产比例；` +
      (parts.fromTop10 ? '股票仓位缺失，按前十大重仓股合计；' : '') +
      '债券、现金等未披露，计入其他/未披露；行业按申万一级汇总前十大重仓股',
    industry: industryAllocation(weightRows(rows)),
    hold_symbols: rows.map((r, k) => ({
      symbol: heldSymbol(r.security.market, r.security.code),
      abbr_name: r.security.name || r.security.code,
      percent: changes[k]!.percent,
      percent_change: changes[k]!.percent_change,
      is_new: changes[k]!.is_new,
      market_value: yiToYuan(r.mvYi),
      industry: r.security.sw1,
    })),
    hold_bonds: [],
  };
}

/** The latest report date on or before today with holdings, or null. */
export function latestReport(ctx: Ctx, code: string): string | null {
  const today = ctx.today();
  const dates = researchData()
    .reportDates(code)
    .filter((d) => d <= today);
  return dates[dates.length - 1] ?? null;
}

function allocation(
  req: Req<'GET /symbols/funds/{symbol}/hold_symbols/' | 'GET /symbols/funds/{symbol}/asset_conf/'>,
): Record<string, unknown> {
  const f = req.ctx.fundOr404(req.params.symbol, 404);
  const date = latestReport(req.ctx, f.code);
  const a = date ? allocationAt(f.code, date) : null;
  if (!a) throw noHoldings();
  return a;
}

/**
 * Period codes of the achievement rank (the client's: spec 001 §9 net value periods m, 3m, y, ty,
 * plus w, 6m, 2y, 3y, 5y and start) and core's period of each.
 */
const PERIODS: { period: string; key: PeriodKey; field: keyof FundStats }[] = [
  { period: 'w', key: '1w', field: 'percent_week' },
  { period: 'm', key: '1m', field: 'percent_month' },
  { period: '3m', key: '3m', field: 'percent_season' },
  { period: '6m', key: '6m', field: 'percent_half_year' },
  { period: 'ty', key: 'ytd', field: 'percent_tyear' },
  { period: 'y', key: '1y', field: 'percent_year' },
  { period: '2y', key: '2y', field: 'percent_two_year' },
  { period: '3y', key: '3y', field: 'percent_three_year' },
  { period: '5y', key: '5y', field: 'percent_five_year' },
  { period: 'start', key: 'since', field: 'percent_start' },
];

/**
 * Achievement rank: per period the fund's return (core's period return on the total-return NAV,
 * the same figure as the detail header), the CSI 300's over the same window (the fund's start
 * and end NAV dates), and 同类排名 / 四分位 (core `peerRanks`) among the seed's funds of the same
 * Eastmoney type with a return for that period (higher is better, on the shown 2-decimal figure).
 */
export function achievementRank(ctx: Ctx, f: Fund): Record<string, unknown>[] {
  const iso = ctx.navDate();
  const stats = ctx.market.statsAsOf(iso);
  const mine = stats.get(f.code)!;
  const peers = ctx.market.funds.filter((p) => p.emType === f.emType && !p.isMoney);
  return PERIODS.map(({ period, key, field }) => {
    const v = mine[field];
    const value = v === null || v === undefined ? null : Number(v);
    const ranks = peerRanks(
      new Map(
        peers.map((p) => {
          const x = stats.get(p.code)![field];
          return [p.code, x === null || x === undefined ? null : Number(x)] as const;
        }),
      ),
    );
    const rank = ranks.get(f.code);
    const w = ctx.market.period(f, key, iso);
    const csiEnd = w ? ctx.market.csiOn(isoDate(w.endDay)) : null;
    const csiStart = w ? ctx.market.csiOn(isoDate(w.startDay)) : null;
    return {
      period,
      percent: value,
      track_name: '沪深300',
      track_percent:
        value === null ? null : periodReturn(csiStart ?? undefined, csiEnd ?? undefined),
      rank_index: rank?.rank ?? null,
      rank_total: rank?.total ?? null,
      quartile: rank?.quartileLabel ?? null,
      start_date: w ? isoDate(w.startDay) : null,
      end_date: w ? isoDate(w.endDay) : null,
    };
  });
}

export const fundPageHandlers = {
  'GET /symbols/funds/{symbol}/hold_symbols/': allocation,
  'GET /symbols/funds/{symbol}/asset_conf/': allocation,
  'GET /symbols/funds/{symbol}/asset_history/': (req) => {
    const f = req.ctx.fundOr404(req.params.symbol, 404);
    const today = req.ctx.today();
    const rows = researchData()
      .reportDates(f.code)
      .filter((d) => d <= today)
      .reverse()
      .map((d) => allocationAt(f.code, d)!);
    return paginate(rows, req.query.page ?? 1, req.query.page_size ?? 100);
  },
  // No holder-structure (机构/个人) source exists: an honest empty page (spec 001 §9 size 1,000).
  'GET /symbols/funds/{symbol}/hold_struct/': (req) => {
    req.ctx.fundOr404(req.params.symbol, 404);
    return paginate([], req.query.page ?? 1, req.query.page_size ?? 1000);
  },
  // The distributions the sandbox pays holders (trading/dividend-sources: official records, else
  // inferred from the NAV data) up to the NAV date, so this page and the 分红 trades agree.
  'GET /symbols/funds/{symbol}/dividend_split/': (req) => {
    const f = req.ctx.fundOr404(req.params.symbol, 404);
    const today = req.ctx.navDate();
    const dividends = dividendsOf(req.ctx, f).filter((d) => d.exDate <= today);
    const splits = splitsOf(req.ctx, f).filter((s) => s.date <= today);
    const estimated = [...dividends, ...splits].some((e) => e.source === 'inferred');
    return {
      is_estimated: estimated,
      note: estimated
        ? '由单位净值与日增长率的差异推算，非基金公告数据；权益登记日按场外基金惯例与除息日相同'
        : dividends.length || splits.length
          ? '来源：天天基金分红送配公告；权益登记日按场外基金惯例与除息日相同'
          : '暂无分红、拆分记录',
      dividends: dividends.reverse().map((d) => ({
        record_date: d.exDate,
        ex_date: d.exDate,
        pay_date: null,
        amount_per_share: d.perUnit,
      })),
      splits: splits.reverse().map((s) => ({ split_date: s.date, ratio: s.ratio })),
    };
  },
  'GET /symbols/funds/{symbol}/achievement_rank/': (req) =>
    achievementRank(req.ctx, req.ctx.fundOr404(req.params.symbol, 404)),
} satisfies HandlerTable;
