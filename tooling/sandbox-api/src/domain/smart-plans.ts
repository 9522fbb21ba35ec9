/**
 * Saved smart 定投 plans (README "Smart 定投 plans"): the strategy of a plan (`fixed`, `ma` 均线定投,
 * `take_profit` 目标止盈定投) kept beside its `fixed_investments` row, the 均线 deduction amount on
 * the real closes of the index the plan follows (core `maDeduction`, `smart-plan-indexes.ts`, the
 * backtest's source), and the take-profit check on each confirmed NAV day.
 */
import Decimal from 'decimal.js';
import { checkTakeProfitTarget } from '@jijin/core/trade';
import type { Ctx, TradeRow } from '../ctx';
import { bad } from '../http/errors';
import { addDays } from '../market/calendar';
import { shInstant, shIso } from '../clock';
import { STATUS } from '../trading/codes';
import { position, sharesOnCard } from '../trading/positions';
import { tradeDates } from '../trading/rules';
import { insertTrade } from '../trading/write';
import { PENDING_SHARE_SELL } from '../trading/fund-switch';
import { appLinks } from './app-links';
import {
  DEFAULT_MA_INDEX,
  defaultMaIndex,
  maDeductionOn,
  maIndexName,
  requireMaIndex,
} from './smart-plan-indexes';
import { fundLabel, postMessage } from './messages';
import type { PlanRow } from './fixed-investments';
import type { Schemas } from './schemas';

export type Strategy = Schemas['FixedInvestmentStrategy'];
export type TakeProfitAction = Schemas['TakeProfitAction'];

/** The funds area's migration: one strategy row per smart plan (a plan without one is `fixed`). */
export const STRATEGY_SQL = `
CREATE TABLE fixed_investment_strategies (
  plan_id INTEGER PRIMARY KEY, strategy TEXT NOT NULL, index_symbol TEXT, ma_days INTEGER,
  take_profit_percent TEXT, take_profit_action TEXT,
  checked_through TEXT, cycle_after_trade_id INTEGER NOT NULL DEFAULT 0,
  take_profit_date TEXT, take_profit_trade_id INTEGER);`;

/**
 * The funds area's migration: every take-profit redemption of a plan (its sell trade and the NAV
 * date the target was reached), so the plan's records list them beside its deductions. The sell
 * itself carries no `fixed_investment_id`: that column means a deduction (one per plan and trade
 * date).
 */
export const TAKE_PROFIT_TRADES_SQL = `
CREATE TABLE fixed_investment_take_profits (
  trade_id INTEGER PRIMARY KEY, plan_id INTEGER NOT NULL, nav_date TEXT NOT NULL, return_percent TEXT NOT NULL);
CREATE INDEX fixed_investment_take_profits_plan ON fixed_investment_take_profits (plan_id);
INSERT INTO fixed_investment_take_profits (trade_id, plan_id, nav_date, return_percent)
  SELECT take_profit_trade_id, plan_id, take_profit_date, '' FROM fixed_investment_strategies
  WHERE take_profit_trade_id IS NOT NULL;`;

/**
 * Which `trades` rows are a plan's records, as a condition on `trades` and its arguments: the
 * plan's deductions (`fixed_investment_id`) and its take-profit sells (the table above); with no
 * `planId`, those of every plan (the caller limits the rows to one user). One definition for the
 * plan detail's `trade_records` and `GET /funds/fixed_investment/trades/`.
 */
export function planRecordsWhere(planId?: number): { sql: string; args: number[] } {
  return planId === undefined
    ? {
        sql: '(fixed_investment_id IS NOT NULL OR id IN (SELECT trade_id FROM fixed_investment_take_profits))',
        args: [],
      }
    : {
        sql: '(fixed_investment_id = ? OR id IN (SELECT trade_id FROM fixed_investment_take_profits WHERE plan_id = ?))',
        args: [planId, planId],
      };
}

export interface StrategyRow {
  plan_id: number;
  strategy: Strategy;
  index_symbol: string | null;
  ma_days: number | null;
  take_profit_percent: string | null;
  take_profit_action: TakeProfitAction | null;
  /** The last NAV date the take-profit check has looked at. */
  checked_through: string | null;
  /** Deductions up to this trade id belong to an earlier take-profit cycle. */
  cycle_after_trade_id: number;
  take_profit_date: string | null;
  take_profit_trade_id: number | null;
}

