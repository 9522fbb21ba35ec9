/**
 * The indexes a 均线定投 plan may follow (README "Smart 定投 plans"): the ones the reference data
 * has daily closes for — 沪深300 from the seed's `csi300` table (from 2005), the others from the
 * research area's index bars (`AreaHooks.indexCloses`, from 2015) — the fund's default (its
 * benchmark index, else 沪深300), and the 均线 deduction over the chosen index's real closes.
 */
import Decimal from 'decimal.js';
import { maDeduction, type DatedValue } from '@jijin/core/trade';
import type { Ctx } from '../ctx';
import { bad } from '../http/errors';
import { addDays } from '../market/calendar';
import { fundProfile } from './fund-profiles';
import type { Schemas } from './schemas';

/** An index a plan may follow: its code, its name, and how a fund benchmark names it. */
export interface MaIndexDef {
  symbol: string;
  name: string;
  /** Names in benchmark texts, longest first (上证指数 is 上证综合指数 there). */
  aliases: readonly string[];
}

/** Every index with daily closes in the reference data (`../shared/data/index/`). */
export const MA_INDEXES: readonly MaIndexDef[] = [
  { symbol: '000300', name: '沪深300', aliases: ['沪深300'] },
  { symbol: '000905', name: '中证500', aliases: ['中证500'] },
  { symbol: '000852', name: '中证1000', aliases: ['中证1000'] },
  { symbol: '000001', name: '上证指数', aliases: ['上证综合指数', '上证综指', '上证指数'] },
  { symbol: '399001', name: '深证成指', aliases: ['深证成份指数', '深证成指'] },
  { symbol: '399006', name: '创业板指', aliases: ['创业板指数', '创业板指'] },
];
export const DEFAULT_MA_INDEX = '000300';

export const maIndexName = (symbol: string): string | null =>
  MA_INDEXES.find((i) => i.symbol === symbol)?.name ?? null;

/**
 * An index's real closes (points) dated `from`..`to`, oldest first; [] for an unknown index.
 * 沪深300 reads the seed's table (the longer series); the others the research data.
 */
export function maIndexCloses(ctx: Ctx, symbol: string, from: string, to: string): DatedValue[] {
  const bars =
    symbol === DEFAULT_MA_INDEX
      ? ctx.market.csiHistory(from, to)
      : (ctx.hooks.indexCloses?.(ctx, symbol)?.bars ?? []).filter(
          (b) => b.date >= from && b.date <= to,
        );
  return bars.map((b) => ({ date: b.date, value: new Decimal(b.close).div(100).toString() }));
}

/** The date of an index's last close on or before `date`, or null. */
function lastCloseOn(ctx: Ctx, symbol: string, date: string): string | null {
  const bars =
    symbol === DEFAULT_MA_INDEX
      ? ctx.market.csiHistory('1990-01-01', date)
      : (ctx.hooks.indexCloses?.(ctx, symbol)?.bars ?? []).filter((b) => b.date <= date);
  return bars[bars.length - 1]?.date ?? null;
}

/**
 * The benchmark index of a fund among {@link MA_INDEXES}: of the indexes its published benchmark
 * (基金概况) names, the one with the largest weight (`沪深300指数收益率×80%`, `65%×沪深300指数`), the
 * first named on a tie or without weights; a name followed by another word (沪深300价值指数) is a
 * different index. Null without a profile or when it names none of them.
 */
export function benchmarkIndex(code: string): string | null {
  const text = fundProfile(code)?.benchmark;
  if (!text) return null;
  let best: { symbol: string; weight: number } | null = null;
  for (const term of text.split(/[+＋]/)) {
    const weight = Number(/(\d+(?:\.\d+)?)\s*[%％]/.exec(term)?.[1] ?? 0);
    const hit = MA_INDEXES.find((i) =>
      i.aliases.some((a) => new RegExp(`${a}(?=指数|数|收益|[^\\u4e00-\\u9fa5]|$)`).test(term)),
    );
    if (hit && (best === null || weight > best.weight)) best = { symbol: hit.symbol, weight };
  }
  return best?.symbol ?? null;
}

/**
 * GET /funds/fixed_investment/ma_indexes/ (designed): every index of {@link MA_INDEXES} with its
 * last close known now (the clock's NAV date: a day's figures are published in its evening) and
 * whether a plan may follow it (it has the close of the last trading day published), and the
 * fund's default: its benchmark index when available, else 沪深300.
 * @throws HttpError 404 unknown fund
 */
export function maIndexesJson(ctx: Ctx, code: string): Schemas['MaIndexes'] {
  const f = ctx.fundOr404(code);
  const latest = ctx.market.calendar.onOrBefore(ctx.navDate());
  const bench = benchmarkIndex(f.code);
  const results = MA_INDEXES.map((i) => {
    const last = lastCloseOn(ctx, i.symbol, ctx.navDate());
    return {
      symbol: i.symbol,
      name: i.name,
      last_close_date: last ?? '',
      available: last !== null && last >= latest,
      is_benchmark: i.symbol === bench,
    };
  }).filter((i) => i.last_close_date !== '');
  const benchRow = results.find((i) => i.is_benchmark && i.available);
  return {
    symbol: f.code,
    default_symbol: benchRow?.symbol ?? DEFAULT_MA_INDEX,
    benchmark: fundProfile(f.code)?.benchmark ?? null,
    results,
  };
}

/** The index a new 均线 plan on `code` follows when the investor picks none. */
export const defaultMaIndex = (ctx: Ctx, code: string): string =>
  maIndexesJson(ctx, code).default_symbol;

/**
 * Refuses an index a plan cannot follow now.
 * @throws HttpError 400 errors.index_symbol: unknown, or without the latest close
 */
export function requireMaIndex(ctx: Ctx, code: string, symbol: string): void {
  const row = maIndexesJson(ctx, code).results.find((i) => i.symbol === symbol);
  if (!row) throw bad('index_symbol', '请选择参考指数');
  if (!row.available)
    throw bad('index_symbol', `${row.name}数据截至${row.last_close_date}，暂不能作为参考指数`);
}

/** Calendar days of closes read before a date (enough for a 500-day MA). */
export const MA_LOOKBACK = 800;

/**
 * The 均线 deduction of `base` on `date` following `symbol`: core's `maDeduction` over the index's
 * real closes before `date`; null (the plan amount is deducted) with fewer than `days` closes, or
 * when the last close before `date` is not the previous trading day's (the series has ended).
 */
export function maDeductionOn(
  ctx: Ctx,
  symbol: string,
  base: string,
  date: string,
  days: number,
  known = date,
): ReturnType<typeof maDeduction> {
  const until = known < date ? known : date;
  const closes = maIndexCloses(ctx, symbol, addDays(until, -MA_LOOKBACK), addDays(until, -1));
  const last = closes[closes.length - 1];
  if (!last || last.date < ctx.market.calendar.prev(until)) return null;
  return maDeduction(base, date, closes, days);
}
