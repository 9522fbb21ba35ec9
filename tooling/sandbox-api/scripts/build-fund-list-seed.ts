/**
 * Builds `seed/fund-list.json.gz`, the whole fund master list (27,023 funds: code, name, pinyin
 * initials, Eastmoney type) from `funds/fund_list_eastmoney_2026-06.csv` in `../shared/data`
 * (override with SEED_SOURCE), and which of them the exchange list
 * (`funds/exchange_fund_basic_tushare_2025-04.csv`) gives as delisted, with the date. Run by hand:
 *
 *   pnpm --filter @jijin/sandbox-api seed:fund-list
 *
 * Rows keep the CSV's order (by code); the initials are the CSV's 拼音缩写 in lower case; a row
 * with an empty type keeps '' (the sandbox types it 309 其他). Deterministic (no clock, no
 * randomness). Loaded into the `fund_directory` table by `src/areas/funds/directory.ts`, which
 * search answers from; see seed/SOURCE.md.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { SEED_DIR, csvObjects, parseCsv, readText, requireSource } from './seed-source';
import type { FundListSeed } from '../src/market/fund-list';

requireSource();

const FILE = 'funds/fund_list_eastmoney_2026-06.csv';
const [head, ...rows] = parseCsv(readText(FILE));
const col = (name: string) => {
  const i = head!.indexOf(name);
  if (i < 0) throw new Error(`${FILE}: no column ${name}`);
  return i;
};
const [iCode, iInitials, iName, iType] = ['基金代码', '拼音缩写', '基金简称', '基金类型'].map(
  col,
) as [number, number, number, number];
const seen = new Set<string>();
const funds: FundListSeed['funds'] = [];
for (const r of rows) {
  const code = r[iCode]!.trim();
  if (!/^\d{6}$/.test(code) || seen.has(code)) continue;
  seen.add(code);
  funds.push([code, r[iName]!.trim(), r[iInitials]!.trim().toLowerCase(), r[iType]!.trim()]);
}
funds.sort((a, b) => (a[0] < b[0] ? -1 : 1));

// 终止上市 per the exchange list (tushare status D, with its delist_date): the master-list funds
// whose six-digit exchange code (ts_code 501054.SH -> 501054) is delisted; seven-digit ts_codes
// are other share codes, never a master-list code (README "Terminated funds").
const EXCHANGE = 'funds/exchange_fund_basic_tushare_2025-04.csv';
const delisted: FundListSeed['delisted'] = csvObjects(EXCHANGE)
  .filter((r) => r.status === 'D' && /^\d{6}\.(SH|SZ)$/.test(r.ts_code!))
  .map((r) => [r.ts_code!.slice(0, 6), r.delist_date!] as [string, string])
  .filter(([code, date]) => seen.has(code) && /^\d{8}$/.test(date))
  .map(([code, d]) => [code, `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`] as [string, string])
  .sort((a, b) => (a[0] < b[0] ? -1 : 1));

const seed: FundListSeed = {
  meta: {
    format: 2,
    source: `built by scripts/build-fund-list-seed.ts from ../shared/data/${FILE} and ${EXCHANGE}; see seed/SOURCE.md`,
    funds: funds.length,
  },
  funds,
  delisted,
};
const gz = gzipSync(JSON.stringify(seed), { level: 9 });
writeFileSync(join(SEED_DIR, 'fund-list.json.gz'), gz);
console.log(
  `fund list seed: ${funds.length} funds (${delisted.length} delisted), ${(gz.length / 1024).toFixed(0)} KB`,
);
