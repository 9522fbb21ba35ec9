/**
 * Fixed investments (定投, spec 001 §3-4): the plan rows and their serializers, shared by the funds
 * area (create, first date, modify) and the account-funds area (lists, detail, disable).
 */
import Decimal from 'decimal.js';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import {
  MA_MULTIPLE_TABLE,
  backtestSmartFixedInvestment,
  fixedInvestScheduleDates,
  isValidFixedInvestDay,
  type SmartBacktestLeg,
} from '@jijin/core/trade';
import type { Ctx, TradeRow, CardRow } from '../ctx';
import { money } from './format';
import { bad, notFound } from '../http/errors';
import { cardJson, fundBrief } from './serializers';
import { tradeJson } from './trade-json';
import { quoteBuy, sellRate } from '../market/fees';
import { addDays } from '../market/calendar';
import type { Schemas } from './schemas';
import { nextAmountJson, planRecordsWhere, strategyJson } from './smart-plans';
import { MA_LOOKBACK, defaultMaIndex, maIndexCloses, maIndexName } from './smart-plan-indexes';

const ZERO = new Decimal(0);

export interface PlanRow {
  id: number;
  user_id: number;
  fund_code: string;
  bank_card_id: number;
  amount: string;
  period_unit: number;
  trade_day: number;
  first_date: string;
  next_date: string;
  status: number;
  sign_date: string;
  end_date: string | null;
  protocol_no: string;
  idempotency_key: string | null;
  request_hash: string | null;
}
/** A plan's deductions, newest first. */
export function planTrades(ctx: Ctx, planId: number): TradeRow[] {
  return ctx
    .q('SELECT * FROM trades WHERE fixed_investment_id = ? ORDER BY trade_date DESC')
    .all(planId) as TradeRow[];
}
/** A plan's records: its deductions and its take-profit sells, newest trade date first. */
export function planRecords(ctx: Ctx, planId: number): TradeRow[] {
  const w = planRecordsWhere(planId);
  return ctx
    .q(`SELECT * FROM trades WHERE ${w.sql} ORDER BY trade_date DESC, id DESC`)
    .all(...w.args) as TradeRow[];
}
export function planJson(ctx: Ctx, p: PlanRow): Schemas['FixedInvestment'] {
  const trades = planTrades(ctx, p.id).filter((t) => t.status === 0 || t.status === 1);
  return {
    id: p.id,
    amount: p.amount,
    first_date: p.first_date,
    next_date: p.status === 0 ? p.next_date : null,
    period_unit: p.period_unit as Schemas['FixedInvestment']['period_unit'],
    trade_day: p.trade_day,
    status: p.status as Schemas['FixedInvestment']['status'],
    total_amount: money(trades.reduce((s, t) => s.plus(t.amount ?? 0), ZERO)),
    total_times: trades.length,
    trade_date: trades[0]?.trade_date ?? null,
    fund: fundBrief(ctx, ctx.market.fund(p.fund_code)!),
    ...strategyJson(ctx, p),
  };
}
export function planDetailJson(
  ctx: Ctx,
  p: PlanRow,
  origin: string,
): Schemas['FixedInvestmentDetail'] {
  const trades = planRecords(ctx, p.id);
  // the shares its deductions bought less those its take-profits sold
  const confirmed = trades
    .filter((t) => t.status === 1)
    .reduce(
      (s, t) =>
        t.fixed_investment_id === p.id
          ? s.plus(t.shares_confirm ?? 0)
          : s.minus(t.shares_confirm ?? 0),
      ZERO,
    );
  const card = ctx.q('SELECT * FROM bank_cards WHERE id = ?').get(p.bank_card_id) as CardRow;
  return {
    ...planJson(ctx, p),
    end_date: p.end_date,
    sign_date: p.sign_date,
    protocol_no: p.protocol_no,
    shares_current: confirmed.toFixed(2),
    status_note: ['正常扣款中', '已终止，扣款已永久停止', '已暂停'][p.status] ?? null,
    bank_card: cardJson(ctx, card, origin),
    trade_records: trades.slice(0, 10).map((t) => tradeJson(ctx, t, origin)),
    ...nextAmountJson(ctx, p),
  };
}
export function planOr404(ctx: Ctx, userId: number, id: number): PlanRow {
  const p = ctx
    .q('SELECT * FROM fixed_investments WHERE id = ? AND user_id = ?')
    .get(id, userId) as PlanRow | undefined;
  if (!p) throw notFound();
  return p;
}
/** A plan's deduction day: weekly 1-5, monthly 1-28 (core's rule, spec 001 §5). */
export function checkPlanDay(periodUnit: number, tradeDay: number): void {
  if (periodUnit !== 0 && periodUnit !== 1) throw bad('period_unit', '定投周期不正确');
  if (!isValidFixedInvestDay(periodUnit, tradeDay))
    throw bad(
      'trade_day',
      periodUnit === 1 ? TRADE_MESSAGES.fixedWeeklyDay : TRADE_MESSAGES.fixedMonthlyDay,
    );
}

