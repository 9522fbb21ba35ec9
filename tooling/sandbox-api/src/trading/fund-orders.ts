/**
 * Fund orders (spec 001 §5, §7 Fund trading): buy (and bao transfer-in), sell, bao transfer-out
 * and undo. Each order is one `trades` row (a repeated Idempotency-Key is the dispatcher's:
 * http/idempotency.ts).
 */
import Decimal from 'decimal.js';
import { formatAmountForMessage } from '@jijin/core/format';
import { TRADE_MESSAGES, formatMessage } from '@jijin/core/messages';
import { positiveLimit } from '@jijin/core/trade';
import type { Ctx, TradeRow } from '../ctx';
import { money } from '../domain/format';
import { shDate, shIso } from '../clock';
import { quoteBuy, minimums } from '../market/fees';
import { BAO_CODE } from '../market/market';
import { HttpError, bad } from '../http/errors';
import { allowUndo } from '../domain/trade-json';
import { requireFresh } from '../domain/freshness';
import { DIRECTION, STATUS } from './codes';
import { position, sharesOnCard } from './positions';
import {
  cardOf,
  checkCardLimits,
  couponFor,
  enforceSuitability,
  requireOpenAccount,
  tradeDates,
} from './rules';
import { insertBaoSellNow, insertTrade } from './write';

/** What a buy (or bao transfer-in) asks for; `amount` in yuan. */
export interface BuyInput {
  coupon_id?: number;
  userId: number;
  symbol: string;
  amount: string;
  bank_card_id: number;
  risk_confirmed?: boolean;
}

/**
 * Places a fund buy, or with `opts.bao` a transfer into the bao (spec 001 §5 Fund buy amount):
 * amount above the fund's minimum and below its `amount_max_buy`, a usable card within the
 * bank's limits, suitability, an optional coupon.
 * @throws HttpError 400 (amount, card, risk, coupon, stale NAV, unknown or delisted fund)
 */
export function placeBuy(ctx: Ctx, inp: BuyInput, opts: { bao?: boolean } = {}): TradeRow {
  const f = ctx.tradeFund(inp.symbol);
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
  const max = positiveLimit(mins.amount_max_buy);
  if (max && amount.gt(max.toString()))
    throw bad(
      'amount',
      formatMessage(opts.bao ? TRADE_MESSAGES.transferInMax : TRADE_MESSAGES.buyMax, {
        n: formatAmountForMessage(max),
      }),
    );
  const card = cardOf(ctx, inp.userId, inp.bank_card_id);
  if (!opts.bao) enforceSuitability(ctx, inp.userId, f, !!inp.risk_confirmed);
  const at = ctx.now();
  checkCardLimits(ctx, card, amount, at, { bao: Boolean(opts.bao) });
  const q = quoteBuy(f, amount);
  const { trade_date, confirm_date } = tradeDates(ctx, f, at);
  const couponId = couponFor(ctx, inp.userId, inp.coupon_id, amount, at, 'fund_buy');
  return insertTrade(ctx, {
    extra:
      couponId === null
        ? undefined
        : (id) => ctx.hooks.spendCouponOnTrade?.(ctx, inp.userId, couponId, id),
    userId: inp.userId,
    kind: opts.bao ? 'bao' : 'fund',
    f,
    direction: DIRECTION.buy,
    amount: money(amount),
    shares: null,
    fare: q.fare,
    fare_ratio: q.fare_ratio,
    discount_rate: q.discount_rate,
    cardId: card.id,
    at,
    trade_date,
    confirm_date,
  });
}

/** What a fund sell asks for; `shares` to 2 decimals. */
export interface SellInput {
  userId: number;
  symbol: string;
  shares: string;
  bank_card_id: number;
}

/**
 * Places a fund sell of shares held on a card (spec 001 §5 Fund sell).
 * @throws HttpError 400 (shares above the sellable, below the minimum, card, stale NAV, unknown or
 * delisted fund)
 */
