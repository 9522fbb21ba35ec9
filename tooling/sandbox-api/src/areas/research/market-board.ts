/**
 * The A-share market board (spec 001 §2 `/symbols/markets/cn/detail/?sort=` and `/sect/{id}/`;
 * §9 trade status open / rest / closed / call auction): every stock of the 2026-03 list with its
 * last real close (daily bars for five large caps, else the 2026-02-06 valuation snapshot) and
 * the Shenwan level-1 sectors built from it. Method: README "Research area", "Market board".
 */
import Decimal from 'decimal.js';
import type { Ctx } from '../../ctx';
import { bad, notFound } from '../../http/errors';
import { paginate, type HandlerTable } from '../../http/registry';
import { cents, periodReturn } from './compute';
import { researchData, VALUATION_DATE, type Stock } from './data';
import { barsUpTo, closeDate, indexQuote, orderedIndexes, tradeStatus } from './market-pages';

/** A stock on the board, before the day's quote is applied. */
export interface BoardStock {
  code: string;
  market: string;
  name: string;
  sw1: string | null;
  /** Snapshot close (元) or null. */
  close: string | null;
  /** Total market value in 元 (2 decimals) at the snapshot, or null. */
  marketValue: string | null;
  pe: number | null;
  pb: number | null;
}

/** A Shenwan level-1 sector of the board. */
export interface BoardSector {
  id: number;
  name: string;
  stocks_count: number;
  market_value: string;
  pe_median: number | null;
  pb_median: number | null;
}

/** Median of the values, 2 decimals; null for none. */
export function median(vals: number[]): number | null {
  if (!vals.length) return null;
  const v = [...vals].sort((a, b) => a - b);
  const m = v.length >> 1;
  const x = v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
  return Math.round(x * 100) / 100;
}

/**
 * The Shenwan level-1 sectors of the stocks that have a Shenwan class: count, total market value
 * (exact decimal sum of the known values) and the medians of the positive PE and PB (loss-making
 * stocks have no PE in the source). Ids are 1-based over the names in zh-CN order, so a sector
 * keeps its id while the seed is unchanged. Listed by market value, largest first.
 */
export function sectorBoard(stocks: BoardStock[]): BoardSector[] {
  const by = new Map<string, BoardStock[]>();
  for (const s of stocks) {
    if (!s.sw1) continue;
    const l = by.get(s.sw1) ?? [];
    l.push(s);
    by.set(s.sw1, l);
  }
  const names = [...by.keys()].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  return names
    .map((name, i) => {
      const l = by.get(name)!;
      return {
        id: i + 1,
        name,
        stocks_count: l.length,
        market_value: l
          .reduce((sum, s) => (s.marketValue ? sum.plus(s.marketValue) : sum), new Decimal(0))
          .toFixed(2),
        pe_median: median(l.flatMap((s) => (s.pe !== null && s.pe > 0 ? [s.pe] : []))),
        pb_median: median(l.flatMap((s) => (s.pb !== null && s.pb > 0 ? [s.pb] : []))),
      };
    })
    .sort((a, b) => new Decimal(b.market_value).comparedTo(a.market_value) || a.id - b.id);
}

/** Fields the board sorts by (a leading `-` for descending). */
export const BOARD_SORTS = ['percent_day', 'price', 'market_value', 'pe', 'pb'] as const;
type SortField = (typeof BOARD_SORTS)[number];

/** A board row with its quote. */
export interface BoardRow {
  id: number;
  symbol: string;
  abbr_name: string;
  symbol_type: 1;
  price: string | null;
  price_date: string | null;
  percent_day: number | null;
  amount: null;
  market_value: string | null;
  pe: number | null;
  pb: number | null;
  sw_industry: string | null;
}

/**
 * Sorts board rows by `sort` (`-market_value`, `pe`…): nulls last in both directions, ties by
 * code. Throws 400 for a field outside {@link BOARD_SORTS}.
 */
