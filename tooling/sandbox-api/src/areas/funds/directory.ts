/**
 * The fund master list (基金名录): every fund of `seed/fund-list.json.gz` (27,023 funds, built by
 * scripts/build-fund-list-seed.ts from the Eastmoney list; origins in seed/SOURCE.md) in the
 * `fund_directory` table, which search answers from. The market (`ctx.market`) holds the ~1,000
 * funds the sandbox has data for; a fund only in the master list has a code, a name, initials and
 * a type, and nothing else: no NAV, no return, not tradable (README "Search").
 */
import type { Ctx } from '../../ctx';
import { BAO_CODE, riskOf, stypeOf, type Fund } from '../../market/market';
import { fundList } from '../../market/fund-list';
import type { AreaMigration } from '../define';

/**
 * `known`: 2 = a market fund with NAV data (a series, or a money fund), 1 = a market fund without
 * (its figures are null), 0 = only in the master list. Search ranks by it after an exact code.
 */
export const directoryMigrations: AreaMigration[] = [
  {
    id: 2,
    name: 'fund_directory',
    sql: `CREATE TABLE IF NOT EXISTS fund_directory (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      initials TEXT NOT NULL,
      em_type TEXT NOT NULL,
      known INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS fund_directory_known ON fund_directory (known DESC, code);`,
  },
];

const knownLevel = (f: Fund | undefined): number => (!f ? 0 : f.series || f.isMoney ? 2 : 1);

const filled = new WeakSet<object>();
/**
 * Fills `fund_directory` once per database, on its first use (about 0.1 s for 27,023 rows), so
 * start-up and each test's fresh database do not pay for it. Its rows are market data (reset keeps
 * them): the master list, plus any market fund it lacks; a market fund keeps the market's name and
 * initials.
 */
export function ensureDirectory(ctx: Ctx): void {
  if (filled.has(ctx.db)) return;
  if (!ctx.db.prepare('SELECT 1 FROM fund_directory LIMIT 1').get())
    ctx.db.transaction(() => {
      const ins = ctx.db.prepare(
        'INSERT OR IGNORE INTO fund_directory (code, name, initials, em_type, known) VALUES (?, ?, ?, ?, ?)',
      );
      for (const f of ctx.market.funds)
        ins.run(f.code, f.name, f.initials, f.emType, knownLevel(f));
      for (const [code, name, initials, emType] of fundList()?.funds ?? [])
        ins.run(code, name, initials, emType, 0);
    })();
  filled.add(ctx.db);
}

interface DirectoryRow {
  code: string;
  name: string;
  initials: string;
  em_type: string;
  known: number;
}

/**
 * One page of the funds matching `q` (trimmed, lower case): code prefix, name substring, pinyin
 * initials (prefix or substring). Order: the exact code, then funds with NAV data, market funds
 * without, master-list-only funds; within each by how well it matches (code prefix, initials
 * prefix, name prefix, name substring, initials substring), then code.
 */
export function searchDirectory(
  ctx: Ctx,
  q: string,
  page: number,
  pageSize: number,
): { total: number; rows: DirectoryRow[] } {
  ensureDirectory(ctx);
  const s = q.trim().toLowerCase();
  const n = s.length;
  const where = `(substr(code, 1, @n) = @s OR instr(lower(name), @s) > 0 OR instr(initials, @s) > 0)`;
  const { total } = ctx
    .q(`SELECT count(*) AS total FROM fund_directory WHERE ${where}`)
    .get({ s, n }) as { total: number };
  const rows = ctx
    .q(
      `SELECT code, name, initials, em_type, known FROM fund_directory WHERE ${where}
       ORDER BY code = @s DESC, known DESC,
         CASE WHEN substr(code, 1, @n) = @s THEN 1
              WHEN substr(initials, 1, @n) = @s THEN 2
              WHEN substr(lower(name), 1, @n) = @s THEN 3
              WHEN instr(lower(name), @s) > 0 THEN 4
              ELSE 5 END,
         code
       LIMIT @size OFFSET @off`,
    )
    .all({ s, n, size: pageSize, off: (page - 1) * pageSize }) as DirectoryRow[];
  return { total, rows };
}

/**
 * Every fund only in the master list (`known` 0) that matches `q` as search matches it, in
 * search's order (the fund list's `q` appends them after its market funds).
 */
export function directoryOnlyMatches(ctx: Ctx, q: string): DirectoryRow[] {
  ensureDirectory(ctx);
  const s = q.trim().toLowerCase();
  return ctx
    .q(
      `SELECT code, name, initials, em_type, known FROM fund_directory
       WHERE known = 0 AND (substr(code, 1, @n) = @s OR instr(lower(name), @s) > 0 OR instr(initials, @s) > 0)
       ORDER BY code = @s DESC,
         CASE WHEN substr(code, 1, @n) = @s THEN 1
              WHEN substr(initials, 1, @n) = @s THEN 2
              WHEN substr(lower(name), 1, @n) = @s THEN 3
              WHEN instr(lower(name), @s) > 0 THEN 4
              ELSE 5 END,
         code`,
    )
    .all({ s, n: s.length }) as DirectoryRow[];
}

/** A master-list fund the market does not hold, or undefined. */
export function directoryFund(ctx: Ctx, code: string): Fund | undefined {
  if (ctx.market.fund(code)) return undefined;
  ensureDirectory(ctx);
  const r = ctx
    .q('SELECT code, name, initials, em_type FROM fund_directory WHERE code = ?')
    .get(code) as DirectoryRow | undefined;
  if (!r) return undefined;
  const m = /([A-Z])$/.exec(r.name);
  // no data at all: not a money fund with a 1.0000 price either (that would make it "fresh")
  return {
    code: r.code,
    name: r.name,
    initials: r.initials,
    emType: r.em_type,
    stype: stypeOf(r.em_type),
    risk: riskOf(r.em_type),
    companyId: null,
    companyName: null,
    isMoney: false,
    isBao: r.code === BAO_CODE,
    shareClass: m ? m[1]! : '',
    snapshot: null,
    series: null,
    dividendAware: false,
    managerIds: [],
  };
}
