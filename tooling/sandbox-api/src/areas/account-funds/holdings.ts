/**
 * Holdings arithmetic of the account-funds area (spec 001 §3 Fund account detail): positions from
 * the trade log, worth at the shown NAV, daily income, the asset sections, shares per card, and
 * the paged trade-record list.
 */
import Decimal from 'decimal.js';
import type { Ctx, TradeRow, CardRow } from '../../ctx';
import { money } from '../../domain/format';
import { uid, type RawJson, type ReqBase, type Req } from '../../http/registry';
import { bad } from '../../http/errors';
import type { Fund } from '../../market/market';
import { addDays } from '../../market/calendar';
import { STATUS, position, sharesOnCard, signedShares, type Position } from '../../trading';
import { navDec } from '../../domain/fund-public';
import { cardJson, fundBrief } from '../../domain/serializers';
import { tradeJson } from '../../domain/trade-json';
import { BAO_CODE } from '../../market/market';
import { keptAccount, keptAccountJson } from './account-state';

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

/**
 * The user's fund holdings (shares held, a buy or a sell pending), by code; kept per version of
 * the account (./account-state.ts): callers must not change them.
 */
export function fundHoldings(ctx: Ctx, userId: number): Holding[] {
  return keptAccount(ctx, userId, 'fund-holdings', () =>
    heldCodes(ctx, userId, 'fund')
      .map((c) => holding(ctx, userId, c))
      .filter((h) => h.p.shares.gt(0) || h.p.buyUnconfirm.gt(0) || h.p.pendingSell.gt(0)),
  );
}

/** The user's bao holding, none when they never traded bao; kept like {@link fundHoldings}. */
export function baoHoldings(ctx: Ctx, userId: number): Holding[] {
  return keptAccount(ctx, userId, 'bao-holdings', () =>
    heldCodes(ctx, userId, 'bao').length ? [holding(ctx, userId, BAO_CODE)] : [],
  );
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

/**
 * A fund's daily income rows oldest first (spec 001 §2 收益明细): per NAV date from the first
 * confirmed trade's trade date to the NAV date, 当日收益 = shares held before the day × the NAV's
 * change − the fees of the day's trades, and the worth at the close (yuan, half-up to 0.01); bao
 * reads its `bao_income` rows. One pass over the days and the trades (README "Cost per read").
 */
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
  // one forward pass over the NAV days and the confirmed trades in trade-date order: `held` is
  // the shares of the trades before the day, the day's own trades move the close and pay the fee
  const trades = (ctx.s.tradesOfUserFund.all(userId, f.code) as TradeRow[])
    .filter((t) => t.status === STATUS.confirmed)
    .sort((a, b) => (a.trade_date < b.trade_date ? -1 : a.trade_date > b.trade_date ? 1 : 0));
  if (!trades.length) return [];
  const pts = ctx.market.history(f, trades[0]!.trade_date, ctx.navDate());
  const out = [];
  let held = ZERO;
  let next = 0;
  for (let i = 0; i < pts.length; i++) {
    const d = pts[i]!.date;
    while (next < trades.length && trades[next]!.trade_date < d)
      held = held.plus(signedShares(trades[next++]!));
    let heldEnd = held;
    let fare = ZERO;
    for (let j = next; j < trades.length && trades[j]!.trade_date === d; j++) {
      heldEnd = heldEnd.plus(signedShares(trades[j]!));
      fare = fare.plus(trades[j]!.fare ?? 0);
    }
    const prev = i > 0 ? pts[i - 1]!.nav : pts[i]!.nav;
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

type IncomeRow = ReturnType<typeof incomeRows>[number];

/** A fund's income rows newest first (`incomeRows` of `dailyIncome`), kept per account version. */
export function fundIncomeRows(ctx: Ctx, userId: number, f: Fund): IncomeRow[] {
  return keptAccount(ctx, userId, `income|${f.code}`, () =>
    incomeRows(dailyIncome(ctx, userId, f)),
  );
}

/**
 * The account's income rows newest first (`GET /funds/income/mine/`): per date the sum over every
 * fund and bao ever traded, running total over those sums; kept per account version.
 */
export function accountIncomeRows(ctx: Ctx, userId: number): IncomeRow[] {
  return keptAccount(ctx, userId, 'income', () => {
    const byDate = new Map<
      string,
      { trade_date: string; income_latest: Decimal; fare: Decimal; worth: Decimal }
    >();
    for (const code of heldCodes(ctx, userId, 'all')) {
      for (const r of dailyIncome(ctx, userId, ctx.market.fund(code)!)) {
        const cur = byDate.get(r.trade_date);
        byDate.set(
          r.trade_date,
          cur
            ? {
                trade_date: r.trade_date,
                income_latest: cur.income_latest.plus(r.income_latest),
                fare: cur.fare.plus(r.fare),
                worth: cur.worth.plus(r.worth),
              }
            : r,
        );
      }
    }
    return incomeRows([...byDate.values()].sort((a, b) => (a.trade_date < b.trade_date ? -1 : 1)));
  });
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
  /** The fund list's query; the bao list's is a subset of it. */
  req: ReqBase & { query: Req<'GET /funds/trades/'>['query'] },
  kind: 'fund' | 'bao',
  extraWhere = '',
  extraArgs: unknown[] = [],
): RawJson {
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
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.page_size ?? 20);
  const key = `trades|${where.join(' AND ')}|${JSON.stringify(args)}|${page}|${pageSize}|${origin}`;
  return keptAccountJson(ctx, userId, key, () => {
    const sql = `FROM trades WHERE ${where.join(' AND ')}`;
    const total = (ctx.q(`SELECT COUNT(*) AS n ${sql}`).get(...args) as { n: number }).n;
    // the page only, in the order of the index trades_user_list (account-state.ts)
    const rows = ctx
      .q(`SELECT * ${sql} ORDER BY apply_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...args, pageSize, (page - 1) * pageSize) as TradeRow[];
    return {
      current_page: page,
      total_count: total,
      total_page: Math.ceil(total / pageSize),
      results: rows.map((t) => tradeJson(ctx, t, origin)),
    };
  });
}
