/**
 * The user's own returns (designed operations `GET /funds/returns/*`): per-holding cost, return,
 * days and lots with their fee tier, the FIFO sell estimate, the 收益日历, TWR / XIRR against
 * CSI 300, and the look-through of the held funds. Every figure is computed by core's
 * `src/returns` calculators (packages/core/README.md "Returns") from the user's confirmed trades
 * and the market's NAV series; README "Account funds: my returns" gives the methods.
 *
 * Each answer is kept per version of the user's confirmed trades (./returns-state.ts), holdings
 * are kept and advanced by the trades confirmed since, and the daily series is computed once per
 * NAV date: a read costs the same however long the trade log is.
 */
import {
  benchmarkReturn,
  computeHolding,
  cumulativeTwr,
  dailySeries,
  estimateSell,
  excessOverBenchmark,
  externalFlows,
  holdingFigures,
  lookThrough,
  monthCalendar,
  timeWeightedReturn,
  topTenOverlap,
  xirr,
  type DailyPoint,
  type FeeRung,
  type FundTrack,
  type HoldingEvent,
  type SeriesPoint,
} from '@jijin/core/returns';
import Decimal from 'decimal.js';
import type { Ctx, TradeRow } from '../../ctx';
import { money } from '../../domain/format';
import { navDec } from '../../domain/fund-public';
import { tradeDates } from '../../trading/rules';
import { bad } from '../../http/errors';
import type { RawJson } from '../../http/registry';
import { sellTiers } from '../../market/fees';
import type { Fund } from '../../market/market';
import { heldCodes } from './holdings';
import { keptAnswer, keptHolding, keptSeries } from './returns-state';

/** CSI 300: the benchmark of the section's TWR. */
export const BENCHMARK = { symbol: '000300', name: '沪深300' } as const;

const BUY_DIRECTIONS = new Set([0, 2, 5, 6, 10]);
const SELL_DIRECTIONS = new Set([1, 3, 7]);

/** A confirmed trade as a core holding event; null for a direction that moves nothing. */
export function eventOf(t: TradeRow): HoldingEvent | null {
  const shares = t.shares_confirm ?? t.shares ?? '0';
  if (BUY_DIRECTIONS.has(t.direction))
    return {
      kind: 'buy',
      trade_date: t.trade_date,
      confirm_date: t.confirm_date,
      amount: t.amount_confirm ?? t.amount ?? '0',
      fee: t.fare ?? '0',
      shares,
      plan: t.direction === 5,
    };
  if (SELL_DIRECTIONS.has(t.direction))
    return {
      kind: 'sell',
      trade_date: t.trade_date,
      confirm_date: t.confirm_date,
      amount: t.amount_confirm ?? '0',
      fee: t.fare ?? '0',
      shares,
    };
  if (t.direction === 4) {
    const amount = t.amount_confirm ?? t.amount ?? '0';
    return new Decimal(shares).gt(0)
      ? { kind: 'dividend_reinvest', date: t.trade_date, amount, shares }
      : { kind: 'dividend_cash', date: t.trade_date, amount };
  }
  return null;
}

/** The user's confirmed events in one fund (outside portfolios), optionally of one card. */
export function eventsOf(ctx: Ctx, userId: number, code: string, cardId?: number): HoldingEvent[] {
  return (ctx.s.tradesOfUserFund.all(userId, code) as TradeRow[])
    .filter((t) => t.status === 1 && (cardId === undefined || t.bank_card_id === cardId))
    .map(eventOf)
    .filter((e): e is HoldingEvent => e !== null);
}

/** The fund's redemption ladder as core takes it. */
export const ladderOf = (f: Fund): FeeRung[] =>
  sellTiers(f).map((t) => ({ min_days: t.min_days, max_days: t.max_days, rate: t.rate }));

/** A rate as the contract's percent number (4 decimals). */
export const pct = (d: {
  times(n: number): { toDecimalPlaces(n: number): { toNumber(): number } };
}) => d.times(100).toDecimalPlaces(4).toNumber();

/**
 * NAV shown today (yuan) and its date; money funds are 1.0000.
 * @throws UnpricedFundError (400 on `symbol`) for a fund without a NAV series
 */
function navNow(ctx: Ctx, f: Fund): { nav: Decimal; date: string | null } {
  if (f.isMoney) return { nav: new Decimal(1), date: null };
  const date = ctx.navDate();
  return { nav: navDec(ctx, f, date), date: ctx.market.navOn(f, date).date };
}