export function sortBoard(rows: BoardRow[], sort: string): BoardRow[] {
  const field = sort.replace(/^-/, '') as SortField;
  if (!BOARD_SORTS.includes(field)) throw bad('sort', `不支持的排序字段：${sort}`);
  const desc = sort.startsWith('-');
  const val = (r: BoardRow): number | null => {
    const v = r[field];
    return v === null ? null : Number(v);
  };
  return rows
    .map((r) => ({ r, v: val(r) }))
    .sort((a, b) => {
      if (a.v === null && b.v === null) return a.r.symbol.localeCompare(b.r.symbol);
      if (a.v === null) return 1;
      if (b.v === null) return -1;
      return (desc ? b.v - a.v : a.v - b.v) || a.r.symbol.localeCompare(b.r.symbol);
    })
    .map((x) => x.r);
}

let board: {
  stocks: BoardStock[];
  byCode: Map<string, BoardStock>;
  sectors: BoardSector[];
} | null = null;
/** The board's stocks and sectors from the research seed (built once; the seed is read-only). */
function boardData() {
  if (!board) {
    const d = researchData();
    const sw = new Map<string, string>();
    for (const s of d.securities) if (s.sw1) sw.set(`${s.market}:${s.code}`, s.sw1);
    const stocks = d.stocks.map((s: Stock) => ({
      code: s.code,
      market: s.market,
      name: s.name,
      sw1: sw.get(`${s.market}:${s.code}`) ?? null,
      close: s.close ? new Decimal(s.close).toFixed(2) : null,
      marketValue: s.mvWan ? new Decimal(s.mvWan).times(10000).toFixed(2) : null,
      pe: s.pe,
      pb: s.pb,
    }));
    board = {
      stocks,
      byCode: new Map(stocks.map((s) => [s.code, s])),
      sectors: sectorBoard(stocks),
    };
  }
  return board;
}

/** The row of a stock: the last real close up to the clock (bars) or the snapshot. */
function boardRow(ctx: Ctx, s: BoardStock): BoardRow {
  let price = s.close;
  let priceDate = s.close ? VALUATION_DATE : null;
  let percent: number | null = null;
  const bars = researchData().stockBars.get(s.code);
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
  return {
    id: Number(s.code),
    symbol: `${s.market}${s.code}`,
    abbr_name: s.name,
    symbol_type: 1,
    price,
    price_date: priceDate,
    percent_day: percent,
    amount: null,
    market_value: s.marketValue,
    pe: s.pe,
    pb: s.pb,
    sw_industry: s.sw1,
  };
}

/** The board row of an A-share by its 6-digit code, or undefined when not listed. */
export function stockRow(ctx: Ctx, code: string): BoardRow | undefined {
  const s = boardData().byCode.get(code);
  return s ? boardRow(ctx, s) : undefined;
}

export const marketBoardHandlers = {
  'GET /symbols/markets/cn/': (req) => ({
    trade_status: tradeStatus(req.ctx),
    indexes: orderedIndexes()
      .filter((ix) => ['000001', '399001', '399006'].includes(ix.symbol))
      .map((ix) => indexQuote(req.ctx, ix)),
    valuation_date: VALUATION_DATE,
    sectors: boardData().sectors,
  }),
  'GET /symbols/markets/cn/detail/': (req) => {
    const rows = sortBoard(
      boardData().stocks.map((s) => boardRow(req.ctx, s)),
      String(req.query.sort ?? '-percent_day'),
    );
    return paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
  },
  'GET /symbols/markets/cn/sect/{id}/': (req) => {
    const { stocks, sectors } = boardData();
    const sector = sectors.find((x) => x.id === req.params.id);
    if (!sector) throw notFound();
    const rows = sortBoard(
      stocks.filter((s) => s.sw1 === sector.name).map((s) => boardRow(req.ctx, s)),
      String(req.query.sort ?? '-market_value'),
    );
    return { ...paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20), sector };
  },
} satisfies HandlerTable;
