/**
 * Loads `seed/managers.json.gz` (built by scripts/build-managers-seed.ts from the 2024-02
 * Eastmoney manager list; see seed/SOURCE.md) into the managers tables once, then makes the
 * funds whose 2026-02 profile is newer follow the profile's managers (`followProfiles`) and points
 * the in-memory market's funds at their current managers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ctx } from '../../ctx';
import { dayNum } from '../../market/calendar';
import {
  MANAGERS_AS_OF_KEY,
  companyKey,
  fundProfile,
  managersListDate,
  profileNamesManagers,
} from '../../domain/fund-profiles';

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

/**
 * Seeds the managers once (a database that has them keeps them; the list's date is recorded in
 * `meta` when missing), then applies the newer fund profiles and refreshes the funds' managers —
 * on every start, so a database seeded before the profiles follows them too.
 */
export function seedManagers(ctx: Ctx, file = MANAGERS_SEED_FILE): void {
  const done = ctx.db.prepare('SELECT 1 FROM manager_funds LIMIT 1').get();
  if ((!done || managersListDate(ctx) === null) && existsSync(file)) {
    const seed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as ManagersSeed;
    if (!done) loadManagers(ctx, seed);
    ctx.db
      .prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)')
      .run(MANAGERS_AS_OF_KEY, String(seed.meta.as_of));
  }
  followProfiles(ctx);
  refreshFundManagers(ctx);
}

function loadManagers(ctx: Ctx, seed: ManagersSeed): void {
  const { db } = ctx;
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

/** A manager of the list who may be the person a profile names. */
export interface ManagerCandidate {
  id: number;
  /** His company's key (`companyKey`), '' when unknown. */
  companyKey: string;
  /** The funds the list links him to, current or former. */
  funds: ReadonlySet<string>;
}

/**
 * Which manager of the list a name in a fund's profile is: among the in-post managers of that
 * name, those at the profile's company who also ran the fund, else those at the company, else
 * those who ran the fund; exactly one, or null (the name is then shown without a link).
 * @param candidates the in-post managers with that name
 * @param company the profile company's key (`companyKey`)
 */
export function pickManager(
  candidates: readonly ManagerCandidate[],
  company: string,
  code: string,
): number | null {
  const atCompany = candidates.filter((c) => company !== '' && c.companyKey === company);
  const ranFund = candidates.filter((c) => c.funds.has(code));
  for (const tier of [atCompany.filter((c) => c.funds.has(code)), atCompany, ranFund])
    if (tier.length) return tier.length === 1 ? tier[0]!.id : null;
  return null;
}

/**
 * Makes the list follow the fund profiles that are newer than it (`profileNamesManagers`): for
 * each such fund of the market, the managers the profile names (`pickManager`) run it now, and the
 * list's other current managers of it ran it before (role former). Idempotent.
 */
export function followProfiles(ctx: Ctx): void {
  const listDate = managersListDate(ctx);
  const funds = ctx.market.funds.filter((f) => profileNamesManagers(fundProfile(f.code), listDate));
  if (!funds.length) return;
  const links = new Map<number, Set<string>>();
  for (const r of ctx.db.prepare('SELECT manager_id, code FROM manager_funds').all() as {
    manager_id: number;
    code: string;
  }[]) {
    const s = links.get(r.manager_id) ?? new Set<string>();
    s.add(r.code);
    links.set(r.manager_id, s);
  }
  const byName = new Map<string, ManagerCandidate[]>();
  for (const m of ctx.db
    .prepare(
      'SELECT m.id, m.name, c.name AS company FROM managers m LEFT JOIN companies c ON c.id = m.company_id WHERE m.post_status = 1',
    )
    .all() as { id: number; name: string; company: string | null }[]) {
    const l = byName.get(m.name) ?? [];
    l.push({
      id: m.id,
      companyKey: m.company ? companyKey(m.company) : '',
      funds: links.get(m.id) ?? new Set(),
    });
    byName.set(m.name, l);
  }
  const currentOf = ctx.db.prepare(
    "SELECT manager_id FROM manager_funds WHERE code = ? AND role = 'current'",
  );
  const retire = ctx.db.prepare(
    "UPDATE manager_funds SET role = 'former' WHERE manager_id = ? AND code = ?",
  );
  const run = ctx.db.prepare(
    "INSERT INTO manager_funds (manager_id, code, role) VALUES (?, ?, 'current') ON CONFLICT(manager_id, code) DO UPDATE SET role = 'current'",
  );
  const touched = new Set<number>();
  for (const f of funds) {
    const p = fundProfile(f.code)!;
    const key = p.company ? companyKey(p.company) : '';
    const wanted = new Set(
      p.managers
        .map((n) => pickManager(byName.get(n) ?? [], key, f.code))
        .filter((id): id is number => id !== null),
    );
    for (const { manager_id } of currentOf.all(f.code) as { manager_id: number }[])
      if (!wanted.has(manager_id)) {
        retire.run(manager_id, f.code);
        touched.add(manager_id);
      }
    for (const id of wanted) {
      run.run(id, f.code);
      touched.add(id);
    }
  }
  const codes = ctx.db.prepare(
    "SELECT code FROM manager_funds WHERE manager_id = ? AND role = 'current' ORDER BY code",
  );
  const save = ctx.db.prepare('UPDATE managers SET fund_codes = ? WHERE id = ?');
  for (const id of touched)
    save.run((codes.all(id) as { code: string }[]).map((r) => r.code).join(','), id);
}