/** The trade source of a take-profit redemption (its money goes into the bao on confirmation). */
export const TAKE_PROFIT_SOURCE = 'take_profit';
export const DEFAULT_MA_DAYS = 250;
export const DEFAULT_TAKE_PROFIT = 15;

export function strategyOf(ctx: Ctx, planId: number): StrategyRow | null {
  return (
    (ctx.q('SELECT * FROM fixed_investment_strategies WHERE plan_id = ?').get(planId) as
      StrategyRow | undefined) ?? null
  );
}

export interface StrategyInput {
  strategy?: Strategy;
  index_symbol?: string;
  ma_days?: number;
  take_profit_percent?: number;
  take_profit_action?: TakeProfitAction;
}

/**
 * Writes a plan's strategy from a create or modify body; fields the body leaves out keep their
 * value (or take the default when the strategy changes). `navDate` starts the take-profit check.
 * A 均线 plan follows `index_symbol`, else its earlier index, else the fund's default
 * (`defaultMaIndex`: its benchmark index, else 沪深300).
 * @throws HttpError 400 on a take-profit target outside 0.01..500 or with more than two decimals
 *   (core `checkTakeProfitTarget`, its message); on an index without the latest close
 *   (`requireMaIndex`)
 */
export function saveStrategy(ctx: Ctx, planId: number, body: StrategyInput, navDate: string): void {
  const old = strategyOf(ctx, planId);
  const strategy = body.strategy ?? old?.strategy ?? 'fixed';
  if (strategy === 'fixed' && !old) return;
  const same = old?.strategy === strategy;
  const maDays =
    strategy === 'ma' ? (body.ma_days ?? (same ? old.ma_days : null) ?? DEFAULT_MA_DAYS) : null;
  let target: string | null = null;
  if (strategy === 'take_profit') {
    const t =
      body.take_profit_percent ?? (same ? old.take_profit_percent : null) ?? DEFAULT_TAKE_PROFIT;
    const check = checkTakeProfitTarget(t);
    if (!check.ok) throw bad('take_profit_percent', check.message);
    target = new Decimal(t).toFixed(2);
  }
  let index: string | null = null;
  if (strategy === 'ma') {
    const code = (
      ctx.q('SELECT fund_code FROM fixed_investments WHERE id = ?').get(planId) as {
        fund_code: string;
      }
    ).fund_code;
    index = body.index_symbol ?? (same ? old.index_symbol : null) ?? defaultMaIndex(ctx, code);
    if (body.index_symbol !== undefined || !same) requireMaIndex(ctx, code, index);
  }
  const action =
    strategy === 'take_profit'
      ? (body.take_profit_action ?? (same ? old.take_profit_action : null) ?? 'redeem_to_bao')
      : null;
  ctx
    .q(
      `INSERT INTO fixed_investment_strategies (plan_id, strategy, index_symbol, ma_days, take_profit_percent, take_profit_action, checked_through)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (plan_id) DO UPDATE SET strategy = excluded.strategy, index_symbol = excluded.index_symbol,
         ma_days = excluded.ma_days, take_profit_percent = excluded.take_profit_percent,
         take_profit_action = excluded.take_profit_action,
         checked_through = CASE WHEN fixed_investment_strategies.strategy = excluded.strategy
           THEN fixed_investment_strategies.checked_through ELSE excluded.checked_through END`,
    )
    .run(planId, strategy, index, maDays, target, action, navDate);
}

/** The deduction amount of a plan on `date`: the amount, or under `ma` core's `maDeduction` on its index. */
export function deductionAmount(ctx: Ctx, plan: PlanRow, date: string): string {
  const s = strategyOf(ctx, plan.id);
  if (s?.strategy !== 'ma') return plan.amount;
  const m = maDeductionOn(
    ctx,
    s.index_symbol ?? DEFAULT_MA_INDEX,
    plan.amount,
    date,
    s.ma_days ?? DEFAULT_MA_DAYS,
  );
  return m ? m.amount : plan.amount;
}

