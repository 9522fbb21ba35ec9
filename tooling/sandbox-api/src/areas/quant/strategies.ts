/**
 * Quant strategies (spec 001 §7 Quant strategies, detail, indexes): a few rule-based strategies
 * written for the sandbox (示例 — README "Quant area"), each backtested on the real daily closes
 * of the research data's indexes (through AreaHooks.indexCloses) up to the clock's last close.
 * Nothing is invented: without the index data the list is empty and a detail is 404.
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { notFound } from '../../http/errors';
import type { ReqBase, Req } from '../../http/registry';
import { shTime } from '../../clock';
import { addDays, dayNum, isoOf } from '../../market/calendar';
import {
  addMonthsDay,
  idxOnOrBefore,
  maxDrawdown,
  slice,
  totalReturn,
  type Series,
} from '../../market/nav-stats';
import { alignCloses, backtest, type StrategyRule } from './strategy-backtest';

type Schemas = components['schemas'];

/** A strategy written for the sandbox (示例): its rule and the indexes it trades. */
export interface StrategyDef {
  id: number;
  name: string;
  description: string;
  /** Index symbols of the research data, the first one is the day base. */
  indexes: readonly string[];
  rule: StrategyRule;
}

/** First day of every backtest (the index data starts 2015-01-05: a year of history before). */
export const BACKTEST_FROM = '2016-01-04';

const NOTE = '示例策略：按真实指数收盘价回测，月末调仓，不含交易费用，不构成投资建议。';

/** The sandbox's example strategies (seed content that is ours, marked 示例 on screen). */
export const STRATEGIES: readonly StrategyDef[] = [
  {
    id: 1,
    name: '指数动量轮动',
    description: `每月末比较沪深300、中证500、中证1000近20个交易日涨幅，下月全仓持有涨幅最高的指数。${NOTE}`,
    indexes: ['000300', '000905', '000852'],
    rule: { kind: 'momentum', lookback: 20 },
  },
  {
    id: 2,
    name: '大小盘均衡',
    description: `沪深300与中证1000各占50%，每月末再平衡回各50%。${NOTE}`,
    indexes: ['000300', '000852'],
    rule: { kind: 'fixed', weights: [0.5, 0.5] },
  },
  {
    id: 3,
    name: '沪深300均线择时',
    description: `每月末沪深300收盘价高于其120日均线时全仓持有沪深300，否则空仓（现金不计收益）。${NOTE}`,
    indexes: ['000300'],
    rule: { kind: 'trend', ma: 120 },
  },
];

/** The last date whose close is known: today after 15:00, else yesterday. */
export function closeDate(ctx: Ctx): string {
  return shTime(ctx.now()) >= '15:00:00' ? ctx.today() : addDays(ctx.today(), -1);
}

interface Run {
  def: StrategyDef;
  nav: Series;
  /** CSI 300 closes aligned on the strategy's days. */
  track: number[];
  quotes: Schemas['SymbolQuote'][];
}

const cache = new WeakMap<Ctx, Map<string, Run | null>>();

function indexSeries(ctx: Ctx, symbol: string, upTo: number) {
  const ix = ctx.hooks.indexCloses?.(ctx, symbol);
  if (!ix) return null;
  const bars = ix.bars.filter((b) => dayNum(b.date) <= upTo);
  if (bars.length < 2) return null;
  return {
    name: ix.name,
    bars,
    series: {
      days: bars.map((b) => dayNum(b.date)),
      values: bars.map((b) => b.close),
    } as Series,
  };
}

const cents = (v: number) => (v / 100).toFixed(2);

