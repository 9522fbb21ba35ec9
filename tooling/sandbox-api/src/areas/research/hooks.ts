/**
 * What the research area's real data gives other areas through AreaHooks (the quant area's
 * factors, strategies and industry ranking): index closes, a fund's holdings style and the
 * A-shares with their Shenwan industry and valuation snapshot. Reads only; no new method here —
 * the style box and industry weights are the ones README "Research: computed facts" documents.
 */
import type { Ctx } from '../../ctx';
import type { FundHoldingStyle, FundTopHoldings, ShenwanStocks } from '../define';
import { industryAllocation } from './compute';
import { researchData, VALUATION_DATE } from './data';
import { latestReport, weightRows } from './fund-pages';
import { fundStyleAt } from './fund-screens';

/** Report date of the fund top-10 counts per stock (`stock_fund_ownership_by_quarter.csv`). */
export const OWNERSHIP_DATE = '2022-12-31';

/** AreaHooks.indexCloses: an index's daily closes (hundredths), oldest first; null when unknown. */
export function indexCloses(
  _ctx: Ctx,
  symbol: string,
): { name: string; bars: readonly { date: string; close: number }[] } | null {
  const ix = researchData().index(symbol);
  return ix ? { name: ix.name, bars: ix.bars } : null;
}

/** AreaHooks.fundHoldingStyle: the style box and industry weights at the latest report. */
export function fundHoldingStyle(ctx: Ctx, code: string): FundHoldingStyle | null {
  const date = latestReport(ctx, code);
  if (!date) return null;
  const rows = researchData().holdings(code, date);
  if (!rows.length) return null;
  return {
    report_date: date,
    style: fundStyleAt(code, date),
    industries: industryAllocation(weightRows(rows)),
  };
}

/** AreaHooks.fundTopHoldings: the top-10 stocks at the latest report on or before today. */
export function fundTopHoldings(ctx: Ctx, code: string): FundTopHoldings | null {
  const date = latestReport(ctx, code);
  if (!date) return null;
  const rows = weightRows(researchData().holdings(code, date));
  if (!rows.length) return null;
  return {
    report_date: date,
    stocks: rows.map((r) => ({
      key: r.key,
      name: r.name,
      industry: r.industry ?? null,
      percent: r.pct,
    })),
  };
}

let stocksCache: ShenwanStocks | null = null;
/** AreaHooks.shenwanStocks: A-shares of the holdings' securities list joined to the 2026-02-06 snapshot. */
export function shenwanStocks(): ShenwanStocks {
  if (stocksCache) return stocksCache;
  const d = researchData();
  const stocks: ShenwanStocks['stocks'] = [];
  for (const sec of d.securities) {
    if (!sec.sw1 || !['SH', 'SZ', 'BJ'].includes(sec.market)) continue;
    const s = d.stockByCode.get(sec.code);
    if (!s || s.market !== sec.market) continue;
    stocks.push({
      symbol: `${s.market}${s.code}`,
      name: s.name,
      sw1: sec.sw1,
      close: s.close,
      pe: s.pe,
      pb: s.pb,
      mv_wan: s.mvWan === null ? null : Number(s.mvWan),
      funds: d.ownership.get(`A:${s.code}`)?.funds ?? 0,
    });
  }
  stocksCache = { valuation_date: VALUATION_DATE, report_date: OWNERSHIP_DATE, stocks };
  return stocksCache;
}
