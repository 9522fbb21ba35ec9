/**
 * Schema-driven sample values, used only to build request samples in the contract test and the
 * operations table (`scripts/ops-table.ts`). It answered operations without a handler until
 * issue 12 gave every operation a real one; the sandbox now answers such an operation 501.
 *
 * The generator walks the response schema of openapi.yaml and fills it with values taken from
 * the seed: funds (code, name, NAV, derived percents), managers and companies, the trading
 * calendar and the clock. A deterministic generator keyed by the path and query makes every
 * answer stable across calls. Every value respects its schema (enum, pattern, bounds, formats).
 */
import Decimal from 'decimal.js';
import type { Req } from './registry';
import type { Fund } from '../market/market';
import { loadOpenApi } from './openapi';
import { fundBrief, fundJson } from '../domain/serializers';

type Schema = Record<string, any>;

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h;
}
function rng(seed: number): () => number {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface GenState {
  req: Req;
  rand: () => number;
  fund: Fund | null;
  manager: { id: number; name: string; company: string | null } | null;
  index: number;
  depth: number;
  /** Component name of the object being generated (for names like "新人红包1"). */
  entity?: string | null;
}

const ENTITY_LABEL: Record<string, string> = {
  Coupon: '新人红包',
  BetGame: '猜涨跌',
  Store: '财富小店',
  CouponActivity: '福利活动',
  Activity: '活动',
  Membership: '会员',
  MemberService: '投顾服务',
  QuantStrategy: '量化策略',
  QuantIndustry: '行业',
  Sector: '行业板块',
  AiBot: '小基助手',
  CoinTask: '每日任务',
  CoinExchangeTarget: '兑换券',
  ManagerList: '基金经理榜单',
  FilterCondition: '筛选条件',
  FriendshipLink: '合作伙伴',
  QuantFactor: '因子',
  Shareholder: '股东',
  IndexQuote: '指数',
  SymbolQuote: '股票',
  Topic: '主题',
  Portfolio: '组合',
  ServiceReport: '服务报告',
};

const MANAGER_CACHE = new WeakMap<object, { id: number; name: string; company: string | null }[]>();
function managers(req: Req) {
  let m = MANAGER_CACHE.get(req.ctx);
  if (!m) {
    m = req.ctx
      .q(
        'SELECT m.id, m.name, c.name AS company FROM managers m LEFT JOIN companies c ON c.id = m.company_id ORDER BY m.id',
      )
      .all() as { id: number; name: string; company: string | null }[];
    MANAGER_CACHE.set(req.ctx, m);
  }
  return m;
}

function pickFund(st: GenState): Fund {
  const list = st.req.ctx.market.funds;
  // prefer funds with a NAV series (real derived figures)
  const withSeries = list.filter((f) => f.series && f.series.days.length > 1);
  const pool = withSeries.length ? withSeries : list;
  const want = st.req.params.symbol ?? st.req.query.symbol;
  if (want && st.index === 0) {
    const f = st.req.ctx.market.fund(String(want));
    if (f) return f;
  }
  return pool[Math.floor(st.rand() * pool.length)]!;
}

const TITLES = [
  '市场回顾：A股震荡上行，关注低估值板块',
  '基金经理观点：坚守长期价值',
  '定投的正确姿势',
  '债市展望：利率中枢下移',
  '行业轮动下的配置思路',
  '如何选择一只好基金',
];
const TEXTS = [
  '本期数据来自沙盒种子（真实基金净值与沪深300指数），仅供开发测试。',
  '以上内容不构成投资建议，基金有风险，投资需谨慎。',
];

function deref(s: Schema | undefined): Schema {
  const oa = loadOpenApi();
  return s ? oa.deref(s) : {};
}

function stringFor(name: string, s: Schema, st: GenState): string {
  const { ctx } = st.req;
  const n = name.toLowerCase();
  const fmt = s.format as string | undefined;
  if (fmt === 'date') return dateFor(n, st);
  if (fmt === 'date-time')
    return `${dateFor(n, st)}T${n.includes('publish') ? '09:30:00' : '15:00:00'}+08:00`;
  if (
    fmt === 'uri' ||
    fmt === 'url' ||
    n.endsWith('url') ||
    n.includes('image') ||
    n.includes('avatar') ||
    n.includes('logo') ||
    n === 'cover'
  ) {
    if (fmt === 'uri' || fmt === 'url' || /image|avatar|logo|cover/.test(n))
      return `${st.req.origin}/static/images/${n}-${st.index + 1}.svg`;
  }
  if (fmt === 'email') return `user${st.index + 1}@example.com`;
  const pat = s.pattern as string | undefined;
  const candidates: string[] = [];
  const f = st.fund ?? (st.fund = pickFund(st));
  const stats = ctx.market.stats(f, ctx.navDate());
  if (pat?.includes('\\.\\d{1,2}')) candidates.push(moneyFor(n, st));
  if (pat && /\\d\+\)\?\$|\\d\+\(/.test(pat))
    candidates.push(
      n.includes('net') || n.includes('nav') || n.includes('value_per')
        ? stats.net_value
        : n.includes('share')
          ? '1000.00'
          : moneyFor(n, st),
    );
  if (/symbol|^code$|fund_code|source_fund_symbol/.test(n)) candidates.push(f.code);
  if (n === 'abbr_name' || n === 'fund_name' || n === 'symbol_name') candidates.push(f.name);
  if (n === 'name' || n.endsWith('_name')) {
    if (st.manager && /manager/.test(n + (s.description ?? ''))) candidates.push(st.manager.name);
    candidates.push(
      n.includes('company')
        ? (f.companyName ?? '华夏基金')
        : n.includes('manager')
          ? pickManager(st).name
          : n === 'name' && st.entity && !/Fund|Symbol|Position|Achievement/.test(st.entity)
            ? `${ENTITY_LABEL[st.entity] ?? '沙盒'}${st.index + 1}`
            : f.name,
    );
  }
  if (n.includes('mobile') || n.includes('phone') || n.includes('tel'))
    candidates.push('13800138000', '400-000-0000');
  if (n === 'title' || n.endsWith('_title') || n === 'subtitle')
    candidates.push(TITLES[st.index % TITLES.length]!);
  if (n === 'username' || n === 'nickname')
    candidates.push(`投资者${String(1000 + (st.index + 1) * 37).slice(-4)}`);
  if (n.includes('tag') || n === 'good_at_type')
    candidates.push(TAGS[(st.index + hash(n)) % TAGS.length]!);
  if (
    n === 'text' ||
    n.includes('desc') ||
    n.includes('content') ||
    n.includes('summary') ||
    n.includes('note') ||
    n.includes('intro')
  )
    candidates.push(TEXTS[st.index % TEXTS.length]!);
  if (n.includes('display')) candidates.push('正常');
  if (n === 'real_name') candidates.push('张*');
  if (n === 'trade_status') candidates.push(tradeStatus(st));
  if (n === 'apply_business') candidates.push('fund_buy');
  if (n === 'use_condition') candidates.push('买入满100元可用');
  if (n.includes('token') || n.includes('captcha')) candidates.push('123456');
  if (Array.isArray(s.examples))
    candidates.push(...s.examples.filter((x: unknown) => typeof x === 'string'));
  if (s.example !== undefined && typeof s.example === 'string') candidates.push(s.example);
  candidates.push(f.name, f.code, 'sandbox', '0', '1.00', 'a');
  const re = pat ? new RegExp(pat, 'u') : null;
  for (const c of candidates) {
    if (re && !re.test(c)) continue;
    if (s.minLength !== undefined && [...c].length < s.minLength) continue;
    if (s.maxLength !== undefined && [...c].length > s.maxLength) continue;
    return c;
  }
  if (s.minLength) return 'x'.repeat(s.minLength);
  return '';
}

function pickManager(st: GenState) {
  if (st.manager) return st.manager;
  const list = managers(st.req);
  const want = st.req.path.match(/managers\/(\d+)/)?.[1];
  st.manager =
    (want && list.find((m) => m.id === Number(want))) || list[Math.floor(st.rand() * list.length)]!;
  return st.manager;
}

function dateFor(n: string, st: GenState): string {
  const { ctx } = st.req;
  const cal = ctx.market.calendar;
  const today = ctx.navDate();
  if (/start|begin|from|found|sign|first/.test(n)) {
    let d = cal.onOrBefore(today);
    for (let i = 0; i < 250 + st.index * 20; i++) d = cal.prev(d);
    return d;
  }
  if (/effective_to|expire|end|due|next|arrive/.test(n))
    return cal.next(ctx.today(), 1 + (st.index % 5));
  let d = cal.onOrBefore(today);
  for (let i = 0; i < st.index; i++) d = cal.prev(d);
  return d;
}

function moneyFor(n: string, st: GenState): string {
  const small =
    st.entity === 'Coupon' || st.entity === 'CouponRecord' || st.entity === 'CoinExchangeTarget';
  const base = /fare|fee/.test(n)
    ? 5
    : /income|profit/.test(n)
      ? 120
      : /min/.test(n)
        ? small
          ? 100
          : 10
        : /limit|max/.test(n)
          ? 50000
          : small
            ? 5
            : 10000;
  return new Decimal(base).times(1 + Math.floor(st.rand() * 90) / 100).toFixed(2);
}

function numberFor(name: string, s: Schema, st: GenState, integer: boolean): number {
  const n = name.toLowerCase();
  const f = st.fund ?? (st.fund = pickFund(st));
  const stats = st.req.ctx.market.stats(f, st.req.ctx.navDate());
  let v: number;
  if (integer) {
    if (n === 'id' || n.endsWith('_id'))
      v = n.includes('manager')
        ? pickManager(st).id
        : n.includes('fund') || n.includes('symbol')
          ? Number(f.code)
          : st.index + 1;
    else if (n.includes('count') || n.includes('total')) v = 10 + Math.floor(st.rand() * 90);
    else if (n.includes('rank')) v = 1 + st.index;
    else if (n.includes('status')) v = 1;
    else if (n.includes('risk')) v = f.risk;
    else if (n.includes('type')) v = 1;
    else if (n.includes('day') || n.includes('year')) v = 1 + (st.index % 5);
    else v = 1 + Math.floor(st.rand() * 9);
  } else {
    const stat = (k: string) => (stats as unknown as Record<string, string | null>)[k];
    const p = /percent_(day|week|month|season|year)/.exec(n);
    if (p && stat(`percent_${p[1]}`) !== null) v = Number(stat(`percent_${p[1]}`));
    else if (n.includes('discount')) v = 0.1;
    else if (/fare|fee/.test(n)) v = [0.15, 0.5, 1.2, 0.8][st.index % 4]!;
    else if (n.includes('drawdown')) v = 8 + Math.floor(st.rand() * 2200) / 100;
    else if (n.includes('similarity')) v = Math.round((0.7 + st.rand() * 0.3) * 100) / 100;
    else if (
      n.includes('yld') ||
      n.includes('rate') ||
      n.includes('percent') ||
      n.includes('ratio') ||
      n.includes('return')
    )
      v = Number(stats.percent_year ?? 3.21) || 3.21;
    else if (n.includes('score') || n.includes('power')) v = 60 + Math.floor(st.rand() * 40);
    else v = Math.round(st.rand() * 10000) / 100;
  }
  const min =
    s.minimum ??
    (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : undefined);
  const max =
    s.maximum ??
    (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.01) : undefined);
  if (min !== undefined && v < min) v = min;
  if (max !== undefined && v > max) v = max;
  if (integer) v = Math.round(v);
  if (s.multipleOf) v = Math.round(v / s.multipleOf) * s.multipleOf;
  return v;
}

