/**
 * The fund master list (基金名录) as the areas read it: every fund of `seed/fund-list.json.gz`
 * (27,023 funds, built by scripts/build-fund-list-seed.ts from the Eastmoney list; origins in
 * seed/SOURCE.md) in the `fund_directory` table (the funds area's migration 2). The funds area
 * searches it; following (research area) accepts its funds. A fund only in the master list has a
 * code, a name, initials and a type, and nothing else: no NAV, no return, not tradable
 * (README "Search").
 */
import type { Ctx } from '../ctx';
import { fundList } from '../market/fund-list';
import { fundNaming } from '../market/fund-types';
import type { Fund } from '../market/market';

/** A `fund_directory` row. */
export interface DirectoryRow {
  code: string;
  name: string;
  initials: string;
  em_type: string;
  known: number;
}

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

/**
 * A master-list fund the market does not hold, or undefined. Its `risk` is the type's template,
 * needed by the Fund shape only: the funds area's `listedFundJson` answers null for it.
 */
export function directoryFund(ctx: Ctx, code: string): Fund | undefined {
  if (ctx.market.fund(code)) return undefined;
  ensureDirectory(ctx);
  const r = ctx
    .q('SELECT code, name, initials, em_type FROM fund_directory WHERE code = ?')
    .get(code) as DirectoryRow | undefined;
  if (!r) return undefined;
  // no data at all: not a money fund with a 1.0000 price either (that would make it "fresh")
  return {
    ...fundNaming(r.code, r.name, r.initials, r.em_type),
    companyId: null,
    companyName: null,
    isMoney: false,
    snapshot: null,
    series: null,
    dividendAware: false,
    managerIds: [],
  };
}
