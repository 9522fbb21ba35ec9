/**
 * Builds `seed/managers.json.gz`, the managers area's compact seed, from the real data in
 * `../shared/data` (override with SEED_SOURCE) and the main seed (`seed/seed.json.gz`, for the
 * ids of the managers and companies it already holds). Run by hand:
 *
 *   pnpm --filter @jijin/sandbox-api seed:managers
 *
 * Deterministic (no clock, no randomness). What it takes (see seed/SOURCE.md):
 * - every manager of Eastmoney's 基金经理大全 as of 2024-02 (3,714, with Eastmoney ids, company,
 *   current funds, days in the job, AUM and best current return);
 * - the managers of the main seed (2021-07 list) that the 2024 list no longer has are kept as
 *   离任 (post_status 2) with their 2021 funds as former funds;
 * - fund names are joined to codes through the 2026-06 master list; funds a manager ran in 2021
 *   but not in 2024 are his former funds;
 * - names and types of the referenced funds that the main seed does not hold (shown without a
 *   link or figures).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { SEED_DIR, csvObjects, requireSource } from './seed-source';

const OUT = join(SEED_DIR, 'managers.json.gz');
requireSource();

const DAY = 86400000;
const dayNum = (iso: string) => Math.round(Date.parse(iso + 'T00:00:00Z') / DAY);
const isoOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** Dates of the two Eastmoney snapshots (commit dates of their repositories, SOURCE.md). */
const AS_OF_2024 = '2024-02-10';
const AS_OF_2021 = '2021-07-07';

interface MainSeed {
  companies: [number, string][];
  funds: [string, string, string, string, number | null, unknown][];
  managers: [number, string, number | null, number, string, string, string[], string | null][];
}
const main = JSON.parse(
  gunzipSync(readFileSync(join(SEED_DIR, 'seed.json.gz'))).toString('utf8'),
) as MainSeed;
const seedFunds = new Set(main.funds.map((f) => f[0]));
const companyByName = new Map(main.companies.map(([id, name]) => [name, id]));
const companyName = new Map(main.companies.map(([id, name]) => [id, name]));

// fund names -> codes (first code wins when a name repeats), and code -> [name, type]
const nameToCode = new Map<string, string>();
const codeInfo = new Map<string, [string, string]>();
for (const r of csvObjects('funds/fund_list_eastmoney_2026-06.csv')) {
  const code = r['基金代码']!;
  codeInfo.set(code, [r['基金简称']!, r['基金类型']!]);
  if (!nameToCode.has(r['基金简称']!)) nameToCode.set(r['基金简称']!, code);
}
const codesOf = (names: string) =>
  [
    ...new Set(
      names
        .split(',')
        .map((n) => nameToCode.get(n.trim()))
        .filter((c): c is string => !!c),
    ),
  ].sort();

const rows2024 = csvObjects('managers/fund_managers_eastmoney_2024-02.csv');
const rows2021 = csvObjects('managers/fund_managers_eastmoney_2021-07.csv');
const r2021ByKey = new Map(rows2021.map((r) => [`${r['姓名']}|${r['所属公司']}`, r]));
const nameCount2024 = new Map<string, number>();
for (const r of rows2024) nameCount2024.set(r['姓名']!, (nameCount2024.get(r['姓名']!) ?? 0) + 1);

// new companies get ids from 10001 (the main seed's ids are below 1000)
const newCompanies: [number, string][] = [];
function companyId(name: string): number | null {
  if (!name) return null;
  let id = companyByName.get(name);
  if (id === undefined) {
    id = 10001 + newCompanies.length;
    newCompanies.push([id, name]);
    companyByName.set(name, id);
    companyName.set(id, name);
  }
  return id;
}

type Out = [
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
];
const out: Out[] = [];
const used2024 = new Set<number>();
let nextId = Math.max(...main.managers.map((m) => m[0])) + 1;

// 1. the main seed's managers keep their ids
for (const m of main.managers) {
  const [id, name, cid] = m;
  const cname = cid ? (companyName.get(cid) ?? '') : '';
  let k = rows2024.findIndex(
    (r, i) => !used2024.has(i) && r['姓名'] === name && r['任职公司'] === cname,
  );
  if (k < 0 && nameCount2024.get(name) === 1)
    k = rows2024.findIndex((r, i) => !used2024.has(i) && r['姓名'] === name);
  const old = r2021ByKey.get(`${name}|${cname}`);
  const oldCodes = old ? codesOf(old['现任基金'] ?? '') : m[6];
  if (k >= 0) {
    used2024.add(k);
    const r = rows2024[k]!;
    const current = codesOf(r['任职基金'] ?? '');
    out.push([
      id,
      name,
      companyId(r['任职公司']!),
      isoOf(dayNum(AS_OF_2024) - parseInt(r['任职从业时间'] || '0', 10)),
      r['任职基金资产总规模'] || '0',
      r['任职基金最佳回报'] || '0',
      r['编号'] || null,
      1,
      current,
      oldCodes.filter((c) => !current.includes(c)),
    ]);
  } else {
    out.push([id, name, cid, isoOf(dayNum(AS_OF_2021) - m[3]), m[5], m[4], null, 2, [], oldCodes]);
  }
}
// 2. every other manager of the 2024 list
rows2024.forEach((r, i) => {
  if (used2024.has(i)) return;
  const current = codesOf(r['任职基金'] ?? '');
  const old = r2021ByKey.get(`${r['姓名']}|${r['任职公司']}`);
  const former = old ? codesOf(old['现任基金'] ?? '').filter((c) => !current.includes(c)) : [];
  out.push([
    nextId++,
    r['姓名']!,
    companyId(r['任职公司']!),
    isoOf(dayNum(AS_OF_2024) - parseInt(r['任职从业时间'] || '0', 10)),
    r['任职基金资产总规模'] || '0',
    r['任职基金最佳回报'] || '0',
    r['编号'] || null,
    1,
    current,
    former,
  ]);
});

const referenced = new Set(out.flatMap((m) => [...m[8], ...m[9]]));
const fundNames = [...referenced]
  .filter((c) => !seedFunds.has(c))
  .sort()
  .map((c) => [c, ...codeInfo.get(c)!] as [string, string, string]);

const seed = {
  meta: {
    format: 1,
    source: 'built by scripts/build-managers-seed.ts from ../shared/data; see seed/SOURCE.md',
    as_of: AS_OF_2024,
    managers: out.length,
    in_post: out.filter((m) => m[7] === 1).length,
    fund_names: fundNames.length,
  },
  companies: newCompanies,
  managers: out,
  fund_names: fundNames,
};
const buf = gzipSync(JSON.stringify(seed), { level: 9 });
writeFileSync(OUT, buf);
console.log(
  `managers seed: ${out.length} managers (${seed.meta.in_post} in post), ${newCompanies.length} new companies, ` +
    `${fundNames.length} fund names outside the main seed, ${(buf.length / 1024).toFixed(0)} KB`,
);