/**
 * `GET /funds/returns/holding/` (its lots: ./lots.ts), kept per version of the user's trades, NAV
 * date and day. The handler answers an unknown fund 404 before this runs (`holdingFund`, as lots).
 * @throws UnpricedFundError (400 on `symbol`) for a fund without a NAV series
 */
export function holdingReturns(ctx: Ctx, userId: number, f: Fund): RawJson {
  const today = ctx.today();
  return keptAnswer(ctx, userId, `holding|${f.code}|${ctx.navDate()}|${today}`, () =>
    computeHoldingReturns(ctx, userId, f, today),
  );
}

function computeHoldingReturns(
  ctx: Ctx,
  userId: number,
  f: Fund,
  today: string,
): Record<string, unknown> {
  const { nav, date } = navNow(ctx, f);
  const h = holdingFigures(keptHolding(ctx, userId, f.code, eventOf), nav.toFixed(4), today);
  return {
    symbol: f.code,
    nav_date: date,
    net_value: nav.toFixed(4),
    shares: h.shares.toFixed(2),
    cost: money(h.cost.toFixed(2)),
    cost_per_share: h.cost_per_share?.toFixed(4) ?? null,
    worth_value: h.worth.toFixed(2),
    holding_return: h.holding_return.toFixed(2),
    holding_return_rate: h.holding_return_rate?.toNumber() ?? null,
    cumulative_return: h.cumulative_return.toFixed(2),
    holding_days: h.holding_days,
  };
}

/**
 * `GET /funds/returns/sell_estimate/`: the card's lots, FIFO, on the trade date a sell placed now
 * gets, at the NAV shown (the same basis as `GET /funds/sell_fee/`).
 * @throws HttpError 400 on `shares` (not a positive number with at most 2 decimals, or more than the card holds)
 */
