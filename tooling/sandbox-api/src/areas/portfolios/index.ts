/**
 * The portfolios area (spec 001 §2 "Fund portfolios" and "portfolio holdings", §7
 * "Portfolio funds" and "Portfolio service"): portfolios with computed net values, follows,
 * topics, advisor risk tests, buy / sell / rebalance orders of real fund trades, holdings,
 * service reports, advisory fees, and what advisors create and adjust. README "Portfolios".
 */
import Decimal from 'decimal.js';
import {
  cardJson,
  fundJson,
  fundBrief,
  tradeDetailJson,
  tradeJson,
} from '../../domain/serializers';
import { checkTradePassword } from '../../domain/trade-password';
import { requireFresh } from '../../domain/freshness';
import { formatMessage, TRADE_MESSAGES, type components } from '@jijin/core';
import type { CardRow } from '../../ctx';
import { money } from '../../ctx';
import { HttpError, bad } from '../../http/errors';
import { paginate, uid, type Handler, type Req } from '../../http/registry';
import { BUY_DISCOUNT, quoteBuy, sellTiers, buyTiers } from '../../market/fees';
import { DIRECTION, cardOf, sellFee, sharesOnCard, tradeDates } from '../../trading';
import { defineArea, type AdvisoryFeeRow, type OperationKey } from '../define';
import * as advisorRisk from './advisor-risk';
import {
  adjustPositions,
  adjustmentJson,
  amountMinBuy,
  candidateFunds,
  checkDescription,
  checkName,
  createPortfolio,
  requireOwner,
} from './advisor';
import { accrueManageFares } from './fees';
import {
  holdingJson,
  holdingOr404,
  incomeRows,
  isHeld,
  orderDetailJson,
  orderJson,
  tradedPortfolioIds,
} from './holdings';
import { navSeries } from './nav';
import { reportChart, reportOr404, reportTrades, reportsOf } from './reports';
import { MIGRATIONS, USER_TABLES } from './schema';
import { TOPICS, navPoints, portfolioJson, portfolioTimetable, positionJson } from './serialize';
import {
  activePositions,
  allPortfolioIds,
  ensureModels,
  makeAdvisor,
  portfolioOr404,
  type AdjustmentRow,
  type PortfolioRow,
} from './store';
import {
  baoAvailable,
  buyLegs,
  heldFunds,
  placePortfolioBuy,
  placePortfolioFundSell,
  placePortfolioSell,
  sellLegs,
  undoPortfolioTrade,
  type PortfolioTradeRow,
} from './trading';
import { needsRebalance, placeRebalance, rebalancePlan, runRebalanceBuys } from './rebalance';

type S = components['schemas'];

const pf = (req: Req, id: number) =>
  portfolioJson(req.ctx, portfolioOr404(req.ctx, id), req.userId, req.origin);

function pagedPortfolios(req: Req, ids: number[], pageSize: number) {
  const page = paginate(ids, req.query.page ?? 1, req.query.page_size ?? pageSize);
  return { ...page, results: page.results.map((id) => pf(req, id)) };
}

function follow(req: Req, on: boolean): S['FollowState'] {
  const { ctx } = req;
  portfolioOr404(ctx, req.params.id);
  if (on)
    ctx
      .q(
        "INSERT OR IGNORE INTO follows (user_id, kind, target, created_at) VALUES (?, 'portfolio', ?, ?)",
      )
      .run(uid(req), String(req.params.id), ctx.nowIso());
  else
    ctx
      .q("DELETE FROM follows WHERE user_id = ? AND kind = 'portfolio' AND target = ?")
      .run(uid(req), String(req.params.id));
  return { followed: on };
}

const orderOr404 = (req: Req, id: number): PortfolioTradeRow => {
  const o = req.ctx
    .q('SELECT * FROM portfolio_trades WHERE id = ? AND user_id = ?')
    .get(id, uid(req)) as PortfolioTradeRow | undefined;
  if (!o) throw new HttpError(404, { detail: ['请求的数据不存在'] });
  return o;
};

const positiveAmount = (v: string, field = 'amount'): Decimal => {
  const a = new Decimal(v);
  if (a.lte(0)) throw bad(field, TRADE_MESSAGES.portfolioAmountInvalid);
  return a;
};

