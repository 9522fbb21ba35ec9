/**
 * A user's portfolio holdings and orders, derived from the trade log like fund holdings are
 * (README: holdings are rebuilt from `trades`, so they cannot drift): worth = each fund's
 * confirmed shares x its last published NAV, to the cent, summed.
 */
import Decimal from 'decimal.js';
import { cardJson, fundBrief } from '../../domain/serializers';
import { allowUndo, tradeJson } from '../../domain/trade-json';
import { tradeDirectionLabel, type components } from '@jijin/core';
import type { CardRow, Ctx } from '../../ctx';
import { money } from '../../ctx';
import {
  DIRECTION,
  STATUS,
  isBuyDirection,
  isSellDirection,
  sharesOnCard,
  signedShares,
} from '../../trading';
import { HttpError } from '../../http/errors';
import { BUY_DISCOUNT } from '../../market/fees';
import { portfolioBrief, portfolioJson } from './serialize';
import { isAdvisor, portfolioOr404, type PortfolioRow } from './store';
import {
  childTrades,
  heldFunds,
  orderStatus,
  sellableWorth,
  type HeldFund,
  type PortfolioTradeRow,
} from './trading';
import { needsRebalance } from './rebalance';

type S = components['schemas'];
const ZERO = new Decimal(0);

const STATUS_LABEL: Record<number, string> = {
  0: '确认中',
  1: '确认成功',
  2: '确认失败',
  6: '已撤单',
  8: '部分确认',
  10: '调仓中',
  11: '调仓成功',
  12: '调仓失败',
};

export function orderJson(
  ctx: Ctx,
  o: PortfolioTradeRow,
  origin: string,
): S['PortfolioTradeRecord'] {
  const kids = childTrades(ctx, o.id);
  const status = orderStatus(o, kids);
  const pf = portfolioOr404(ctx, o.portfolio_id);
  const card = ctx.q('SELECT * FROM bank_cards WHERE id = ?').get(o.bank_card_id) as
    CardRow | undefined;
  const confirmed = kids.filter((t) => t.status === STATUS.confirmed);
  const confirmedSells = confirmed.filter((t) => isSellDirection(t.direction));
  const confirmedBuys = confirmed.filter((t) => isBuyDirection(t.direction));
  const sum = (ts: typeof kids, k: 'amount_confirm') =>
    ts.reduce((s, t) => s.plus(t[k] ?? 0), ZERO);
  const done =
    status === STATUS.confirmed || status === STATUS.partConfirmed || status === STATUS.rebalanced;
  return {
    id: o.id,
    direction: o.direction as S['PortfolioTradeRecord']['direction'],
    direction_display: tradeDirectionLabel(o.direction) || '其他',
    status: status as S['PortfolioTradeRecord']['status'],
    status_display:
      status === STATUS.pending
        ? o.direction === DIRECTION.buy
          ? '委托成功'
          : '确认中'
        : (STATUS_LABEL[status] ?? '未知'),
    amount: o.amount,
    amount_confirm: done
      ? money(
          sum(
            isSellDirection(o.direction)
              ? confirmedSells
              : confirmedBuys.length
                ? confirmedBuys
                : confirmedSells,
            'amount_confirm',
          ),
        )
      : null,
    amount_real: done
      ? money(
          isSellDirection(o.direction)
            ? sum(confirmedSells, 'amount_confirm')
            : sum(confirmedBuys, 'amount_confirm'),
        )
      : null,
    amount_refund: status === STATUS.undone ? o.amount : null,
    apply_date: o.apply_at,
    shares: null,
    shares_confirm: null,
    remind_info:
      status === STATUS.pending
        ? `预计${o.confirm_date}确认`
        : status === STATUS.rebalancing
          ? '卖出部分确认后买入目标基金'
          : null,
    divi_type: null,
    rebalance_type: o.direction === DIRECTION.rebalance ? 1 : null,
    opposite_trade_record: null,
    portfolio: portfolioBrief(ctx, pf),
    bank_card: card ? (cardJson(ctx, card, origin) as S['BankCard']) : null,
  };
}