export function sellEstimate(
  ctx: Ctx,
  userId: number,
  f: Fund,
  sharesText: unknown,
  cardId?: number,
): RawJson {
  const text = String(sharesText ?? '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text) || new Decimal(text).lte(0))
    throw bad('shares', '请输入正确的赎回份额');
  const card =
    cardId ??
    (
      ctx
        .q(
          'SELECT bank_card_id FROM trades WHERE user_id = ? AND fund_code = ? AND status = 1 AND portfolio_trade_id IS NULL AND bank_card_id IS NOT NULL ORDER BY id LIMIT 1',
        )
        .get(userId, f.code) as { bank_card_id: number } | undefined
    )?.bank_card_id ??
    0;
  const { trade_date } = tradeDates(ctx, f, ctx.now());
  const key = `sell|${f.code}|${card}|${text}|${trade_date}|${ctx.navDate()}|${ctx.today()}`;
  return keptAnswer(ctx, userId, key, () =>
    computeSellEstimate(ctx, userId, f, text, card, trade_date),
  );
}

function computeSellEstimate(
  ctx: Ctx,
  userId: number,
  f: Fund,
  text: string,
  card: number,
  trade_date: string,
): Record<string, unknown> {
  const { nav, date } = navNow(ctx, f);
  const h = holdingFigures(
    keptHolding(ctx, userId, f.code, eventOf, card),
    nav.toFixed(4),
    trade_date,
  );
  if (new Decimal(text).gt(h.shares.toString()))
    throw bad('shares', `最多可卖出${h.shares.toFixed(2)}份`);
  const e = estimateSell({
    lots: h.lots,
    shares: text,
    nav: nav.toFixed(4),
    tradeDate: trade_date,
    ladder: ladderOf(f),
  });
  return {
    symbol: f.code,
    trade_date,
    nav_date: date ?? ctx.today(),
    net_value: nav.toFixed(4),
    shares: new Decimal(text).toFixed(2),
    gross: e.gross.toFixed(2),
    fee: e.fee.toFixed(2),
    net: e.net.toFixed(2),
    penalty_shares: e.penalty_shares.toFixed(2),
    parts: e.parts.map((p) => ({
      confirm_date: p.confirm_date,
      shares: p.shares.toFixed(2),
      days: p.days,
      fee_rate: pct(p.rate),
      gross: p.gross.toFixed(2),
      fee: p.fee.toFixed(2),
      penalty: p.penalty,
    })),
  };
}

/** The funds section's tracks and their daily series, once per version of the trades and NAV date. */
interface Section {
  tracks: FundTrack[];
  funds: Map<string, Fund>;
  series: DailyPoint[];
}

function section(ctx: Ctx, userId: number): Section {
  const end = ctx.navDate();
  return keptSeries(ctx, userId, end, () => {
    const { tracks: ts, funds } = tracks(ctx, userId, end);
    return { tracks: ts, funds, series: dailySeries(ts, end) };
  });
}

/** The funds section's tracks (held or ever held funds, bao excluded) up to the NAV date `end`. */
function tracks(
  ctx: Ctx,
  userId: number,
  end: string,
): { tracks: FundTrack[]; funds: Map<string, Fund> } {
  const funds = new Map<string, Fund>();
  const out: FundTrack[] = [];
  for (const code of heldCodes(ctx, userId, 'fund')) {
    const f = ctx.market.fund(code);
    if (!f || f.isMoney) continue;
    const events = eventsOf(ctx, userId, code).filter(
      (e) => ('trade_date' in e ? e.trade_date : e.date) <= end,
    );
    if (!events.length) continue;
    const first = events.map((e) => ('trade_date' in e ? e.trade_date : e.date)).sort()[0]!;
    const navs: SeriesPoint[] = ctx.market
      .history(f, first, end)
      .map((p) => ({ date: p.date, value: new Decimal(p.nav).div(10000).toFixed(4) }));
    funds.set(code, f);
    out.push({ code, events, navs });
  }
  return { tracks: out, funds };
}

/**
 * `GET /funds/returns/calendar/`: one month of daily P&L with each day's per-fund breakdown.
 * @throws HttpError 400 on `month` when it is not `YYYY-MM`
 */
export function returnsCalendar(ctx: Ctx, userId: number, monthQ: unknown): RawJson {
  const month = monthQ === undefined || monthQ === '' ? ctx.navDate().slice(0, 7) : String(monthQ);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw bad('month', '月份格式不正确');
  return keptAnswer(ctx, userId, `calendar|${month}|${ctx.navDate()}`, () =>
    computeCalendar(ctx, userId, month),
  );
}

function computeCalendar(ctx: Ctx, userId: number, month: string): Record<string, unknown> {
  const { funds, series } = section(ctx, userId);
  const m = monthCalendar(series, month);
  const byDate = new Map(series.map((p) => [p.date, p]));
  return {
    month,
    total: m.total.toFixed(2),
    days: m.days.map((d) => ({
      date: d.date,
      income: d.pnl.toFixed(2),
      funds: Object.entries(byDate.get(d.date)!.by_fund)
        .map(([code, v]) => ({
          symbol: code,
          name: funds.get(code)!.name,
          income: v.toDecimalPlaces(2, 4).toFixed(2),
        }))
        .sort((a, b) => new Decimal(b.income).abs().cmp(new Decimal(a.income).abs())),
    })),
  };
}

/** The CSI 300 closes (points) from the market. */
function csi(ctx: Ctx, from: string, to: string): SeriesPoint[] {
  return ctx.market.csiHistory(from, to).map((p) => ({ date: p.date, value: p.close / 100 }));
}

/** `GET /funds/returns/summary/`: TWR, XIRR, CSI 300 and the excess, 持有收益率, weekly line. */
export function returnsSummary(ctx: Ctx, userId: number): RawJson {
  return keptAnswer(ctx, userId, `summary|${ctx.navDate()}|${ctx.today()}`, () =>
    computeSummary(ctx, userId),
  );
}

function computeSummary(ctx: Ctx, userId: number): Record<string, unknown> {
  const { tracks: ts, series } = section(ctx, userId);
  const end = ctx.navDate();
  const start = series[0]?.date ?? null;
  const last = series[series.length - 1];
  const twr = timeWeightedReturn(series);
  const flows = ts.flatMap((t) => externalFlows(t.events, '0', end));
  if (last && !last.value.isZero()) flows.push({ date: last.date, amount: last.value.toFixed(2) });
  const x = xirr(flows);
  const bench = start ? csi(ctx, start, end) : [];
  const benchRet = start && last ? benchmarkReturn(bench, start, last.date) : null;
  const excess = excessOverBenchmark(twr, benchRet);
  let cost = new Decimal(0);
  let worth = new Decimal(0);
  for (const t of ts) {
    const f = ctx.market.fund(t.code)!;
    const h = computeHolding({
      events: t.events,
      nav: navNow(ctx, f).nav.toFixed(4),
      today: ctx.today(),
    });
    cost = cost.plus(h.cost.toString());
    worth = worth.plus(h.worth.toString());
  }
  // weekly points (each ISO week's last NAV date) of cumulative TWR and CSI 300
  const line: { date: string; account: number; benchmark: number | null }[] = [];
  const cumulative = cumulativeTwr(series);
  for (let i = 0; i < series.length; i++) {
    const p = series[i]!;
    const next = series[i + 1];
    const weekEnd = !next || weekOf(next.date) !== weekOf(p.date);
    if (!weekEnd) continue;
    const cum = cumulative[i]!;
    const b = benchmarkReturn(bench, start!, p.date);
    line.push({ date: p.date, account: cum ? pct(cum) : 0, benchmark: b ? pct(b) : null });
  }
  return {
    start_date: start,
    end_date: last?.date ?? null,
    twr: twr ? pct(twr) : null,
    xirr: x.kind === 'ok' ? new Decimal(x.rate).times(100).toDecimalPlaces(4).toNumber() : null,
    xirr_status: x.kind,
    holding_return_rate: cost.isZero()
      ? null
      : worth.minus(cost).div(cost).times(100).toDecimalPlaces(2).toNumber(),
    benchmark: {
      ...BENCHMARK,
      return: benchRet ? pct(benchRet) : null,
      excess: excess ? pct(excess) : null,
      as_of: bench.length ? bench[bench.length - 1]!.date : null,
    },
    line,
  };
}

/** Days since 1970-01-05 (a Monday) divided by 7: the week number of a date. */
function weekOf(date: string): number {
  return Math.floor((Date.parse(`${date}T00:00:00Z`) / 86_400_000 - 4) / 7);
}

/** `GET /funds/returns/look_through/`: money per stock and industry, and the top-10 overlaps. */
export function lookThroughOf(ctx: Ctx, userId: number): RawJson {
  return keptAnswer(ctx, userId, `look_through|${ctx.navDate()}|${ctx.today()}`, () =>
    computeLookThrough(ctx, userId),
  );
}

function computeLookThrough(ctx: Ctx, userId: number): Record<string, unknown> {
  const held: { f: Fund; worth: Decimal }[] = [];
  for (const code of heldCodes(ctx, userId, 'fund')) {
    const f = ctx.market.fund(code);
    if (!f) continue;
    const h = holdingFigures(
      keptHolding(ctx, userId, code, eventOf),
      navNow(ctx, f).nav.toFixed(4),
      ctx.today(),
    );
    if (h.shares.gt(0)) held.push({ f, worth: new Decimal(h.worth.toString()) });
  }
  const reports = held.map(({ f, worth }) => {
    const r = ctx.hooks.fundTopHoldings?.(ctx, f.code) ?? null;
    return {
      code: f.code,
      name: f.name,
      worth: worth.toFixed(2),
      report_date: r?.report_date ?? null,
      stocks: r?.stocks ?? [],
    };
  });
  const lt = lookThrough(reports);
  const row = (r: (typeof lt.stocks)[number]) => ({
    key: r.key,
    name: r.name,
    amount: r.amount.toFixed(2),
    percent: r.percent.toNumber(),
    funds: r.funds.map((x) => ({ symbol: x.code, report_date: x.report_date })),
  });
  const overlaps = [];
  for (let i = 0; i < reports.length; i++)
    for (let j = i + 1; j < reports.length; j++) {
      const a = reports[i]!;
      const b = reports[j]!;
      if (!a.stocks.length || !b.stocks.length) continue;
      const o = topTenOverlap(a.stocks, b.stocks);
      overlaps.push({
        a: a.code,
        b: b.code,
        weight: o.weight.toNumber(),
        count_ratio: o.count_ratio?.toNumber() ?? null,
        common: o.common.map((c) => c.name),
      });
    }
  return {
    total: lt.total.toDecimalPlaces(2).toFixed(2),
    undisclosed: lt.undisclosed.toFixed(2),
    stocks: lt.stocks.slice(0, 20).map(row),
    industries: lt.industries.map(row),
    reports: reports.map((r) => ({ symbol: r.code, name: r.name, report_date: r.report_date })),
    overlaps,
  };
}
