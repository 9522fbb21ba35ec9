/**
 * Builds `seed/fees.json`, the real fee facts the reference data holds for the sandbox's funds,
 * from `../shared/data` (override with SEED_SOURCE). Run by hand after `seed:build`:
 *
 *   pnpm --filter @jijin/sandbox-api seed:fees
 *
 * Two sources, the first winning (origins in seed/SOURCE.md):
 * - `fees/operating_fees_fund-ai_2026.csv` + `fees/redemption_tiers_fund-ai_2026.csv`:
 *   management, custody and sales-service fees (% a year) and the redemption ladder by calendar
 *   holding days (2026);
 * - `funds/exchange_fund_basic_tushare_2025-04.csv`: management (`m_fee`) and custody (`c_fee`)
 *   fees of exchange-listed funds (2025-04).
 * Purchase-fee tiers are in neither source (the upstream tiers were dropped as mis-parsed), so
 * the sandbox's purchase fees stay templates. Deterministic (sorted, no clock).
 * Read at run time by `src/market/real-fees.ts` only.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { SEED_DIR, csvObjects, requireSource } from './seed-source';
import type { RealFeesSeed } from '../src/market/real-fees';

requireSource();

const main = JSON.parse(
  gunzipSync(readFileSync(join(SEED_DIR, 'seed.json.gz'))).toString('utf8'),
) as { funds: [string, ...unknown[]][] };
const fundCodes = new Set(main.funds.map((f) => f[0]));

const OPERATING = 'fees/operating_fees_fund-ai_2026.csv';
const LADDERS = 'fees/redemption_tiers_fund-ai_2026.csv';
const EXCHANGE = 'funds/exchange_fund_basic_tushare_2025-04.csv';

/** A percentage as the sources print it ("1.2", "0.15"), as a 2-decimal string, or null. */
const pct = (v: string | undefined): string | null =>
  v === undefined || v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v).toFixed(2);

const funds: RealFeesSeed['funds'] = {};
for (const r of csvObjects(EXCHANGE)) {
  // `164814.SZ` is the fund; `1648141.SZ` an older fund whose code it took over (status D)
  const code = (r.ts_code ?? '').split('.')[0]!;
  if (!fundCodes.has(code) || r.status === 'D') continue;
  const manage = pct(r.m_fee);
  const trusteeship = pct(r.c_fee);
  if (manage === null && trusteeship === null) continue;
  funds[code] = { source: EXCHANGE, manage, trusteeship, service: null, sell: null };
}
const ladders = new Map<
  string,
  { min_days: number; max_days: number | null; rate_pct: string }[]
>();
for (const r of csvObjects(LADDERS)) {
  const list = ladders.get(r.fund_code!) ?? [];
  list.push({
    min_days: Number(r.min_hold_days_inclusive),
    max_days: r.max_hold_days_exclusive ? Number(r.max_hold_days_exclusive) : null,
    rate_pct: Number(r.redemption_fee_pct).toFixed(2),
  });
  ladders.set(r.fund_code!, list);
}
for (const r of csvObjects(OPERATING)) {
  const code = r.fund_code!;
  if (!fundCodes.has(code)) continue;
  funds[code] = {
    source: OPERATING,
    manage: pct(r.management_fee_pct_pa),
    trusteeship: pct(r.custody_fee_pct_pa),
    service: pct(r.sales_service_fee_pct_pa),
    sell: (ladders.get(code) ?? []).sort((a, b) => a.min_days - b.min_days),
  };
}
const sorted = Object.fromEntries(Object.entries(funds).sort(([a], [b]) => a.localeCompare(b)));
const seed: RealFeesSeed = {
  meta: { format: 1, sources: [OPERATING, LADDERS, EXCHANGE], funds: Object.keys(sorted).length },
  funds: sorted,
};
writeFileSync(join(SEED_DIR, 'fees.json'), `${JSON.stringify(seed, null, 1)}\n`);
console.log(`seed/fees.json: ${seed.meta.funds} funds`);
