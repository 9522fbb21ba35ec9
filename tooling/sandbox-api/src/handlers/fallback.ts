/**
 * Schema-driven answers for operations without a hand-written handler (portfolios, managers,
 * research, statuses, promotion, coins, wallet, members, quant, store, AI, futures).
 *
 * The generator walks the response schema of openapi.yaml and fills it with values taken from
 * the seed: funds (code, name, NAV, derived percents), managers and companies, the trading
 * calendar and the clock. A deterministic generator keyed by the path and query makes every
 * answer stable across calls. Every value respects its schema (enum, pattern, bounds, formats).
 */
import Decimal from 'decimal.js';
import type { Req } from '../http/registry';
import type { Operation } from '../http/openapi';
import type { Fund } from '../market/market';
import { loadOpenApi } from '../http/app';

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
}

const MANAGER_CACHE = new WeakMap<object, { id: number; name: string; company: string | null }[]>();
function managers(req: Req) {
  let m = MANAGER_CACHE.get(req.ctx);
  if (!m) {
    m = (req.ctx.q('SELECT m.id, m.name, c.name AS company FROM managers m LEFT JOIN companies c ON c.id = m.company_id ORDER BY m.id').all() as { id: number; name: string; company: string | null }[]);
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

const TITLES = ['市场回顾：A股震荡上行，关注低估值板块', '基金经理观点：坚守长期价值', '定投的正确姿势', '债市展望：利率中枢下移', '行业轮动下的配置思路', '如何选择一只好基金'];
const TEXTS = ['本期数据来自沙盒种子（真实基金净值与沪深300指数），仅供开发测试。', '以上内容不构成投资建议，基金有风险，投资需谨慎。'];

function deref(s: Schema | undefined): Schema {
  const oa = loadOpenApi();
  return s ? oa.deref(s) : {};
}

function stringFor(name: string, s: Schema, st: GenState): string {
  const { ctx } = st.req;
  const n = name.toLowerCase();
  const fmt = s.format as string | undefined;
  if (fmt === 'date') return dateFor(n, st);
  if (fmt === 'date-time') return `${dateFor(n, st)}T${n.includes('publish') ? '09:30:00' : '15:00:00'}+08:00`;
  if (fmt === 'uri' || fmt === 'url' || n.endsWith('url') || n.includes('image') || n.includes('avatar') || n.includes('logo') || n === 'cover') {
    if (fmt === 'uri' || fmt === 'url' || /image|avatar|logo|cover/.test(n)) return `${st.req.origin}/static/images/${n}-${st.index + 1}.svg`;
  }
  if (fmt === 'email') return `user${st.index + 1}@example.com`;
  const pat = s.pattern as string | undefined;
  const candidates: string[] = [];
  const f = st.fund ?? (st.fund = pickFund(st));
  const stats = ctx.market.stats(f, ctx.navDate());
  if (pat?.includes('\\.\\d{1,2}')) candidates.push(moneyFor(n, st));
  if (pat && /\\d\+\)\?\$|\\d\+\(/.test(pat)) candidates.push(n.includes('net') || n.includes('nav') || n.includes('value_per') ? stats.net_value : n.includes('share') ? '1000.00' : moneyFor(n, st));
  if (/symbol|^code$|fund_code|source_fund_symbol/.test(n)) candidates.push(f.code);
  if (n === 'abbr_name' || n === 'fund_name' || n === 'symbol_name') candidates.push(f.name);
  if (n === 'name' || n.endsWith('_name')) {
    if (st.manager && /manager/.test(n + (s.description ?? ''))) candidates.push(st.manager.name);
    candidates.push(n.includes('company') ? (f.companyName ?? '华夏基金') : n.includes('manager') ? pickManager(st).name : f.name);
  }
  if (n.includes('mobile') || n.includes('phone') || n.includes('tel')) candidates.push('13800138000', '400-000-0000');
  if (n === 'title' || n.endsWith('_title') || n === 'subtitle') candidates.push(TITLES[st.index % TITLES.length]!);
  if (n === 'text' || n.includes('desc') || n.includes('content') || n.includes('summary') || n.includes('note') || n.includes('intro')) candidates.push(TEXTS[st.index % TEXTS.length]!);
  if (n.includes('display')) candidates.push('正常');
  if (n.includes('token') || n.includes('captcha')) candidates.push('123456');
  if (Array.isArray(s.examples)) candidates.push(...s.examples.filter((x: unknown) => typeof x === 'string'));
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
  st.manager = (want && list.find((m) => m.id === Number(want))) || list[Math.floor(st.rand() * list.length)]!;
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
  if (/effective_to|expire|end|due|next|arrive/.test(n)) return cal.next(ctx.today(), 1 + (st.index % 5));
  let d = cal.onOrBefore(today);
  for (let i = 0; i < st.index; i++) d = cal.prev(d);
  return d;
}

function moneyFor(n: string, st: GenState): string {
  const base = /fare|fee/.test(n) ? 5 : /income|profit/.test(n) ? 120 : /min/.test(n) ? 10 : /limit|max/.test(n) ? 50000 : 10000;
  return new Decimal(base).times(1 + Math.floor(st.rand() * 90) / 100).toFixed(2);
}

function numberFor(name: string, s: Schema, st: GenState, integer: boolean): number {
  const n = name.toLowerCase();
  const f = st.fund ?? (st.fund = pickFund(st));
  const stats = st.req.ctx.market.stats(f, st.req.ctx.navDate());
  let v: number;
  if (integer) {
    if (n === 'id' || n.endsWith('_id')) v = n.includes('manager') ? pickManager(st).id : n.includes('fund') || n.includes('symbol') ? Number(f.code) : st.index + 1;
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
    else if (n.includes('yld') || n.includes('rate') || n.includes('percent') || n.includes('ratio') || n.includes('return')) v = Number(stats.percent_year ?? 3.21) || 3.21;
    else if (n.includes('score') || n.includes('power')) v = 60 + Math.floor(st.rand() * 40);
    else v = Math.round(st.rand() * 10000) / 100;
  }
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.01) : undefined);
  if (min !== undefined && v < min) v = min;
  if (max !== undefined && v > max) v = max;
  if (integer) v = Math.round(v);
  if (s.multipleOf) v = Math.round(v / s.multipleOf) * s.multipleOf;
  return v;
}