/**
 * GET /funds/fixed_investment/smart_backtest/ (designed): core's smart 定投 backtest on the fund's
 * real unit NAV (sandbox README "Smart 定投 backtest"), the plan days moved to trading days with a
 * NAV, the fund's real purchase fee (its tiers and discount) and redemption rate by holding days;
 * 均线定投 reads the real closes of `index_symbol` (default: the fund's, `defaultMaIndex`).
 * @throws HttpError 400 on `amount`, `trade_day`, `to` (before `from`, or no NAV in the window),
 *   `index_symbol` (its closes end before `to`)
 */
export function smartBacktest(
  ctx: Ctx,
  q: {
    symbol: string;
    amount: string;
    period_unit: number;
    trade_day: number;
    from: string;
    to: string;
    strategy: 'ma' | 'take_profit';
    ma_days?: number;
    index_symbol?: string;
    take_profit_percent?: number;
  },
): Schemas['SmartBacktest'] {
  const f = ctx.fundOr404(q.symbol, 400, 'symbol');
  checkPlanDay(q.period_unit, q.trade_day);
  let amount: Decimal;
  try {
    amount = new Decimal(q.amount);
  } catch {
    throw bad('amount', '请输入正确的金额');
  }
  if (!amount.isFinite() || amount.lte(0) || amount.gt(1_000_000) || amount.decimalPlaces() > 2)
    throw bad('amount', '请输入正确的金额');
  if (q.to < q.from) throw bad('to', '结束日期不能早于开始日期');
  const to = q.to > ctx.navDate() ? ctx.navDate() : q.to;
  const points = f.isMoney ? [] : ctx.market.history(f, q.from, to);
  const navDates = new Set(points.map((p) => p.date));
  const deductions = fixedInvestScheduleDates({
    period_unit: q.period_unit as 0 | 1,
    trade_day: q.trade_day,
    from: q.from,
    to,
    calendar: (d) => navDates.has(d),
  });
  if (deductions.length === 0) throw bad('to', '所选区间内没有该基金的净值或扣款日，请调整区间');
  const maDays = q.strategy === 'ma' ? (q.ma_days ?? 250) : null;
  const symbol = maDays === null ? null : (q.index_symbol ?? defaultMaIndex(ctx, f.code));
  const index =
    symbol === null ? undefined : maIndexCloses(ctx, symbol, addDays(q.from, -MA_LOOKBACK), to);
  const lastClose = index?.[index.length - 1]?.date;
  if (symbol !== null && (!lastClose || lastClose < ctx.market.calendar.prev(to)))
    throw bad(
      'index_symbol',
      `${maIndexName(symbol)}数据截至${lastClose ?? '--'}，请选择更早的区间或其他指数`,
    );
  const r = backtestSmartFixedInvestment({
    base_amount: amount.toString(),
    deductions,
    nav: points.map((p) => ({ date: p.date, value: new Decimal(p.nav).div(10000).toString() })),
    ...(index && maDays !== null ? { ma: { index, days: maDays } } : {}),
    ...(q.strategy === 'take_profit' ? { take_profit_percent: q.take_profit_percent ?? 15 } : {}),
    buy_fee: (a) => quoteBuy(f, a.toString()).fare,
    sell_fee: (gross, days) => new Decimal(gross.toString()).times(sellRate(f, days)).toString(),
  });
  const leg = (l: SmartBacktestLeg): Schemas['SmartBacktestLeg'] => ({
    ...l,
    events: l.events.map((e) => ({ ...e, multiple: e.multiple ?? null })),
  });
  return {
    symbol: f.code,
    from: q.from,
    to,
    nav_date: points[points.length - 1]!.date,
    strategy: q.strategy,
    index_symbol: symbol,
    index_name: symbol === null ? null : maIndexName(symbol),
    ma_days: maDays,
    table: MA_MULTIPLE_TABLE.map((row) => ({ ...row })),
    plan: leg(r.plan),
    fixed: leg(r.fixed),
  };
}
