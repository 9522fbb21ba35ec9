import type { Ctx } from '../ctx';
import { on, uid, paginate, type Req } from '../http/registry';
import { bad, notFound } from '../http/errors';
import { sample } from './fallback';
import { fundPublic } from './market';

interface ManagerRow {
  id: number;
  name: string;
  company_id: number | null;
  company_name: string | null;
  tenure_days: number;
  best_return: string;
  aum: string;
  fund_codes: string;
  em_id: string | null;
}

function rows(ctx: Ctx): ManagerRow[] {
  return ctx
    .q(
      'SELECT m.*, c.name AS company_name FROM managers m LEFT JOIN companies c ON c.id = m.company_id ORDER BY m.id',
    )
    .all() as ManagerRow[];
}
function row(ctx: Ctx, id: number): ManagerRow {
  const r = ctx
    .q(
      'SELECT m.*, c.name AS company_name FROM managers m LEFT JOIN companies c ON c.id = m.company_id WHERE m.id = ?',
    )
    .get(id) as ManagerRow | undefined;
  if (!r) throw notFound('基金经理不存在');
  return r;
}
const MANAGER = { $ref: '#/components/schemas/FundManager' };

/** A FundManager from the seed: real name, company, tenure, AUM and funds; scores generated stably per id. */
function managerJson(req: Req, r: ManagerRow): Record<string, unknown> {
  const codes = r.fund_codes.split(',').filter(Boolean);
  const f = codes.map((c) => req.ctx.market.fund(c)).find(Boolean);
  const base = sample(req, MANAGER, `manager:${r.id}`, {
    manager: { id: r.id, name: r.name, company: r.company_name },
    ...(f ? { fund: f } : {}),
  }) as Record<string, unknown>;
  const followed = req.userId ? !!req.ctx.s.follow.get(req.userId, 'manager', String(r.id)) : false;
  return { ...base, followed, recommend_fund: f ? req.ctx.fundBrief(f) : null };
}

const SORTS: Record<string, (a: ManagerRow, b: ManagerRow) => number> = {
  assets_total: (a, b) => Number(a.aum) - Number(b.aum),
  work_seniority: (a, b) => a.tenure_days - b.tenure_days,
  best_return: (a, b) => Number(a.best_return) - Number(b.best_return),
  id: (a, b) => a.id - b.id,
};