const REF_NAME = (raw: Schema | undefined): string | null =>
  typeof raw?.$ref === 'string' ? raw.$ref.split('/').pop()! : null;

/** Property names a component allows (own + allOf parts); null when it allows anything. */
function allowedKeys(s: Schema): Set<string> | null {
  const keys = new Set<string>();
  let open = false;
  const walk = (x: Schema) => {
    const d = deref(x);
    if (d.properties) for (const k of Object.keys(d.properties)) keys.add(k);
    if (d.additionalProperties !== false && !d.allOf)
      open = open || d.additionalProperties === true;
    for (const part of (d.allOf ?? []) as Schema[]) walk(part);
  };
  walk(s);
  return open ? null : keys;
}

function gen(raw: Schema | undefined, name: string, st: GenState): unknown {
  const ref = REF_NAME(raw);
  if (ref && deref(raw).type === 'object') {
    const prev = st.entity;
    st.entity = ref;
    try {
      return genEntity(raw, name, st, ref);
    } finally {
      st.entity = prev;
    }
  }
  return genEntity(raw, name, st, ref);
}

function genEntity(
  raw: Schema | undefined,
  name: string,
  st: GenState,
  ref: string | null,
): unknown {
  if (ref && ENTITY[ref]) {
    const base = genPlain(raw, name, st);
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      const real = ENTITY[ref]!(st, base as Record<string, unknown>);
      const allowed = allowedKeys(raw!);
      for (const [k, v] of Object.entries(real))
        if (!allowed || allowed.has(k)) (base as Record<string, unknown>)[k] = v;
    }
    return base;
  }
  return genPlain(raw, name, st);
}

