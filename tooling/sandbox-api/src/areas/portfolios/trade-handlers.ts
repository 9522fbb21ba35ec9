/**
 * The portfolios area's order handlers (spec 001 §7 "Portfolio funds"): buy, sell, rebalance and
 * single-fund sell orders, undo, fee estimates, proposals and before/after comparisons.
 */
import Decimal from 'decimal.js';
import { tradeDetailJson } from '../../domain/trade-json';
import { checkTradePassword } from '../../domain/trade-password';
import { requireFresh } from '../../domain/freshness';
import type { components } from '@jijin/core';
import { formatMessage, TRADE_MESSAGES } from '@jijin/core/messages';

import { money } from '../../ctx';
import { bad } from '../../http/errors';
import { uid, type HandlerTable, type Req } from '../../http/registry';
import { BUY_DISCOUNT, quoteBuy } from '../../market/fees';
import { cardOf, sellFee, tradeDates } from '../../trading';

import { orderDetailJson } from './holdings';

import { positionJson } from './serialize';
import { activePositions, portfolioOr404 } from './store';
import {
  baoAvailable,
  buyLegs,
  heldFunds,
  placePortfolioBuy,
  placePortfolioFundSell,
  placePortfolioSell,
  sellLegs,
  undoPortfolioTrade,
} from './trading';
import { needsRebalance, placeRebalance, rebalancePart, rebalancePlan } from './rebalance';

type S = components['schemas'];

const positiveAmount = (v: string, field = 'amount'): Decimal => {
  const a = new Decimal(v);
  if (a.lte(0)) throw bad(field, TRADE_MESSAGES.portfolioAmountInvalid);
  return a;
};

/** What a buy of `amount` gives each fund: yuan, estimated shares at the last NAV, fee. */
function buyProposal(req: Req<'GET /funds/fund_portfolios/buy/proposal/'>): S['PortfolioProposal'] {
  const { ctx, query } = req;
  const p = portfolioOr404(ctx, query.fund_portfolio_id, 'fund_portfolio_id');
  const amount = positiveAmount(query.amount);
  cardOf(ctx, uid(req), query.bank_card_id);
  const legs = buyLegs(ctx, p.id, amount);
  const fare = legs.reduce((s, l) => s.plus(l.quote.fare), new Decimal(0));
  const original = legs.reduce((s, l) => s.plus(l.quote.fare_original), new Decimal(0));
  let message: string | null = null;
  if (amount.lt(p.amount_min_buy))
    message = formatMessage(TRADE_MESSAGES.buyMin, { n: new Decimal(p.amount_min_buy).toFixed(2) });
  else if (query.is_bao && amount.gt(baoAvailable(ctx, uid(req), query.bank_card_id)))
    message = TRADE_MESSAGES.balanceInsufficient;
  return {
    fund_portfolio_id: p.id,
    bank_card_id: query.bank_card_id,
    amount: money(amount),
    fare: money(fare),
    discount: money(original.minus(fare)),
    amount_confirm_estimate: money(amount.minus(fare)),
    items: legs.map((l) => {
      const pt = ctx.market.navOn(l.f, ctx.navDate()); // a portfolio's funds have a NAV series
      const nav = new Decimal(pt.nav).div(10000);
      return {
        symbol: l.f.code,
        abbr_name: l.f.name,
        percent: l.percent,
        amount: money(l.amount),
        shares: l.amount
          .minus(l.quote.fare)
          .div(nav)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toFixed(2),
        fare: l.quote.fare,
        direction: 0,
        is_bao: l.f.isBao,
        allow_trade: true,
        note: `按${pt.date}净值${nav.toFixed(4)}估算份额，以确认为准`,
      };
    }),
    allow_trade: message === null,
    message,
  };
}

function sellProposal(
  req: Req<'GET /funds/fund_portfolios/sell/proposal/'>,
): S['PortfolioProposal'] {
  const { ctx, query } = req;
  const p = portfolioOr404(ctx, query.fund_portfolio_id, 'fund_portfolio_id');
  const card = cardOf(ctx, uid(req), query.bank_card_id);
  const amount = positiveAmount(query.amount);
  const legs = sellLegs(ctx, uid(req), p.id, card.id, amount);
  const trade = tradeDates(ctx, legs[0]!.f, ctx.now()).trade_date;
  const fees = legs.map((l) => sellFee(l.p, card.id, l.shares, l.nav, trade));
  const fare = fees.reduce((s, f) => s.plus(f.fare), new Decimal(0));
  const gross = fees.reduce((s, f) => s.plus(f.gross), new Decimal(0));
  return {
    fund_portfolio_id: p.id,
    bank_card_id: card.id,
    amount: money(amount),
    fare: money(fare),
    discount: '0.00',
    amount_confirm_estimate: money(gross.minus(fare)),
    items: legs.map((l, i) => ({
      symbol: l.f.code,
      abbr_name: l.f.name,
      percent: l.percent,
      amount: money(fees[i]!.gross),
      shares: l.shares.toFixed(2),
      fare: money(fees[i]!.fare),
      direction: 1,
      is_bao: l.f.isBao,
      allow_trade: true,
      note: null,
    })),
    allow_trade: true,
    message: null,
  };
}