export function orderDetailJson(
  ctx: Ctx,
  o: PortfolioTradeRow,
  origin: string,
): S['PortfolioTradeRecordDetail'] {
  const kids = childTrades(ctx, o.id);
  const base = orderJson(ctx, o, origin);
  const fareOf = (d: number) =>
    kids.filter((t) => t.direction === d).reduce((s, t) => s.plus(t.fare ?? 0), ZERO);
  const title = tradeDirectionLabel(o.direction) || '交易';
  const status = base.status;
  const submitted = {
    status: 1,
    title: `${title}申请已提交`,
    desc: `${o.apply_at.slice(0, 16).replace('T', ' ')} 提交成功`,
  };
  const steps: S['StatusInfoItem'][] = [submitted];
  if (status === STATUS.undone)
    steps.push({
      status: 1,
      title: '已撤单',
      desc: o.bao_trade_id ? '撤单成功，资金已退回理财宝' : '撤单成功，资金将退回银行卡',
    });
  else if (o.direction === DIRECTION.rebalance) {
    const sells = kids.filter((t) => isSellDirection(t.direction));
    const sellsDone = sells.every((t) => t.status === STATUS.confirmed);
    steps.push({
      status: sellsDone ? 1 : 2,
      title: '卖出调出基金',
      desc: sellsDone ? '已确认' : `预计${sells[0]?.confirm_date ?? o.confirm_date}确认`,
    });
    steps.push({
      status: status === STATUS.rebalanced ? 1 : sellsDone ? 2 : 0,
      title: '买入调入基金',
      desc:
        status === STATUS.rebalanced ? `${o.confirm_date} 已全部确认` : '卖出确认后以到账金额买入',
    });
  } else {
    steps.push({
      status: status === STATUS.confirmed ? 1 : 2,
      title: '基金确认',
      desc:
        status === STATUS.confirmed
          ? `${o.confirm_date} 已全部确认`
          : `预计${o.confirm_date}确认，按${o.trade_date}净值计算`,
    });
    steps.push(
      o.direction === DIRECTION.buy
        ? {
            status: status === STATUS.confirmed ? 1 : 0,
            title: '查看收益',
            desc: `${ctx.market.calendar.next(o.confirm_date)} 起可查看收益`,
          }
        : {
            status: status === STATUS.confirmed ? 1 : 0,
            title: '资金到账',
            desc:
              status === STATUS.confirmed
                ? `${o.confirm_date} 已到账银行卡`
                : `预计${o.confirm_date}到账银行卡`,
          },
    );
  }
  const coupon = o.coupon_id
    ? (ctx.q('SELECT id, amount, name FROM coupons WHERE id = ?').get(o.coupon_id) as
        { id: number; amount: string; name: string } | undefined)
    : undefined;
  return {
    ...base,
    serial_number: o.serial_number,
    discount: null,
    discount_rate: o.direction === DIRECTION.buy ? Number(BUY_DISCOUNT) : 1,
    fare: money(fareOf(DIRECTION.buy).plus(fareOf(DIRECTION.sell))),
    fare_buy: money(fareOf(DIRECTION.buy)),
    fare_sell: money(fareOf(DIRECTION.sell)),
    is_first_trade: false,
    confirm_date: o.confirm_date,
    allow_undo: !o.undone_at && kids.length > 0 && kids.every((t) => allowUndo(ctx, t)),
    failure_notification: null,
    is_remittance: false,
    remittance_date: null,
    status_info: steps,
    trade_record_list: kids.map((t) => tradeJson(ctx, t, origin) as S['FundTradeRecord']),
    coupon_record: coupon ?? null,
  };
}

/** Ids of the portfolios a user has ever traded. */
export function tradedPortfolioIds(ctx: Ctx, userId: number): number[] {
  return (
    ctx
      .q(
        'SELECT DISTINCT portfolio_id FROM portfolio_trades WHERE user_id = ? ORDER BY portfolio_id',
      )
      .all(userId) as { portfolio_id: number }[]
  ).map((r) => r.portfolio_id);
}

/**
 * Income of the last NAV day: for each fund, the shares bought before that day (trade date
 * earlier than it) x the day's NAV change, to the cent, summed. Shares bought at that day's NAV
 * earn from the next NAV day on.
 */
function latestIncome(ctx: Ctx, held: readonly HeldFund[]): Decimal {
  return held.reduce((s, h) => {
    const today = ctx.market.navOn(h.f, ctx.navDate()); // a portfolio's funds have a NAV series
    const prev = ctx.market.prevNav(h.f, ctx.navDate());
    if (!prev) return s;
    const shares = h.p.trades
      .filter((t) => t.status === STATUS.confirmed && t.trade_date < today.date)
      .reduce((n, t) => n.plus(signedShares(t)), ZERO);
    return s.plus(
      shares
        .times(today.nav - prev.nav)
        .div(10000)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    );
  }, ZERO);
}

