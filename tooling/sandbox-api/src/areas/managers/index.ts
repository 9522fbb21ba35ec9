/**
 * The managers area (spec 001 §2 Fund managers, §3 Fund manager / Achievements, §7 the
 * `funds/managers/` family): real managers from the 2024-02 Eastmoney list, their funds, scores
 * computed from real NAV series, follows in SQLite, the assessment and the computed lists; also
 * the fund companies and the manager search. README.md "Managers" documents the methods.
 */
import Decimal from 'decimal.js';
import { fundJson } from '../../domain/serializers';
import type { components } from '@jijin/core';
import { defineArea } from '../define';
import { paginate, uid, type ReqBase, type Req, type PagedReq } from '../../http/registry';
import { bad, notFound } from '../../http/errors';
import { dayNum, isoOf } from '../../market/calendar';
import { addMonthsDay, pct2, slice } from '../../market/nav-stats';
import {
  allManagers,
  csiSeries,
  goodAtType,
  managerFunds,
  managerOr404,
  profileOf,
  recommendPercents,
  workYears,
  type ManagerRow,
} from './data';
import { yiToYuan } from '../../domain/format';
import { conditionTags, FILTER_CONDITIONS, managerJson, achievements } from './serialize';
import { seedManagers } from './seed';
import { ASSESS_QUESTIONS, parseOptions, rankForWish } from './assess';
import { SKILLS, type ManagerProfile } from './scores';

type FundManager = components['schemas']['FundManager'];

/** One line per manager for filtering and sorting the list (cached per NAV date). */
interface Summary {
  row: ManagerRow;
  years: number;
  aum: number;
  best: number;
  type: number | null;
  profile: ManagerProfile | null;
  rank: number | null;
  conditions: string[];
}
const summaryCache = new WeakMap<object, { key: string; list: Summary[] }>();

function summaries(req: ReqBase): Summary[] {
  const { ctx } = req;
  const key = ctx.navDate();
  const hit = summaryCache.get(ctx);
  if (hit && hit.key === key) return hit.list;
  const ranks = recommendPercents(ctx);
  const list = allManagers(ctx).map((row) => {
    const current = managerFunds(ctx, row.id, 'current');
    const profile = ranks.has(row.id) ? profileOf(ctx, row) : null;
    const years = workYears(ctx, row);
    const aum = Number(row.aum) || 0;
    const type = goodAtType(current);
    return {
      row,
      years,
      aum,
      best: Number(row.best_return) || 0,
      type,
      profile,
      rank: ranks.get(row.id) ?? null,
      conditions: conditionTags(years, aum, type, !!profile),
    };
  });
  summaryCache.set(ctx, { key, list });
  return list;
}

const SORTS: Record<string, (s: Summary) => number | null> = {
  recommend_percent_value: (s) => s.rank,
  overall_score: (s) => s.profile?.overall ?? null,
  assets_total: (s) => s.aum,
  work_seniority: (s) => s.years,
  best_return: (s) => s.best,
  id: (s) => s.row.id,
  ...Object.fromEntries(SKILLS.map((k) => [k, (s: Summary) => s.profile?.scores[k] ?? null])),
};

/** Sorts by `sort` (`-` for descending); managers without the value go last, then by id. */
function sortSummaries(list: Summary[], sort: string): Summary[] {
  const key = sort.replace(/^-/, '');
  const get = SORTS[key];
  if (!get) throw bad('sort', `不支持的排序字段：${sort}`);
  const desc = sort.startsWith('-');
  return [...list].sort((a, b) => {
    const x = get(a);
    const y = get(b);
    if (x === null && y === null) return a.row.id - b.row.id;
    if (x === null) return 1;
    if (y === null) return -1;
    return (desc ? y - x : x - y) || a.row.id - b.row.id;
  });
}

/** Keeps the managers matching the `tags` filter: within a group any value, across groups all. */
function filterByTags(list: Summary[], tags: string): Summary[] {
  const values = tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const groups = new Map<string, string[]>();
  for (const v of values) {
    const g = FILTER_CONDITIONS.find((c) => c.options.some((o) => o.value === v));
    if (!g) throw bad('tags', `不支持的筛选条件：${v}`);
    groups.set(g.key, [...(groups.get(g.key) ?? []), v]);
  }
  return list.filter((s) =>
    [...groups.values()].every((vs) => vs.some((v) => s.conditions.includes(v))),
  );
}