function genPlain(raw: Schema | undefined, name: string, st: GenState): unknown {
  const s = deref(raw);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) {
    const nonNull = s.enum.filter((x: unknown) => x !== null);
    return nonNull.length
      ? nonNull[
          (st.index + (name.includes('status') ? 0 : Math.floor(st.rand() * 0))) % nonNull.length
        ]
      : null;
  }
  if (s.allOf) {
    const parts = (s.allOf as Schema[]).map((p) => gen(p, name, st));
    if (parts.every((p) => p && typeof p === 'object' && !Array.isArray(p)))
      return Object.assign({}, ...parts);
    return parts[parts.length - 1];
  }
  const alt = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (alt) {
    const pick = alt.find((o) => deref(o).type !== 'null') ?? alt[0];
    return gen(pick, name, st);
  }
  let type = s.type as string | string[] | undefined;
  if (Array.isArray(type)) type = type.find((t) => t !== 'null') ?? 'null';
  if (!type) type = s.properties ? 'object' : s.items ? 'array' : 'string';
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return /^(allow|is_|has_|valid|passed|enable|available)/.test(name) ? true : false;
    case 'integer':
      return numberFor(name, s, st, true);
    case 'number':
      return numberFor(name, s, st, false);
    case 'string':
      return stringFor(name, s, st);
    case 'array': {
      if (st.depth > 6) return [];
      const itemRef = REF_NAME(s.items);
      if (itemRef && SERIES[itemRef]) return SERIES[itemRef]!(st, s.items);
      const n = Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, st.depth > 3 ? 1 : 3));
      const out = [];
      const saved = { fund: st.fund, manager: st.manager, index: st.index };
      for (let i = 0; i < n; i++) {
        st.fund = null;
        if (!/manager/.test(name)) st.manager = saved.manager;
        else st.manager = null;
        st.index = i;
        st.depth++;
        out.push(gen(s.items, name, st));
        st.depth--;
      }
      Object.assign(st, saved);
      return out;
    }
    case 'object':
    default: {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set<string>(s.required ?? []);
      const out: Record<string, unknown> = {};
      const keepFund = st.fund;
      if ('symbol' in props || 'abbr_name' in props || 'fund' in props)
        st.fund = st.fund ?? pickFund(st);
      for (const [k, v] of Object.entries(props)) {
        if (st.depth > 5 && !required.has(k)) continue;
        st.depth++;
        const sub = deref(v);
        const isFundObj = /fund|symbol/.test(k) && (sub.properties || sub.allOf || sub.anyOf);
        const save = st.fund;
        if (isFundObj) st.fund = k === 'fund' ? st.fund : null;
        out[k] = gen(v, k, st);
        st.fund = save;
        st.depth--;
      }
      st.fund = keepFund;
      return out;
    }
  }
}

