import { createHash } from 'node:crypto';
import { writeSync } from 'node:fs';
import Decimal from 'decimal.js';
import { TRADE_MESSAGES, formatMessage } from '@jijin/core';
import type { Ctx, TradeRow, CardRow, BankRow } from '../ctx';
import { money } from './format';
import { shDate, shTime, shIso, shInstant } from '../clock';
import { addDays, dayNum, weekday } from '../market/calendar';
import { quoteBuy, sharesFor, sellRate, minimums } from '../market/fees';
import { BAO_CODE, type Fund } from '../market/market';
import { HttpError, bad } from '../http/errors';
import {
  riskMatches,
  riskAllowedWithConfirm,
  riskLevelLabel,
  riskTypeLabel,
  riskProfile,
} from './risk';
import { allowUndo } from './serializers';
import { postFixedDeduction, postTradeConfirmed } from './messages';
import { requireFresh } from './freshness';

/** Confirmation lag in trading days: QDII (stype 305) T+2, others T+1. */
export const confirmLag = (f: Fund): number => (f.stype === 305 ? 2 : 1);

/**
 * The trading clock (README "Clock rules"): an order placed before 15:00 on a trading day has
 * that day as its trade date; otherwise the next trading day. It is confirmed `confirmLag`
 * trading days later at the trade date's NAV.
 */
export function tradeDates(
  ctx: Ctx,
  f: Fund,
  at: number,
): { trade_date: string; confirm_date: string } {
  const cal = ctx.market.calendar;
  const d = shDate(at);
  const trade_date = cal.isTradingDay(d) && shTime(at) < '15:00:00' ? d : cal.next(d);
  return { trade_date, confirm_date: cal.next(trade_date, confirmLag(f)) };
}

export function requestHash(body: unknown): string {
  const clean = { ...(body as Record<string, unknown>) };
  delete clean.password;
  return createHash('sha256')
    .update(JSON.stringify(clean, Object.keys(clean).sort()))
    .digest('hex');
}

/** Returns the trade previously created with this Idempotency-Key, or throws 409 on a different body. */
export function idempotent(ctx: Ctx, userId: number, key: string, hash: string): TradeRow | null {
  const t = ctx
    .q('SELECT * FROM trades WHERE user_id = ? AND idempotency_key = ?')
    .get(userId, key) as TradeRow | undefined;
  if (!t) return null;
  if (t.request_hash !== hash)
    throw new HttpError(409, { idempotency_key: ['该请求标识已用于另一笔交易'] });
  return t;
}

function serialFor(ctx: Ctx, date: string): string {
  const row = ctx.q('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM trades').get() as { n: number };
  return `${date.replace(/-/g, '')}${String(row.n).padStart(10, '0')}`;
}

export function cardOf(ctx: Ctx, userId: number, cardId: number): CardRow {
  const c = ctx.s.card.get(cardId, userId) as CardRow | undefined;
  if (!c) throw bad('bank_card_id', '银行卡不存在');
  if (c.status === 0) throw bad('bank_card_id', '该银行卡系统升级，暂不可用');
  return c;
}

/** Open-account prerequisites for trading. */
export function requireOpenAccount(ctx: Ctx, userId: number): void {
  if (!ctx.s.identity.get(userId)) throw bad('non_field_errors', '请先完成实名认证');
  const u = ctx.user(userId);
  if (!u.trade_password_hash) throw bad('non_field_errors', '请先设置交易密码');
}

