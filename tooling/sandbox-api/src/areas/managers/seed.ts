/**
 * Loads `seed/managers.json.gz` (built by scripts/build-managers-seed.ts from the 2024-02
 * Eastmoney manager list; see seed/SOURCE.md) into the managers tables once, then points the
 * in-memory market's funds at their current managers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ctx } from '../../ctx';
import { dayNum } from '../../market/calendar';

export const MANAGERS_SEED_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../seed/managers.json.gz',
);

/** Shape of seed/managers.json.gz. */
export interface ManagersSeed {
  meta: Record<string, unknown>;
  companies: [id: number, name: string][];
  managers: [
    id: number,
    name: string,
    companyId: number | null,
    careerStart: string,
    aum: string,
    bestReturn: string,
    emId: string | null,
    postStatus: 1 | 2,
    current: string[],
    former: string[],
  ][];
  fund_names: [code: string, name: string, emType: string][];
}

export function seedManagers(ctx: Ctx, file = MANAGERS_SEED_FILE): void {
  const { db } = ctx;
  const done = db.prepare('SELECT 1 FROM manager_funds LIMIT 1').get();
  if (done || !existsSync(file)) return;
  const seed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as ManagersSeed;
  const asOf = String(seed.meta.as_of);
  const comp = db.prepare('INSERT OR IGNORE INTO companies (id, name) VALUES (?, ?)');
  for (const [id, name] of seed.companies) {
    comp.run(id, name);
    ctx.market.companies.set(id, name);
  }
  const up = db.prepare(
    `INSERT INTO managers (id, name, company_id, tenure_days, best_return, aum, fund_codes, em_id, post_status, career_start)
     VALUES (@id, @name, @company_id, @tenure_days, @best_return, @aum, @fund_codes, @em_id, @post_status, @career_start)
     ON CONFLICT(id) DO UPDATE SET name = excluded.name, company_id = excluded.company_id,
       tenure_days = excluded.tenure_days, best_return = excluded.best_return, aum = excluded.aum,
       fund_codes = excluded.fund_codes, em_id = excluded.em_id, post_status = excluded.post_status,
       career_start = excluded.career_start`,
  );
  const link = db.prepare(
    'INSERT OR IGNORE INTO manager_funds (manager_id, code, role) VALUES (?, ?, ?)',
  );
  for (const [
    id,
    name,
    companyId,
    careerStart,
    aum,
    best,
    emId,
    post,
    current,
    former,
  ] of seed.managers) {
    const end = post === 1 ? asOf : '2021-07-07';
    up.run({
      id,
      name,
      company_id: companyId,
      tenure_days: Math.max(0, dayNum(end) - dayNum(careerStart)),
      best_return: best,
      aum,
      fund_codes: current.join(','),
      em_id: emId,
      post_status: post,
      career_start: careerStart,
    });
    for (const c of current) link.run(id, c, 'current');
    for (const c of former) link.run(id, c, 'former');
  }
  const name = db.prepare(
    'INSERT OR IGNORE INTO manager_fund_names (code, name, em_type) VALUES (?, ?, ?)',
  );
  for (const [code, n, t] of seed.fund_names) name.run(code, n, t);
  refreshFundManagers(ctx);
}

/** Rebuilds every fund's `managerIds` from the managers' current funds. */
export function refreshFundManagers(ctx: Ctx): void {
  const byFund = new Map<string, number[]>();
  for (const r of ctx.db
    .prepare(
      "SELECT manager_id, code FROM manager_funds WHERE role = 'current' ORDER BY manager_id",
    )
    .all() as { manager_id: number; code: string }[]) {
    const l = byFund.get(r.code) ?? [];
    l.push(r.manager_id);
    byFund.set(r.code, l);
  }
  for (const f of ctx.market.funds) f.managerIds = byFund.get(f.code) ?? [];
}
