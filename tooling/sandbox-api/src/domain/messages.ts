/**
 * The investor's inbox as the other domains see it: one call, {@link postMessage}, made where an
 * event happens on the sandbox clock (a trade confirmed, a 定投 deduction, a dividend paid). The messages area owns
 * the tables (`messages`, `message_settings`), the list, read marks, settings and fund alerts.
 */
import Decimal from 'decimal.js';
import type { Ctx, TradeRow } from '../ctx';
import { appLinks } from './app-links';
import { BAO_CODE } from '../market/market';
import { isBuyDirection } from '../trading/codes';

/** trade 交易, fixed 定投, alert 提醒, activity 活动 (the contract's MessageCategory). */
export type MessageCategory = 'trade' | 'fixed' | 'alert' | 'activity';
export const MESSAGE_CATEGORIES: readonly MessageCategory[] = [
  'trade',
  'fixed',
  'alert',
  'activity',
];

export type MessageKind =
  | 'trade_confirmed'
  | 'trade_failed'
  | 'money_arrived'
  | 'fixed_deducted'
  | 'fixed_failed'
  | 'take_profit'
  | 'alert_fired'
  | 'coupon_expiring'
  | 'dividend_paid';

const CATEGORY_OF: Record<MessageKind, MessageCategory> = {
  trade_confirmed: 'trade',
  trade_failed: 'trade',
  money_arrived: 'trade',
  fixed_deducted: 'fixed',
  fixed_failed: 'fixed',
  take_profit: 'fixed',
  alert_fired: 'alert',
  coupon_expiring: 'activity',
  dividend_paid: 'trade',
};

export interface NewMessage {
  userId: number;
  kind: MessageKind;
  title: string;
  content: string;
  /** When it happened (ISO 8601 with offset, the sandbox clock). */
  at: string;
  symbol?: string | null;
  /** An app path (appLinks) the message opens. */
  link?: string | null;
  /** Unique per event: a second post with the same key is ignored. */
  key: string;
}

/** Whether the user gets messages of a category (all on until the user turns one off). */
export function categoryOn(ctx: Ctx, userId: number, category: MessageCategory): boolean {
  const row = ctx
    .q('SELECT enabled FROM message_settings WHERE user_id = ? AND category = ?')
    .get(userId, category) as { enabled: number } | undefined;
  return row ? row.enabled === 1 : true;
}

/**
 * Stores a message in the user's inbox unless its category is turned off or its key was posted
 * before. Answers whether it was stored.
 */