/** Suitability (ARCHITECTURE.md): tested, not expired, and the type covers the level or a confirmation exists. */
export function suitability(
  ctx: Ctx,
  userId: number,
  level: number,
  target: string,
  confirmedFlag: boolean,
) {
  const p = riskProfile(ctx, userId);
  const need_test = p.status !== 1;
  const matches = !need_test && riskMatches(p.type, level);
  const forbidden = !need_test && !riskAllowedWithConfirm(p.type, level);
  const confirmed =
    confirmedFlag ||
    !!ctx.q('SELECT 1 FROM risk_confirms WHERE user_id = ? AND target = ?').get(userId, target);
  const need_confirm = !need_test && !matches && !forbidden;
  let message = '您的风险承受能力与该产品风险等级匹配';
  if (need_test)
    message = p.status === 2 ? TRADE_MESSAGES.riskExpired : TRADE_MESSAGES.riskUntested;
  else if (forbidden) message = TRADE_MESSAGES.riskConservativeOnly;
  else if (need_confirm)
    message = formatMessage(TRADE_MESSAGES.riskAboveLevel, {
      product: riskLevelLabel(level),
      user: riskTypeLabel(p.type),
    });
  return {
    passed: !need_test && !forbidden && (matches || confirmed),
    need_test,
    need_confirm: need_confirm && !confirmed,
    forbidden,
    message,
    userType: p.type,
  };
}

function enforceSuitability(ctx: Ctx, userId: number, f: Fund, riskConfirmed: boolean): void {
  const s = suitability(ctx, userId, f.risk, `fund:${f.code}`, riskConfirmed);
  if (!s.passed) throw new HttpError(400, { risk: [s.message] });
}

function checkLimits(ctx: Ctx, card: CardRow, amount: Decimal, at: number, bao = false): void {
  const bank = ctx.s.bank.get(card.bank_id) as BankRow;
  // spec 001 §5: the single-card limit applies "when nonzero, non-bao"
  if (!bao && bank.single_limit > 0 && amount.gt(bank.single_limit))
    throw bad('amount', TRADE_MESSAGES.buyOverBankLimit);
  if (bank.single_day_limit > 0) {
    const today = shDate(at);
    const row = ctx
      .q(
        'SELECT COALESCE(SUM(amount_cents), 0) AS c FROM trades WHERE bank_card_id = ? AND apply_at >= ? AND apply_at < ? AND direction IN (0, 5) AND status != 6',
      )
      .get(card.id, `${today}T00:00:00`, `${today}T99`) as { c: number };
    const used = new Decimal(row.c).div(100);
    if (used.plus(amount).gt(bank.single_day_limit))
      throw bad('amount', `超过银行单日限额${money(bank.single_day_limit)}元`);
  }
}