/** The detail's designed strategy fields. */
export function strategyJson(
  ctx: Ctx,
  plan: PlanRow,
): Pick<
  Schemas['FixedInvestment'],
  'strategy' | 'index_symbol' | 'ma_days' | 'take_profit_percent' | 'take_profit_action'
> {
  const s = strategyOf(ctx, plan.id);
  return {
    strategy: s?.strategy ?? 'fixed',
    index_symbol: s?.index_symbol ?? null,
    ma_days: s?.ma_days ?? null,
    take_profit_percent:
      s?.take_profit_percent === null || !s ? null : Number(s.take_profit_percent),
    take_profit_action: s?.take_profit_action ?? null,
  };
}

/**
 * The next deduction's amount as known now: under `ma` the table applied to the last CSI 300
 * close published by the clock (the deduction itself reads the last close before its date).
 */
export function nextAmountJson(
  ctx: Ctx,
  plan: PlanRow,
): Pick<
  Schemas['FixedInvestmentDetail'],
  'next_amount' | 'next_amount_note' | 'holding_return_percent' | 'take_profit_date'
> {
  const s = strategyOf(ctx, plan.id);
  let nextAmount: string | null = plan.status === 0 ? plan.amount : null;
  let note: string | null = null;
  if (s?.strategy === 'ma' && plan.status === 0) {
    const index = s.index_symbol ?? DEFAULT_MA_INDEX;
    const m = maDeductionOn(
      ctx,
      index,
      plan.amount,
      plan.next_date,
      s.ma_days ?? DEFAULT_MA_DAYS,
      addDays(ctx.navDate(), 1),
    );
    if (m) {
      nextAmount = m.amount;
      note = `按${maIndexName(index)} ${m.close_date}收盘${m.close}、${s.ma_days}日均线${m.ma}（偏离${m.deviation_percent}%）估算：${new Decimal(m.multiple).times(100).toFixed(0)}%`;
    } else note = `${maIndexName(index)}数据不足，按基础金额扣款`;
  }
  let ret: string | null = null;
  if (s?.strategy === 'take_profit') {
    const h = cycleHolding(ctx, plan, s, ctx.navDate());
    ret = h.ret === null ? null : h.ret.toFixed(2);
  }
  return {
    next_amount: nextAmount,
    next_amount_note: note,
    holding_return_percent: ret,
    take_profit_date: s?.take_profit_date ?? null,
  };
}

/**
 * The plan's holding since its last take-profit on NAV date `date`: its confirmed deductions
 * dated on or before `date`, their cost (confirmed amounts) and shares at `date`'s NAV.
 */
