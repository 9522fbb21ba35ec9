import Decimal from 'decimal.js';
import {
  manageFareRecords,
  manageFareSummary,
  portfolioAssetSections,
} from '../areas/portfolios/index';
import type { Ctx, TradeRow, CardRow } from '../ctx';
import { money } from '../ctx';
import { on, uid, paginate, type Req } from '../http/registry';
import { HttpError, bad, notFound } from '../http/errors';
import { quoteBuy } from '../market/fees';
import { BAO_CODE, type Fund } from '../market/market';
import {
  runDue,
  placeBuy,
  placeSell,
  placeBaoSell,
  undoTrade,
  position,
  sharesOnCard,
  sellFee,
  tradeDates,
  cardOf,
  firstPlanDate,
  nextPlanDate,
  requestHash,
  requireOpenAccount,
  suitability,
  diviTypeOf,
  type Position,
} from '../domain/trading';
import { fundPublic, timetable } from './market';
import { shIso } from '../clock';
import { addDays } from '../market/calendar';

const ZERO = new Decimal(0);
const navDec = (ctx: Ctx, f: Fund, date: string) =>
  new Decimal(ctx.market.navOn(f, date).nav).div(10000);

function idemKey(req: Req): string {
  return String(req.headers['idempotency-key']);
}

// ---------- fees ----------
on('GET /funds/buy_fee/', (req) => {
  const { ctx, query } = req;
  const f = ctx.fundFrom(query);
  const amount = new Decimal(query.amount);
  if (amount.lte(0)) throw bad('amount', '请输入正确的金额');
  const q = quoteBuy(f, amount);
  const nav = navDec(ctx, f, ctx.navDate());
  const { confirm_date } = tradeDates(ctx, f, ctx.now());
  return {
    fare: q.fare,
    fare_ratio: new Decimal(q.fare_ratio_real).times(100).toNumber(),
    original_fare: q.fare_original,
    discount_rate: Number(q.discount_rate),
    amount_confirm_estimate: q.amount_net,
    shares_confirm_estimate: new Decimal(q.amount_net)
      .div(nav)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      .toFixed(2),
    arrive_date: confirm_date,
  };
});

on('GET /funds/sell_fee/', (req) => {
  const { ctx, query } = req;
  const userId = uid(req);
  const f = ctx.fundOr404(String(query.symbol));
  const shares = new Decimal(query.shares);
  if (shares.lte(0)) throw bad('shares', '请输入正确的赎回份额');
  const p = position(ctx, userId, f.code);
  const cardId = query.bank_card_id ?? query.share_id ?? p.lots[0]?.cardId ?? 0;
  const nav = navDec(ctx, f, ctx.navDate());
  const { trade_date, confirm_date } = tradeDates(ctx, f, ctx.now());
  const { fare, gross, ratio } = sellFee(
    p,
    cardId,
    Decimal.min(shares, sharesOnCard(p, cardId).current),
    nav,
    trade_date,
  );
  return {
    fare: money(fare),
    fare_ratio: ratio.times(100).toDecimalPlaces(4).toNumber(),
    original_fare: money(fare),
    discount_rate: 1,
    amount_confirm_estimate: money(gross.minus(fare)),
    amount_estimate: money(shares.times(nav)),
    arrive_date: f.isMoney
      ? confirm_date
      : ctx.market.calendar.next(confirm_date, f.stype === 305 ? 5 : 2),
  };
});

