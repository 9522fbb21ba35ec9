/**
 * The fund master list (`seed/fund-list.json.gz`, built by scripts/build-fund-list-seed.ts; origins
 * in seed/SOURCE.md), decoded once per process, and what it says about a fund's listing: the
 * funds the exchange list gives as delisted (终止上市) answer `list_status` 3 and are never traded
 * (spec 001 §3 Fund / symbol list_status; README "Terminated funds").
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FUND_LIST_SEED_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../seed/fund-list.json.gz',
);

/** Shape of seed/fund-list.json.gz. */
export interface FundListSeed {
  meta: { format: number; source: string; funds: number };
  /** By code; initials in lower case (the list's 拼音缩写); type '' when the list has none. */
  funds: [code: string, name: string, initials: string, emType: string][];
  /** Master-list funds delisted on the exchange (tushare status D), by code, with the ISO date. */
  delisted: [code: string, delistDate: string][];
}

let parsed: FundListSeed | null = null;
/** The master list, decoded once per process (about 25 ms); null when the seed file is absent. */
export function fundList(file = FUND_LIST_SEED_FILE): FundListSeed | null {
  if (parsed) return parsed;
  if (!existsSync(file)) return null;
  parsed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as FundListSeed;
  return parsed;
}

let delisted: Map<string, string> | null = null;
/** The ISO date (YYYY-MM-DD) a fund was delisted on the exchange, or null while it is listed. */
export function delistDate(code: string): string | null {
  delisted ??= new Map(fundList()?.delisted ?? []);
  return delisted.get(code) ?? null;
}

/**
 * `list_status` of a fund (spec 001 §3: 1 normal, 3 terminated, 4 cancelled, 9 other): 3 when the
 * exchange list gives it as delisted (终止上市), else 1. The data never says a fund was
 * deregistered, so 4 (注销) is never answered.
 */
export function listStatusOf(code: string): 1 | 3 {
  return delistDate(code) ? 3 : 1;
}

/** The refusal of any trade on a delisted fund (a 400 on the fund's field). */
export const DELISTED_MESSAGE = '该基金已终止上市，不能交易';