function cycleHolding(
  ctx: Ctx,
  plan: PlanRow,
  s: StrategyRow,
  date: string,
): { trades: TradeRow[]; shares: Decimal; cost: Decimal; worth: Decimal; ret: Decimal | null } {
  const trades = ctx
    .q(
      'SELECT * FROM trades WHERE fixed_investment_id = ? AND status = ? AND id > ? AND confirm_date <= ? ORDER BY id',
    )
    .all(plan.id, STATUS.confirmed, s.cycle_after_trade_id, date) as TradeRow[];
  const shares = trades.reduce((a, t) => a.plus(t.shares_confirm ?? 0), new Decimal(0));
  const cost = trades.reduce((a, t) => a.plus(t.amount_confirm ?? t.amount ?? 0), new Decimal(0));
  const f = ctx.market.fund(plan.fund_code)!;
  const nav = new Decimal(ctx.market.navOn(f, date).nav).div(10000); // the plan's fund is held
  const worth = shares.times(nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const ret = cost.gt(0) ? worth.minus(cost).div(cost).times(100) : null;
  return { trades, shares, cost, worth, ret };
}

/**
 * Take-profit on confirmed NAVs: for each active `take_profit` plan, each of its fund's NAV dates
 * after the last one checked up to the clock's NAV date; on the first whose holding return
 * reaches the target the plan's shares are sold to 理财宝 (the sell confirms like any sell and its
 * money is transferred into the bao) or the plan pauses, and a message says so.
 * @returns the take-profits executed
 */
export function runTakeProfits(ctx: Ctx): number {
  const navDate = ctx.navDate();
  const rows = ctx
    .q(
      `SELECT s.* FROM fixed_investment_strategies s JOIN fixed_investments p ON p.id = s.plan_id
       WHERE s.strategy = 'take_profit' AND p.status = 0 AND (s.checked_through IS NULL OR s.checked_through < ?)`,
    )
    .all(navDate) as StrategyRow[];
  let n = 0;
  for (const s0 of rows) {
    let s = s0;
    const plan = ctx.q('SELECT * FROM fixed_investments WHERE id = ?').get(s.plan_id) as PlanRow;
    const f = ctx.market.fund(plan.fund_code)!;
    const from = s.checked_through ? addDays(s.checked_through, 1) : plan.sign_date;
    for (const p of ctx.market.history(f, from, navDate)) {
      const h = cycleHolding(ctx, plan, s, p.date);
      if (h.ret !== null && h.ret.gte(s.take_profit_percent!)) {
        fire(ctx, plan, s, p.date, h);
        n++;
        s = strategyOf(ctx, plan.id)!;
        if (s.take_profit_action === 'pause') break;
      }
    }
    ctx
      .q('UPDATE fixed_investment_strategies SET checked_through = ? WHERE plan_id = ?')
      .run(navDate, plan.id);
  }
  return n;
}

function fire(
  ctx: Ctx,
  plan: PlanRow,
  s: StrategyRow,
  date: string,
  h: ReturnType<typeof cycleHolding>,
): void {
  const f = ctx.market.fund(plan.fund_code)!;
  const name = fundLabel(ctx, plan.fund_code);
  const lastId = h.trades[h.trades.length - 1]!.id;
  const ret = h.ret!.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  const at = Math.max(ctx.now(), shInstant(date, '20:00:00'));
  ctx.db.transaction(() => {
    let content: string;
    let tradeId: number | null = null;
    if (s.take_profit_action === 'pause') {
      ctx.q('UPDATE fixed_investments SET status = 2 WHERE id = ?').run(plan.id);
      content = `您的${name}目标止盈定投${date}持有收益率${ret}%，已达到目标${s.take_profit_percent}%：定投计划已暂停，份额${h.shares.toFixed(2)}份继续持有。`;
    } else {
      const { enable } = sharesOnCard(position(ctx, plan.user_id, f.code), plan.bank_card_id);
      const shares = Decimal.min(h.shares, enable);
      const { trade_date, confirm_date } = tradeDates(ctx, f, at);
      if (shares.gt(0)) {
        tradeId = insertTrade(ctx, {
          ...PENDING_SHARE_SELL,
          userId: plan.user_id,
          kind: 'fund',
          f,
          shares: shares.toFixed(2),
          cardId: plan.bank_card_id,
          at,
          trade_date,
          confirm_date,
          source: TAKE_PROFIT_SOURCE,
        }).id;
      }
      if (tradeId !== null)
        ctx
          .q(
            'INSERT INTO fixed_investment_take_profits (trade_id, plan_id, nav_date, return_percent) VALUES (?, ?, ?, ?)',
          )
          .run(tradeId, plan.id, date, ret);
      content = `您的${name}目标止盈定投${date}持有收益率${ret}%，已达到目标${s.take_profit_percent}%：已赎回${shares.toFixed(2)}份至理财宝，按${trade_date}的净值确认，确认后转入理财宝；这笔赎回已记入该定投计划的扣款记录。定投计划继续执行。`;
    }
    ctx
      .q(
        'UPDATE fixed_investment_strategies SET cycle_after_trade_id = ?, take_profit_date = ?, take_profit_trade_id = ? WHERE plan_id = ?',
      )
      .run(lastId, date, tradeId, plan.id);
    postMessage(ctx, {
      userId: plan.user_id,
      kind: 'take_profit',
      title: '目标止盈已执行',
      content,
      at: shIso(at),
      symbol: f.code,
      link: appLinks.fixedInvestmentDetail(plan.id),
      key: `plan:${plan.id}:take_profit:${date}`,
    });
  })();
}
