/**
 * Holdings arithmetic of the account-funds area (spec 001 §3 Fund account detail): positions from
 * the trade log, worth at the shown NAV, daily income, the asset sections, shares per card, and
 * the paged trade-record list.
 */
import Decimal from 'decimal.js';
import type { Ctx, TradeRow, CardRow } from '../../ctx';
import { money } from '../../domain/format';
import { uid, paginate, type Req } from '../../http/registry';
import { bad } from '../../http/errors';
import type { Fund } from '../../market/market';
import { addDays } from '../../market/calendar';
import { STATUS, position, sharesOnCard, signedShares, type Position } from '../../trading';
import { navDec } from '../../domain/fund-public';
import { cardJson, fundBrief } from '../../domain/serializers';
import { tradeJson } from '../../domain/trade-json';

export const ZERO = new Decimal(0);

// ---------- holdings ----------
export interface Holding {
  f: Fund;
  p: Position;
  worth: Decimal;
  incomeLatest: Decimal;
  incomeTotal: Decimal;
  tradeDate: string | null;
}

export function incomeLatestOf(ctx: Ctx, h: { f: Fund; p: Position }, date: string): Decimal {
  if (h.f.isBao) {
    const r = ctx
      .q('SELECT income FROM bao_income WHERE user_id = ? ORDER BY date DESC LIMIT 1')
      .get(h.p.trades[0]?.user_id ?? 0) as { income: string } | undefined;
    return new Decimal(r?.income ?? 0);
  }
  const cur = ctx.market.navOn(h.f, date); // a held fund was bought tradable, so priced
  const prev = ctx.market.prevNav(h.f, date);
  if (!prev) return ZERO;
  // shares that were held before the latest NAV date earn that day's change
  const held = h.p.trades
    .filter((t) => t.status === STATUS.confirmed && t.trade_date < cur.date)
    .reduce((s, t) => s.plus(signedShares(t)), ZERO);
  return Decimal.max(held, 0)
    .times(cur.nav - prev.nav)
    .div(10000)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function holding(ctx: Ctx, userId: number, code: string): Holding {
  const f = ctx.market.fund(code)!;
  const p = position(ctx, userId, code);
  const date = ctx.navDate();
  const nav = f.isMoney ? new Decimal(1) : navDec(ctx, f, date);
  const worth = p.shares.times(nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const incomeTotal = f.isBao
    ? (
        ctx.q('SELECT income FROM bao_income WHERE user_id = ?').all(userId) as { income: string }[]
      ).reduce((s, r) => s.plus(r.income), ZERO)
    : worth.plus(p.realized).minus(p.invested);
  return {
    f,
    p,
    worth,
    incomeLatest: incomeLatestOf(ctx, { f, p }, date),
    incomeTotal,
    tradeDate: f.isMoney ? addDays(ctx.today(), -1) : ctx.market.navOn(f, date).date,
  };
}

export function heldCodes(
  ctx: Ctx,
  userId: number,
  kind: 'fund' | 'bao' | 'all' = 'fund',
): string[] {
  const rows = ctx.db
    .prepare(
      `SELECT DISTINCT fund_code FROM trades WHERE user_id = ? AND status IN (0, 1) AND portfolio_trade_id IS NULL ${kind === 'all' ? '' : 'AND kind = ?'} ORDER BY fund_code`,
    )
    .all(...(kind === 'all' ? [userId] : [userId, kind])) as { fund_code: string }[];
  return rows.map((r) => r.fund_code);
}

export function holdingJson(ctx: Ctx, h: Holding): Record<string, unknown> {
  const hasFixed = !!ctx
    .q('SELECT 1 FROM fixed_investments WHERE user_id = ? AND fund_code = ? AND status = 0')
    .get(h.p.trades[0]?.user_id ?? 0, h.f.code);
  return {
    fund: fundBrief(ctx, h.f),
    worth_value: money(h.worth),
    income_latest: money(h.incomeLatest),
    income_total: money(h.incomeTotal),
    income_rate: h.p.invested.isZero()
      ? null
      : h.incomeTotal.div(h.p.invested).times(100).toDecimalPlaces(2).toNumber(),
    shares_current: h.p.shares.toFixed(2),
    amount_unconfirm: money(h.p.buyUnconfirm),
    trade_date: h.tradeDate,
    has_fixed_investment: hasFixed,
    notification: h.p.buyUnconfirm.gt(0)
      ? {
          url: '/accounts/funds/trades/',
          title: `有${money(h.p.buyUnconfirm)}元买入确认中`,
          action_title: '查看',
        }
      : null,
  };
}

export function fundHoldings(ctx: Ctx, userId: number): Holding[] {
  return heldCodes(ctx, userId, 'fund')
    .map((c) => holding(ctx, userId, c))
    .filter((h) => h.p.shares.gt(0) || h.p.buyUnconfirm.gt(0) || h.p.pendingSell.gt(0));
}

export const sum = (hs: Holding[], k: 'worth' | 'incomeLatest' | 'incomeTotal') =>
  hs.reduce((s, h) => s.plus(h[k]), ZERO);

export function section(hs: Holding[]): Record<string, unknown> {
  return {
    trade_date: hs.length
      ? hs
          .map((h) => h.tradeDate!)
          .sort()
          .pop()!
      : null,
    income_latest: money(sum(hs, 'incomeLatest')),
    income_total: money(sum(hs, 'incomeTotal')),
    worth_value: money(sum(hs, 'worth').plus(hs.reduce((s, h) => s.plus(h.p.buyUnconfirm), ZERO))),
    fare: '0.00',
  };
}

export function sharesList(
  ctx: Ctx,
  userId: number,
  f: Fund,
  origin: string,
): Record<string, unknown>[] {
  const p = position(ctx, userId, f.code);
  const nav = f.isMoney ? new Decimal(1) : navDec(ctx, f, ctx.navDate());
  const cards = ctx.s.cards.all(userId) as CardRow[];
  return cards
    .map((c) => ({ c, s: sharesOnCard(p, c.id) }))
    .filter(({ s }) => s.current.gt(0))
    .map(({ c, s }) => ({
      id: c.id,
      fund: fundBrief(ctx, f),
      shares_enable: s.enable.toFixed(2),
      shares_current: s.current.toFixed(2),
      worth_value: money(s.current.times(nav)),
      worth_value_per: nav.toFixed(4),
      bank_card: cardJson(ctx, c, origin),
    }));
}

export function dailyIncome(
  ctx: Ctx,
  userId: number,
  f: Fund,
): { trade_date: string; income_latest: Decimal; fare: Decimal; worth: Decimal }[] {
  if (f.isBao) {
    const rows = ctx
      .q('SELECT date, shares, income FROM bao_income WHERE user_id = ? ORDER BY date')
      .all(userId) as { date: string; shares: string; income: string }[];
    return rows.map((r) => ({
      trade_date: r.date,
      income_latest: new Decimal(r.income),
      fare: ZERO,
      worth: new Decimal(r.shares).plus(r.income),
    }));
  }
  const trades = (ctx.s.tradesOfUserFund.all(userId, f.code) as TradeRow[]).filter(
    (t) => t.status === STATUS.confirmed,
  );
  if (!trades.length) return [];
  const start = trades.map((t) => t.trade_date).sort()[0]!;
  const pts = ctx.market.history(f, start, ctx.navDate());
  const out = [];
  for (let i = 0; i < pts.length; i++) {
    const d = pts[i]!.date;
    const held = trades
      .filter((t) => t.trade_date < d)
      .reduce((s, t) => s.plus(signedShares(t)), ZERO);
    const heldEnd = trades
      .filter((t) => t.trade_date <= d)
      .reduce((s, t) => s.plus(signedShares(t)), ZERO);
    const prev = i > 0 ? pts[i - 1]!.nav : pts[i]!.nav;
    const fare = trades
      .filter((t) => t.trade_date === d)
      .reduce((s, t) => s.plus(t.fare ?? 0), ZERO);
    const inc = held
      .times(pts[i]!.nav - prev)
      .div(10000)
      .minus(fare)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    out.push({
      trade_date: d,
      income_latest: inc,
      fare,
      worth: heldEnd.times(pts[i]!.nav).div(10000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    });
  }
  return out;
}

export function incomeRows(
  rows: { trade_date: string; income_latest: Decimal; fare: Decimal; worth: Decimal }[],
): Record<string, unknown>[] {
  let total = ZERO;
  const out = rows.map((r) => {
    total = total.plus(r.income_latest);
    return {
      trade_date: r.trade_date,
      fare: money(r.fare),
      income_latest: money(r.income_latest),
      income_total: money(total),
      worth_value: money(r.worth),
    };
  });
  return out.reverse();
}

// ---------- trade records ----------
export function tradeList(
  req: Req,
  kind: 'fund' | 'bao',
  extraWhere = '',
  extraArgs: unknown[] = [],
): Record<string, unknown> {
  const { ctx, query, origin } = req;
  const userId = uid(req);
  const where = ['user_id = ?', 'kind = ?', 'portfolio_trade_id IS NULL'];
  const args: unknown[] = [userId, kind];
  const list = (v: unknown) =>
    String(v)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(Number);
  if (query.status) {
    const st = list(query.status);
    if (st.some((x) => !Number.isInteger(x))) throw bad('status', '交易状态不正确');
    where.push(`status IN (${st.map(() => '?').join(',')})`);
    args.push(...st);
  }
  if (query.direction) {
    const d = list(query.direction);
    if (d.some((x) => !Number.isInteger(x))) throw bad('direction', '交易方向不正确');
    where.push(`direction IN (${d.map(() => '?').join(',')})`);
    args.push(...d);
  }
  if (query.symbol) {
    where.push('fund_code = ?');
    args.push(String(query.symbol));
  }
  if (extraWhere) {
    where.push(extraWhere);
    args.push(...extraArgs);
  }
  const rows = ctx
    .q(`SELECT * FROM trades WHERE ${where.join(' AND ')} ORDER BY apply_at DESC, id DESC`)
    .all(...args) as TradeRow[];
  const page = paginate(rows, query.page ?? 1, query.page_size ?? 20);
  return { ...page, results: page.results.map((t) => tradeJson(ctx, t, origin)) };
}