export function postMessage(ctx: Ctx, m: NewMessage): boolean {
  const category = CATEGORY_OF[m.kind];
  if (!categoryOn(ctx, m.userId, category)) return false;
  const r = ctx
    .q(
      `INSERT OR IGNORE INTO messages (user_id, category, kind, title, content, created_at, symbol, link, event_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      m.userId,
      category,
      m.kind,
      m.title,
      m.content,
      m.at,
      m.symbol ?? null,
      m.link ?? null,
      m.key,
    );
  return r.changes > 0;
}

/** A fund's name as screens show it (the cash fund is 理财宝). */
export function fundLabel(ctx: Ctx, code: string): string {
  if (code === BAO_CODE) return '理财宝';
  return ctx.market.fund(code)?.name ?? code;
}

/**
 * The messages of a confirmed trade (spec 001 §4 status 1): 买入确认 with shares and NAV; a sell's
 * 卖出确认 and, when credited to a card, 资金到账. Legs of portfolio orders are the portfolio's.
 */
export function postTradeConfirmed(ctx: Ctx, t: TradeRow): void {
  if (t.portfolio_trade_id) return;
  const row = ctx.q('SELECT * FROM trades WHERE id = ?').get(t.id) as TradeRow;
  if (row.status !== 1) return;
  const name = fundLabel(ctx, row.fund_code);
  const at = row.confirmed_at ?? ctx.nowIso();
  const isBuy = isBuyDirection(row.direction);
  const link = appLinks.tradeDetail(row.id);
  if (isBuy) {
    postMessage(ctx, {
      userId: row.user_id,
      kind: 'trade_confirmed',
      title: `${row.fixed_investment_id ? '定投' : '买入'}确认成功`,
      content: `您于${row.trade_date}买入的${name}已确认：确认金额${row.amount_confirm}元，确认份额${row.shares_confirm}份，确认净值${row.net_value}（${row.trade_date}），手续费${row.fare ?? '0.00'}元。`,
      at,
      symbol: row.fund_code,
      link,
      key: `trade:${row.id}:confirmed`,
    });
    return;
  }
  postMessage(ctx, {
    userId: row.user_id,
    kind: 'trade_confirmed',
    title: '卖出确认成功',
    content: `您于${row.trade_date}卖出的${name}已确认：确认份额${row.shares_confirm}份，确认净值${row.net_value}（${row.trade_date}），手续费${row.fare ?? '0.00'}元，到账金额${row.amount_confirm}元。`,
    at,
    symbol: row.fund_code,
    link,
    key: `trade:${row.id}:confirmed`,
  });
  if (row.source === 'take_profit') {
    postMessage(ctx, {
      userId: row.user_id,
      kind: 'money_arrived',
      title: '资金到账',
      content: `目标止盈赎回${name}的${row.amount_confirm}元已转入理财宝。`,
      at,
      symbol: row.fund_code,
      link,
      key: `trade:${row.id}:arrived`,
    });
    return;
  }
  if (row.bank_card_id) {
    const card = ctx.q('SELECT card_no FROM bank_cards WHERE id = ?').get(row.bank_card_id) as
      { card_no: string } | undefined;
    postMessage(ctx, {
      userId: row.user_id,
      kind: 'money_arrived',
      title: '资金到账',
      content: `卖出${name}的${row.amount_confirm}元已到账${card ? `尾号${card.card_no.slice(-4)}的银行卡` : '银行卡'}。`,
      at,
      symbol: row.fund_code,
      link,
      key: `trade:${row.id}:arrived`,
    });
  }
}

/** The message of a 定投 deduction on its plan date: 扣款成功, or 扣款失败 with the reason. */
export function postFixedDeduction(ctx: Ctx, t: TradeRow, reason: string | null): void {
  const name = fundLabel(ctx, t.fund_code);
  const link = t.fixed_investment_id ? appLinks.fixedInvestmentDetail(t.fixed_investment_id) : null;
  postMessage(
    ctx,
    reason === null
      ? {
          userId: t.user_id,
          kind: 'fixed_deducted',
          title: '定投扣款成功',
          content: `您的${name}定投计划已于${t.trade_date}扣款${t.amount}元，将按${t.trade_date}的净值确认份额。`,
          at: t.apply_at,
          symbol: t.fund_code,
          link,
          key: `trade:${t.id}:deducted`,
        }
      : {
          userId: t.user_id,
          kind: 'fixed_failed',
          title: '定投扣款失败',
          content: `您的${name}定投计划${t.trade_date}扣款${t.amount}元失败：${reason}。`,
          at: t.apply_at,
          symbol: t.fund_code,
          link,
          key: `trade:${t.id}:deducted`,
        },
  );
}

/** A 分红 trade with its record (`dividends`), as {@link postDividendPaid} reads it. */
interface PaidDividend {
  trade_id: number;
  shares: string;
  per_unit: string;
  source: 'official' | 'inferred';
  amount_confirm: string;
  shares_confirm: string | null;
  net_value: string;
  confirmed_at: string;
  card_no: string | null;
}

/**
 * The message of a dividend paid to a holder (spec 001 §4 分红, README "Dividends"), one per
 * user, fund and ex-date (the payments of every card in one message; a second call is ignored):
 * the fund, the ex-date, 元/份 and the shares of record, then the cash paid (yuan) and the cards it
 * went to, or the amount reinvested, the ex-date NAV and the shares it bought; and the day it was
 * paid (the sandbox pays when the clock passes the ex-date). A 元/份 inferred from the NAV, not
 * announced, is marked （推算）, as are the amounts from it. Nothing when no 分红 was written.
 */
export function postDividendPaid(ctx: Ctx, userId: number, code: string, exDate: string): void {
  const rows = ctx
    .q(
      `SELECT d.trade_id, d.shares, d.per_unit, d.source, t.amount_confirm, t.shares_confirm,
         t.net_value, t.confirmed_at, c.card_no
       FROM dividends d JOIN trades t ON t.id = d.trade_id
       LEFT JOIN bank_cards c ON c.id = NULLIF(d.card_id, 0)
       WHERE d.user_id = ? AND d.fund_code = ? AND d.ex_date = ? ORDER BY d.trade_id`,
    )
    .all(userId, code, exDate) as PaidDividend[];
  const first = rows[0];
  if (!first) return;
  const total = (pick: (r: PaidDividend) => string | null) =>
    rows.reduce((s, r) => s.plus(pick(r) ?? 0), new Decimal(0)).toFixed(2);
  const est = first.source === 'inferred' ? '（推算）' : '';
  const amount = `${total((r) => r.amount_confirm)}元${est}`;
  const paidOn = first.confirmed_at.slice(0, 10);
  const reinvest = first.shares_confirm !== null;
  const tails = rows.flatMap((r) => (r.card_no ? [`尾号${r.card_no.slice(-4)}`] : []));
  const where = tails.length ? `至${tails.join('、')}的银行卡` : '';
  const head = `您持有的${fundLabel(ctx, code)}（${code}）已于${exDate}除息，每份分红${first.per_unit}元${est}，权益登记份额${total((r) => r.shares)}份。`;
  postMessage(ctx, {
    userId,
    kind: 'dividend_paid',
    title: reinvest ? '红利再投资确认' : '现金分红到账',
    content: reinvest
      ? `${head}红利${amount}已按${exDate}的净值${first.net_value}再投资为${total((r) => r.shares_confirm)}份，于${paidOn}确认。`
      : `${head}现金分红${amount}已于${paidOn}发放${where}。`,
    at: first.confirmed_at,
    symbol: code,
    link: appLinks.tradeDetail(first.trade_id),
    key: `dividend:${code}:${exDate}`,
  });
}