on('GET /symbols/funds/managers/', (req) => {
  const { ctx, query } = req;
  const sort = String(query.sort ?? '-assets_total');
  const cmp = SORTS[sort.replace(/^-/, '')];
  if (!cmp) throw bad('sort', `不支持的排序字段：${sort}`);
  let list = rows(ctx);
  if (query.q)
    list = list.filter(
      (m) => m.name.includes(String(query.q)) || (m.company_name ?? '').includes(String(query.q)),
    );
  if (query.company_id !== undefined) list = list.filter((m) => m.company_id === query.company_id);
  list.sort((a, b) => (sort.startsWith('-') ? cmp(b, a) : cmp(a, b)) || a.id - b.id);
  const page = paginate(list, query.page ?? 1, query.page_size ?? 20);
  return { ...page, results: page.results.map((r) => managerJson(req, r)) };
});
on('GET /symbols/funds/managers/recommend/', (req) => {
  const list = rows(req.ctx).sort(
    (a, b) => Number(b.best_return) - Number(a.best_return) || a.id - b.id,
  );
  const page = paginate(list, req.query.page ?? 1, req.query.page_size ?? 10);
  return { ...page, results: page.results.map((r) => managerJson(req, r)) };
});
on('GET /symbols/funds/managers/{id}/', (req) => managerJson(req, row(req.ctx, req.params.id)));
on('GET /symbols/funds/managers/{id}/funds/', (req) => {
  const r = row(req.ctx, req.params.id);
  return r.fund_codes
    .split(',')
    .filter(Boolean)
    .map((c) => req.ctx.market.fund(c))
    .filter((f) => !!f)
    .map((f) => fundPublic(req.ctx, f!, req.userId, req.origin));
});
on('GET /symbols/funds/managers/compare/', (req) => {
  const ids = String(req.query.managers)
    .split(',')
    .map((x) => Number(x.trim()));
  if (!ids.length || ids.some((x) => !Number.isInteger(x) || x < 1))
    throw bad('managers', '请选择要对比的基金经理');
  return ids.map((id) => {
    try {
      return managerJson(req, row(req.ctx, id));
    } catch {
      throw bad('managers', `基金经理${id}不存在`);
    }
  });
});
on('GET /symbols/funds/managers/following/', (req) => {
  const { ctx, query } = req;
  const ids = (
    ctx
      .q(
        "SELECT target FROM follows WHERE user_id = ? AND kind = 'manager' ORDER BY created_at DESC, target",
      )
      .all(uid(req)) as { target: string }[]
  ).map((r) => Number(r.target));
  const page = paginate(ids, query.page ?? 1, query.page_size ?? 20);
  return { ...page, results: page.results.map((id) => managerJson(req, row(ctx, id))) };
});
on('POST /symbols/funds/managers/{id}/follow/', (req) => {
  row(req.ctx, req.params.id);
  req.ctx
    .q(
      "INSERT OR IGNORE INTO follows (user_id, kind, target, created_at) VALUES (?, 'manager', ?, ?)",
    )
    .run(uid(req), String(req.params.id), req.ctx.nowIso());
  return followState(req, true);
});
on('POST /symbols/funds/managers/{id}/unfollow/', (req) => {
  row(req.ctx, req.params.id);
  req.ctx
    .q("DELETE FROM follows WHERE user_id = ? AND kind = 'manager' AND target = ?")
    .run(uid(req), String(req.params.id));
  return followState(req, false);
});
function followState(req: Req, followed: boolean): Record<string, unknown> {
  const base = sample(
    req,
    { $ref: '#/components/schemas/FollowState' },
    `fs:${req.path}`,
  ) as Record<string, unknown>;
  return { ...base, followed };
}
on('GET /search/fund_managers/', (req) => {
  const q = String(req.query.q).trim();
  const list = q ? rows(req.ctx).filter((m) => m.name.includes(q)) : [];
  return {
    results: list.slice(0, req.query.page_size ?? 10).map((m) => ({
      id: m.id,
      name: m.name,
      avatar: `${req.origin}/static/managers/${m.id}.svg`,
      post_status: 1,
    })),
  };
});
on('GET /symbols/funds/companies/', (req) => {
  const { ctx, query } = req;
  const counts = new Map<number, number>();
  for (const f of ctx.market.funds)
    if (f.companyId) counts.set(f.companyId, (counts.get(f.companyId) ?? 0) + 1);
  const aum = new Map<number, number>();
  for (const m of rows(ctx))
    if (m.company_id) aum.set(m.company_id, (aum.get(m.company_id) ?? 0) + Number(m.aum));
  const list = [...ctx.market.companies.entries()].map(([id, name]) => ({
    id,
    name,
    abbr_name: name.replace(/基金.*$/, ''),
    assets_total: ((aum.get(id) ?? 0) * 1e8).toFixed(2),
    funds_count: counts.get(id) ?? 0,
  }));
  const sort = String(query.sort ?? '-assets_total');
  const key = sort.replace(/^-/, '') as 'assets_total' | 'funds_count' | 'id';
  if (!['assets_total', 'funds_count', 'id'].includes(key))
    throw bad('sort', `不支持的排序字段：${sort}`);
  list.sort(
    (a, b) => (sort.startsWith('-') ? -1 : 1) * (Number(a[key]) - Number(b[key])) || a.id - b.id,
  );
  return paginate(list, query.page ?? 1, query.page_size ?? 20);
});
