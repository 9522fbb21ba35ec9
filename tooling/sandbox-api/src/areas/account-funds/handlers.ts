/**
 * The account-funds area (spec 001 §2 My funds, §7 Fund trading): assets, holdings and their
 * detail, trade records, undo and dividend type, income, fixed-investment lists, and bao.
 */
import Decimal from 'decimal.js';
import type { Ctx, TradeRow, CardRow } from '../../ctx';
import { money } from '../../domain/format';
import { uid, paginate } from '../../http/registry';
import { HttpError, bad, notFound } from '../../http/errors';
import { BAO_CODE } from '../../market/market';
import { baoReplay } from '../../market/bao-replay';
import { addDays } from '../../market/calendar';
import { shIso } from '../../clock';
import {
  placeBuy,
  placeBaoSell,
  undoTrade,
  position,
  sharesOnCard,
  tradeDates,
  diviTypeOf,
  DIRECTION,
  PAID_DIRECTIONS_SQL,
  STATUS,
  isSellDirection,
} from '../../trading';
import { fundPublic } from '../../domain/fund-public';
import { type PlanRow, planJson, planDetailJson, planOr404 } from '../../domain/fixed-investments';
import { planRecordsWhere } from '../../domain/smart-plans';
import { checkTradePassword } from '../../domain/trade-password';
import { cardJson, fundBrief } from '../../domain/serializers';
import { tradeDetailJson, tradeJson } from '../../domain/trade-json';
import type { SandboxArea } from '../define';
import {
  ZERO,
  holding,
  holdingJson,
  fundHoldings,
  baoHoldings,
  sum,
  section,
  sharesList,
  fundIncomeRows,
  accountIncomeRows,
  tradeList,
} from './holdings';
import { keptAccount, keptAccountJson } from './account-state';
import {
  holdingReturns,
  lookThroughOf,
  returnsCalendar,
  returnsSummary,
  sellEstimate,
} from './returns';
import { holdingLots } from './lots';

/**
 * The fund `symbol` names in a holding read, one rule for `GET /funds/returns/holding/`, its
 * `lots/` and `GET /funds/returns/sell_estimate/`.
 * @throws HttpError 400 on `symbol` (请指定基金) when absent; 404 on `symbol` (请求的数据不存在)
 *   for a fund the sandbox does not know
 */
function holdingFund(ctx: Ctx, symbol: string | undefined) {
  return ctx.fundOr404(symbol, 404);
}

function baoInfo(ctx: Ctx): Record<string, unknown> {
  const f = ctx.market.fund(BAO_CODE)!;
  const y = ctx.market.baoYield(addDays(ctx.today(), -1));
  return {
    fund: fundBrief(ctx, f),
    year_yld: Number(y.seven),
    tenthou_unit_incm: new Decimal(y.tenthou).toFixed(4),
    trade_date: addDays(ctx.today(), -1),
    replay: baoReplay(ctx, addDays(ctx.today(), -1)),
    amount_min_buy: '0.01',
    fast_sell_limit_day: '10000.00',
    allow_buy: true,
    allow_sell: true,
  };
}