// ---------- orders ----------
on('POST /funds/buy/', async (req) => {
  const { ctx, body } = req;
  const userId = uid(req);
  await ctx.checkTradePassword(userId, body.password);
  const t = placeBuy(ctx, {
    coupon_id: body.coupon_id,
    userId,
    symbol: body.symbol,
    amount: body.amount,
    bank_card_id: body.bank_card_id,
    risk_confirmed: body.risk_confirmed,
    key: idemKey(req),
    body,
  });
  return ctx.tradeDetailJson(t, req.origin);
});
on('POST /funds/sell/', async (req) => {
  const { ctx, body } = req;
  const userId = uid(req);
  await ctx.checkTradePassword(userId, body.password);
  const t = placeSell(ctx, {
    userId,
    symbol: body.symbol,
    shares: body.shares,
    bank_card_id: body.bank_card_id,
    key: idemKey(req),
    body,
  });
  return ctx.tradeDetailJson(t, req.origin);
});
on('POST /funds/undo/', async (req) => {
  const { ctx, body } = req;
  const userId = uid(req);
  await ctx.checkTradePassword(userId, body.password);
  return ctx.tradeDetailJson(undoTrade(ctx, userId, body.trade_id), req.origin);
});
on('POST /funds/divi_type/change/', async (req) => {
  const { ctx, body } = req;
  const userId = uid(req);
  const f = ctx.fundOr404(body.fund_id, 400, 'fund_id');
  await ctx.checkTradePassword(userId, body.password);
  if (f.isMoney) throw bad('fund_id', '货币基金只支持红利再投资');
  const p = position(ctx, userId, f.code);
  if (p.shares.lte(0) && p.buyUnconfirm.lte(0))
    throw bad('fund_id', '您未持有该基金，无法修改分红方式');
  ctx
    .q(
      'INSERT OR REPLACE INTO divi_types (user_id, fund_code, divi_type, changed_at) VALUES (?, ?, ?, ?)',
    )
    .run(userId, f.code, body.divi_type, ctx.nowIso());
  return { detail: '提交成功' };
});

// ---------- holdings ----------
interface Holding {
  f: Fund;
  p: Position;
  worth: Decimal;
  incomeLatest: Decimal;
  incomeTotal: Decimal;
  tradeDate: string | null;
}

