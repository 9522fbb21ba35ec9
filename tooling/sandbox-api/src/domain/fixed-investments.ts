/**
 * Fixed investments (定投, spec 001 §3-4): the plan rows and their serializers, shared by the funds
 * area (create, first date, modify) and the account-funds area (lists, detail, disable).
 */
import Decimal from 'decimal.js';
import { TRADE_MESSAGES, isValidFixedInvestDay } from '@jijin/core';
import type { Ctx, TradeRow, CardRow } from '../ctx';
import { money } from './format';
import { bad, notFound } from '../http/errors';
import { cardJson, fundBrief, tradeJson } from './serializers';
import type { Schemas } from './schemas';

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
export function planTrades(ctx: Ctx, planId: number): TradeRow[] {
  return ctx
    .q('SELECT * FROM trades WHERE fixed_investment_id = ? ORDER BY trade_date DESC')
    .all(planId) as TradeRow[];
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
  };
}
export function planDetailJson(
  ctx: Ctx,
  p: PlanRow,
  origin: string,
): Schemas['FixedInvestmentDetail'] {
  const trades = planTrades(ctx, p.id);
  const confirmed = trades
    .filter((t) => t.status === 1)
    .reduce((s, t) => s.plus(t.shares_confirm ?? 0), ZERO);
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
