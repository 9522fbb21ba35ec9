/**
 * Fund portfolios (read side): ten model portfolios built deterministically from seed funds with
 * real NAV series. A portfolio's net value is the buy-and-hold value of its target weights from a
 * common start date (normalised to 1.0000), so every figure derives from real NAVs and CSI 300.
 * Portfolio trading stays on the schema-driven fallback (README "what is thin").
 */
import Decimal from 'decimal.js';
import type { Ctx } from '../ctx';
import { on, uid, paginate, type Req } from '../http/registry';
import { bad, notFound } from '../http/errors';
import { sample } from './fallback';
import type { Fund } from '../market/market';
import { dayNum, isoOf } from '../market/calendar';
import { timetable } from './market';
import type { CardRow } from '../ctx';
import { money } from '../ctx';
import { quoteBuy } from '../market/fees';
import { sharesOnCard } from '../domain/trading';
import {
  setPortfolioResolver,
  placePortfolioBuy,
  placePortfolioSell,
  undoPortfolioTrade,
  childTrades,
  orderStatus,
  positionsOf,
  portfolioPositions,
  split,
  type PortfolioTradeRow,
} from '../domain/portfolio-trading';

import { MODELS, type Model } from '../domain/portfolio-models';

interface Built {
  model: Model;
  funds: { f: Fund; weight: number }[];
  dates: string[];
  navs: Decimal[];
}
const built = new WeakMap<Ctx, Map<number, Built>>();

/** Unit NAV drops of more than 12% in a day are dividend distributions, not losses: skip such funds (no accumulated NAV). */
function smooth(f: Fund): boolean {
  const n = f.series!.navs;
  for (let i = 1; i < n.length; i++) if (n[i]! < n[i - 1]! * 0.88) return false;
  return true;
}

function pool(ctx: Ctx, stype: number): Fund[] {
  return ctx.market.funds
    .filter(
      (f) =>
        f.stype === stype &&
        f.series &&
        f.series.days.length > 1000 &&
        isoOf(f.series.days[f.series.days.length - 1]!) >= '2026-04-01' &&
        smooth(f),
    )
    .sort((a, b) => (a.code < b.code ? -1 : 1));
}

function build(ctx: Ctx, id: number): Built {
  let m = built.get(ctx);
  if (!m) built.set(ctx, (m = new Map()));
  const hit = m.get(id);
  if (hit) return hit;
  const model = MODELS.find((x) => x.id === id);
  if (!model) throw notFound('组合不存在');
  const used = new Set<string>();
  const funds = model.mix.map(([stype, weight], i) => {
    const p = pool(ctx, stype);
    let k = (model.id * 7 + i * 3) % p.length;
    while (used.has(p[k]!.code)) k = (k + 1) % p.length;
    used.add(p[k]!.code);
    return { f: p[k]!, weight };
  });
  const start = Math.max(dayNum('2021-01-04'), ...funds.map((x) => x.f.series!.days[0]!));
  const days = new Set<number>();
  for (const { f } of funds) for (const d of f.series!.days) if (d >= start) days.add(d);
  const dates = [...days].sort((a, b) => a - b).map(isoOf);
  const base = funds.map(({ f }) => ctx.market.navOn(f, isoOf(start)).nav);
  const navs = dates.map((d) =>
    funds.reduce(
      (s, { f, weight }, i) =>
        s.plus(new Decimal(ctx.market.navOn(f, d).nav).div(base[i]!).times(weight).div(100)),
      new Decimal(0),
    ),
  );
  const b: Built = { model, funds, dates, navs };
  m.set(id, b);
  return b;
}

function idxOn(b: Built, date: string): number {
  let lo = 0;
  let hi = b.dates.length - 1;
  let ans = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (b.dates[mid]! <= date) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}
const pctBetween = (a: Decimal, b: Decimal) =>
  b.div(a).minus(1).times(100).toDecimalPlaces(2).toNumber();