function pageOf(req: PagedReq, list: Summary[], defaultSize = 20) {
  const page = paginate(list, req.query.page ?? 1, req.query.page_size ?? defaultSize);
  return { ...page, results: page.results.map((s) => managerJson(req, s.row)) };
}

/** The curated lists, each a ranking of the scored managers (GET /symbols/funds/managers/lists/). */
const LISTS: {
  id: number;
  title: string;
  description: string;
  keep: (s: Summary) => boolean;
  sort: string;
}[] = [
  {
    id: 1,
    title: '综合评分榜',
    description: '九项能力评分的平均分从高到低',
    keep: () => true,
    sort: '-overall_score',
  },
  {
    id: 2,
    title: '盈利能力榜',
    description: '任职以来年化收益的评分从高到低',
    keep: () => true,
    sort: '-profitability',
  },
  {
    id: 3,
    title: '抗风险榜',
    description: '最大回撤越小评分越高',
    keep: () => true,
    sort: '-anti_risk',
  },
  {
    id: 4,
    title: '超额收益榜',
    description: '相对沪深300的年化超额收益评分从高到低',
    keep: () => true,
    sort: '-excess_income',
  },
  {
    id: 5,
    title: '十年老将榜',
    description: '从业10年以上的基金经理，按综合评分排序',
    keep: (s) => s.years >= 10,
    sort: '-overall_score',
  },
  {
    id: 6,
    title: '百亿经理榜',
    description: '在管规模100亿以上的基金经理，按综合评分排序',
    keep: (s) => s.aum >= 100,
    sort: '-overall_score',
  },
];
const LIST_SIZE = 20;

function listJson(
  req: ReqBase,
  l: (typeof LISTS)[number],
  preview: number,
): components['schemas']['ManagerList'] {
  const all = sortSummaries(
    summaries(req).filter((s) => s.profile && s.profile.overall !== null && l.keep(s)),
    l.sort,
  ).slice(0, LIST_SIZE);
  return {
    id: l.id,
    title: l.title,
    description: `${l.description}（评分按真实净值计算，前${LIST_SIZE}名）`,
    cover_image: null,
    managers_count: all.length,
    managers: all.slice(0, preview).map((s) => managerJson(req, s.row)),
  };
}

/** From-day of a history period (m, 3m, 6m, y, 3y, ty, start) ending at `end`. */
function periodStart(period: string, end: number, first: number): number {
  switch (period) {
    case 'm':
      return addMonthsDay(end, -1);
    case '3m':
      return addMonthsDay(end, -3);
    case '6m':
      return addMonthsDay(end, -6);
    case 'y':
      return addMonthsDay(end, -12);
    case '3y':
      return addMonthsDay(end, -36);
    case 'ty':
      return dayNum(`${isoOf(end).slice(0, 4)}-01-01`);
    default:
      return first;
  }
}

function indexPoints(
  req: Req<
    | 'GET /symbols/funds/managers/{id}/index_history/'
    | 'GET /symbols/funds/managers/{id}/index_history_relative/'
  >,
  relative: boolean,
): components['schemas']['NetValuePoint'][] {
  const r = managerOr404(req.ctx, req.params.id);
  const p = profileOf(req.ctx, r);
  if (!p) return [];
  const end = p.index.days[p.index.days.length - 1]!;
  const from = Math.max(
    periodStart(String(req.query.period ?? 'y'), end, p.index.days[0]!),
    p.index.days[0]!,
  );
  const part = slice(p.index, from, end);
  if (!part.days.length) return [];
  const csi = csiSeries(req.ctx);
  const c0 = slice(csi, 0, part.days[0]!);
  const base = c0.values.length ? c0.values[c0.values.length - 1]! : null;
  let k = 0;
  return part.days.map((d, i) => {
    while (k + 1 < csi.days.length && csi.days[k + 1]! <= d) k++;
    const track = base && csi.days[k]! <= d ? csi.values[k]! / base - 1 : null;
    const own = part.values[i]! / part.values[0]! - 1;
    return {
      date: isoOf(d),
      net_value: part.values[i]!.toFixed(4),
      percentage_begin: relative
        ? track === null
          ? pct2(own)!
          : pct2((1 + own) / (1 + track) - 1)!
        : pct2(own)!,
      percent_track: relative ? null : pct2(track),
    };
  });
}

