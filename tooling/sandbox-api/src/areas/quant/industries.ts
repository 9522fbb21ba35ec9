/**
 * Industry recommendations (spec 001 §7 Quant industry_recommend): the Shenwan level-1
 * industries ranked by a documented rule (README "Quant area") over real data — the A-shares'
 * 2026-02-06 valuation snapshot and how many funds held them in their top 10 at 2022-12-31 —
 * read from the research area through AreaHooks.shenwanStocks. Without that data: an empty list.
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { notFound } from '../../http/errors';
import type { ReqBase, Req } from '../../http/registry';
import { rankIndustries, type IndustryRank, type IndustryStock } from './industry-rank';

type Schemas = components['schemas'];

/** Stocks shown per industry in the list and in the detail. */
export const LIST_STOCKS = 5;
export const DETAIL_STOCKS = 20;

const cache = new WeakMap<Ctx, { ranks: IndustryRank[]; valuation: string; report: string }>();

function ranked(ctx: Ctx) {
  let r = cache.get(ctx);
  if (!r) {
    const data = ctx.hooks.shenwanStocks?.(ctx);
    r = data
      ? {
          ranks: rankIndustries(data.stocks),
          valuation: data.valuation_date,
          report: data.report_date,
        }
      : { ranks: [], valuation: '', report: '' };
    cache.set(ctx, r);
  }
  return r;
}

function quote(s: IndustryStock): Schemas['SymbolQuote'] {
  return {
    id: Number(s.symbol.slice(2)),
    symbol: s.symbol,
    abbr_name: s.name,
    symbol_type: 1,
    price: s.close,
    percent_day: null,
    amount: null,
  };
}

function industryJson(
  r: IndustryRank,
  dates: { valuation: string; report: string },
  stocks: number,
): Schemas['QuantIndustry'] {
  return {
    id: r.id,
    name: r.name,
    score: r.score,
    ...(r.rank === null ? {} : { rank: r.rank }),
    percent_month: null,
    stocks_count: r.stocks_count,
    pe_median: r.pe_median,
    pb_median: r.pb_median,
    fund_holdings_count: r.fund_holdings_count,
    valuation_date: dates.valuation,
    report_date: dates.report,
    method:
      `综合分=（估值分+基金关注分）÷2。估值分=100−行业市净率中位数在各行业中的分位（越便宜分越高，${dates.valuation}收盘数据）；` +
      `基金关注分=行业内每只股票平均进入基金前十大重仓的次数在各行业中的分位（${dates.report}报告期）。` +
      '正市净率股票不足5只的行业不参与排名。行业无月度行情数据，近1月涨跌不展示。',
    symbols: r.stocks.slice(0, stocks).map(quote),
  };
}

/** GET /quant/industry_recommend/ — ranked industries first, by score. */
function listIndustries(req: ReqBase): Schemas['QuantIndustry'][] {
  const r = ranked(req.ctx);
  return r.ranks.map((x) => industryJson(x, r, LIST_STOCKS));
}

/** GET /quant/industry_recommend/{id}/ */
function getIndustry(req: Req<'GET /quant/industry_recommend/{id}/'>): Schemas['QuantIndustry'] {
  const r = ranked(req.ctx);
  const x = r.ranks.find((i) => i.id === Number(req.params.id));
  if (!x) throw notFound();
  return industryJson(x, r, DETAIL_STOCKS);
}

export const industryHandlers = {
  'GET /quant/industry_recommend/': listIndustries,
  'GET /quant/industry_recommend/{id}/': getIndustry,
} as const;
