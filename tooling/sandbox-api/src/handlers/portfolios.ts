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

interface Model {
  id: number;
  name: string;
  risk: number;
  topic: 'xds' | 'pandoras_box';
  mix: [stype: number, weight: number][];
  strategy: string;
}
const MODELS: Model[] = [
  {
    id: 1,
    name: '稳健增值组合',
    risk: 2,
    topic: 'xds',
    mix: [
      [302, 60],
      [301, 40],
    ],
    strategy: '以债券基金打底，少量混合基金增强收益',
  },
  {
    id: 2,
    name: '股债平衡组合',
    risk: 3,
    topic: 'xds',
    mix: [
      [302, 50],
      [300, 50],
    ],
    strategy: '股债各半，定期再平衡',
  },
  {
    id: 3,
    name: '进取成长组合',
    risk: 4,
    topic: 'xds',
    mix: [
      [300, 40],
      [301, 40],
      [303, 20],
    ],
    strategy: '精选主动权益基金，追求长期成长',
  },
  {
    id: 4,
    name: '指数定投组合',
    risk: 4,
    topic: 'xds',
    mix: [
      [303, 50],
      [303, 50],
    ],
    strategy: '宽基指数分散配置，适合长期定投',
  },
  {
    id: 5,
    name: '全球配置组合',
    risk: 5,
    topic: 'pandoras_box',
    mix: [
      [305, 50],
      [300, 30],
      [302, 20],
    ],
    strategy: '海外与A股均衡配置，分散单一市场风险',
  },
  {
    id: 6,
    name: '红利低波组合',
    risk: 3,
    topic: 'xds',
    mix: [
      [303, 50],
      [302, 50],
    ],
    strategy: '指数与债券搭配，控制波动',
  },
  {
    id: 7,
    name: '科技先锋组合',
    risk: 5,
    topic: 'pandoras_box',
    mix: [
      [300, 60],
      [303, 40],
    ],
    strategy: '聚焦科技成长方向的权益基金',
  },
  {
    id: 8,
    name: '消费升级组合',
    risk: 4,
    topic: 'pandoras_box',
    mix: [
      [301, 70],
      [300, 30],
    ],
    strategy: '布局消费主题的混合与股票基金',
  },
  {
    id: 9,
    name: '纯债稳健组合',
    risk: 2,
    topic: 'xds',
    mix: [
      [302, 50],
      [302, 50],
    ],
    strategy: '多只债券基金分散持有',
  },
  {
    id: 10,
    name: '养老目标组合',
    risk: 3,
    topic: 'xds',
    mix: [
      [302, 40],
      [301, 40],
      [300, 20],
    ],
    strategy: '长期持有，兼顾稳健与增长',
  },
];

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