function followState(followed: boolean): components['schemas']['FollowState'] {
  return { followed };
}

export const managersArea = defineArea({
  id: 'managers',
  // Real manager-fund relations from the seed (market data): reset keeps them.
  marketTables: ['manager_funds', 'manager_fund_names'],
  migrations: [
    {
      id: 1,
      name: 'managers: post status, career start, current and former funds, names of funds outside the seed',
      sql: `
ALTER TABLE managers ADD COLUMN post_status INTEGER NOT NULL DEFAULT 1;
ALTER TABLE managers ADD COLUMN career_start TEXT;
CREATE TABLE manager_funds (manager_id INTEGER NOT NULL, code TEXT NOT NULL, role TEXT NOT NULL,
  PRIMARY KEY (manager_id, code)) WITHOUT ROWID;
CREATE INDEX manager_funds_code ON manager_funds(code);
CREATE TABLE manager_fund_names (code TEXT PRIMARY KEY, name TEXT NOT NULL, em_type TEXT NOT NULL) WITHOUT ROWID;
`,
    },
  ],
  seed: (ctx) => seedManagers(ctx),
  handlers: {
    'GET /symbols/funds/managers/': (req) => {
      let list = summaries(req);
      if (req.query.q) {
        const q = String(req.query.q);
        list = list.filter((s) => s.row.name.includes(q) || (s.row.company_name ?? '').includes(q));
      }
      if (req.query.company_id !== undefined)
        list = list.filter((s) => s.row.company_id === req.query.company_id);
      if (req.query.tags) list = filterByTags(list, String(req.query.tags));
      return pageOf(req, sortSummaries(list, String(req.query.sort ?? '-recommend_percent_value')));
    },
    'GET /symbols/funds/managers/recommend/': (req) =>
      pageOf(
        req,
        sortSummaries(
          summaries(req).filter((s) => s.rank !== null),
          '-recommend_percent_value',
        ),
        10,
      ),
    'GET /symbols/funds/managers/{id}/': (req) => {
      const r = managerOr404(req.ctx, req.params.id);
      const t = req.query.good_at_type;
      if (t === undefined || t === '') return managerJson(req, r);
      const stype = Number(String(t).replace(/^type_/, ''));
      if (!Number.isInteger(stype) || stype < 300 || stype > 310)
        throw bad('good_at_type', '不支持的基金类型');
      return managerJson(req, r, stype);
    },
    'GET /symbols/funds/managers/{id}/achivements/': (req) =>
      achievements(req, managerOr404(req.ctx, req.params.id)),
    'GET /symbols/funds/managers/{id}/funds/': (req) => {
      managerOr404(req.ctx, req.params.id);
      return managerFunds(req.ctx, req.params.id, 'current')
        .filter((f) => f.fund)
        .map((f) =>
          fundJson(req.ctx, f.fund!, req.userId, req.origin),
        ) as components['schemas']['Fund'][];
    },
    'GET /symbols/funds/managers/{id}/index_history/': (req) => indexPoints(req, false),
    'GET /symbols/funds/managers/{id}/index_history_relative/': (req) => indexPoints(req, true),
    'GET /symbols/funds/managers/compare/': (req) => {
      const ids = String(req.query.managers)
        .split(',')
        .map((x) => Number(x.trim()));
      if (ids.length < 2 || ids.length > 4 || ids.some((x) => !Number.isInteger(x) || x < 1))
        throw bad('managers', '请选择2-4位要对比的基金经理');
      return ids.map((id) => {
        const r = req.ctx.q('SELECT id FROM managers WHERE id = ?').get(id);
        if (!r) throw bad('managers', `基金经理${id}不存在`);
        return managerJson(req, managerOr404(req.ctx, id));
      });
    },
    'GET /symbols/funds/managers/assess/': (req) => {
      let wish;
      try {
        wish = parseOptions(String(req.query.options));
      } catch (e) {
        throw bad('options', (e as Error).message);
      }
      const candidates = summaries(req)
        .filter((s) => s.profile)
        .map((s) => ({ id: s.row.id, stype: s.type, profile: s.profile!, row: s.row }));
      const chosen = rankForWish(candidates, wish, 5);
      const managers: FundManager[] = chosen.map((c) => managerJson(req, c.row));
      const seen = new Set<string>();
      const funds = managers
        .map((m) => m.recommend_fund?.symbol)
        .filter((s): s is string => !!s && !seen.has(s) && !!seen.add(s))
        .map((s) =>
          fundJson(req.ctx, req.ctx.market.fund(s)!, req.userId, req.origin),
        ) as components['schemas']['Fund'][];
      return { options: String(req.query.options), managers, funds };
    },
    'GET /assess_question/': () => ASSESS_QUESTIONS,
    'GET /symbols/funds/managers/lists/': (req) => LISTS.map((l) => listJson(req, l, 3)),
    'GET /symbols/funds/managers/lists/{id}/': (req) => {
      const l = LISTS.find((x) => x.id === req.params.id);
      if (!l) throw notFound('榜单不存在');
      return listJson(req, l, LIST_SIZE);
    },
    'GET /symbols/funds/managers/filter_conditions/': () => FILTER_CONDITIONS,
    'GET /symbols/funds/managers/following/': (req) => {
      const ids = (
        req.ctx
          .q(
            "SELECT target FROM follows WHERE user_id = ? AND kind = 'manager' ORDER BY created_at DESC, target",
          )
          .all(uid(req)) as { target: string }[]
      ).map((r) => Number(r.target));
      const page = paginate(ids, req.query.page ?? 1, req.query.page_size ?? 20);
      return {
        ...page,
        results: page.results.map((id) => managerJson(req, managerOr404(req.ctx, id))),
      };
    },
    'POST /symbols/funds/managers/{id}/follow/': (req) => {
      managerOr404(req.ctx, req.params.id);
      req.ctx
        .q(
          "INSERT OR IGNORE INTO follows (user_id, kind, target, created_at) VALUES (?, 'manager', ?, ?)",
        )
        .run(uid(req), String(req.params.id), req.ctx.nowIso());
      return followState(true);
    },
    'POST /symbols/funds/managers/{id}/unfollow/': (req) => {
      managerOr404(req.ctx, req.params.id);
      req.ctx
        .q("DELETE FROM follows WHERE user_id = ? AND kind = 'manager' AND target = ?")
        .run(uid(req), String(req.params.id));
      return followState(false);
    },
    'GET /search/fund_managers/': (req) => {
      const q = String(req.query.q).trim();
      const list = q ? allManagers(req.ctx).filter((m) => m.name.includes(q)) : [];
      return {
        results: list.slice(0, req.query.page_size ?? 10).map((m) => ({
          id: m.id,
          name: m.name,
          avatar: null,
          post_status: m.post_status === 2 ? (2 as const) : (1 as const),
        })),
      };
    },
    'GET /symbols/funds/companies/': (req) => {
      const { ctx, query } = req;
      const counts = new Map<number, number>();
      for (const f of ctx.market.funds)
        if (f.companyId) counts.set(f.companyId, (counts.get(f.companyId) ?? 0) + 1);
      const aum = new Map<number, Decimal>();
      for (const m of allManagers(ctx))
        if (m.company_id && m.post_status === 1)
          aum.set(m.company_id, (aum.get(m.company_id) ?? new Decimal(0)).plus(m.aum || 0));
      const list = [...ctx.market.companies.entries()]
        .filter(([id]) => counts.has(id) || aum.has(id))
        .map(([id, name]) => ({
          id,
          name,
          abbr_name: name.replace(/基金.*$/, ''),
          assets_total: yiToYuan((aum.get(id) ?? new Decimal(0)).toString()),
          funds_count: counts.get(id) ?? 0,
        }));
      const sort = String(query.sort ?? '-assets_total');
      const key = sort.replace(/^-/, '') as 'assets_total' | 'funds_count' | 'id';
      if (!['assets_total', 'funds_count', 'id'].includes(key))
        throw bad('sort', `不支持的排序字段：${sort}`);
      list.sort(
        (a, b) =>
          (sort.startsWith('-') ? -1 : 1) * (Number(a[key]) - Number(b[key])) || a.id - b.id,
      );
      return paginate(list, query.page ?? 1, query.page_size ?? 20);
    },
  },
});