function rebalanceProposal(
  req: Req<'GET /funds/fund_portfolios/rebalance/proposal/'>,
): S['PortfolioProposal'] {
  const { ctx, query } = req;
  const p = portfolioOr404(ctx, query.fund_portfolio_id, 'fund_portfolio_id');
  const card = cardOf(ctx, uid(req), query.bank_card_id);
  const plan = rebalancePlan(ctx, uid(req), p.id, card.id);
  const need = needsRebalance(ctx, uid(req), p.id, card.id);
  const items: S['PortfolioProposalItem'][] = [];
  for (const r of plan.rows) {
    if (r.sellShares.gt(0))
      items.push({
        symbol: r.f.code,
        abbr_name: r.f.name,
        percent: r.percent_target,
        amount: money(r.sellShares.times(r.nav)),
        shares: r.sellShares.toFixed(2),
        fare: null,
        direction: 1,
        is_bao: r.f.isBao,
        allow_trade: true,
        note: r.percent_target === 0 ? '调出组合，全部卖出' : '超出目标比例，卖出超出部分',
      });
    else if (r.shortfall.gt(0) && r.percent_target > 0)
      items.push({
        symbol: r.f.code,
        abbr_name: r.f.name,
        percent: r.percent_target,
        amount: money(r.shortfall),
        shares: null,
        fare: quoteBuy(r.f, r.shortfall.toDecimalPlaces(2)).fare,
        direction: 0,
        is_bao: r.f.isBao,
        allow_trade: true,
        note: '卖出确认后以到账金额买入（金额为估算）',
      });
  }
  return {
    fund_portfolio_id: p.id,
    bank_card_id: card.id,
    amount: money(plan.total),
    fare: '0.00',
    discount: '0.00',
    amount_confirm_estimate: null,
    items,
    allow_trade: need,
    message: need ? null : '当前持仓与目标配置一致，无需调仓',
  };
}

function compare(
  req: Req<
    | 'GET /funds/fund_portfolios/buy/compare/'
    | 'GET /funds/fund_portfolios/sell/compare/'
    | 'GET /funds/fund_portfolios/rebalance/compare/'
  >,
  kind: 'buy' | 'sell' | 'rebalance',
): S['PortfolioCompare'] {
  const { ctx, query } = req;
  // buy and sell compares carry `amount`, a rebalance compare may carry `shares`
  const sized: { amount?: string; shares?: string } = query;
  const p = portfolioOr404(ctx, query.fund_portfolio_id, 'fund_portfolio_id');
  const card = cardOf(ctx, uid(req), query.bank_card_id);
  const plan = rebalancePlan(ctx, uid(req), p.id, card.id);
  // a rebalance compare for `shares` portfolio shares covers that part of the card's holding
  const part = kind === 'rebalance' ? rebalancePart(plan.total, sized.shares) : new Decimal(1);
  const delta = new Map<string, Decimal>();
  if (kind === 'buy')
    for (const l of buyLegs(ctx, p.id, positiveAmount(String(sized.amount))))
      delta.set(l.f.code, l.amount.minus(l.quote.fare));
  if (kind === 'sell')
    for (const l of sellLegs(ctx, uid(req), p.id, card.id, positiveAmount(String(sized.amount))))
      delta.set(l.f.code, l.shares.times(l.nav).neg());
  const after = plan.rows.map((r) => ({
    r,
    worth:
      kind === 'rebalance'
        ? plan.total.times(part).times(r.percent_target).div(100)
        : Decimal.max(0, r.worth.plus(delta.get(r.f.code) ?? 0)),
  }));
  const afterTotal = after.reduce((s, x) => s.plus(x.worth), new Decimal(0));
  const rows = after.map(({ r, worth }) => ({
    symbol: r.f.code,
    abbr_name: r.f.name,
    percent_current: r.percent_current,
    percent_target: afterTotal.isZero()
      ? 0
      : worth.div(afterTotal).times(100).toDecimalPlaces(2).toNumber(),
    shares_current: r.current.times(part).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
    shares_target: r.nav.isZero()
      ? null
      : worth.div(r.nav).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
  }));
  return {
    fund_portfolio_id: p.id,
    before: plan.rows
      .filter((r) => r.worth.gt(0))
      .map((r) => positionJson(ctx, r.f, Math.round(r.percent_current))),
    after: activePositions(ctx, p.id).map((x) => positionJson(ctx, x.f, x.percent)),
    rows,
  };
}