export interface PortfolioTotals {
  worth: Decimal;
  incomeLatest: Decimal;
  incomeTotal: Decimal;
  /** Amount of buys not yet confirmed (counted in the section's worth, as for funds). */
  buyUnconfirm: Decimal;
  fare: Decimal;
}

/** A user's totals in one portfolio. */
export function portfolioTotals(ctx: Ctx, userId: number, portfolioId: number): PortfolioTotals {
  const held = heldFunds(ctx, userId, portfolioId);
  const worth = held.reduce((s, h) => s.plus(h.worth), ZERO);
  const invested = held.reduce((s, h) => s.plus(h.p.invested).minus(h.p.realized), ZERO);
  const fare = (
    ctx
      .q('SELECT fare FROM portfolio_manage_fares WHERE user_id = ? AND portfolio_id = ?')
      .all(userId, portfolioId) as { fare: string }[]
  ).reduce((s, r) => s.plus(r.fare), ZERO);
  return {
    worth,
    incomeLatest: latestIncome(ctx, held),
    incomeTotal: worth.minus(invested),
    buyUnconfirm: held.reduce((s, h) => s.plus(h.p.buyUnconfirm), ZERO),
    fare,
  };
}

/**
 * A user's portfolio holdings by topic, for the account's total assets (`GET /funds/assets/mine/`
 * calls this: the account-funds area owns that operation).
 * @returns one section per topic (xds, pandoras_box): worth (confirmed worth + buys being
 *   confirmed, yuan), incomes and accrued advisory fees, as decimal strings
 */
export function portfolioAssetSections(ctx: Ctx, userId: number): S['AccountAssetsTopicSection'][] {
  const ids = tradedPortfolioIds(ctx, userId);
  return [
    { code: 'xds', title: '投顾组合' },
    { code: 'pandoras_box', title: '潘多拉魔盒' },
  ].map((t) => {
    const mine = ids
      .map((id) => ({ row: portfolioOr404(ctx, id), totals: portfolioTotals(ctx, userId, id) }))
      .filter((x) => x.row.topic === t.code);
    const sum = (k: keyof PortfolioTotals) => mine.reduce((s, x) => s.plus(x.totals[k]), ZERO);
    return {
      ...t,
      trade_date: mine.length ? ctx.navDate() : null,
      worth_value: money(sum('worth').plus(sum('buyUnconfirm'))),
      income_latest: money(sum('incomeLatest')),
      income_total: money(sum('incomeTotal')),
      fare: money(sum('fare')),
    };
  });
}

/** The holding of one portfolio (spec 001 §3 Account portfolio holding). */
export function holdingJson(
  ctx: Ctx,
  userId: number,
  pf: PortfolioRow,
  origin: string,
): S['PortfolioHolding'] {
  const held = heldFunds(ctx, userId, pf.id);
  const totals = portfolioTotals(ctx, userId, pf.id);
  const pendingSell = held.reduce((s, h) => s.plus(h.p.pendingSell.times(h.nav)), ZERO);
  const pendingSellShares = held.reduce((s, h) => s.plus(h.p.pendingSell), ZERO);
  const orders = ctx
    .q('SELECT * FROM portfolio_trades WHERE user_id = ? AND portfolio_id = ? ORDER BY id DESC')
    .all(userId, pf.id) as PortfolioTradeRow[];
  const cards = ctx.s.cards.all(userId) as CardRow[];
  const rebalancing = orders.some(
    (o) =>
      o.direction === DIRECTION.rebalance &&
      orderStatus(o, childTrades(ctx, o.id)) === STATUS.rebalancing,
  );
  const rebalanceCard = cards.find((c) => needsRebalance(ctx, userId, pf.id, c.id));
  const notification: S['NoticeItem'][] = [];
  if (totals.buyUnconfirm.gt(0))
    notification.push({
      url: `/accounts/funds/portfolios/trades/?tab=0`,
      title: `有${money(totals.buyUnconfirm)}元买入确认中`,
      action_title: '查看',
    });
  if (rebalanceCard && !rebalancing)
    notification.push({
      url: `/p/${pf.id}/rebalance_proposal/?bankCardId=${rebalanceCard.id}`,
      title: '投顾已调整组合配置，建议按新配置调仓',
      action_title: '去调仓',
    });
  return {
    allow_sell: cards.some((c) => sellableWorth(held, c.id).gt(0)),
    allow_rebalance: !!rebalanceCard && !rebalancing,
    trade_date: ctx.navDate(),
    worth_value: money(totals.worth),
    fare: money(totals.fare),
    income_total: money(totals.incomeTotal),
    income_latest: money(totals.incomeLatest),
    notification,
    buy_unconfirm: money(totals.buyUnconfirm),
    sell_unconfirm: pendingSellShares.toFixed(2),
    amount_unconfirm: money(totals.buyUnconfirm),
    shares_unconfirm: pendingSellShares.toFixed(2),
    sell_amount_unconfirm: money(pendingSell),
    is_manager: isAdvisor(ctx, userId),
    divi_info: null,
    rebalance_unconfirm: rebalancing,
    funds_list: held
      .filter((h) => h.p.shares.gt(0) || h.p.buyUnconfirm.gt(0))
      .map((h) => ({
        fund: fundBrief(ctx, h.f) as S['FundBrief'],
        shares_enable: Decimal.max(0, h.p.shares.minus(h.p.pendingSell)).toFixed(2),
        shares_current: h.p.shares.toFixed(2),
        worth_value: money(h.worth),
        worth_value_per: h.nav.toFixed(4),
      })),
    income_list: [],
    statuses_publish_at: null,
    fund_portfolio: portfolioJson(ctx, pf, userId, origin),
    shares_list: cards
      .map((c) => {
        // each fund's worth on the card to the cent, then summed — the holding's own rule, so a
        // single card's worth is exactly the holding's worth
        const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        const cur = held.reduce(
          (s, h) => s.plus(cents(sharesOnCard(h.p, c.id).current.times(h.nav))),
          ZERO,
        );
        const en = held.reduce((s, h) => s.plus(sharesOnCard(h.p, c.id).enable.times(h.nav)), ZERO);
        return {
          id: c.id,
          shares_current: money(cur),
          shares_enable: money(en),
          worth_value: money(cur),
          worth_value_enable: en.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
          bank_card: cardJson(ctx, c, origin) as S['BankCard'],
        };
      })
      .filter((x) => new Decimal(x.worth_value).gt(0)),
    trade_record_list: orders.slice(0, 5).map((o) => orderJson(ctx, o, origin)),
  };
}

