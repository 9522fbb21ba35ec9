/**
 * The portfolios area (spec 001 §2 "Fund portfolios" and "portfolio holdings", §7
 * "Portfolio funds" and "Portfolio service"): portfolios with computed net values, follows,
 * topics, advisor risk tests, buy / sell / rebalance orders of real fund trades, holdings,
 * service reports, advisory fees, and what advisors create and adjust. README "Portfolios".
 */
import Decimal from 'decimal.js';
import { cardJson, fundJson, fundBrief } from '../../domain/serializers';
import { tradeJson } from '../../domain/trade-json';

import { requireFresh } from '../../domain/freshness';
import { type components } from '@jijin/core';
import type { CardRow } from '../../ctx';
import { money } from '../../ctx';
import { HttpError, bad } from '../../http/errors';
import {
  paginate,
  uid,
  type HandlerTable,
  type ReqBase,
  type Req,
  type WireHandler,
  type WireReq,
} from '../../http/registry';
import { BUY_DISCOUNT, sellTiers, buyTiers } from '../../market/fees';
import { DIRECTION, sharesOnCard } from '../../trading';
import { tradeHandlers } from './trade-handlers';
import { advisorHandlers, pf } from './advisor-handlers';
import { defineArea, type AdvisoryFeeRow } from '../define';

import { adjustmentJson } from './advisor';
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
import { heldFunds, type PortfolioTradeRow } from './trading';
import { needsRebalance, runRebalanceBuys } from './rebalance';

type S = components['schemas'];

function pagedPortfolios(
  req: Req<'GET /portfolio/recommend/' | 'GET /store/portfolios/recommend/'>,
  ids: number[],
  pageSize: number,
) {
  const page = paginate(ids, req.query.page ?? 1, req.query.page_size ?? pageSize);
  return { ...page, results: page.results.map((id) => pf(req, id)) };
}

function follow(
  req: Req<'POST /portfolio/{id}/follow/' | 'POST /portfolio/{id}/unfollow/'>,
  on: boolean,
): S['FollowState'] {
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

const orderOr404 = (req: ReqBase, id: number): PortfolioTradeRow => {
  const o = req.ctx
    .q('SELECT * FROM portfolio_trades WHERE id = ? AND user_id = ?')
    .get(id, uid(req)) as PortfolioTradeRow | undefined;
  if (!o) throw new HttpError(404, { detail: ['请求的数据不存在'] });
  return o;
};

const handlers: HandlerTable = {
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
  ...advisorHandlers,
  ...tradeHandlers,
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
function withModels(table: HandlerTable): HandlerTable {
  return Object.fromEntries(
    Object.entries(table).map(([k, h]) => [
      k,
      (req: WireReq) => {
        ensureModels(req.ctx);
        return (h as WireHandler)(req);
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