export function placeSell(ctx: Ctx, inp: SellInput): TradeRow {
  const f = ctx.tradeFund(inp.symbol);
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
    direction: DIRECTION.sell,
    amount: null,
    shares: shares.toFixed(2),
    fare: null,
    fare_ratio: null,
    discount_rate: '1',
    cardId: card.id,
    at,
    trade_date,
    confirm_date,
  });
}

/** Fast transfer-out cap per user per day, in cents (10,000.00 yuan; README "Business rules"). */
const FAST_SELL_DAY_CENTS = 1_000_000;

/**
 * Bao transfer-out: fast (default) is credited to the card at once (T+0) and confirmed
 * immediately, up to 10,000 yuan a day; otherwise it follows the trading clock.
 * @throws HttpError 400 (amount, balance, day cap, card)
 */
export function placeBaoSell(
  ctx: Ctx,
  inp: {
    userId: number;
    amount: string;
    bank_card_id: number;
    is_fast?: boolean;
  },
): TradeRow {
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
  if (fast) {
    const used = (
      ctx
        .q(
          "SELECT COALESCE(SUM(amount_cents), 0) AS c FROM trades WHERE user_id = ? AND kind = 'bao' AND direction = ? AND trade_date = ? AND status = ? AND confirm_date = trade_date",
        )
        .get(inp.userId, DIRECTION.sell, shDate(at), STATUS.confirmed) as { c: number }
    ).c;
    const left = new Decimal(FAST_SELL_DAY_CENTS - used).div(100);
    if (amount.gt(left))
      throw bad('amount', `快速转出每日最多10000.00元，今日还可转出${left.toFixed(2)}元`);
    return insertBaoSellNow(ctx, {
      userId: inp.userId,
      bao: f,
      amount,
      cardId: card.id,
      at,
      extra: (id) =>
        ctx
          .q('INSERT INTO card_ledger (card_id, trade_id, amount, at, note) VALUES (?, ?, ?, ?, ?)')
          .run(card.id, id, money(amount), shIso(at), '理财宝快速转出'),
    });
  }
  return insertTrade(ctx, {
    userId: inp.userId,
    kind: 'bao',
    f,
    direction: DIRECTION.sell,
    amount: money(amount),
    shares: money(amount),
    fare: '0.00',
    fare_ratio: '0',
    discount_rate: '1',
    cardId: card.id,
    at,
    ...tradeDates(ctx, f, at),
  });
}

/**
 * Undoes a pending fund order before its cutoff (15:00 of the trade date); a coupon spent on it
 * is given back.
 * @throws HttpError 404 unknown trade, 409 part of a portfolio order, already undone, or past the cutoff
 */
export function undoTrade(ctx: Ctx, userId: number, tradeId: number): TradeRow {
  const t = ctx.s.trade.get(tradeId, userId) as TradeRow | undefined;
  if (!t) throw new HttpError(404, { trade_id: ['请求的数据不存在'] });
  if (t.portfolio_trade_id)
    throw new HttpError(409, { trade_id: ['该交易属于组合订单，请在组合交易记录中撤单'] });
  if (!allowUndo(ctx, t))
    throw new HttpError(409, {
      trade_id: [
        t.status === STATUS.undone ? '该交易已撤单' : '已过撤单截止时间（交易日15:00），无法撤单',
      ],
    });
  ctx.db.transaction(() => {
    ctx
      .q('UPDATE trades SET status = ?, undone_at = ? WHERE id = ?')
      .run(STATUS.undone, ctx.nowIso(), t.id);
    // a 基金转换 is one order: undoing either leg undoes both
    if (t.switch_pair_id)
      ctx
        .q(
          'UPDATE trades SET status = ?, undone_at = ? WHERE id = ? AND user_id = ? AND status = ?',
        )
        .run(STATUS.undone, ctx.nowIso(), t.switch_pair_id, userId, STATUS.pending);
    ctx.hooks.returnCouponOfTrade?.(ctx, userId, t.id);
  })();
  return ctx.s.trade.get(tradeId, userId) as TradeRow;
}