/** A stable sample value for any schema of the contract (used for request samples in tests too). */
export function sample(
  req: Req,
  schema: Record<string, unknown>,
  key = '',
  preset: { fund?: Fund; manager?: { id: number; name: string; company: string | null } } = {},
): unknown {
  const st: GenState = {
    req,
    rand: rng(hash(key)),
    fund: preset.fund ?? null,
    manager: preset.manager ?? null,
    index: 0,
    depth: 0,
  };
  return gen(schema, '', st);
}

// ---------- real entities from the seed ----------
const TAGS = [
  '业绩稳健',
  '长期回报优秀',
  '回撤控制好',
  '擅长成长股',
  '偏好大盘价值',
  '行业轮动',
  '抗跌能力强',
  '从业十年以上',
  '选股能力强',
  '均衡配置',
];
const PORTFOLIO_NAMES = [
  '稳健增值组合',
  '股债平衡组合',
  '进取成长组合',
  '指数定投组合',
  '全球配置组合',
  '红利低波组合',
  '科技先锋组合',
  '消费升级组合',
  '纯债稳健组合',
  '养老目标组合',
];

function managerRow(st: GenState) {
  return pickManager(st);
}
function managerDetail(st: GenState) {
  const m = managerRow(st);
  const row = st.req.ctx
    .q(
      'SELECT m.*, c.name AS company_name FROM managers m LEFT JOIN companies c ON c.id = m.company_id WHERE m.id = ?',
    )
    .get(m.id) as
    | {
        id: number;
        name: string;
        company_id: number | null;
        company_name: string | null;
        tenure_days: number;
        best_return: string;
        aum: string;
        fund_codes: string;
      }
    | undefined;
  return row;
}