/** Orders, fee estimates, proposals and comparisons of portfolio funds. */
export const tradeHandlers: HandlerTable = {
  'POST /funds/fund_portfolios/buy/': async (req) => {
    const { ctx, body } = req;
    await checkTradePassword(ctx, uid(req), body.password);
    const o = placePortfolioBuy(ctx, {
      userId: uid(req),
      portfolioId: body.fund_portfolio_id,
      amount: body.amount,
      bank_card_id: body.bank_card_id,
      is_bao_pay: body.is_bao_pay,
      coupon_id: body.coupon_id,
    });
    return orderDetailJson(ctx, o, req.origin);
  },
  'POST /funds/fund_portfolios/sell/': async (req) => {
    const { ctx, body } = req;
    await checkTradePassword(ctx, uid(req), body.password);
    const o = placePortfolioSell(ctx, {
      userId: uid(req),
      portfolioId: body.fund_portfolio_id,
      amount: body.amount,
      bank_card_id: body.bank_card_id,
    });
    return orderDetailJson(ctx, o, req.origin);
  },
  'POST /funds/fund_portfolios/rebalance/': async (req) => {
    const { ctx, body } = req;
    await checkTradePassword(ctx, uid(req), body.password);
    const o = placeRebalance(ctx, {
      userId: uid(req),
      portfolioId: body.fund_portfolio_id,
      bank_card_id: body.bank_card_id,
    });
    return orderDetailJson(ctx, o, req.origin);
  },
  'POST /funds/fund_portfolios/sell_fund/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    await checkTradePassword(ctx, userId, body.password);
    const t = placePortfolioFundSell(ctx, {
      userId,
      portfolioId: body.fund_portfolio_id,
      symbol: body.symbol,
      shares: body.shares,
      bank_card_id: body.bank_card_id,
    });
    return tradeDetailJson(ctx, t, req.origin);
  },
  'POST /funds/fund_portfolios/undo/': async (req) => {
    await checkTradePassword(req.ctx, uid(req), req.body.password);
    return orderDetailJson(
      req.ctx,
      undoPortfolioTrade(req.ctx, uid(req), req.body.trade_id),
      req.origin,
    );
  },
  'GET /funds/fund_portfolios/buy_fee/': (req): S['FeeEstimate'] => {
    const { ctx, query } = req;
    const p = portfolioOr404(ctx, query.fund_portfolio_id, 'fund_portfolio_id');
    const amount = positiveAmount(query.amount);
    const legs = buyLegs(ctx, p.id, amount);
    const fare = legs.reduce((s, l) => s.plus(l.quote.fare), new Decimal(0));
    const orig = legs.reduce((s, l) => s.plus(l.quote.fare_original), new Decimal(0));
    return {
      fare: money(fare),
      fare_ratio: fare.div(amount).times(100).toDecimalPlaces(4).toNumber(),
      original_fare: money(orig),
      discount_rate: Number(BUY_DISCOUNT),
      amount_confirm_estimate: money(amount.minus(fare)),
    };
  },
  'GET /funds/fund_portfolios/sell_fee/': (req): S['FeeEstimate'] => {
    const prop = sellProposal(req);
    const amount = new Decimal(prop.amount ?? 0);
    return {
      fare: prop.fare,
      fare_ratio: amount.isZero()
        ? 0
        : new Decimal(prop.fare).div(amount).times(100).toDecimalPlaces(4).toNumber(),
      discount_rate: 1,
      amount_confirm_estimate: prop.amount_confirm_estimate!,
    };
  },
  'GET /funds/fund_portfolios/sell_fund_fee/': (req): S['FeeEstimate'] => {
    const { ctx, query } = req;
    const p = portfolioOr404(ctx, query.fund_portfolio_id, 'fund_portfolio_id');
    const held = heldFunds(ctx, uid(req), p.id).find((h) => h.f.code === query.symbol);
    if (!held) throw bad('symbol', '该组合中没有这只基金');
    requireFresh(ctx, held.f);
    const shares = new Decimal(query.shares);
    const card = held.p.lots[0]?.cardId ?? 0;
    const est = sellFee(
      held.p,
      card,
      shares,
      held.nav,
      tradeDates(ctx, held.f, ctx.now()).trade_date,
    );
    return {
      fare: money(est.fare),
      fare_ratio: est.ratio.times(100).toDecimalPlaces(4).toNumber(),
      discount_rate: 1,
      amount_estimate: money(est.gross),
      amount_confirm_estimate: money(est.gross.minus(est.fare)),
    };
  },
  'GET /funds/fund_portfolios/buy/proposal/': buyProposal,
  'GET /funds/fund_portfolios/sell/proposal/': sellProposal,
  'GET /funds/fund_portfolios/rebalance/proposal/': rebalanceProposal,
  'GET /funds/fund_portfolios/buy/compare/': (req) => compare(req, 'buy'),
  'GET /funds/fund_portfolios/sell/compare/': (req) => compare(req, 'sell'),
  'GET /funds/fund_portfolios/rebalance/compare/': (req) => compare(req, 'rebalance'),
};
