/**
 * The fund master list (基金名录) in the funds area: the `fund_directory` table (filled and read
 * through src/domain/fund-directory.ts), search over it, and the honest answers for a fund only in
 * the master list. The market (`ctx.market`) holds the ~1,000 funds the sandbox has data for; a
 * fund only in the master list has a code, a name, initials and a type, and nothing else: no NAV,
 * no return, no fee, no risk level, not tradable (README "Search").
 */
import type { Ctx } from '../../ctx';
import { fundJson } from '../../domain/serializers';
import { timetable } from '../../domain/fund-public';
import type { Schemas } from '../../domain/schemas';
import type { Fund } from '../../market/market';
import { listStatusOf } from '../../market/fund-list';
import { ensureDirectory, type DirectoryRow } from '../../domain/fund-directory';
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

/** A search row: the master-list row and its `list_status` (spec 001 §3 list_status). */
export type SearchRow = DirectoryRow & { list_status: 1 | 3 };

/**
 * One page of the funds matching `q` (trimmed, lower case): code prefix, name substring, pinyin
 * initials (prefix or substring). Order: the exact code, then funds with NAV data, market funds
 * without, master-list-only funds; within each by how well it matches (code prefix, initials
 * prefix, name prefix, name substring, initials substring), then code. Each row's `list_status`
 * is 3 for a fund the exchange list gives as delisted, else 1 (`listStatusOf`; README
 * "Terminated funds"): the one source of both `GET /search/symbols/` and `/search/suggestions/`.
 */
export function searchDirectory(
  ctx: Ctx,
  q: string,
  page: number,
  pageSize: number,
): { total: number; rows: SearchRow[] } {
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
  return { total, rows: rows.map((r) => ({ ...r, list_status: listStatusOf(r.code) })) };
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

/** `no_data_reason` of a master-list fund's fee tables (GET /symbols/funds/{symbol}/fare_ratio/). */
export const NO_FEE_DATA = '暂无该基金的费率数据';

/**
 * The contract's Fund for a master-list fund (spec 001 §3; README "Search"): only the master
 * list's facts (code, name, type) and the fund profile's when one exists; every figure null, the
 * template fields the market derives from the type (risk level, purchase fees and discounts,
 * minimums) null, the statuses the list does not give (subscription_status, price_mode,
 * charge_mode, div_type) absent, `list_status` 3 for a fund the exchange list gives as delisted
 * (README "Terminated funds") and absent otherwise, nothing tradable, `nav_stale` true.
 */
export function listedFundJson(
  ctx: Ctx,
  f: Fund,
  userId: number | null,
  origin: string,
): Schemas['Fund'] {
  const {
    list_status,
    subscription_status: _ss,
    price_mode: _pm,
    charge_mode: _cm,
    div_type: _dt,
    ...rest
  } = fundJson(ctx, f, userId, origin);
  return {
    ...rest,
    ...(list_status === 1 ? {} : { list_status }),
    allow_trade: false,
    allow_buy: false,
    allow_sell: false,
    allow_fixed: false,
    allow_subscribe: false,
    amount_min_buy: null,
    amount_max_buy: null,
    amount_subscribe_min: null,
    amount_fixed_min: null,
    amount_fixed_max: null,
    fare_ratio_buy: null,
    fare_ratio_sell: null,
    fare_ratio_subscribe: null,
    discount_rate_buy: null,
    discount_rate_sell: null,
    discount_rate_subscribe: null,
    investment_risk: null,
    nav_stale: true,
  };
}

/**
 * The fee page of a master-list fund: empty fee tables, null yearly fares and minimums, no
 * template part, `no_data_reason` {@link NO_FEE_DATA}; the timetable is the platform's trade
 * calendar (15:00 cutoff, confirmation lag by type), not a figure of the fund.
 */
export function listedFareRatio(ctx: Ctx, f: Fund): Schemas['FundFareRatio'] {
  return {
    fund: {
      symbol: f.code,
      abbr_name: f.name,
      amount_min_buy: null,
      amount_subscribe_min: null,
      shares_min_sell: null,
      shares_min: null,
      is_bao: f.isBao,
      manage_fare: null,
      trusteeship_fare: null,
      service_fare: null,
      trade_manage_fare_ratio: null,
      symbol_stype: f.stype as Schemas['Fund']['symbol_stype'],
    },
    buy: [],
    subscribe: [],
    sell: [],
    manage_fare: null,
    trusteeship_fare: null,
    service_fare: null,
    customer_maintenance_fare: null,
    timetable: timetable(ctx, f),
    example_parts: [],
    no_data_reason: NO_FEE_DATA,
  };
}