const ENTITY: Record<
  string,
  (st: GenState, base: Record<string, unknown>) => Record<string, unknown>
> = {
  Fund: (st) => {
    const f = st.fund ?? (st.fund = pickFund(st));
    return fundJson(st.req.ctx, f, null, st.req.origin);
  },
  FundBrief: (st) => fundBrief(st.req.ctx, st.fund ?? (st.fund = pickFund(st))),
  Position: (st, base) => {
    const f = st.fund ?? (st.fund = pickFund(st));
    const b = fundBrief(st.req.ctx, f) as Record<string, unknown>;
    const stats = st.req.ctx.market.stats(f, st.req.ctx.navDate());
    return {
      symbol: f.code,
      abbr_name: f.name,
      symbol_stype: f.stype,
      investment_risk: f.risk,
      net_value: b.net_value,
      percent_day: stats.percent_day === null ? null : Number(stats.percent_day),
      is_bao: f.isBao,
      percent: base.percent,
    };
  },
  Company: (st) => {
    const f = st.fund ?? (st.fund = pickFund(st));
    const id = f.companyId ?? 1;
    const name = st.req.ctx.market.companies.get(id) ?? '华夏基金';
    return { id, name, abbr_name: name.replace(/基金.*$/, '') };
  },
  FundManagerBrief: (st) => {
    const m = managerRow(st);
    return {
      id: m.id,
      name: m.name,
      avatar: `${st.req.origin}/static/managers/${m.id}.svg`,
      post_status: 1,
    };
  },
  FundManager: (st) => {
    const r = managerDetail(st);
    if (!r) return {};
    const tags = [TAGS[r.id % TAGS.length]!, TAGS[(r.id * 7 + 3) % TAGS.length]!].filter(
      (t, i, a) => a.indexOf(t) === i,
    );
    return {
      id: r.id,
      name: r.name,
      avatar: `${st.req.origin}/static/managers/${r.id}.svg`,
      post_status: 1,
      fund_company: r.company_id
        ? {
            id: r.company_id,
            name: r.company_name!,
            abbr_name: r.company_name!.replace(/基金.*$/, ''),
          }
        : null,
      work_seniority: Math.round((r.tenure_days / 365) * 10) / 10,
      assets_total: (Number(r.aum) * 1e8).toFixed(2),
      tags,
      followed: false,
    };
  },
  User: (st, base) => {
    const id = typeof base.id === 'number' ? base.id : 1;
    return { username: `投资者${String(1000 + id * 37).slice(-4)}` };
  },
  Portfolio: (st, base) => portfolioFields(st, base),
  PortfolioBrief: (st, base) => portfolioFields(st, base),
  Topic: (st) => ({
    code: st.index % 2 ? 'pandoras_box' : 'xds',
    title: st.index % 2 ? '潘多拉魔盒' : '投顾组合',
  }),
  FundQuote: (st) => {
    const f = st.fund ?? (st.fund = pickFund(st));
    const stats = st.req.ctx.market.stats(f, st.req.ctx.navDate());
    return {
      symbol: f.code,
      net_value: stats.net_value,
      net_value_date: stats.nav_date,
      percent_day: stats.percent_day === null ? null : Number(stats.percent_day),
      price: null,
      trade_status: tradeStatus(st),
    };
  },
  DividendSplit: () => ({ dividends: [], splits: [] }),
  // a new user's wallet, cash account and coins are empty (consistent with assets.wallets_available)
  Wallet: () => ({ balance: '0.00', available: '0.00', frozen: '0.00', withdrawing: '0.00' }),
  CashAccount: () => ({ balance: '0.00', frozen: '0.00', available: '0.00' }),
  CoinBalance: () => ({ balance: 0, expiring: 0, expire_date: null }),
  Diagnosis: (st) => {
    const f = st.fund ?? (st.fund = pickFund(st));
    const stats = st.req.ctx.market.stats(f, st.req.ctx.navDate());
    const y = stats.percent_year === null ? 0 : Number(stats.percent_year);
    const score = Math.max(0, Math.min(100, Math.round(60 + y / 2)));
    return {
      code: f.code,
      source_fund_symbol: f.code,
      analyse_date: st.req.ctx.navDate(),
      score,
      is_recommended: score >= 80,
      is_alert: score < 60,
      summary: `近一年收益${y.toFixed(2)}%（按单位净值计算），历史持有胜率见各期限预测。`,
      fund: fundBrief(st.req.ctx, f),
    };
  },
  IndexQuote: (st) => csi300Quote(st),
  Achievement: (st) => {
    const f = st.fund ?? (st.fund = pickFund(st));
    const { ctx } = st.req;
    const stats = ctx.market.stats(f, ctx.navDate());
    const end = stats.nav_date;
    const start = `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`;
    const a = ctx.market.csiOn(start);
    const b = ctx.market.csiOn(end);
    return {
      symbol: f.code,
      abbr_name: f.name,
      symbol_stype: f.stype,
      cp_rate: stats.percent_year === null ? null : Number(stats.percent_year),
      sh300_rate: a && b ? Math.round((b / a - 1) * 10000) / 100 : null,
      start_date: start,
      end_date: end,
    };
  },
};

