/**
 * The managers area's reads: manager rows, their funds, and the computed profiles (cached per
 * ctx and NAV date, so the same manager shows the same scores on every screen and call).
 */
import type { Ctx } from '../../ctx';
import type { Fund } from '../../market/market';
import { SYMBOL_STYPES } from '@jijin/core/status';
import { stypeOf } from '../../market/market';
import { dayNum } from '../../market/calendar';
import { csiSeries as csiOf } from '../../market/csi-series';
import type { Series } from '../../market/nav-stats';
import { notFound } from '../../http/errors';
import { managerProfile, type ManagerProfile } from './scores';

/** symbol_stype -> its label, from core's status table (spec 001 §4). */
const STYPE_LABEL: Record<number, string> = Object.fromEntries(
  SYMBOL_STYPES.map((e) => [e.code, e.label]),
);

export interface ManagerRow {
  id: number;
  name: string;
  company_id: number | null;
  company_name: string | null;
  tenure_days: number;
  best_return: string;
  aum: string;
  em_id: string | null;
  post_status: number;
  career_start: string | null;
}

const SELECT =
  'SELECT m.id, m.name, m.company_id, c.name AS company_name, m.tenure_days, m.best_return, m.aum, m.em_id, m.post_status, m.career_start FROM managers m LEFT JOIN companies c ON c.id = m.company_id';

export function allManagers(ctx: Ctx): ManagerRow[] {
  return ctx.q(`${SELECT} ORDER BY m.id`).all() as ManagerRow[];
}

/** @throws 404 基金经理不存在 */
export function managerOr404(ctx: Ctx, id: number): ManagerRow {
  const r = ctx.q(`${SELECT} WHERE m.id = ?`).get(id) as ManagerRow | undefined;
  if (!r) throw notFound('基金经理不存在');
  return r;
}

export interface FundRef {
  code: string;
  name: string;
  stype: number | null;
  fund: Fund | null;
}

const linkCache = new WeakMap<
  Ctx,
  Map<string, { code: string; name: string | null; em_type: string | null }[]>
>();

/** The manager's current or former funds: seed funds with their data, others by name only. */
export function managerFunds(ctx: Ctx, id: number, role: 'current' | 'former'): FundRef[] {
  let links = linkCache.get(ctx);
  if (!links) {
    links = new Map();
    for (const r of ctx
      .q(
        'SELECT mf.manager_id, mf.role, mf.code, n.name, n.em_type FROM manager_funds mf LEFT JOIN manager_fund_names n ON n.code = mf.code ORDER BY mf.manager_id, mf.code',
      )
      .all() as {
      manager_id: number;
      role: string;
      code: string;
      name: string | null;
      em_type: string | null;
    }[]) {
      const k = `${r.manager_id}:${r.role}`;
      const l = links.get(k) ?? [];
      l.push(r);
      links.set(k, l);
    }
    linkCache.set(ctx, links);
  }
  return (links.get(`${id}:${role}`) ?? []).map((r) => {
    const f = ctx.market.fund(r.code) ?? null;
    return {
      code: r.code,
      name: f?.name ?? r.name ?? r.code,
      stype: f ? f.stype : r.em_type ? stypeOf(r.em_type) : null,
      fund: f,
    };
  });
}

/** A fund whose NAV series can be scored: not a money fund, more than one real point. */
export function hasSeries(f: Fund | null): f is Fund & { series: NonNullable<Fund['series']> } {
  return !!f && !f.isMoney && !!f.series && f.series.days.length > 1;
}

export function seriesOf(f: Fund & { series: NonNullable<Fund['series']> }): Series {
  return { days: f.series.days, values: f.series.tr };
}

/** Years in the job: from the career start to today (in post) or to the list date (left). */
export function workYears(ctx: Ctx, r: ManagerRow): number {
  if (!r.career_start) return Math.round((r.tenure_days / 365) * 10) / 10;
  const end = r.post_status === 2 ? dayNum(r.career_start) + r.tenure_days : dayNum(ctx.today());
  return Math.round(((end - dayNum(r.career_start)) / 365) * 10) / 10;
}

/** The type a manager is best at: the symbol_stype most of his current funds have. */
export function goodAtType(funds: readonly FundRef[]): number | null {
  const n = new Map<number, number>();
  for (const f of funds) if (f.stype !== null) n.set(f.stype, (n.get(f.stype) ?? 0) + 1);
  let best: number | null = null;
  for (const [k, v] of n)
    if (best === null || v > n.get(best)! || (v === n.get(best)! && k < best)) best = k;
  return best;
}

interface Cache {
  navDate: string;
  profiles: Map<string, ManagerProfile | null>;
  ranked: Map<number, number> | null;
}
const caches = new WeakMap<Ctx, Cache>();
/** CSI 300 as a series (closes in hundredths). */
export const csiSeries = (ctx: Ctx): Series => csiOf(ctx.market);

function cacheOf(ctx: Ctx): Cache {
  const navDate = ctx.navDate();
  let c = caches.get(ctx);
  if (!c || c.navDate !== navDate) {
    c = { navDate, profiles: new Map(), ranked: null };
    caches.set(ctx, c);
  }
  return c;
}

/**
 * The manager's profile as of the NAV date, from the current funds (of one symbol_stype when
 * `stype` is given) that have a NAV series, over [career start, NAV date].
 */
export function profileOf(ctx: Ctx, r: ManagerRow, stype?: number): ManagerProfile | null {
  const c = cacheOf(ctx);
  const key = `${r.id}:${stype ?? ''}`;
  if (c.profiles.has(key)) return c.profiles.get(key)!;
  let p: ManagerProfile | null = null;
  if (r.post_status === 1) {
    const funds = managerFunds(ctx, r.id, 'current')
      .filter((f) => stype === undefined || f.stype === stype)
      .map((f) => f.fund)
      .filter(hasSeries)
      .map(seriesOf);
    if (funds.length) {
      const from = r.career_start ? dayNum(r.career_start) : -Infinity;
      p = managerProfile(funds, csiSeries(ctx), from, dayNum(c.navDate), workYears(ctx, r));
    }
  }
  c.profiles.set(key, p);
  return p;
}

/**
 * The recommended percent of every scored manager: the share (%) of all scored managers (him
 * included) whose overall score is lower than his, 2 decimals (the best of 200 gets 99.50).
 */
export function recommendPercents(ctx: Ctx): Map<number, number> {
  const c = cacheOf(ctx);
  if (c.ranked) return c.ranked;
  const withSeries = new Set(ctx.market.funds.filter(hasSeries).map((f) => f.code));
  const candidates = ctx
    .q(
      "SELECT DISTINCT mf.manager_id AS id, mf.code FROM manager_funds mf JOIN managers m ON m.id = mf.manager_id WHERE mf.role = 'current' AND m.post_status = 1",
    )
    .all() as { id: number; code: string }[];
  const ids = [...new Set(candidates.filter((c) => withSeries.has(c.code)).map((c) => c.id))];
  const scored: { id: number; overall: number }[] = [];
  for (const id of ids) {
    const p = profileOf(ctx, managerOr404(ctx, id));
    if (p && p.overall !== null) scored.push({ id, overall: p.overall });
  }
  const ranked = new Map<number, number>();
  for (const m of scored) {
    const lower = scored.filter((x) => x.overall < m.overall).length;
    ranked.set(m.id, Math.round((lower / scored.length) * 10000) / 100);
  }
  c.ranked = ranked;
  return ranked;
}

/** 亿元 -> yuan as a 2-decimal string. */
export const stypeLabel = (t: number | null): string | null =>
  t === null ? null : (STYPE_LABEL[t] ?? null);