function incomeLatestOf(ctx: Ctx, h: { f: Fund; p: Position }, date: string): Decimal {
  if (h.f.isBao) {
    const r = ctx
      .q('SELECT income FROM bao_income WHERE user_id = ? ORDER BY date DESC LIMIT 1')
      .get(h.p.trades[0]?.user_id ?? 0) as { income: string } | undefined;
    return new Decimal(r?.income ?? 0);
  }
  const cur = ctx.market.navOn(h.f, date);
  const prev = ctx.market.prevNav(h.f, date);
  if (!prev) return ZERO;
  // shares that were held before the latest NAV date earn that day's change
  const held = h.p.trades
    .filter((t) => t.status === 1 && t.trade_date < cur.date)
    .reduce(
      (s, t) =>
        t.direction === 1 ? s.minus(t.shares_confirm ?? 0) : s.plus(t.shares_confirm ?? 0),
      ZERO,
    );
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

function heldCodes(ctx: Ctx, userId: number, kind: 'fund' | 'bao' | 'all' = 'fund'): string[] {
  const rows = ctx.db
    .prepare(
      `SELECT DISTINCT fund_code FROM trades WHERE user_id = ? AND status IN (0, 1) AND portfolio_trade_id IS NULL ${kind === 'all' ? '' : 'AND kind = ?'} ORDER BY fund_code`,
    )
    .all(...(kind === 'all' ? [userId] : [userId, kind])) as { fund_code: string }[];
  return rows.map((r) => r.fund_code);
}

function holdingJson(ctx: Ctx, h: Holding): Record<string, unknown> {
  const hasFixed = !!ctx
    .q('SELECT 1 FROM fixed_investments WHERE user_id = ? AND fund_code = ? AND status = 0')
    .get(h.p.trades[0]?.user_id ?? 0, h.f.code);
  return {
    fund: ctx.fundBrief(h.f),
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

function fundHoldings(ctx: Ctx, userId: number): Holding[] {
  return heldCodes(ctx, userId, 'fund')
    .map((c) => holding(ctx, userId, c))
    .filter((h) => h.p.shares.gt(0) || h.p.buyUnconfirm.gt(0) || h.p.pendingSell.gt(0));
}

const sum = (hs: Holding[], k: 'worth' | 'incomeLatest' | 'incomeTotal') =>
  hs.reduce((s, h) => s.plus(h[k]), ZERO);

on('GET /funds/fund/mine/', (req) => {
  const { ctx } = req;
  return fundHoldings(ctx, uid(req)).map((h) => holdingJson(ctx, h));
});

function section(hs: Holding[]): Record<string, unknown> {
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

on('GET /funds/assets/mine/', (req) => {
  const { ctx } = req;
  const userId = uid(req);
  const funds = fundHoldings(ctx, userId);
  const baoHold = heldCodes(ctx, userId, 'bao').length ? [holding(ctx, userId, BAO_CODE)] : [];
  const all = [...funds, ...baoHold];
  const zero = {
    trade_date: null,
    income_latest: '0.00',
    income_total: '0.00',
    worth_value: '0.00',
    fare: '0.00',
  };
  const fareUnconfirmed = (
    ctx
      .q('SELECT fare FROM trades WHERE user_id = ? AND status = 0 AND direction IN (0, 5)')
      .all(userId) as { fare: string | null }[]
  ).reduce((s, r) => s.plus(r.fare ?? 0), ZERO);
  const fundsSec = section(funds);
  const baoSec = baoHold.length ? section(baoHold) : zero;
  // portfolio holdings by topic come from the portfolios area (issue 13)
  const topics = portfolioAssetSections(ctx, userId);
  const topicSum = (k: 'worth_value' | 'income_latest' | 'income_total') =>
    topics.reduce((s, t) => s.plus(t[k]), ZERO);
  return {
    assets_total: money(
      new Decimal(fundsSec.worth_value as string)
        .plus(baoSec.worth_value as string)
        .plus(topicSum('worth_value')),
    ),
    trade_date: section(all).trade_date ?? topics.find((t) => t.trade_date)?.trade_date ?? null,
    income_latest: money(sum(all, 'incomeLatest').plus(topicSum('income_latest'))),
    fare: money(fareUnconfirmed),
    income_total: money(sum(all, 'incomeTotal').plus(topicSum('income_total'))),
    bank_cards_count: (ctx.s.cards.all(userId) as CardRow[]).length,
    wallets_available: '0.00',
    bao: baoSec,
    funds: fundsSec,
    private_funds: zero,
    fund_portfolios: topics,
  };
});

function sharesList(ctx: Ctx, userId: number, f: Fund, origin: string): Record<string, unknown>[] {
  const p = position(ctx, userId, f.code);
  const nav = f.isMoney ? new Decimal(1) : navDec(ctx, f, ctx.navDate());
  const cards = ctx.s.cards.all(userId) as CardRow[];
  return cards
    .map((c) => ({ c, s: sharesOnCard(p, c.id) }))
    .filter(({ s }) => s.current.gt(0))
    .map(({ c, s }) => ({
      id: c.id,
      fund: ctx.fundBrief(f),
      shares_enable: s.enable.toFixed(2),
      shares_current: s.current.toFixed(2),
      worth_value: money(s.current.times(nav)),
      worth_value_per: nav.toFixed(4),
      bank_card: ctx.cardJson(c, origin),
    }));
}

function dailyIncome(
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
    (t) => t.status === 1,
  );
  if (!trades.length) return [];
  const start = trades.map((t) => t.trade_date).sort()[0]!;
  const pts = ctx.market.history(f, start, ctx.navDate());
  const out = [];
  for (let i = 0; i < pts.length; i++) {
    const d = pts[i]!.date;
    const held = trades
      .filter((t) => t.trade_date < d)
      .reduce(
        (s, t) =>
          t.direction === 1 ? s.minus(t.shares_confirm ?? 0) : s.plus(t.shares_confirm ?? 0),
        ZERO,
      );
    const heldEnd = trades
      .filter((t) => t.trade_date <= d)
      .reduce(
        (s, t) =>
          t.direction === 1 ? s.minus(t.shares_confirm ?? 0) : s.plus(t.shares_confirm ?? 0),
        ZERO,
      );
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

function incomeRows(
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

on('GET /funds/fund/fund_info/', (req) => {
  const { ctx, query, origin } = req;
  const userId = uid(req);
  const f = ctx.fundFrom(query);
  const h = holding(ctx, userId, f.code);
  const plans = ctx
    .q(
      'SELECT amount, next_date FROM fixed_investments WHERE user_id = ? AND fund_code = ? AND status = 0 ORDER BY next_date',
    )
    .all(userId, f.code) as { amount: string; next_date: string }[];
  const pendingBuys = h.p.trades.filter((t) => t.status === 0 && t.direction !== 1);
  const trades = [...h.p.trades].reverse().slice(0, 5);
  return {
    allow_sell: h.p.shares.minus(h.p.pendingSell).gt(0),
    income_latest: money(h.incomeLatest),
    income_total: money(h.incomeTotal),
    worth_value: money(h.worth),
    trade_date: h.tradeDate,
    amount_unconfirm: money(h.p.buyUnconfirm),
    buy_unconfirm: money(pendingBuys.reduce((s, t) => s.plus(t.amount ?? 0), ZERO)),
    sell_unconfirm: h.p.pendingSell.toFixed(2),
    shares_unconfirm: h.p.pendingSell.toFixed(2),
    subscribe_unconfirm: '0.00',
    subscribe_amount_unconfirm: '0.00',
    fixed_invest_info: {
      count: plans.length,
      amount_total: money(plans.reduce((s, p) => s.plus(p.amount), ZERO)),
      next_date: plans[0]?.next_date ?? null,
    },
    has_fixed_investment: plans.length > 0,
    divi_type: f.isMoney ? 1 : diviTypeOf(ctx, userId, f.code),
    fare: money(pendingBuys.reduce((s, t) => s.plus(t.fare ?? 0), ZERO)),
    notification: null,
    is_estimate_income: false,
    income_list: incomeRows(dailyIncome(ctx, userId, f)).slice(0, 5),
    fund: fundPublic(ctx, f, userId, origin),
    shares_list: sharesList(ctx, userId, f, origin),
    trade_record_list: trades.map((t) => ctx.tradeJson(t, origin)),
  };
});
on('GET /funds/fund/shares_info/', (req) =>
  sharesList(req.ctx, uid(req), req.ctx.fundFrom(req.query), req.origin),
);

// ---------- trade records ----------
function tradeList(
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
  return { ...page, results: page.results.map((t) => ctx.tradeJson(t, origin)) };
}
on('GET /funds/trades/', (req) => tradeList(req, 'fund'));
on('GET /funds/trades/{id}/', (req) => {
  const t = req.ctx.s.trade.get(req.params.id, uid(req)) as TradeRow | undefined;
  if (!t) throw notFound();
  return req.ctx.tradeDetailJson(t, req.origin);
});
on('GET /funds/trades/markers/', (req) => {
  const { ctx, query } = req;
  const f = ctx.fundOr404(String(query.symbol));
  const rows = (ctx.s.tradesOfUserFund.all(uid(req), f.code) as TradeRow[]).filter(
    (t) =>
      t.status === 1 &&
      (!query.start || t.trade_date >= query.start) &&
      (!query.end || t.trade_date <= query.end),
  );
  return rows.map((t) => ({
    date: t.trade_date,
    direction: t.direction,
    amount: t.amount_confirm ?? t.amount ?? '0.00',
    shares: t.shares_confirm,
    net_value: t.net_value,
  }));
});

// ---------- income ----------
on('GET /funds/income/mine/', (req) => {
  const { ctx, query } = req;
  const userId = uid(req);
  const byDate = new Map<
    string,
    { trade_date: string; income_latest: Decimal; fare: Decimal; worth: Decimal }
  >();
  for (const code of heldCodes(ctx, userId, 'all')) {
    for (const r of dailyIncome(ctx, userId, ctx.market.fund(code)!)) {
      const cur = byDate.get(r.trade_date) ?? {
        trade_date: r.trade_date,
        income_latest: ZERO,
        fare: ZERO,
        worth: ZERO,
      };
      byDate.set(r.trade_date, {
        trade_date: r.trade_date,
        income_latest: cur.income_latest.plus(r.income_latest),
        fare: cur.fare.plus(r.fare),
        worth: cur.worth.plus(r.worth),
      });
    }
  }
  const rows = incomeRows(
    [...byDate.values()].sort((a, b) => (a.trade_date < b.trade_date ? -1 : 1)),
  );
  return paginate(rows, query.page ?? 1, query.page_size ?? 20);
});
on('GET /funds/income/fund/', (req) => {
  const { ctx, query } = req;
  const f = ctx.fundFrom(query);
  return paginate(
    incomeRows(dailyIncome(ctx, uid(req), f)),
    query.page ?? 1,
    query.page_size ?? 20,
  );
});
// the portfolios' advisory fee, accrued daily by the portfolios area (issue 13)
on('GET /funds/manage_fare/mine/', (req) => manageFareSummary(req.ctx, uid(req)));
on('GET /funds/manage_fare/history/', (req) =>
  paginate(manageFareRecords(req.ctx, uid(req)), req.query.page ?? 1, req.query.page_size ?? 20),
);

// ---------- fixed investments ----------
interface PlanRow {
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
function planTrades(ctx: Ctx, planId: number): TradeRow[] {
  return ctx
    .q('SELECT * FROM trades WHERE fixed_investment_id = ? ORDER BY trade_date DESC')
    .all(planId) as TradeRow[];
}
function planJson(ctx: Ctx, p: PlanRow): Record<string, unknown> {
  const trades = planTrades(ctx, p.id).filter((t) => t.status === 0 || t.status === 1);
  return {
    id: p.id,
    amount: p.amount,
    first_date: p.first_date,
    next_date: p.status === 0 ? p.next_date : null,
    period_unit: p.period_unit,
    trade_day: p.trade_day,
    status: p.status,
    total_amount: money(trades.reduce((s, t) => s.plus(t.amount ?? 0), ZERO)),
    total_times: trades.length,
    trade_date: trades[0]?.trade_date ?? null,
    fund: ctx.fundBrief(ctx.market.fund(p.fund_code)!),
  };
}
function planDetailJson(ctx: Ctx, p: PlanRow, origin: string): Record<string, unknown> {
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
    bank_card: ctx.cardJson(card, origin),
    trade_records: trades.slice(0, 10).map((t) => ctx.tradeJson(t, origin)),
  };
}
function planOr404(ctx: Ctx, userId: number, id: number): PlanRow {
  const p = ctx
    .q('SELECT * FROM fixed_investments WHERE id = ? AND user_id = ?')
    .get(id, userId) as PlanRow | undefined;
  if (!p) throw notFound();
  return p;
}
function checkPlanDay(periodUnit: number, tradeDay: number): void {
  if (periodUnit === 1 && (tradeDay < 1 || tradeDay > 5))
    throw bad('trade_day', '每周定投日为周一至周五（1-5）');
  if (periodUnit === 0 && (tradeDay < 1 || tradeDay > 28))
    throw bad('trade_day', '每月定投日为1-28日');
}

on('POST /funds/fixed_investment/', async (req) => {
  const { ctx, body, origin } = req;
  const userId = uid(req);
  await ctx.checkTradePassword(userId, body.password);
  const key = idemKey(req);
  const hash = requestHash(body);
  const prior = ctx
    .q('SELECT * FROM fixed_investments WHERE user_id = ? AND idempotency_key = ?')
    .get(userId, key) as PlanRow | undefined;
  if (prior) {
    if (prior.request_hash !== hash)
      throw new HttpError(409, { idempotency_key: ['该请求标识已用于另一笔定投'] });
    return planDetailJson(ctx, prior, origin);
  }
  const f = ctx.fundOr404(body.symbol);
  if (f.isMoney) throw bad('symbol', '当前基金不允许定投');
  requireOpenAccount(ctx, userId);
  const amount = new Decimal(body.amount);
  if (amount.lt(10)) throw bad('amount', '最低定投10.00元');
  if (amount.gt(50000)) throw bad('amount', '最多定投50000.00元');
  const card = cardOf(ctx, userId, body.bank_card_id);
  const bank = ctx.s.bank.get(card.bank_id) as { single_limit: number };
  if (bank.single_limit > 0 && amount.gt(bank.single_limit))
    throw bad('amount', '定投金额超过银行单笔限额');
  checkPlanDay(body.period_unit, body.trade_day);
  const s = suitability(ctx, userId, f.risk, `fund:${f.code}`, !!body.risk_confirmed);
  if (!s.passed) throw new HttpError(400, { risk: [s.message] });
  const first = firstPlanDate(ctx, body.period_unit, body.trade_day);
  const info = ctx.db
    .prepare(
      `INSERT INTO fixed_investments (user_id, fund_code, bank_card_id, amount, period_unit, trade_day, first_date, next_date, status, sign_date, protocol_no, idempotency_key, request_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
    )
    .run(
      userId,
      f.code,
      card.id,
      money(amount),
      body.period_unit,
      body.trade_day,
      first,
      first,
      ctx.today(),
      `DT${ctx.today().replace(/-/g, '')}${String(userId).padStart(6, '0')}${f.code}`,
      key,
      hash,
    );
  const plan = planOr404(ctx, userId, Number(info.lastInsertRowid));
  // a plan whose first date is today deducts today
  if (first === ctx.today()) runDue(ctx);
  ctx
    .q('UPDATE fixed_investments SET protocol_no = ? WHERE id = ?')
    .run(`${plan.protocol_no}${String(plan.id).padStart(4, '0')}`, plan.id);
  return planDetailJson(ctx, planOr404(ctx, userId, plan.id), origin);
});
on('GET /funds/fixed_investment/', (req) => {
  const { ctx, query } = req;
  const f = ctx.fundOr404(query.fund_id, 400, 'fund_id');
  const rows = ctx
    .q('SELECT * FROM fixed_investments WHERE user_id = ? AND fund_code = ? ORDER BY id DESC')
    .all(uid(req), f.code) as PlanRow[];
  return rows.map((p) => planJson(ctx, p));
});
on('GET /funds/fixed_investment/first_date/', (req) => {
  const { ctx, query } = req;
  ctx.fundOr404(String(query.symbol));
  checkPlanDay(query.period_unit, query.trade_day);
  return { first_date: firstPlanDate(ctx, query.period_unit, query.trade_day) };
});
on('GET /funds/fixed_investment/mine/', (req) => {
  const { ctx, query } = req;
  const rows = (
    query.status !== undefined
      ? ctx
          .q('SELECT * FROM fixed_investments WHERE user_id = ? AND status = ? ORDER BY id DESC')
          .all(uid(req), query.status)
      : ctx.q('SELECT * FROM fixed_investments WHERE user_id = ? ORDER BY id DESC').all(uid(req))
  ) as PlanRow[];
  const page = paginate(rows, query.page ?? 1, query.page_size ?? 20);
  return { ...page, results: page.results.map((p) => planJson(ctx, p)) };
});
on('GET /funds/fixed_investment/trades/', (req) => {
  if (req.query.fixed_investment_id !== undefined) {
    if (
      !req.ctx
        .q('SELECT 1 FROM fixed_investments WHERE id = ? AND user_id = ?')
        .get(req.query.fixed_investment_id, uid(req))
    ) {
      throw bad('fixed_investment_id', '定投计划不存在');
    }
    return tradeList(req, 'fund', 'fixed_investment_id = ?', [req.query.fixed_investment_id]);
  }
  return tradeList(req, 'fund', 'fixed_investment_id IS NOT NULL');
});
on('GET /funds/fixed_investment/{id}/', (req) =>
  planDetailJson(req.ctx, planOr404(req.ctx, uid(req), req.params.id), req.origin),
);
on('POST /funds/fixed_investment/{id}/modify/', async (req) => {
  const { ctx, body, params, origin } = req;
  const userId = uid(req);
  const p = planOr404(ctx, userId, params.id);
  await ctx.checkTradePassword(userId, body.password);
  if (p.status === 1) throw new HttpError(409, { non_field_errors: ['定投已终止，无法修改'] });
  const amount = body.amount !== undefined ? new Decimal(body.amount) : new Decimal(p.amount);
  if (amount.lt(10)) throw bad('amount', '最低定投10.00元');
  if (amount.gt(50000)) throw bad('amount', '最多定投50000.00元');
  const periodUnit = body.period_unit ?? p.period_unit;
  const tradeDay = body.trade_day ?? p.trade_day;
  checkPlanDay(periodUnit, tradeDay);
  const cardId = body.bank_card_id ?? p.bank_card_id;
  cardOf(ctx, userId, cardId);
  const status = body.status ?? p.status;
  const next =
    periodUnit !== p.period_unit || tradeDay !== p.trade_day || (status === 0 && p.status === 2)
      ? firstPlanDate(ctx, periodUnit, tradeDay)
      : p.next_date;
  ctx
    .q(
      'UPDATE fixed_investments SET amount = ?, period_unit = ?, trade_day = ?, bank_card_id = ?, status = ?, next_date = ? WHERE id = ?',
    )
    .run(money(amount), periodUnit, tradeDay, cardId, status, next, p.id);
  return planDetailJson(ctx, planOr404(ctx, userId, p.id), origin);
});
on('POST /funds/fixed_investment/{id}/disable/', async (req) => {
  const { ctx, body, params, origin } = req;
  const userId = uid(req);
  const p = planOr404(ctx, userId, params.id);
  await ctx.checkTradePassword(userId, body.password);
  if (p.status === 1) throw new HttpError(409, { non_field_errors: ['定投已终止'] });
  ctx
    .q('UPDATE fixed_investments SET status = 1, end_date = ? WHERE id = ?')
    .run(ctx.today(), p.id);
  return planDetailJson(ctx, planOr404(ctx, userId, p.id), origin);
});

// ---------- bao ----------
function baoInfo(ctx: Ctx): Record<string, unknown> {
  const f = ctx.market.fund(BAO_CODE)!;
  const y = ctx.market.baoYield(addDays(ctx.today(), -1));
  return {
    fund: ctx.fundBrief(f),
    year_yld: Number(y.seven),
    tenthou_unit_incm: new Decimal(y.tenthou).toFixed(4),
    trade_date: addDays(ctx.today(), -1),
    amount_min_buy: '0.01',
    fast_sell_limit_day: '10000.00',
    allow_buy: true,
    allow_sell: true,
  };
}
on('GET /funds/bao/info/', (req) => baoInfo(req.ctx));
on('GET /funds/bao/mine/', (req) => {
  const { ctx, origin } = req;
  const userId = uid(req);
  const h = holding(ctx, userId, BAO_CODE);
  const enable = h.p.shares.minus(h.p.pendingSell);
  return {
    worth_value: money(h.worth),
    worth_value_enable: money(Decimal.max(enable, 0)),
    income_latest: money(h.incomeLatest),
    income_total: money(h.incomeTotal),
    trade_date: h.tradeDate,
    amount_unconfirm: money(h.p.buyUnconfirm),
    year_yld: Number(ctx.market.baoYield(addDays(ctx.today(), -1)).seven),
    shares_list: sharesList(ctx, userId, h.f, origin),
  };
});
on('GET /funds/bao/trades/', (req) => tradeList(req, 'bao'));
on('GET /funds/bao/sell_info/', (req) => {
  const { ctx, origin } = req;
  const userId = uid(req);
  const p = position(ctx, userId, BAO_CODE);
  const usedToday = (
    ctx
      .q(
        "SELECT amount FROM trades WHERE user_id = ? AND kind = 'bao' AND direction = 1 AND trade_date = ? AND status != 6",
      )
      .all(userId, ctx.today()) as { amount: string }[]
  ).reduce((s, r) => s.plus(r.amount), ZERO);
  const left = Decimal.max(0, new Decimal(10000).minus(usedToday));
  const enable = Decimal.max(0, p.shares.minus(p.pendingSell));
  const cards = ctx.s.cards.all(userId) as CardRow[];
  return {
    worth_value_enable: money(enable),
    fast_enable: enable.gt(0) && left.gt(0),
    fast_limit_left: money(left),
    normal_arrive_date: ctx.market.calendar.next(tradeDates(ctx, p.f, ctx.now()).trade_date),
    fast_arrive_time: shIso(ctx.now() + 2 * 3600_000),
    bank_cards: cards.map((c) => {
      const s = sharesOnCard(p, c.id);
      return ctx.cardJson(c, origin, {
        shares_current: s.current.toFixed(2),
        shares_enable: s.enable.toFixed(2),
        worth_value: money(s.current),
        worth_value_enable: money(s.enable),
      });
    }),
  };
});
on('GET /funds/income/bao/', (req) => {
  const { ctx, query } = req;
  const type = String(query.type ?? 'income');
  if (type === 'income') {
    return paginate(
      incomeRows(dailyIncome(ctx, uid(req), ctx.market.fund(BAO_CODE)!)),
      query.page ?? 1,
      query.page_size ?? 20,
    );
  }
  // yield history: one row per calendar day, newest first, up to yesterday, within the (shifted) series
  const end = addDays(ctx.today(), -1);
  const rows: Record<string, unknown>[] = [];
  for (let d = end, i = 0; d >= ctx.market.baoFirst && i < 400; d = addDays(d, -1), i++) {
    const y = ctx.market.baoYield(d);
    rows.push({
      trade_date: d,
      income_latest: '0.00',
      year_yld: Number(y.seven),
      tenthou_unit_incm: new Decimal(y.tenthou).toFixed(4),
    });
  }
  return paginate(rows, query.page ?? 1, query.page_size ?? 20);
});
on('POST /funds/bao/buy/', async (req) => {
  const { ctx, body } = req;
  const userId = uid(req);
  await ctx.checkTradePassword(userId, body.password);
  const t = placeBuy(
    ctx,
    {
      userId,
      symbol: BAO_CODE,
      amount: body.amount,
      bank_card_id: body.bank_card_id,
      key: idemKey(req),
      body,
    },
    { bao: true },
  );
  return ctx.tradeDetailJson(t, req.origin);
});
on('POST /funds/bao/sell/', async (req) => {
  const { ctx, body } = req;
  const userId = uid(req);
  await ctx.checkTradePassword(userId, body.password);
  const t = placeBaoSell(ctx, {
    userId,
    amount: body.amount,
    bank_card_id: body.bank_card_id,
    is_fast: body.is_fast,
    key: idemKey(req),
    body,
  });
  return ctx.tradeDetailJson(t, req.origin);
});

void nextPlanDate;
void timetable;
