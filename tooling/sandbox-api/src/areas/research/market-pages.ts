/**
 * Market research on real data (spec 001 §2 "Funds market", "Fund and stock detail"): indexes,
 * stocks and the holder atlas; the screener, comparison, fund styles and sectors are in
 * fund-screens.ts.
 */
import Decimal from 'decimal.js';
import { marketPhase, type MarketPhase } from '@jijin/core/status';

import { fundJson, fundBrief } from '../../domain/serializers';
import type { Ctx } from '../../ctx';
import type { Fund } from '../../market/market';
import { shTime } from '../../clock';
import { HttpError, notFound } from '../../http/errors';
import { paginate, type HandlerTable } from '../../http/registry';
import { addDays } from '../../market/calendar';
import { candles, cents, periodReturn, type Bar } from './compute';
import { researchData, VALUATION_DATE, type Stock } from './data';
import { heldSymbol, latestReport } from './fund-pages';

import { yiToYuan } from '../../domain/format';
import { sortFunds } from './fund-screens';

// ---------- trading session ----------
/** The exchange's phase on the clock (`trade_status`): core's `marketPhase` over the calendar. */
export function tradeStatus(ctx: Ctx): MarketPhase {
  return marketPhase(ctx.today(), shTime(ctx.now()), (d) => ctx.market.calendar.isTradingDay(d));
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

export const marketHandlers = {
  'GET /symbols/indexes/': (req) => orderedIndexes().map((ix) => indexQuote(req.ctx, ix)),
  'GET /symbols/indexes/{symbol}/': (req) => {
    const ix = indexOr404(req.params.symbol);
    return {
      ...indexQuote(req.ctx, ix),
      funds: sortFunds(req.ctx, trackingFunds(req.ctx, ix.symbol), '-percent_year')
        .slice(0, 20)
        .map((f) => fundJson(req.ctx, f, req.userId, req.origin)),
    };
  },
  'GET /symbols/indexes/{symbol}/k_line/': (req) => {
    const ix = indexOr404(req.params.symbol);
    return kLine(
      barsUpTo(ix.bars, closeDate(req.ctx)),
      req.query.period ?? 'day',
      req.query.count ?? 120,
    );
  },
  'GET /symbols/stocks/{symbol}/': (req) => stockJson(req.ctx, stockOr404(req.params.symbol)),
  'GET /symbols/stocks/{symbol}/k_line/': (req) => {
    const s = stockOr404(req.params.symbol);
    const bars = researchData().stockBars.get(s.code);
    return bars
      ? kLine(barsUpTo(bars, closeDate(req.ctx)), req.query.period ?? 'day', req.query.count ?? 120)
      : [];
  },
  'GET /symbols/{symbol}/holders_analyse/': (req) => {
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
  'GET /symbols/{symbol}/holders_shares_history/{id}/': (req) => {
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
  'GET /symbols/block_trades/daily_top/': () => [],
  'GET /symbols/{symbol}/block_trades/': (req) => {
    if (!req.ctx.market.fund(req.params.symbol)) stockOr404(req.params.symbol);
    return paginate([], req.query.page ?? 1, req.query.page_size ?? 20);
  },
  'GET /symbols/shareholders/champions/': (req) =>
    paginate([], req.query.page ?? 1, req.query.page_size ?? 20),
  'GET /symbols/shareholders/{id}/': () => {
    throw notFound();
  },
} satisfies HandlerTable;