/** Runs a strategy up to the clock's last close (cached per date); null without its data. */
function run(ctx: Ctx, def: StrategyDef): Run | null {
  const end = closeDate(ctx);
  const key = `${end}|${def.id}`;
  let m = cache.get(ctx);
  if (!m) cache.set(ctx, (m = new Map()));
  if (m.has(key)) return m.get(key)!;
  if (m.size > 64) m.clear();
  const upTo = dayNum(end);
  const parts = def.indexes.map((s) => indexSeries(ctx, s, upTo));
  const csi = indexSeries(ctx, '000300', upTo);
  let out: Run | null = null;
  if (parts.every((p) => p !== null) && csi) {
    const { days, px } = alignCloses(parts.map((p) => p!.series));
    const nav = backtest(def.rule, days, px, dayNum(BACKTEST_FROM));
    if (nav && nav.days.length > 1)
      out = {
        def,
        nav,
        track: Array.from(nav.days, (d) => csi.series.values[idxOnOrBefore(csi.series.days, d)]!),
        quotes: parts.map((p, i) => {
          const last = p!.bars[p!.bars.length - 1]!;
          const prev = p!.bars[p!.bars.length - 2]!;
          return {
            id: Number(def.indexes[i]),
            symbol: def.indexes[i]!,
            abbr_name: p!.name,
            symbol_type: 5,
            price: cents(last.close),
            percent_day: Math.round((last.close / prev.close - 1) * 10000) / 100,
            amount: null,
          };
        }),
      };
  }
  m.set(key, out);
  return out;
}

const pct2 = (x: number | null) => (x === null ? null : Math.round(x * 10000) / 100);

function strategyJson(r: Run): Schemas['QuantStrategy'] {
  const { days, values } = r.nav;
  const end = days[days.length - 1]!;
  return {
    id: r.def.id,
    name: r.def.name,
    description: r.def.description,
    percent_year: pct2(totalReturn(slice(r.nav, addMonthsDay(end, -12), end))),
    max_drawdown: pct2(maxDrawdown(r.nav)),
    percent_start: pct2(values[values.length - 1]! / values[0]! - 1),
    start_date: isoOf(days[0]!),
    end_date: isoOf(end),
    is_senior: false,
    is_example: true,
    symbols: r.quotes,
  };
}

function runOr404(ctx: Ctx, id: number): Run {
  const def = STRATEGIES.find((s) => s.id === id);
  const r = def ? run(ctx, def) : null;
  if (!r) throw notFound();
  return r;
}

/** GET /quant/strategies/ */
function listStrategies(req: ReqBase): Schemas['QuantStrategy'][] {
  return STRATEGIES.map((d) => run(req.ctx, d))
    .filter((r): r is Run => r !== null)
    .map(strategyJson);
}

/** GET /quant/strategies/{id}/ */
function getStrategy(req: Req<'GET /quant/strategies/{id}/'>): Schemas['QuantStrategy'] {
  return strategyJson(runOr404(req.ctx, Number(req.params.id)));
}

/** The first day of a period window ending at `end` (day numbers; spec 001 §9 periods). */
export function periodStart(period: string, end: number, first: number): number {
  const months: Record<string, number> = { m: 1, '3m': 3, '6m': 6, y: 12, '3y': 36 };
  if (period === 'start') return first;
  if (period === 'ty') return dayNum(`${isoOf(end).slice(0, 4)}-01-01`);
  return addMonthsDay(end, -(months[period] ?? 12));
}

/**
 * GET /quant/strategies/{id}/indexes/?period= — the backtest value per day of the period with
 * percentage_begin (its return since the period's first day, %) and percent_track (CSI 300's).
 */
function strategyIndexes(
  req: Req<'GET /quant/strategies/{id}/indexes/'>,
): Schemas['NetValuePoint'][] {
  const r = runOr404(req.ctx, Number(req.params.id));
  const { days, values } = r.nav;
  const end = days[days.length - 1]!;
  const from = periodStart(String(req.query.period ?? 'y'), end, days[0]!);
  const a = Math.max(0, idxOnOrBefore(days, from - 1) + 1);
  const out: Schemas['NetValuePoint'][] = [];
  for (let i = a; i < days.length; i++)
    out.push({
      date: isoOf(days[i]!),
      net_value: values[i]!.toFixed(4),
      percentage_begin: Math.round((values[i]! / values[a]! - 1) * 10000) / 100,
      percent_track: Math.round((r.track[i]! / r.track[a]! - 1) * 10000) / 100,
    });
  return out;
}

export const strategyHandlers = {
  'GET /quant/strategies/': listStrategies,
  'GET /quant/strategies/{id}/': getStrategy,
  'GET /quant/strategies/{id}/indexes/': strategyIndexes,
} as const;