/** The holding or 404 when the user never traded the portfolio. */
export function holdingOr404(
  ctx: Ctx,
  userId: number,
  id: number,
  origin: string,
): S['PortfolioHolding'] {
  if (!tradedPortfolioIds(ctx, userId).includes(id))
    throw new HttpError(404, { detail: ['您未持有该组合'] });
  return holdingJson(ctx, userId, portfolioOr404(ctx, id), origin);
}

/** A holding is listed while it has shares, buys or sells being confirmed. */
export function isHeld(h: S['PortfolioHolding']): boolean {
  return (
    new Decimal(h.worth_value).gt(0) ||
    new Decimal(h.buy_unconfirm ?? 0).gt(0) ||
    new Decimal(h.sell_unconfirm ?? 0).gt(0) ||
    !!h.rebalance_unconfirm
  );
}

/** Daily income rows of a user's holding: shares held the day before x the NAV change, per fund. */
export function incomeRows(ctx: Ctx, userId: number, portfolioId: number): S['IncomeRow'][] {
  const held = heldFunds(ctx, userId, portfolioId);
  const trades = held.flatMap((h) =>
    h.p.trades.filter((t) => t.status === STATUS.confirmed).map((t) => ({ t, f: h.f })),
  );
  if (!trades.length) return [];
  const start = trades.map((x) => x.t.confirm_date).sort()[0]!;
  const cal = ctx.market.calendar;
  const end = cal.onOrBefore(ctx.navDate());
  const rows: S['IncomeRow'][] = [];
  let total = ZERO;
  for (let d = cal.onOrAfter(start); d <= end; d = cal.next(d)) {
    let inc = ZERO;
    let worth = ZERO;
    for (const h of held) {
      const sharesAt = (upTo: string) =>
        h.p.trades
          .filter((t) => t.status === STATUS.confirmed && t.confirm_date <= upTo)
          .reduce((s, t) => s.plus(signedShares(t)), ZERO);
      const before = sharesAt(cal.prev(d));
      const after = sharesAt(d);
      const navD = ctx.market.navOn(h.f, d).nav; // a portfolio's funds have a NAV series
      const navP = ctx.market.navOn(h.f, cal.prev(d)).nav;
      inc = inc.plus(before.times(navD - navP).div(10000));
      worth = worth.plus(after.times(navD).div(10000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
    }
    inc = inc.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    total = total.plus(inc);
    rows.push({
      trade_date: d,
      income_latest: money(inc),
      income_total: money(total),
      worth_value: money(worth),
      fare: '0.00',
    });
  }
  return rows.reverse();
}