/** The account-funds area's operations. */
export const accountFundsHandlers = {
  'POST /funds/undo/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    await checkTradePassword(ctx, userId, body.password);
    return tradeDetailJson(ctx, undoTrade(ctx, userId, body.trade_id), req.origin);
  },
  'POST /funds/divi_type/change/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    const f = ctx.fundOr404(body.fund_id, 400, 'fund_id');
    await checkTradePassword(ctx, userId, body.password);
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
  },
  'GET /funds/fund/mine/': (req) => {
    const { ctx } = req;
    const userId = uid(req);
    return keptAccountJson(ctx, userId, 'fund-mine', () =>
      fundHoldings(ctx, userId).map((h) => holdingJson(ctx, h)),
    );
  },
  'GET /funds/assets/mine/': (req) => {
    const { ctx } = req;
    const userId = uid(req);
    const funds = fundHoldings(ctx, userId);
    const baoHold = baoHoldings(ctx, userId);
    const all = [...funds, ...baoHold];
    const zero = {
      trade_date: null,
      income_latest: '0.00',
      income_total: '0.00',
      worth_value: '0.00',
      fare: '0.00',
    };
    // the fees of pending paid orders: kept per account version (the query reads the whole log)
    const fareUnconfirmed = keptAccount(ctx, userId, 'fare-unconfirmed', () =>
      (
        ctx
          .q(
            `SELECT fare FROM trades WHERE user_id = ? AND status = ? AND direction IN ${PAID_DIRECTIONS_SQL}`,
          )
          .all(userId, STATUS.pending) as { fare: string | null }[]
      ).reduce((s, r) => s.plus(r.fare ?? 0), ZERO),
    );
    const fundsSec = section(funds);
    const baoSec = baoHold.length ? section(baoHold) : zero;
    // Portfolio holdings by topic come from the portfolios area (its hook).
    const topics = ctx.hooks.portfolioAssets?.(ctx, userId) ?? [
      { ...zero, code: 'xds', title: '投顾组合' },
      { ...zero, code: 'pandoras_box', title: '潘多拉魔盒' },
    ];
    const topicSum = (k: 'worth_value' | 'income_latest' | 'income_total') =>
      topics.reduce((s, t) => s.plus(t[k] ?? 0), ZERO);
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
  },
  'GET /funds/fund/fund_info/': (req) => {
    const { ctx, query, origin } = req;
    const userId = uid(req);
    const f = ctx.fundFrom(query);
    const h = holding(ctx, userId, f.code);
    const plans = ctx
      .q(
        'SELECT amount, next_date FROM fixed_investments WHERE user_id = ? AND fund_code = ? AND status = 0 ORDER BY next_date',
      )
      .all(userId, f.code) as { amount: string; next_date: string }[];
    const pendingBuys = h.p.trades.filter(
      (t) => t.status === STATUS.pending && !isSellDirection(t.direction),
    );
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
      income_list: fundIncomeRows(ctx, userId, f).slice(0, 5),
      fund: fundPublic(ctx, f, userId, origin),
      shares_list: sharesList(ctx, userId, f, origin),
      trade_record_list: trades.map((t) => tradeJson(ctx, t, origin)),
    };
  },
  'GET /funds/fund/shares_info/': (req) =>
    sharesList(req.ctx, uid(req), req.ctx.fundFrom(req.query), req.origin),
  'GET /funds/returns/holding/': (req) =>
    holdingReturns(req.ctx, uid(req), holdingFund(req.ctx, req.query.symbol)),
  'GET /funds/returns/holding/lots/': (req) =>
    holdingLots(
      req.ctx,
      uid(req),
      holdingFund(req.ctx, req.query.symbol),
      req.query.page,
      req.query.page_size,
    ),
  'GET /funds/returns/sell_estimate/': (req) =>
    sellEstimate(
      req.ctx,
      uid(req),
      holdingFund(req.ctx, req.query.symbol),
      req.query.shares,
      req.query.bank_card_id,
    ),
  'GET /funds/returns/calendar/': (req) => returnsCalendar(req.ctx, uid(req), req.query.month),
  'GET /funds/returns/summary/': (req) => returnsSummary(req.ctx, uid(req)),
  'GET /funds/returns/look_through/': (req) => lookThroughOf(req.ctx, uid(req)),
  'GET /funds/trades/': (req) => tradeList(req, 'fund'),
  'GET /funds/trades/{id}/': (req) => {
    const t = req.ctx.s.trade.get(req.params.id, uid(req)) as TradeRow | undefined;
    if (!t) throw notFound();
    return tradeDetailJson(req.ctx, t, req.origin);
  },
  'GET /funds/trades/markers/': (req) => {
    const { ctx, query } = req;
    const f = ctx.fundOr404(String(query.symbol));
    const rows = (ctx.s.tradesOfUserFund.all(uid(req), f.code) as TradeRow[]).filter(
      (t) =>
        t.status === STATUS.confirmed &&
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
  },
  'GET /funds/income/mine/': (req) =>
    paginate(accountIncomeRows(req.ctx, uid(req)), req.query.page ?? 1, req.query.page_size ?? 20),
  'GET /funds/income/fund/': (req) => {
    const { ctx, query } = req;
    const f = ctx.fundFrom(query);
    return paginate(fundIncomeRows(ctx, uid(req), f), query.page ?? 1, query.page_size ?? 20);
  },
  'GET /funds/fixed_investment/': (req) => {
    const { ctx, query } = req;
    const f = ctx.fundOr404(query.fund_id, 400, 'fund_id');
    const rows = ctx
      .q('SELECT * FROM fixed_investments WHERE user_id = ? AND fund_code = ? ORDER BY id DESC')
      .all(uid(req), f.code) as PlanRow[];
    return rows.map((p) => planJson(ctx, p));
  },
  'GET /funds/fixed_investment/mine/': (req) => {
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
  },
  'GET /funds/fixed_investment/trades/': (req) => {
    const id = req.query.fixed_investment_id;
    if (
      id !== undefined &&
      !req.ctx.q('SELECT 1 FROM fixed_investments WHERE id = ? AND user_id = ?').get(id, uid(req))
    )
      throw bad('fixed_investment_id', '定投计划不存在');
    // one plan's records, or every plan's of the user: deductions and take-profit sells
    const w = planRecordsWhere(id);
    return tradeList(req, 'fund', w.sql, w.args);
  },
  'GET /funds/fixed_investment/{id}/': (req) =>
    planDetailJson(req.ctx, planOr404(req.ctx, uid(req), req.params.id), req.origin),
  'POST /funds/fixed_investment/{id}/disable/': async (req) => {
    const { ctx, body, params, origin } = req;
    const userId = uid(req);
    const p = planOr404(ctx, userId, params.id);
    await checkTradePassword(ctx, userId, body.password);
    if (p.status === 1) throw new HttpError(409, { non_field_errors: ['定投已终止'] });
    ctx
      .q('UPDATE fixed_investments SET status = 1, end_date = ? WHERE id = ?')
      .run(ctx.today(), p.id);
    return planDetailJson(ctx, planOr404(ctx, userId, p.id), origin);
  },
  'GET /funds/bao/info/': (req) => baoInfo(req.ctx),
  'GET /funds/bao/mine/': (req) => {
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
  },
  'GET /funds/bao/trades/': (req) => tradeList(req, 'bao'),
  'GET /funds/bao/sell_info/': (req) => {
    const { ctx, origin } = req;
    const userId = uid(req);
    const p = position(ctx, userId, BAO_CODE);
    const usedToday = (
      ctx
        .q(
          "SELECT amount FROM trades WHERE user_id = ? AND kind = 'bao' AND direction = ? AND trade_date = ? AND status != ?",
        )
        .all(userId, DIRECTION.sell, ctx.today(), STATUS.undone) as { amount: string }[]
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
        return cardJson(ctx, c, origin, {
          shares_current: s.current.toFixed(2),
          shares_enable: s.enable.toFixed(2),
          worth_value: money(s.current),
          worth_value_enable: money(s.enable),
        });
      }),
    };
  },
  'GET /funds/income/bao/': (req) => {
    const { ctx, query } = req;
    const type = String(query.type ?? 'income');
    if (type === 'income') {
      return paginate(
        fundIncomeRows(ctx, uid(req), ctx.market.fund(BAO_CODE)!),
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
  },
  'POST /funds/bao/buy/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    await checkTradePassword(ctx, userId, body.password);
    const t = placeBuy(
      ctx,
      {
        userId,
        symbol: BAO_CODE,
        amount: body.amount,
        bank_card_id: body.bank_card_id,
      },
      { bao: true },
    );
    return tradeDetailJson(ctx, t, req.origin);
  },
  'POST /funds/bao/sell/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    await checkTradePassword(ctx, userId, body.password);
    const t = placeBaoSell(ctx, {
      userId,
      amount: body.amount,
      bank_card_id: body.bank_card_id,
      is_fast: body.is_fast,
    });
    return tradeDetailJson(ctx, t, req.origin);
  },
} satisfies SandboxArea['handlers'];