function gen(raw: Schema | undefined, name: string, st: GenState): unknown {
  const s = deref(raw);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) {
    const nonNull = s.enum.filter((x: unknown) => x !== null);
    return nonNull.length ? nonNull[(st.index + (name.includes('status') ? 0 : Math.floor(st.rand() * 0))) % nonNull.length] : null;
  }
  if (s.allOf) {
    const parts = (s.allOf as Schema[]).map((p) => gen(p, name, st));
    if (parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))) return Object.assign({}, ...parts);
    return parts[parts.length - 1];
  }
  const alt = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (alt) {
    const opts = alt.map(deref);
    const pick = opts.find((o) => o.type !== 'null') ?? opts[0];
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
      if ('symbol' in props || 'abbr_name' in props || 'fund' in props) st.fund = st.fund ?? pickFund(st);
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
export function sample(req: Req, schema: Record<string, unknown>, key = ''): unknown {
  const st: GenState = { req, rand: rng(hash(key)), fund: null, manager: null, index: 0, depth: 0 };
  return gen(schema, '', st);
}

/** Answers an operation from its 200 response schema with stable, seed-derived values. */
export function synthesize(req: Req, op: Operation): unknown {
  const schema = op.responses['200'] ?? op.responses['201'] ?? null;
  if (!schema) return {};
  const seed = hash(`${op.method} ${op.path} ${JSON.stringify(req.params)} ${JSON.stringify(req.query)}`);
  const st: GenState = { req, rand: rng(seed), fund: null, manager: null, index: 0, depth: 0 };
  const out = gen(schema, '', st);
  // Pager envelopes: make the counts agree with the results
  if (out && typeof out === 'object' && !Array.isArray(out) && 'results' in out && 'total_count' in out) {
    const o = out as Record<string, unknown>;
    const results = o.results as unknown[];
    o.current_page = req.query.page ?? 1;
    o.total_count = results.length;
    o.total_page = results.length ? 1 : 0;
    if ((req.query.page ?? 1) > 1) {
      o.results = [];
    }
  }
  return out;
}