function back(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

function portfolioJson(req: Req, id: number): Record<string, unknown> {
  const { ctx } = req;
  const b = build(ctx, id);
  const i = idxOn(b, ctx.navDate());
  const nav = b.navs[i]!;
  const d = b.dates[i]!;
  const at = (date: string) => b.navs[idxOn(b, date)]!;
  let peak = b.navs[0]!;
  let mdd = new Decimal(0);
  for (let k = 0; k <= i; k++) {
    if (b.navs[k]!.gt(peak)) peak = b.navs[k]!;
    const dd = peak.minus(b.navs[k]!).div(peak);
    if (dd.gt(mdd)) mdd = dd;
  }
  const years = (dayNum(d) - dayNum(b.dates[0]!)) / 365;
  const yld = years > 0 ? (Math.pow(nav.toNumber(), 1 / years) - 1) * 100 : 0;
  const base = sample(req, { $ref: '#/components/schemas/Portfolio' }, `portfolio:${id}`, {
    fund: b.funds[0]!.f,
  }) as Record<string, unknown>;
  const followed = req.userId ? !!ctx.s.follow.get(req.userId, 'portfolio', String(id)) : false;
  const followers = (
    ctx
      .q("SELECT COUNT(*) AS n FROM follows WHERE kind = 'portfolio' AND target = ?")
      .get(String(id)) as { n: number }
  ).n;
  return {
    ...base,
    id,
    symbol: `P${String(id).padStart(5, '0')}`,
    code: `P${String(id).padStart(5, '0')}`,
    name: b.model.name,
    description: b.model.strategy,
    recommend_title: b.model.name,
    recommend_reason: b.model.strategy,
    recommend_percent_value: pctBetween(at(back(d, 12)), nav),
    recommend_percent_display: '近一年收益',
    investment_risk: b.model.risk,
    allow_buy: true,
    allow_sell: true,
    allow_trade: true,
    allow_fixed: true,
    allow_positions: true,
    allow_performance: true,
    allow_subscribe: false,
    amount_min_buy: '1000.00',
    amount_max_buy: null,
    amount_fixed_min: '1000.00',
    amount_fixed_max: '50000.00',
    fare_ratio_buy: 1.2,
    fare_ratio_sell: 0.5,
    fare_ratio_buy_min: 0.12,
    fare_ratio_sell_min: 0,
    discount_rate_buy: 0.1,
    discount_rate_sell: 1,
    net_value: nav.toFixed(4),
    net_value_date: d,
    cumulative: nav.toFixed(4),
    manage_fare: 0.5,
    yld: Math.round(yld * 100) / 100,
    yld_target: b.model.risk * 2,
    percent_month: pctBetween(at(back(d, 1)), nav),
    percent_tyear: pctBetween(at(`${Number(d.slice(0, 4)) - 1}-12-31`), nav),
    chng_pct_day: i > 0 ? pctBetween(b.navs[i - 1]!, nav) : 0,
    chng_pct_week: pctBetween(at(isoOf(dayNum(d) - 7)), nav),
    chng_pct_month: pctBetween(at(back(d, 1)), nav),
    chng_pct_3month: pctBetween(at(back(d, 3)), nav),
    chng_pct_6month: pctBetween(at(back(d, 6)), nav),
    chng_pct_year: pctBetween(at(back(d, 12)), nav),
    chng_pct_start: pctBetween(b.navs[0]!, nav),
    max_drawdown: mdd.times(100).toDecimalPlaces(2).toNumber(),
    followed,
    followers_count: 1000 + id * 137 + followers,
    advisor_name: '沙盒投顾',
    advisor_strategy: b.model.strategy,
    advisor_risk_warning: '组合过往业绩不代表未来表现，投资需谨慎。',
    topic_code: b.model.topic,
    is_pandoras_box: b.model.topic === 'pandoras_box',
    found_date: b.dates[0],
    positions: positions(req, b),
  };
}

function positions(req: Req, b: Built): Record<string, unknown>[] {
  return b.funds.map(({ f, weight }) => {
    const st = req.ctx.market.stats(f, req.ctx.navDate());
    return {
      symbol: f.code,
      abbr_name: f.name,
      percent: weight,
      symbol_stype: f.stype,
      investment_risk: f.risk,
      net_value: st.net_value,
      percent_day: st.percent_day === null ? null : Number(st.percent_day),
      allow_trade: true,
      allow_buy: true,
      allow_sell: true,
      is_bao: f.isBao,
    };
  });
}

function points(req: Req, b: Built): Record<string, unknown>[] {
  const end = idxOn(b, req.ctx.navDate());
  const csi0 = req.ctx.market.csiOn(b.dates[0]!);
  const out = [];
  for (let k = 0; k <= end; k++) {
    const csi = req.ctx.market.csiOn(b.dates[k]!);
    out.push({
      date: b.dates[k]!,
      net_value: b.navs[k]!.toFixed(4),
      cumulative: b.navs[k]!.toFixed(4),
      percentage_begin: b.navs[k]!.minus(1).times(100).toDecimalPlaces(2).toNumber(),
      percent_track: csi && csi0 ? Math.round((csi / csi0 - 1) * 10000) / 100 : null,
      percent_track_2: null,
    });
  }
  return out;
}

on('GET /portfolio/recommend/', (req) => {
  const page = paginate(
    MODELS.map((m) => m.id),
    req.query.page ?? 1,
    req.query.page_size ?? 3,
  );
  return { ...page, results: page.results.map((id) => portfolioJson(req, id)) };
});
on('GET /portfolio/{id}/', (req) => portfolioJson(req, req.params.id));
on('GET /store/portfolios/{id}/', (req) => portfolioJson(req, req.params.id));
on('GET /store/portfolios/recommend/', (req) => {
  const page = paginate(
    MODELS.map((m) => m.id),
    req.query.page ?? 1,
    req.query.page_size ?? 20,
  );
  return { ...page, results: page.results.map((id) => portfolioJson(req, id)) };
});
on('GET /portfolio/{id}/netvalue_history/', (req) => {
  const pts = points(req, build(req.ctx, req.params.id)).reverse();
  return paginate(pts, req.query.page ?? 1, req.query.page_size ?? 20);
});
on('GET /portfolio/{id}/netvalue_daily_chart/', (req) =>
  points(req, build(req.ctx, req.params.id)).slice(-365),
);
on('GET /portfolio/{id}/get_detailed_positions/', (req) =>
  paginate(
    positions(req, build(req.ctx, req.params.id)),
    req.query.page ?? 1,
    req.query.page_size ?? 5,
  ),
);
on('GET /portfolio/{id}/timetable/', (req) =>
  timetable(req.ctx, build(req.ctx, req.params.id).funds[0]!.f),
);
on('GET /portfolio/topics/', (req) => {
  const topics = [
    { code: 'xds', title: '投顾组合', subtitle: '专业投顾，省心配置' },
    { code: 'pandoras_box', title: '潘多拉魔盒', subtitle: '主题组合，个性之选' },
  ].filter((t) => !req.query.code || t.code === req.query.code);
  if (req.query.code && !topics.length) throw bad('code', '主题不存在');
  return topics.map((t, i) => ({
    id: i + 1,
    ...t,
    cover_image: `${req.origin}/static/images/topic-${t.code}.svg`,
    cover_url: null,
    url: `/portfolio/topics/${t.code}/`,
    portfolios: MODELS.filter((m) => m.topic === t.code).map((m) => portfolioJson(req, m.id)),
  }));
});
on('POST /portfolio/{id}/follow/', (req) => {
  build(req.ctx, req.params.id);
  req.ctx
    .q(
      "INSERT OR IGNORE INTO follows (user_id, kind, target, created_at) VALUES (?, 'portfolio', ?, ?)",
    )
    .run(uid(req), String(req.params.id), req.ctx.nowIso());
  return { followed: true };
});
on('POST /portfolio/{id}/unfollow/', (req) => {
  build(req.ctx, req.params.id);
  req.ctx
    .q("DELETE FROM follows WHERE user_id = ? AND kind = 'portfolio' AND target = ?")
    .run(uid(req), String(req.params.id));
  return { followed: false };
});
on('GET /portfolio/following/', (req) => {
  const ids = (
    req.ctx
      .q(
        "SELECT target FROM follows WHERE user_id = ? AND kind = 'portfolio' ORDER BY created_at DESC, target",
      )
      .all(uid(req)) as { target: string }[]
  ).map((r) => Number(r.target));
  const page = paginate(ids, req.query.page ?? 1, req.query.page_size ?? 20);
  return { ...page, results: page.results.map((id) => portfolioJson(req, id)) };
});

// ---------- portfolio trading (domain/portfolio-trading) ----------
setPortfolioResolver((ctx, id) => build(ctx, id).funds);

function brief(req: Req, id: number): Record<string, unknown> {
  const m = MODELS.find((x) => x.id === id)!;
  return {
    id,
    symbol: `P${String(id).padStart(5, '0')}`,
    code: `P${String(id).padStart(5, '0')}`,
    name: m.name,
    investment_risk: m.risk,
    topic_code: m.topic,
    is_pandoras_box: m.topic === 'pandoras_box',
  };
}

function orderJson(req: Req, o: PortfolioTradeRow): Record<string, unknown> {
  const { ctx } = req;
  const kids = childTrades(ctx, o.id);
  const status = orderStatus(kids);
  const confirmed = kids.filter((t) => t.status === 1);
  const card = ctx.q('SELECT * FROM bank_cards WHERE id = ?').get(o.bank_card_id) as
    CardRow | undefined;
  const sumOf = (k: 'amount_confirm') =>
    confirmed.reduce((s, t) => s.plus(t[k] ?? 0), new Decimal(0));
  return {
    id: o.id,
    direction: o.direction,
    direction_display: o.direction === 0 ? '买入' : '卖出',
    status,
    status_display: (
      {
        0: o.direction === 0 ? '委托成功' : '确认中',
        1: '确认成功',
        2: '确认失败',
        6: '已撤单',
        8: '部分确认',
      } as Record<number, string>
    )[status],
    amount: o.amount,
    amount_confirm: status === 1 || status === 8 ? money(sumOf('amount_confirm')) : null,
    amount_real:
      status === 1
        ? money(o.direction === 0 ? new Decimal(o.amount) : sumOf('amount_confirm'))
        : null,
    amount_refund: status === 6 ? o.amount : null,
    apply_date: o.apply_at,
    shares: null,
    shares_confirm: null,
    remind_info: status === 0 ? `预计${o.confirm_date}确认` : null,
    divi_type: null,
    rebalance_type: null,
    opposite_trade_record: null,
    portfolio: brief(req, o.portfolio_id),
    bank_card: card ? ctx.cardJson(card, req.origin) : null,
  };
}

function orderDetailJson(req: Req, o: PortfolioTradeRow): Record<string, unknown> {
  const { ctx } = req;
  const kids = childTrades(ctx, o.id);
  const base = orderJson(req, o);
  const fares = kids.reduce((s, t) => s.plus(t.fare ?? 0), new Decimal(0));
  const title = o.direction === 0 ? '买入' : '卖出';
  const status = base.status as number;
  return {
    ...base,
    serial_number: o.serial_number,
    discount: null,
    discount_rate: o.direction === 0 ? 0.1 : 1,
    fare: money(fares),
    fare_buy: o.direction === 0 ? money(fares) : '0.00',
    fare_sell: o.direction === 1 ? money(fares) : '0.00',
    is_first_trade: false,
    confirm_date: o.confirm_date,
    allow_undo: kids.length > 0 && kids.every((t) => ctx.allowUndo(t)),
    failure_notification: null,
    is_remittance: false,
    remittance_date: null,
    status_info: [
      {
        status: 1,
        title: `${title}申请已提交`,
        desc: `${o.apply_at.slice(0, 16).replace('T', ' ')} 提交成功`,
      },
      status === 6
        ? { status: 1, title: '已撤单', desc: '撤单成功，资金将退回银行卡' }
        : {
            status: status === 1 ? 1 : 0,
            title: '基金确认',
            desc:
              status === 1
                ? `${o.confirm_date} 已全部确认`
                : `预计${o.confirm_date}确认，按${o.trade_date}净值计算`,
          },
    ],
    trade_record_list: kids.map((t) => ctx.tradeJson(t, req.origin)),
    coupon_record: null,
  };
}

function orderOr404(req: Req, id: number): PortfolioTradeRow {
  const o = req.ctx
    .q('SELECT * FROM portfolio_trades WHERE id = ? AND user_id = ?')
    .get(id, uid(req)) as PortfolioTradeRow | undefined;
  if (!o) throw notFound();
  return o;
}

on('POST /funds/fund_portfolios/buy/', async (req) => {
  const { ctx, body } = req;
  const userId = uid(req);
  await ctx.checkTradePassword(userId, body.password);
  const o = placePortfolioBuy(ctx, {
    userId,
    portfolioId: body.fund_portfolio_id,
    amount: body.amount,
    bank_card_id: body.bank_card_id,
    risk_confirmed: body.risk_confirmed,
    key: String(req.headers['idempotency-key']),
    body,
  });
  return orderDetailJson(req, o);
});
on('POST /funds/fund_portfolios/sell/', async (req) => {
  const { ctx, body } = req;
  const userId = uid(req);
  await ctx.checkTradePassword(userId, body.password);
  const o = placePortfolioSell(ctx, {
    userId,
    portfolioId: body.fund_portfolio_id,
    amount: body.amount,
    bank_card_id: body.bank_card_id,
    key: String(req.headers['idempotency-key']),
    body,
  });
  return orderDetailJson(req, o);
});
on('POST /funds/fund_portfolios/undo/', async (req) => {
  const userId = uid(req);
  await req.ctx.checkTradePassword(userId, req.body.password);
  return orderDetailJson(req, undoPortfolioTrade(req.ctx, userId, req.body.trade_id));
});
on('GET /funds/fund_portfolios/buy_fee/', (req) => {
  const { ctx, query } = req;
  const amount = new Decimal(query.amount);
  if (amount.lte(0)) throw bad('amount', '金额输入不正确');
  const parts = split(amount, positionsOf(ctx, query.fund_portfolio_id));
  const qs = parts.map((p) => quoteBuy(p.f, p.amount));
  const fare = qs.reduce((s, q) => s.plus(q.fare), new Decimal(0));
  const orig = qs.reduce((s, q) => s.plus(q.fare_original), new Decimal(0));
  return {
    fare: money(fare),
    fare_ratio: amount.isZero() ? 0 : fare.div(amount).times(100).toDecimalPlaces(4).toNumber(),
    original_fare: money(orig),
    discount_rate: 0.1,
    amount_confirm_estimate: money(amount.minus(fare)),
  };
});
function proposal(req: Req, direction: number): Record<string, unknown> {
  const { ctx, query } = req;
  const amount = new Decimal(query.amount);
  if (amount.lte(0)) throw bad('amount', '金额输入不正确');
  const parts = split(amount, positionsOf(ctx, query.fund_portfolio_id));
  const weights = new Map(
    positionsOf(ctx, query.fund_portfolio_id).map((p) => [p.f.code, p.weight]),
  );
  const qs = parts.map((p) => (direction === 0 ? quoteBuy(p.f, p.amount) : null));
  const fare = qs.reduce((s, q) => s.plus(q?.fare ?? 0), new Decimal(0));
  return {
    fund_portfolio_id: query.fund_portfolio_id,
    bank_card_id: query.bank_card_id,
    amount: money(amount),
    fare: money(fare),
    discount: money(
      qs.reduce(
        (s, q) => s.plus(q ? new Decimal(q.fare_original).minus(q.fare) : 0),
        new Decimal(0),
      ),
    ),
    amount_confirm_estimate: money(amount.minus(fare)),
    items: parts.map((p, i) => ({
      symbol: p.f.code,
      abbr_name: p.f.name,
      percent: weights.get(p.f.code)!,
      amount: money(p.amount),
      shares: null,
      fare: qs[i]?.fare ?? null,
      direction,
      is_bao: p.f.isBao,
      allow_trade: true,
      note: null,
    })),
    allow_trade: true,
    message: null,
  };
}
on('GET /funds/fund_portfolios/buy/proposal/', (req) => proposal(req, 0));
on('GET /funds/fund_portfolios/sell/proposal/', (req) => proposal(req, 1));

function holdingJson(req: Req, portfolioId: number): Record<string, unknown> {
  const { ctx } = req;
  const userId = uid(req);
  const held = portfolioPositions(ctx, userId, portfolioId);
  const orders = ctx
    .q('SELECT * FROM portfolio_trades WHERE user_id = ? AND portfolio_id = ? ORDER BY id DESC')
    .all(userId, portfolioId) as PortfolioTradeRow[];
  const worth = held.reduce((s, h) => s.plus(h.worth), new Decimal(0));
  const invested = held.reduce((s, h) => s.plus(h.p.invested).minus(h.p.realized), new Decimal(0));
  const latest = held.reduce((s, h) => {
    const prev = ctx.market.prevNav(h.f, ctx.navDate());
    return prev
      ? s.plus(
          h.p.shares.times(
            new Decimal(ctx.market.navOn(h.f, ctx.navDate()).nav - prev.nav).div(10000),
          ),
        )
      : s;
  }, new Decimal(0));
  const pendingBuy = held.reduce((s, h) => s.plus(h.p.buyUnconfirm), new Decimal(0));
  const pendingSell = held.reduce((s, h) => s.plus(h.p.pendingSell), new Decimal(0));
  const cards = ctx.s.cards.all(userId) as CardRow[];
  return {
    allow_sell: worth.gt(0),
    allow_rebalance: false,
    trade_date: ctx.navDate(),
    worth_value: money(worth),
    fare: '0.00',
    income_total: money(worth.minus(invested)),
    income_latest: money(latest),
    notification: pendingBuy.gt(0)
      ? [
          {
            url: '/accounts/funds/portfolios/trades/',
            title: `有${money(pendingBuy)}元买入确认中`,
            action_title: '查看',
          },
        ]
      : [],
    buy_unconfirm: money(pendingBuy),
    sell_unconfirm: pendingSell.toFixed(2),
    amount_unconfirm: money(pendingBuy),
    shares_unconfirm: pendingSell.toFixed(2),
    sell_amount_unconfirm: '0.00',
    is_manager: false,
    rebalance_unconfirm: false,
    funds_list: held
      .filter((h) => h.p.shares.gt(0))
      .map((h) => ({
        fund: ctx.fundBrief(h.f),
        shares_enable: Decimal.max(0, h.p.shares.minus(h.p.pendingSell)).toFixed(2),
        shares_current: h.p.shares.toFixed(2),
        worth_value: money(h.worth),
        worth_value_per: h.nav.toFixed(4),
      })),
    income_list: [],
    statuses_publish_at: null,
    fund_portfolio: portfolioJson(req, portfolioId),
    shares_list: cards
      .map((c) => {
        const w = held.reduce(
          (s, h) => s.plus(sharesOnCard(h.p, c.id).current.times(h.nav)),
          new Decimal(0),
        );
        const e = held.reduce(
          (s, h) => s.plus(sharesOnCard(h.p, c.id).enable.times(h.nav)),
          new Decimal(0),
        );
        return {
          id: c.id,
          shares_current: money(w),
          shares_enable: money(e),
          worth_value: money(w),
          worth_value_enable: money(e),
          bank_card: ctx.cardJson(c, req.origin),
        };
      })
      .filter((x) => new Decimal(x.worth_value).gt(0)),
    trade_record_list: orders.slice(0, 5).map((o) => orderJson(req, o)),
  };
}
function heldPortfolios(req: Req): number[] {
  return (
    req.ctx
      .q(
        'SELECT DISTINCT portfolio_id FROM portfolio_trades WHERE user_id = ? ORDER BY portfolio_id',
      )
      .all(uid(req)) as { portfolio_id: number }[]
  ).map((r) => r.portfolio_id);
}
on('GET /funds/fund_portfolios/mine/', (req) => {
  const topic = req.query.topic ? String(req.query.topic) : undefined;
  const ids = heldPortfolios(req).filter(
    (id) => !topic || MODELS.find((m) => m.id === id)!.topic === topic,
  );
  const results = ids.map((id) => holdingJson(req, id));
  const sum = (k: string) =>
    money(results.reduce((s, r) => s.plus(r[k] as string), new Decimal(0)));
  return {
    topic: topic ?? 'xds',
    worth_value: sum('worth_value'),
    income_latest: sum('income_latest'),
    income_total: sum('income_total'),
    trade_date: req.ctx.navDate(),
    results,
  };
});
on('GET /funds/fund_portfolios/{id}/', (req) => {
  if (!heldPortfolios(req).includes(req.params.id)) throw notFound('您未持有该组合');
  return holdingJson(req, req.params.id);
});
on('GET /funds/fund_portfolios/{id}/shares_info/', (req) => {
  build(req.ctx, req.params.id);
  return (holdingJson(req, req.params.id).shares_list as unknown[]) ?? [];
});
on('GET /funds/portfolio_trades/', (req) => {
  const { ctx, query } = req;
  let rows = ctx
    .q('SELECT * FROM portfolio_trades WHERE user_id = ? ORDER BY id DESC')
    .all(uid(req)) as PortfolioTradeRow[];
  if (query.fund_portfolio_id !== undefined)
    rows = rows.filter((o) => o.portfolio_id === query.fund_portfolio_id);
  if (query.direction) {
    const d = String(query.direction).split(',').map(Number);
    rows = rows.filter((o) => d.includes(o.direction));
  }
  let items = rows.map((o) => orderJson(req, o));
  if (query.status) {
    const st = String(query.status).split(',').map(Number);
    items = items.filter((o) => st.includes(o.status as number));
  }
  return paginate(items, query.page ?? 1, query.page_size ?? 20);
});
on('GET /funds/portfolio_trades/{id}/', (req) =>
  orderDetailJson(req, orderOr404(req, req.params.id)),
);