/** Fault injection for the crash test: pauses inside the trade transaction (SANDBOX_FAULT_PAUSE_MS). */
function faultPause(): void {
  const ms = Number(process.env.SANDBOX_FAULT_PAUSE_MS ?? 0);
  if (ms > 0) {
    writeSync(2, 'sandbox: in-transaction\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  }
}

export interface InsertTrade {
  userId: number;
  kind: 'fund' | 'bao';
  f: Fund;
  direction: number;
  amount: string | null;
  shares: string | null;
  fare: string | null;
  fare_ratio: string | null;
  discount_rate: string | null;
  cardId: number | null;
  at: number;
  trade_date: string;
  confirm_date: string;
  key: string | null;
  hash: string | null;
  fixedId?: number | null;
  portfolioTradeId?: number | null;
  source?: string;
  status?: number;
  extra?: (id: number) => void;
}

/** Writes one trade (and whatever `extra` adds) in a single transaction. */
export function insertTrade(ctx: Ctx, t: InsertTrade): TradeRow {
  const run = ctx.db.transaction(() => {
    const serial = serialFor(ctx, shDate(t.at));
    const info = ctx
      .q(
        `INSERT INTO trades (serial_number, user_id, kind, fund_code, direction, status, amount, shares, fare, fare_ratio, discount_rate,
          apply_at, trade_date, confirm_date, bank_card_id, fixed_investment_id, divi_type, idempotency_key, request_hash, source, amount_cents, portfolio_trade_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        serial,
        t.userId,
        t.kind,
        t.f.code,
        t.direction,
        t.status ?? 0,
        t.amount,
        t.shares,
        t.fare,
        t.fare_ratio,
        t.discount_rate,
        shIso(t.at),
        t.trade_date,
        t.confirm_date,
        t.cardId,
        t.fixedId ?? null,
        diviTypeOf(ctx, t.userId, t.f.code),
        t.key,
        t.hash,
        t.source ?? 'app',
        t.amount === null ? null : new Decimal(t.amount).times(100).toNumber(),
        t.portfolioTradeId ?? null,
      );
    const id = Number(info.lastInsertRowid);
    faultPause();
    t.extra?.(id);
    return ctx.q('SELECT * FROM trades WHERE id = ?').get(id) as TradeRow;
  });
  return run.immediate();
}

export function diviTypeOf(ctx: Ctx, userId: number, code: string): number {
  const r = ctx
    .q('SELECT divi_type FROM divi_types WHERE user_id = ? AND fund_code = ?')
    .get(userId, code) as { divi_type: number } | undefined;
  const f = ctx.market.fund(code);
  return r?.divi_type ?? (f && (f.stype === 300 || f.stype === 301 || f.stype === 303) ? 2 : 1);
}

// ---------- positions ----------
export interface Lot {
  cardId: number;
  date: string;
  shares: Decimal;
  cost: Decimal;
}
export interface Position {
  f: Fund;
  lots: Lot[];
  shares: Decimal;
  pendingSell: Decimal;
  pendingSellByCard: Map<number, Decimal>;
  buyUnconfirm: Decimal;
  invested: Decimal;
  realized: Decimal;
  cost: Decimal;
  trades: TradeRow[];
  lastConfirm: string | null;
}

/** Rebuilds a user's position in one fund from the trade log (FIFO lots per card). */
export function position(
  ctx: Ctx,
  userId: number,
  code: string,
  upTo?: string,
  portfolioId?: number,
): Position {
  const f = ctx.market.fund(code)!;
  const trades = (
    portfolioId === undefined
      ? ctx.s.tradesOfUserFund.all(userId, code)
      : ctx.s.tradesOfPortfolioFund.all(userId, code, portfolioId)
  ) as TradeRow[];
  const lots: Lot[] = [];
  const p: Position = {
    f,
    lots,
    shares: new Decimal(0),
    pendingSell: new Decimal(0),
    pendingSellByCard: new Map(),
    buyUnconfirm: new Decimal(0),
    invested: new Decimal(0),
    realized: new Decimal(0),
    cost: new Decimal(0),
    trades,
    lastConfirm: null,
  };
  const events: { date: string; order: number; apply: () => void }[] = [];
  for (const t of trades) {
    const isBuy = t.direction === 0 || t.direction === 5 || t.direction === 6 || t.direction === 4;
    if (t.status === 0) {
      if (isBuy) p.buyUnconfirm = p.buyUnconfirm.plus(t.amount ?? 0);
      else {
        p.pendingSell = p.pendingSell.plus(t.shares ?? 0);
        const c = t.bank_card_id ?? 0;
        p.pendingSellByCard.set(
          c,
          (p.pendingSellByCard.get(c) ?? new Decimal(0)).plus(t.shares ?? 0),
        );
      }
      continue;
    }
    if (t.status !== 1) continue;
    if (upTo && t.confirm_date > upTo) continue;
    events.push({
      date: t.confirm_date,
      order: t.id,
      apply: () => {
        if (!p.lastConfirm || t.confirm_date > p.lastConfirm) p.lastConfirm = t.confirm_date;
        if (isBuy) {
          lots.push({
            cardId: t.bank_card_id ?? 0,
            date: t.confirm_date,
            shares: new Decimal(t.shares_confirm ?? 0),
            cost: new Decimal(t.amount_confirm ?? t.amount ?? 0),
          });
          p.invested = p.invested.plus(t.amount_confirm ?? t.amount ?? 0);
        } else {
          p.realized = p.realized.plus(t.amount_confirm ?? 0);
          consume(lots, t.bank_card_id ?? 0, new Decimal(t.shares_confirm ?? t.shares ?? 0));
        }
      },
    });
  }
  if (f.isBao) {
    const inc = ctx
      .q('SELECT date, income FROM bao_income WHERE user_id = ? ORDER BY date')
      .all(userId) as { date: string; income: string }[];
    const cardId =
      (
        ctx
          .q('SELECT id FROM bank_cards WHERE user_id = ? ORDER BY is_default DESC, id LIMIT 1')
          .get(userId) as { id: number } | undefined
      )?.id ?? 0;
    for (const r of inc) {
      if (upTo && r.date > upTo) continue;
      events.push({
        date: r.date,
        order: 1e12,
        apply: () =>
          lots.push({
            cardId: lots[0]?.cardId ?? cardId,
            date: r.date,
            shares: new Decimal(r.income),
            cost: new Decimal(0),
          }),
      });
    }
  }
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
  for (const e of events) e.apply();
  p.shares = lots.reduce((s, l) => s.plus(l.shares), new Decimal(0));
  p.cost = lots.reduce((s, l) => s.plus(l.cost), new Decimal(0));
  return p;
}

function consume(lots: Lot[], cardId: number, shares: Decimal): { lot: Lot; shares: Decimal }[] {
  let left = shares;
  const used: { lot: Lot; shares: Decimal }[] = [];
  for (const l of lots) {
    if (left.lte(0)) break;
    if (l.cardId !== cardId || l.shares.lte(0)) continue;
    const take = Decimal.min(l.shares, left);
    const costPart = l.shares.isZero() ? new Decimal(0) : l.cost.times(take).div(l.shares);
    used.push({ lot: { ...l }, shares: take });
    l.shares = l.shares.minus(take);
    l.cost = l.cost.minus(costPart);
    left = left.minus(take);
  }
  for (let i = lots.length - 1; i >= 0; i--) if (lots[i]!.shares.lte(0)) lots.splice(i, 1);
  return used;
}

export function sharesOnCard(p: Position, cardId: number): { current: Decimal; enable: Decimal } {
  const current = p.lots
    .filter((l) => l.cardId === cardId)
    .reduce((s, l) => s.plus(l.shares), new Decimal(0));
  return { current, enable: Decimal.max(0, current.minus(p.pendingSellByCard.get(cardId) ?? 0)) };
}

/** Redemption fee of selling `shares` from a card at `nav` on `tradeDate`, FIFO over lots. */
export function sellFee(
  p: Position,
  cardId: number,
  shares: Decimal,
  nav: Decimal,
  tradeDate: string,
): { fare: Decimal; gross: Decimal; ratio: Decimal } {
  const lots = p.lots.map((l) => ({ ...l }));
  const used = consume(lots, cardId, shares);
  let fare = new Decimal(0);
  for (const u of used) {
    const days = dayNum(tradeDate) - dayNum(u.lot.date);
    fare = fare.plus(u.shares.times(nav).times(sellRate(p.f, days)));
  }
  const gross = shares.times(nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  fare = fare.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { fare, gross, ratio: gross.isZero() ? new Decimal(0) : fare.div(gross) };
}

// ---------- orders ----------
export interface BuyInput {
  coupon_id?: number;
  userId: number;
  symbol: string;
  amount: string;
  bank_card_id: number;
  risk_confirmed?: boolean;
  key: string;
  body: unknown;
}

export function placeBuy(ctx: Ctx, inp: BuyInput, opts: { bao?: boolean } = {}): TradeRow {
  const hash = requestHash(inp.body);
  const prior = idempotent(ctx, inp.userId, inp.key, hash);
  if (prior) return prior;
  const f = ctx.fundOr404(inp.symbol);
  if (f.isBao && !opts.bao) throw bad('symbol', '请通过转入功能买入该产品');
  requireFresh(ctx, f);
  requireOpenAccount(ctx, inp.userId);
  const amount = new Decimal(inp.amount);
  const mins = minimums(f);
  if (amount.lte(0)) throw bad('amount', TRADE_MESSAGES.amountInvalid);
  if (amount.lt(mins.amount_min_buy))
    throw bad(
      'amount',
      formatMessage(opts.bao ? TRADE_MESSAGES.transferInMin : TRADE_MESSAGES.buyMin, {
        n: mins.amount_min_buy,
      }),
    );
  if (amount.gt(10_000_000))
    throw bad(
      'amount',
      formatMessage(opts.bao ? TRADE_MESSAGES.transferInMax : TRADE_MESSAGES.buyMax, {
        n: '10000000.00',
      }),
    );
  const card = cardOf(ctx, inp.userId, inp.bank_card_id);
  if (!opts.bao) enforceSuitability(ctx, inp.userId, f, !!inp.risk_confirmed);
  const at = ctx.now();
  checkLimits(ctx, card, amount, at, Boolean(opts.bao));
  const q = quoteBuy(f, amount);
  const { trade_date, confirm_date } = tradeDates(ctx, f, at);
  // coupons are the promotion area's (hook); without it a coupon_id is refused
  let couponId: number | null = null;
  if (inp.coupon_id !== undefined) {
    if (!ctx.hooks.couponForBuy) throw bad('coupon_id', TRADE_MESSAGES.couponUnusable);
    couponId = ctx.hooks.couponForBuy(
      ctx,
      inp.userId,
      inp.coupon_id,
      amount.toFixed(),
      shDate(at),
      'fund_buy',
    );
  }
  return insertTrade(ctx, {
    extra:
      couponId === null
        ? undefined
        : (id) => ctx.hooks.spendCouponOnTrade?.(ctx, inp.userId, couponId, id),
    userId: inp.userId,
    kind: opts.bao ? 'bao' : 'fund',
    f,
    direction: 0,
    amount: money(amount),
    shares: null,
    fare: q.fare,
    fare_ratio: q.fare_ratio,
    discount_rate: q.discount_rate,
    cardId: card.id,
    at,
    trade_date,
    confirm_date,
    key: inp.key,
    hash,
  });
}

export interface SellInput {
  userId: number;
  symbol: string;
  shares: string;
  bank_card_id: number;
  key: string;
  body: unknown;
}

export function placeSell(ctx: Ctx, inp: SellInput): TradeRow {
  const hash = requestHash(inp.body);
  const prior = idempotent(ctx, inp.userId, inp.key, hash);
  if (prior) return prior;
  const f = ctx.fundOr404(inp.symbol);
  if (f.isBao) throw bad('symbol', '请通过转出功能卖出该产品');
  requireFresh(ctx, f);
  const card = cardOf(ctx, inp.userId, inp.bank_card_id);
  const shares = new Decimal(inp.shares);
  if (shares.lte(0) || shares.decimalPlaces() > 2)
    throw bad('shares', TRADE_MESSAGES.sharesInvalid);
  const p = position(ctx, inp.userId, f.code);
  const { enable } = sharesOnCard(p, card.id);
  if (enable.lte(0)) throw bad('shares', TRADE_MESSAGES.fundNotSellable);
  if (shares.gt(enable))
    throw bad('shares', formatMessage(TRADE_MESSAGES.sellMaxShares, { n: enable.toFixed(2) }));
  const min = new Decimal(minimums(f).shares_min_sell);
  if (shares.lt(min) && !shares.eq(enable))
    throw bad('shares', formatMessage(TRADE_MESSAGES.sellMinShares, { n: min.toFixed(2) }));
  const at = ctx.now();
  const { trade_date, confirm_date } = tradeDates(ctx, f, at);
  return insertTrade(ctx, {
    userId: inp.userId,
    kind: 'fund',
    f,
    direction: 1,
    amount: null,
    shares: shares.toFixed(2),
    fare: null,
    fare_ratio: null,
    discount_rate: '1',
    cardId: card.id,
    at,
    trade_date,
    confirm_date,
    key: inp.key,
    hash,
  });
}

/** Bao transfer out: fast redemption, credited to the card at once (T+0), confirmed immediately. */
export function placeBaoSell(
  ctx: Ctx,
  inp: {
    userId: number;
    amount: string;
    bank_card_id: number;
    is_fast?: boolean;
    key: string;
    body: unknown;
  },
): TradeRow {
  const hash = requestHash(inp.body);
  const prior = idempotent(ctx, inp.userId, inp.key, hash);
  if (prior) return prior;
  const f = ctx.market.fund(BAO_CODE)!;
  requireFresh(ctx, f);
  const card = cardOf(ctx, inp.userId, inp.bank_card_id);
  const amount = new Decimal(inp.amount);
  if (amount.lte(0)) throw bad('amount', TRADE_MESSAGES.transferOutInvalid);
  const p = position(ctx, inp.userId, f.code);
  const { enable } = sharesOnCard(p, card.id);
  if (amount.gt(enable)) throw bad('amount', TRADE_MESSAGES.balanceInsufficient);
  const fast = inp.is_fast !== false;
  const at = ctx.now();
  const today = shDate(at);
  if (fast) {
    const used = (
      ctx
        .q(
          "SELECT COALESCE(SUM(amount_cents), 0) AS c FROM trades WHERE user_id = ? AND kind = 'bao' AND direction = 1 AND trade_date = ? AND status = 1 AND confirm_date = trade_date",
        )
        .get(inp.userId, today) as { c: number }
    ).c;
    const left = new Decimal(1_000_000 - used).div(100);
    if (amount.gt(left))
      throw bad('amount', `快速转出每日最多10000.00元，今日还可转出${left.toFixed(2)}元`);
  }
  const dates = fast ? { trade_date: today, confirm_date: today } : tradeDates(ctx, f, at);
  return insertTrade(ctx, {
    userId: inp.userId,
    kind: 'bao',
    f,
    direction: 1,
    amount: money(amount),
    shares: money(amount),
    fare: '0.00',
    fare_ratio: '0',
    discount_rate: '1',
    cardId: card.id,
    at,
    ...dates,
    key: inp.key,
    hash,
    status: fast ? 1 : 0,
    extra: fast
      ? (id) => {
          ctx
            .q(
              'UPDATE trades SET amount_confirm = amount, shares_confirm = shares, net_value = ?, confirmed_at = ? WHERE id = ?',
            )
            .run('1.0000', shIso(at), id);
          ctx
            .q(
              'INSERT INTO card_ledger (card_id, trade_id, amount, at, note) VALUES (?, ?, ?, ?, ?)',
            )
            .run(card.id, id, money(amount), shIso(at), '余额宝快速转出');
        }
      : undefined,
  });
}

export function undoTrade(ctx: Ctx, userId: number, tradeId: number): TradeRow {
  const t = ctx.s.trade.get(tradeId, userId) as TradeRow | undefined;
  if (!t) throw new HttpError(404, { trade_id: ['请求的数据不存在'] });
  if (t.portfolio_trade_id)
    throw new HttpError(409, { trade_id: ['该交易属于组合订单，请在组合交易记录中撤单'] });
  if (!allowUndo(ctx, t))
    throw new HttpError(409, {
      trade_id: [t.status === 6 ? '该交易已撤单' : '已过撤单截止时间（交易日15:00），无法撤单'],
    });
  ctx.db.transaction(() => {
    ctx.q('UPDATE trades SET status = 6, undone_at = ? WHERE id = ?').run(ctx.nowIso(), t.id);
    ctx.hooks.returnCouponOfTrade?.(ctx, userId, t.id);
  })();
  return ctx.s.trade.get(tradeId, userId) as TradeRow;
}

// ---------- confirmation and scheduled jobs ----------
function confirmTrade(ctx: Ctx, t: TradeRow): void {
  const f = ctx.market.fund(t.fund_code)!;
  const navPt = ctx.market.navOn(f, t.trade_date);
  const nav = new Decimal(navPt.nav).div(10000);
  const navStr = nav.toFixed(4);
  const at = shIso(Math.max(ctx.now(), shInstant(t.confirm_date, '00:00:00')));
  const isBuy = t.direction === 0 || t.direction === 5 || t.direction === 6;
  ctx.db.transaction(() => {
    if (isBuy) {
      const net = new Decimal(t.amount!).minus(t.fare ?? 0);
      ctx
        .q(
          'UPDATE trades SET status = 1, amount_confirm = amount, shares_confirm = ?, net_value = ?, confirmed_at = ? WHERE id = ? AND status = 0',
        )
        .run(sharesFor(net, nav), navStr, at, t.id);
    } else {
      const pid = t.portfolio_trade_id
        ? (
            ctx
              .q('SELECT portfolio_id FROM portfolio_trades WHERE id = ?')
              .get(t.portfolio_trade_id) as { portfolio_id: number }
          ).portfolio_id
        : undefined;
      const p = position(ctx, t.user_id, t.fund_code, undefined, pid);
      const shares = new Decimal(t.shares!);
      const { fare, gross, ratio } = sellFee(p, t.bank_card_id ?? 0, shares, nav, t.trade_date);
      const amount = gross.minus(fare);
      ctx
        .q(
          'UPDATE trades SET status = 1, shares_confirm = shares, amount = ?, amount_confirm = ?, fare = ?, fare_ratio = ?, net_value = ?, confirmed_at = ? WHERE id = ? AND status = 0',
        )
        .run(
          money(gross),
          money(amount),
          money(fare),
          ratio.toDecimalPlaces(6).toString(),
          navStr,
          at,
          t.id,
        );
      if (t.bank_card_id)
        ctx
          .q('INSERT INTO card_ledger (card_id, trade_id, amount, at, note) VALUES (?, ?, ?, ?, ?)')
          .run(t.bank_card_id, t.id, money(amount), at, `${f.name}赎回到账`);
    }
    postTradeConfirmed(ctx, t);
  })();
}

/** Next scheduled date of a plan strictly after `after` (monthly day 1-28 or weekday 1-5), rolled to a trading day. */
export function nextPlanDate(
  ctx: Ctx,
  periodUnit: number,
  tradeDay: number,
  after: string,
): string {
  const cal = ctx.market.calendar;
  let d = addDays(after, 1);
  for (let i = 0; i < 400; i++, d = addDays(d, 1)) {
    const hit = periodUnit === 0 ? Number(d.slice(8, 10)) === tradeDay : weekday(d) === tradeDay;
    if (hit) {
      const t = cal.onOrAfter(d);
      if (t > after) return t;
    }
  }
  throw new Error('no plan date');
}

/** First deduction date: today if it is the plan day, a trading day and before 15:00; else the next one. */
export function firstPlanDate(ctx: Ctx, periodUnit: number, tradeDay: number): string {
  const now = ctx.now();
  const today = shDate(now);
  const cutoffPassed = !ctx.market.calendar.isTradingDay(today) || shTime(now) >= '15:00:00';
  return nextPlanDate(ctx, periodUnit, tradeDay, cutoffPassed ? today : addDays(today, -1));
}

function runFixedInvestments(ctx: Ctx, today: string): number {
  const plans = ctx
    .q('SELECT * FROM fixed_investments WHERE status = 0 AND next_date <= ?')
    .all(today) as {
    id: number;
    user_id: number;
    fund_code: string;
    bank_card_id: number;
    amount: string;
    period_unit: number;
    trade_day: number;
    next_date: string;
  }[];
  let n = 0;
  for (const plan of plans) {
    let date = plan.next_date;
    const f = ctx.market.fund(plan.fund_code)!;
    while (date <= today) {
      const q = quoteBuy(f, plan.amount);
      const at = Math.max(shInstant(date, '09:30:00'), date === today ? ctx.now() : 0);
      const card = ctx.q('SELECT * FROM bank_cards WHERE id = ?').get(plan.bank_card_id) as
        CardRow | undefined;
      const ok = !!card && card.status === 1;
      const exists = ctx
        .q('SELECT 1 FROM trades WHERE fixed_investment_id = ? AND trade_date = ?')
        .get(plan.id, date);
      if (!exists) {
        const row = insertTrade(ctx, {
          userId: plan.user_id,
          kind: 'fund',
          f,
          direction: 5,
          amount: plan.amount,
          shares: null,
          fare: q.fare,
          fare_ratio: q.fare_ratio,
          discount_rate: q.discount_rate,
          cardId: plan.bank_card_id,
          at,
          trade_date: date,
          confirm_date: ctx.market.calendar.next(date, confirmLag(f)),
          key: null,
          hash: null,
          fixedId: plan.id,
          source: 'fixed',
          status: ok ? 0 : 4,
        });
        postFixedDeduction(ctx, row, ok ? null : '银行卡不可用（已解绑或停用）');
        n++;
      }
      date = nextPlanDate(ctx, plan.period_unit, plan.trade_day, date);
    }
    ctx.q('UPDATE fixed_investments SET next_date = ? WHERE id = ?').run(date, plan.id);
  }
  return n;
}

/** Accrues bao income for each calendar day before `today`: shares x 万份收益 / 10000, reinvested. */
function runBaoIncome(ctx: Ctx, today: string): number {
  const users = ctx
    .q('SELECT DISTINCT user_id FROM trades WHERE fund_code = ? AND status = 1')
    .all(BAO_CODE) as { user_id: number }[];
  let n = 0;
  const ins = ctx.q(
    'INSERT OR IGNORE INTO bao_income (user_id, date, shares, income) VALUES (?, ?, ?, ?)',
  );
  for (const { user_id } of users) {
    const first = ctx
      .q(
        'SELECT MIN(confirm_date) AS d FROM trades WHERE user_id = ? AND fund_code = ? AND status = 1 AND direction IN (0, 5)',
      )
      .get(user_id, BAO_CODE) as { d: string | null };
    if (!first.d) continue;
    const last = ctx.q('SELECT MAX(date) AS d FROM bao_income WHERE user_id = ?').get(user_id) as {
      d: string | null;
    };
    let d = last.d ? addDays(last.d, 1) : first.d;
    const end = addDays(today, -1);
    if (d > end) continue;
    ctx.db.transaction(() => {
      for (; d <= end; d = addDays(d, 1)) {
        const p = position(ctx, user_id, BAO_CODE, d);
        const y = ctx.market.baoYield(d);
        const income = p.shares.times(y.tenthou).div(10000).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        ins.run(user_id, d, p.shares.toFixed(2), income.toFixed(2));
        n++;
      }
    })();
  }
  return n;
}

/** Runs everything due at the clock's current time: fixed-investment deductions, confirmations, bao income. */
export function runDue(ctx: Ctx): { deductions: number; confirmed: number; baoIncome: number } {
  const today = ctx.today();
  const deductions = runFixedInvestments(ctx, today);
  const due = ctx
    .q('SELECT * FROM trades WHERE status = 0 AND confirm_date <= ? ORDER BY trade_date, id')
    .all(today) as TradeRow[];
  for (const t of due) confirmTrade(ctx, t);
  const baoIncome = runBaoIncome(ctx, today);
  return { deductions, confirmed: due.length, baoIncome };
}