/** What a buy of `amount` gives each fund: yuan, estimated shares at the last NAV, fee. */
function buyProposal(req: Req): S['PortfolioProposal'] {
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
      const pt = ctx.market.navOn(l.f, ctx.navDate());
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

function sellProposal(req: Req): S['PortfolioProposal'] {
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

function rebalanceProposal(req: Req): S['PortfolioProposal'] {
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

function compare(req: Req, kind: 'buy' | 'sell' | 'rebalance'): S['PortfolioCompare'] {
  const { ctx, query } = req;
  const p = portfolioOr404(ctx, query.fund_portfolio_id, 'fund_portfolio_id');
  const card = cardOf(ctx, uid(req), query.bank_card_id);
  const plan = rebalancePlan(ctx, uid(req), p.id, card.id);
  const delta = new Map<string, Decimal>();
  if (kind === 'buy')
    for (const l of buyLegs(ctx, p.id, positiveAmount(query.amount)))
      delta.set(l.f.code, l.amount.minus(l.quote.fare));
  if (kind === 'sell')
    for (const l of sellLegs(ctx, uid(req), p.id, card.id, positiveAmount(query.amount)))
      delta.set(l.f.code, l.shares.times(l.nav).neg());
  const after = plan.rows.map((r) => ({
    r,
    worth:
      kind === 'rebalance'
        ? plan.total.times(r.percent_target).div(100)
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
    shares_current: r.current.toFixed(2),
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

const handlers: Partial<Record<OperationKey, Handler>> = {
  // ---------- portfolio service: read ----------
  'GET /portfolio/recommend/': (req) => pagedPortfolios(req, allPortfolioIds(req.ctx), 3),
  'GET /portfolio/{id}/': (req) => pf(req, req.params.id),
  'GET /portfolio/{id}/netvalue_history/': (req) => {
    const pts = navPoints(
      req.ctx,
      navSeries(req.ctx, portfolioOr404(req.ctx, req.params.id)),
    ).reverse();
    return paginate(pts, req.query.page ?? 1, req.query.page_size ?? 20);
  },
  'GET /portfolio/{id}/netvalue_daily_chart/': (req) =>
    navPoints(req.ctx, navSeries(req.ctx, portfolioOr404(req.ctx, req.params.id))),
  'GET /portfolio/{id}/get_detailed_positions/': (req) =>
    paginate(
      activePositions(req.ctx, portfolioOr404(req.ctx, req.params.id).id).map((x) =>
        positionJson(req.ctx, x.f, x.percent),
      ),
      req.query.page ?? 1,
      req.query.page_size ?? 5,
    ),
  'GET /portfolio/{id}/timetable/': (req) =>
    portfolioTimetable(req.ctx, portfolioOr404(req.ctx, req.params.id)),
  'GET /portfolio/{id}/fare_ratio/': (req): S['PortfolioFareRatio'] => {
    const { ctx } = req;
    const p = portfolioOr404(ctx, req.params.id);
    const funds = activePositions(ctx, p.id);
    // the portfolio's buy fee bands: each fund's rate in the band weighted by its percent; in the
    // top band every fund with a rate tier charges its fixed fee per trade
    const edges = [
      ['0', '1000000'],
      ['1000000', '5000000'],
      ['5000000', null],
    ] as const;
    const bands = edges.map(([min, max], i) => {
      const tiersOf = funds.map((x) => ({ x, t: buyTiers(x.f)[i] ?? buyTiers(x.f)[0]! }));
      const fixed = tiersOf.reduce((s, { t }) => s.plus(t.fixed ?? 0), new Decimal(0));
      const rate = tiersOf
        .reduce((s, { x, t }) => s.plus(new Decimal(t.rate ?? 0).times(x.percent)), new Decimal(0))
        .div(100);
      return {
        min_amount: money(min),
        max_amount: max === null ? null : money(max),
        fare_ratio: rate.times(100).toDecimalPlaces(4).toNumber(),
        discount_fare_ratio: rate.times(100).times(BUY_DISCOUNT).toDecimalPlaces(4).toNumber(),
        fare: fixed.gt(0) ? money(fixed) : null,
      };
    });
    const sell = sellTiers(funds[0]!.f).map((t) => ({
      min_days: t.min_days,
      max_days: t.max_days,
      fare_ratio: new Decimal(t.rate).times(100).toNumber(),
    }));
    return {
      buy: bands,
      sell,
      manage_fare: Number(p.manage_fare),
      manage_fare_desc: `投顾服务费按持有市值每日计提，年费率${p.manage_fare}%，每月收取`,
      timetable: portfolioTimetable(ctx, p),
    };
  },
  'GET /portfolio/topics/': (req): S['Topic'][] => {
    const code = req.query.code ? String(req.query.code) : undefined;
    const topics = TOPICS.filter((t) => !code || t.code === code);
    if (code && !topics.length) throw bad('code', '专题不存在');
    const rows = allPortfolioIds(req.ctx).map((id) => portfolioOr404(req.ctx, id));
    return topics.map((t) => ({
      ...t,
      cover_image: null,
      cover_url: null,
      url: `/portfolio/topics/${t.code}/`,
      portfolios: rows.filter((r) => r.topic === t.code).map((r) => pf(req, r.id)),
    }));
  },
  'GET /portfolio/following/': (req) => {
    const ids = (
      req.ctx
        .q(
          "SELECT target FROM follows WHERE user_id = ? AND kind = 'portfolio' ORDER BY created_at DESC, target",
        )
        .all(uid(req)) as { target: string }[]
    )
      .map((r) => Number(r.target))
      .filter((id) => req.ctx.q('SELECT 1 FROM portfolios WHERE id = ?').get(id));
    return pagedPortfolios(req, ids, 20);
  },
  'POST /portfolio/{id}/follow/': (req) => follow(req, true),
  'POST /portfolio/{id}/unfollow/': (req) => follow(req, false),
  'GET /portfolio/estimate_netvalue/': (req) => {
    // No intraday data exists (and real-time estimates are off, ARCHITECTURE.md): the last published net value.
    const p = portfolioOr404(req.ctx, req.query.portfolio_id, 'portfolio_id');
    const j = portfolioJson(req.ctx, p, null, req.origin);
    return {
      net_value: j.net_value!,
      percent_day: j.chng_pct_day ?? null,
      estimated_at: `${j.net_value_date}T15:00:00+08:00`,
    };
  },
  'GET /portfolio/check_rebalance/': (req) => {
    const { ctx } = req;
    const p = portfolioOr404(ctx, req.query.portfolio_id, 'portfolio_id');
    const cards = ctx.s.cards.all(uid(req)) as CardRow[];
    const need = cards.some((c) => needsRebalance(ctx, uid(req), p.id, c.id));
    return {
      allow_rebalance: need,
      need_rebalance: need,
      message: need ? '投顾已调整组合配置，建议按新配置调仓' : null,
    };
  },
  // ---------- advisor risk test ----------
  'GET /portfolio/advisor_investment_risk_questions/': (req) => {
    portfolioOr404(req.ctx, req.query.portfolio, 'portfolio');
    return advisorRisk.questionnaire();
  },
  'GET /portfolio/advisor_investment_risk_questions/mine/': (req) =>
    advisorRisk.resultJson(req.ctx, uid(req), req.query.portfolio),
  'POST /portfolio/advisor_investment_risk_questions/answer/': (req) =>
    advisorRisk.answer(req.ctx, uid(req), req.body.portfolio, req.body.answer),
  // ---------- advisors ----------
  'POST /portfolio/': (req) => {
    const p = createPortfolio(req.ctx, uid(req), req.body);
    return portfolioJson(req.ctx, p, uid(req), req.origin);
  },
  'PUT /portfolio/{id}/': (req) => {
    const { ctx, body } = req;
    const p = portfolioOr404(ctx, req.params.id);
    requireOwner(ctx, uid(req), p);
    if (body.name !== undefined) {
      const c = checkName(ctx, body.name, p.id);
      if (!c.valid) throw bad('name', c.message!);
    }
    if (body.description !== undefined) {
      const c = checkDescription(body.description);
      if (!c.valid) throw bad('description', c.message!);
    }
    ctx
      .q(
        'UPDATE portfolios SET name = COALESCE(?, name), description = COALESCE(?, description), strategy = COALESCE(?, strategy) WHERE id = ?',
      )
      .run(
        body.name?.trim() ?? null,
        body.description?.trim() ?? null,
        body.advisor_strategy?.trim() ?? null,
        p.id,
      );
    return pf(req, p.id);
  },
  'POST /portfolio/{id}/set_share_info/': (req): S['ShareInfo'] => {
    const { ctx, body } = req;
    const p = portfolioOr404(ctx, req.params.id);
    requireOwner(ctx, uid(req), p);
    if (!String(body.title).trim()) throw bad('title', '请填写分享标题');
    ctx
      .q(
        'UPDATE portfolios SET share_title = ?, share_description = ?, share_image = ? WHERE id = ?',
      )
      .run(body.title.trim(), body.description?.trim() ?? null, body.image ?? null, p.id);
    return {
      title: body.title.trim(),
      description: body.description?.trim() ?? '',
      image: body.image ?? null,
      url: `/p/${p.id}`,
    };
  },
  'GET /portfolio/check_name/': (req) => checkName(req.ctx, String(req.query.name)),
  'GET /portfolio/check_description/': (req) => checkDescription(String(req.query.description)),
  'GET /portfolio/check_amount_min_buy/': (req) => {
    const codes = String(req.query.symbols)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const funds = codes.map((c) => req.ctx.market.fund(c));
    if (!codes.length || funds.some((f) => !f || f.isMoney || !f.series))
      return { valid: false, amount_min_buy: '0.00', message: '请选择可加入组合的基金' };
    const min = amountMinBuy(funds.map((f) => ({ f: f!, percent: 10 })));
    return { valid: true, amount_min_buy: money(min), message: `组合起购金额${money(min)}元` };
  },
  'GET /portfolio/{id}/fund_candidates/': (req) => {
    portfolioOr404(req.ctx, req.params.id);
    const page = paginate(
      candidateFunds(req.ctx, req.query.q),
      req.query.page ?? 1,
      req.query.page_size ?? 20,
    );
    return {
      ...page,
      results: page.results.map((f) => fundJson(req.ctx, f, req.userId, req.origin) as S['Fund']),
    };
  },
  'GET /portfolio/fund_candidates/': (req) => {
    const page = paginate(
      candidateFunds(req.ctx, req.query.q),
      req.query.page ?? 1,
      req.query.page_size ?? 20,
    );
    return {
      ...page,
      results: page.results.map((f) => fundJson(req.ctx, f, req.userId, req.origin) as S['Fund']),
    };
  },
  'POST /portfolio/position_adjustments/': (req) =>
    adjustmentJson(adjustPositions(req.ctx, uid(req), req.body)),
  'GET /portfolio/position_adjustments/': (req) => {
    const { ctx, query } = req;
    const rows = (
      query.portfolio_id !== undefined
        ? ctx
            .q('SELECT * FROM position_adjustments WHERE portfolio_id = ? ORDER BY id DESC')
            .all(query.portfolio_id)
        : ctx
            .q('SELECT * FROM position_adjustments WHERE user_id = ? ORDER BY id DESC')
            .all(uid(req))
    ) as AdjustmentRow[];
    const page = paginate(rows, query.page ?? 1, query.page_size ?? 20);
    return { ...page, results: page.results.map(adjustmentJson) };
  },
  'GET /portfolio/position_adjustments/{id}/': (req) => {
    const a = req.ctx.q('SELECT * FROM position_adjustments WHERE id = ?').get(req.params.id) as
      AdjustmentRow | undefined;
    if (!a) throw new HttpError(404, { detail: ['请求的数据不存在'] });
    return adjustmentJson(a);
  },
  // ---------- portfolio funds: trading ----------
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
  // ---------- portfolio funds: holdings ----------
  'GET /funds/fund_portfolios/mine/': (req): S['PortfolioHoldings'] => {
    const { ctx } = req;
    const topic = String(req.query.topic ?? 'xds');
    const results = tradedPortfolioIds(ctx, uid(req))
      .map((id) => portfolioOr404(ctx, id))
      .filter((p) => p.topic === topic)
      .map((p) => holdingJson(ctx, uid(req), p, req.origin))
      .filter(isHeld);
    const sum = (k: 'worth_value' | 'income_latest' | 'income_total') =>
      money(results.reduce((s, r) => s.plus(r[k]), new Decimal(0)));
    return {
      topic,
      worth_value: sum('worth_value'),
      income_latest: sum('income_latest'),
      income_total: sum('income_total'),
      trade_date: ctx.navDate(),
      results,
    };
  },
  'GET /funds/fund_portfolios/{id}/': (req) =>
    holdingOr404(req.ctx, uid(req), req.params.id, req.origin),
  'GET /funds/fund_portfolios/{id}/shares_info/': (req) =>
    holdingOr404(req.ctx, uid(req), req.params.id, req.origin).shares_list,
  'GET /funds/fund_portfolios/fund_info/': (req): S['FundAccountDetail'] => {
    const { ctx, query } = req;
    const userId = uid(req);
    const p = portfolioOr404(ctx, query.portfolio_id, 'portfolio_id');
    const held = heldFunds(ctx, userId, p.id).find((h) => h.f.code === query.symbol);
    if (!held) throw bad('symbol', '该组合中没有这只基金');
    requireFresh(ctx, held.f);
    const cards = ctx.s.cards.all(userId) as CardRow[];
    return {
      allow_sell: held.p.shares.gt(held.p.pendingSell),
      income_latest: '0.00',
      income_total: money(held.worth.minus(held.p.invested).plus(held.p.realized)),
      worth_value: money(held.worth),
      trade_date: ctx.navDate(),
      amount_unconfirm: money(held.p.buyUnconfirm),
      buy_unconfirm: money(held.p.buyUnconfirm),
      sell_unconfirm: held.p.pendingSell.toFixed(2),
      shares_unconfirm: held.p.pendingSell.toFixed(2),
      subscribe_unconfirm: '0.00',
      subscribe_amount_unconfirm: '0.00',
      fixed_invest_info: null,
      has_fixed_investment: false,
      divi_info: null,
      divi_type: 2,
      fare: '0.00',
      notification: null,
      is_estimate_income: false,
      income_list: [],
      fund: fundJson(ctx, held.f, userId, req.origin) as S['Fund'],
      shares_list: cards
        .map((c) => ({ c, s: sharesOnCard(held.p, c.id) }))
        .filter(({ s }) => s.current.gt(0))
        .map(({ c, s }) => ({
          id: c.id,
          fund: fundBrief(ctx, held.f) as S['FundBrief'],
          shares_enable: s.enable.toFixed(2),
          shares_current: s.current.toFixed(2),
          worth_value: money(s.current.times(held.nav)),
          worth_value_per: held.nav.toFixed(4),
          bank_card: cardJson(ctx, c, req.origin) as S['BankCard'],
        })),
      trade_record_list: held.p.trades
        .slice(-5)
        .reverse()
        .map((t) => tradeJson(ctx, t, req.origin) as S['FundTradeRecord']),
    };
  },
  'GET /funds/income/portfolio_fund/': (req) => {
    const { ctx, query } = req;
    const userId = uid(req);
    let ids = tradedPortfolioIds(ctx, userId);
    if (query.fund_portfolio_id !== undefined)
      ids = ids.filter((id) => id === query.fund_portfolio_id);
    if (query.topic) ids = ids.filter((id) => portfolioOr404(ctx, id).topic === query.topic);
    const byDate = new Map<string, { inc: Decimal; worth: Decimal }>();
    for (const id of ids)
      for (const r of incomeRows(ctx, userId, id)) {
        const e = byDate.get(r.trade_date) ?? { inc: new Decimal(0), worth: new Decimal(0) };
        byDate.set(r.trade_date, {
          inc: e.inc.plus(r.income_latest),
          worth: e.worth.plus(r.worth_value ?? 0),
        });
      }
    const dates = [...byDate.keys()].sort();
    let total = new Decimal(0);
    const rows = dates.map((d) => {
      const e = byDate.get(d)!;
      total = total.plus(e.inc);
      return {
        trade_date: d,
        income_latest: money(e.inc),
        income_total: money(total),
        worth_value: money(e.worth),
        fare: '0.00',
      };
    });
    return paginate(rows.reverse(), query.page ?? 1, query.page_size ?? 30);
  },
  'GET /funds/portfolio_trades/': (req) => {
    const { ctx, query } = req;
    let rows = ctx
      .q('SELECT * FROM portfolio_trades WHERE user_id = ? ORDER BY id DESC')
      .all(uid(req)) as PortfolioTradeRow[];
    if (query.fund_portfolio_id !== undefined)
      rows = rows.filter((o) => o.portfolio_id === query.fund_portfolio_id);
    if (query.direction) {
      // tabs: 0 buy, 1 sell, "2,3" (merged tabs) = rebalances and failed orders
      const d = String(query.direction).split(',').map(Number);
      const rebalanceTab = d.includes(2) || d.includes(3);
      rows = rows.filter(
        (o) => d.includes(o.direction) || (rebalanceTab && o.direction === DIRECTION.rebalance),
      );
    }
    let items = rows.map((o) => orderJson(ctx, o, req.origin));
    if (query.status) {
      const st = String(query.status).split(',').map(Number);
      items = items.filter((o) => st.includes(o.status));
    }
    return paginate(items, query.page ?? 1, query.page_size ?? 20);
  },
  'GET /funds/portfolio_trades/{id}/': (req) =>
    orderDetailJson(req.ctx, orderOr404(req, req.params.id), req.origin),
  // ---------- service reports ----------
  'GET /funds/portfolio/service_report/records/': (req) =>
    paginate(
      reportsOf(req.ctx, uid(req), req.query.fund_portfolio_id),
      req.query.page ?? 1,
      req.query.page_size ?? 20,
    ),
  'GET /funds/portfolio/service_report/records/{id}/': (req) =>
    reportOr404(req.ctx, uid(req), req.params.id),
  'GET /funds/portfolio/service_report/records/{id}/trades/': (req) =>
    reportTrades(req.ctx, uid(req), reportOr404(req.ctx, uid(req), req.params.id)).map((o) =>
      orderJson(req.ctx, o, req.origin),
    ),
  'GET /funds/portfolio/service_report/records/{id}/percent_daily_chart/': (req) =>
    reportChart(req.ctx, reportOr404(req.ctx, uid(req), req.params.id)),
  // ---------- store views of a portfolio (until the store area takes them) ----------
  'GET /store/portfolios/{id}/': (req) => pf(req, req.params.id),
  'GET /store/portfolios/recommend/': (req) => pagedPortfolios(req, allPortfolioIds(req.ctx), 20),
};

/** Every handler first makes sure the model portfolios exist (they come back after a reset). */
function withModels(
  table: Partial<Record<OperationKey, Handler>>,
): Partial<Record<OperationKey, Handler>> {
  return Object.fromEntries(
    Object.entries(table).map(([k, h]) => [
      k,
      (req: Req) => {
        ensureModels(req.ctx);
        return h!(req);
      },
    ]),
  );
}

import { portfolioAssetSections } from './holdings';
import { manageFareSummary, manageFareRecords } from './fees';
import { isAdvisor, portfolioRisk } from './store';

export const portfoliosArea = defineArea({
  id: 'portfolios',
  migrations: MIGRATIONS,
  seed: (ctx) => ensureModels(ctx),
  userTables: USER_TABLES,
  handlers: withModels(handlers),
  provides: {
    isManager: (ctx, userId) => isAdvisor(ctx, userId),
    portfolioRisk: (ctx, id) =>
      ctx.q('SELECT 1 FROM portfolios WHERE id = ?').get(id) ? portfolioRisk(ctx, id) : null,
    portfolioOwner: (ctx, id) => {
      ensureModels(ctx);
      const r = ctx.q('SELECT user_id FROM portfolios WHERE id = ?').get(id) as
        { user_id: number | null } | undefined;
      return r ? (r.user_id ?? 0) : null;
    },
    portfolioAssets: portfolioAssetSections,
    manageFareRecords,
    manageFareSummary,
    ownedPortfolios: (ctx, ownerId, viewerId, origin) => {
      ensureModels(ctx);
      return (
        ctx
          .q('SELECT * FROM portfolios WHERE user_id = ? ORDER BY id DESC')
          .all(ownerId) as PortfolioRow[]
      ).map((p) => portfolioJson(ctx, p, viewerId, origin));
    },
    advisoryFeesOf: (ctx, ownerId) =>
      ctx
        .q(
          `SELECT f.portfolio_id, f.user_id, f.date, f.worth, f.fare FROM portfolio_manage_fares f
           JOIN portfolios p ON p.id = f.portfolio_id WHERE p.user_id = ? ORDER BY f.date, f.portfolio_id, f.user_id`,
        )
        .all(ownerId) as AdvisoryFeeRow[],
    ownedAdjustment: (ctx, ownerId, adjustmentId) => {
      const a = ctx
        .q(
          'SELECT a.* FROM position_adjustments a JOIN portfolios p ON p.id = a.portfolio_id WHERE a.id = ? AND p.user_id = ?',
        )
        .get(adjustmentId, ownerId) as AdjustmentRow | undefined;
      return a ? adjustmentJson(a) : null;
    },
  },
  onDue: (ctx, today) => {
    ensureModels(ctx);
    return { rebalanceBuys: runRebalanceBuys(ctx), manageFares: accrueManageFares(ctx, today) };
  },
  dev: {
    /** `POST /__sandbox/advisors { "mobile": "139…" }` makes that user an advisor (is_manager). */
    advisors: (ctx, body) => {
      const mobile = String((body as { mobile?: unknown } | null)?.mobile ?? '');
      const u = ctx.q('SELECT id FROM users WHERE mobile = ?').get(mobile) as
        { id: number } | undefined;
      if (!u) throw bad('mobile', '该手机号未注册');
      makeAdvisor(ctx, u.id);
      return { user_id: u.id, is_manager: true };
    },
  },
});