function portfolioFields(st: GenState, base: Record<string, unknown>): Record<string, unknown> {
  const id = typeof base.id === 'number' ? base.id : st.index + 1;
  return {
    name: PORTFOLIO_NAMES[(id - 1) % PORTFOLIO_NAMES.length]!,
    code: `P${String(id).padStart(5, '0')}`,
    symbol: `P${String(id).padStart(5, '0')}`,
    investment_risk: (id % 5) + 1,
    advisor_name: '沙盒投顾',
    recommend_reason: '长期业绩稳健，分散配置优质基金',
  };
}

function tradeStatus(st: GenState): string {
  const { ctx } = st.req;
  const t = new Date(ctx.now() + 8 * 3600_000).toISOString().slice(11, 16);
  if (!ctx.market.calendar.isTradingDay(ctx.today())) return 'rest';
  if (t >= '09:15' && t < '09:30') return 'call_auction';
  if ((t >= '09:30' && t < '11:30') || (t >= '13:00' && t < '15:00')) return 'open';
  return t < '09:15' ? 'rest' : 'closed';
}

/** Real NAV-series answers for arrays of points (last 60 trading days of the fund in context). */
const SERIES: Record<string, (st: GenState, items: Schema) => unknown[]> = {
  IndexQuote: (st) => [csi300Quote(st)],
  WalletChange: () => [],
  CoinRecord: () => [],
  ProfitLossPrediction: (st) => profitLoss(st),
  NetValuePoint: (st) => seriesPoints(st, 'nv'),
  FundNetValuePoint: (st) => seriesPoints(st, 'nv'),
  QuoteHistoryRow: (st) => seriesPoints(st, 'quote'),
  KLinePoint: (st) => seriesPoints(st, 'k'),
};

function seriesPoints(st: GenState, kind: 'nv' | 'quote' | 'k'): unknown[] {
  const { ctx } = st.req;
  let f = st.fund;
  if (!f || !f.series || f.series.days.length < 2) {
    const want = st.req.params.symbol ?? st.req.query.symbol;
    f = (want && ctx.market.fund(String(want))) || null;
    if (!f || !f.series || f.series.days.length < 2) {
      const m = st.manager ?? (/managers\/(\d+)/.test(st.req.path) ? pickManager(st) : null);
      const codes = m
        ? (
            (
              ctx.q('SELECT fund_codes FROM managers WHERE id = ?').get(m.id) as
                { fund_codes: string } | undefined
            )?.fund_codes ?? ''
          ).split(',')
        : [];
      f =
        codes
          .map((c) => ctx.market.fund(c))
          .find((x) => x && x.series && x.series.days.length > 1) ?? ctx.market.fund('000001')!;
    }
  }
  const end = ctx.navDate();
  const period = String(st.req.query.period ?? '');
  const months =
    (
      { m: 1, '3m': 3, '6m': 6, y: 12, '3y': 36, ty: Number(end.slice(5, 7)) } as Record<
        string,
        number
      >
    )[period] ?? 3;
  const d = new Date(`${end}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  const from = period === 'start' ? '1990-01-01' : d.toISOString().slice(0, 10);
  const pts = ctx.market.history(f, from, end);
  if (!pts.length) return [];
  const base = pts[0]!.nav;
  const csi0 = ctx.market.csiOn(pts[0]!.date);
  const fmt = (v: number) => new Decimal(v).div(10000).toFixed(4);
  return pts.map((p, i) => {
    const prev = i ? pts[i - 1]!.nav : p.nav;
    const pct = Math.round((p.nav / prev - 1) * 10000) / 100;
    if (kind === 'k')
      return {
        date: p.date,
        open: fmt(prev),
        close: fmt(p.nav),
        high: fmt(Math.max(prev, p.nav)),
        low: fmt(Math.min(prev, p.nav)),
        percent: pct,
      };
    if (kind === 'quote')
      return { date: p.date, net_value: fmt(p.nav), cumulative: null, percent_day: pct };
    const csi = ctx.market.csiOn(p.date);
    return {
      date: p.date,
      net_value: fmt(p.nav),
      cumulative: null,
      percentage_begin: Math.round((p.nav / base - 1) * 10000) / 100,
      percent_track: csi && csi0 ? Math.round((csi / csi0 - 1) * 10000) / 100 : null,
      percent_track_2: null,
    };
  });
}

/** The one index in the seed: CSI 300 (沪深300) as of the shown NAV date (data ends 2025-12-31). */
function csi300Quote(st: GenState): Record<string, unknown> {
  const { ctx } = st.req;
  const d = ctx.navDate();
  const hist = ctx.market.csiHistory(`${Number(d.slice(0, 4)) - 1}${d.slice(4)}`, d);
  const last = hist[hist.length - 1];
  const prev = hist[hist.length - 2];
  const fmt = (v: number) => new Decimal(v).div(100).toFixed(2);
  return {
    id: 300,
    symbol: '000300',
    abbr_name: '沪深300',
    price: last ? fmt(last.close) : '0.00',
    percent_day: last && prev ? Math.round((last.close / prev.close - 1) * 10000) / 100 : null,
    change: last && prev ? fmt(last.close - prev.close) : null,
    pe: null,
    pb: null,
    pe_percentile: null,
    trade_status: tradeStatus(st),
  };
}

/**
 * Holding-period statistics from the fund's real NAV series: for 3, 6 and 12 months, the share of
 * all historical windows that ended with a gain, the median return and the worst return.
 */
function profitLoss(st: GenState): Record<string, unknown>[] {
  const { ctx } = st.req;
  const f = st.fund ?? (st.fund = pickFund(st));
  const s = f.series;
  if (!s || s.days.length < 300) return [];
  const out = [];
  for (const [period, display, days] of [
    ['3m', '持有3个月', 91],
    ['6m', '持有6个月', 182],
    ['y', '持有1年', 365],
  ] as const) {
    const rets: number[] = [];
    let j = 0;
    for (let i = 0; i < s.days.length; i++) {
      while (j < s.days.length && s.days[j]! - s.days[i]! < days) j++;
      if (j >= s.days.length) break;
      rets.push(s.navs[j]! / s.navs[i]! - 1);
    }
    if (!rets.length) continue;
    const sorted = [...rets].sort((a, b) => a - b);
    out.push({
      period,
      period_display: display,
      profit_probability:
        Math.round((rets.filter((r) => r > 0).length / rets.length) * 10000) / 100,
      expected_percent: Math.round(sorted[Math.floor(sorted.length / 2)]! * 10000) / 100,
      max_loss_percent: Math.round(Math.min(0, sorted[0]!) * 10000) / 100,
    });
  }
  void ctx;
  return out;
}
