/**
 * Builds `seed/profiles.json.gz`, the fund profiles (基金概况) of the sandbox's funds, from
 * `fund_profiles/fund_profiles_xueqiu_2026-02.csv` in `../shared/data` (override with
 * SEED_SOURCE). Run by hand after `seed:build`:
 *
 *   pnpm --filter @jijin/sandbox-api seed:profiles
 *
 * One row per fund of `seed.json.gz` that has a profile: full name, found date, the latest scale
 * as published (`29.37亿`, `5304.13万`), company, current managers, custodian, rating, investment
 * objective and strategy, benchmark and the date the profile was fetched. Long texts keep their
 * paragraphs (line-start spaces trimmed, empty lines dropped). Deterministic (no clock, no
 * randomness). Read at run time by `src/domain/fund-profiles.ts` only; see seed/SOURCE.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { SEED_DIR, csvObjects, requireSource } from './seed-source';
import type { ProfilesSeed } from '../src/domain/fund-profiles';

requireSource();

const FILE = 'fund_profiles/fund_profiles_xueqiu_2026-02.csv';
const main = JSON.parse(
  gunzipSync(readFileSync(join(SEED_DIR, 'seed.json.gz'))).toString('utf8'),
) as { funds: [string, ...unknown[]][] };
const fundCodes = new Set(main.funds.map((f) => f[0]));

/** Paragraphs of a long text: each line trimmed, empty lines dropped, joined by '\n'. */
const paragraphs = (t: string) =>
  t
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');

const profiles: ProfilesSeed['profiles'] = csvObjects(FILE)
  .filter((r) => fundCodes.has(r.fund_code!))
  .sort((a, b) => a.fund_code!.localeCompare(b.fund_code!))
  .map((r) => [
    r.fund_code!,
    r.full_name!.trim(),
    r.found_date!,
    r.latest_scale_raw!.trim(),
    r.company!.trim(),
    r.managers!.trim(),
    r.custodian!.trim(),
    r.rating_agency!.trim(),
    r.rating!.trim(),
    paragraphs(r.investment_objective!),
    paragraphs(r.investment_strategy!),
    r.benchmark!.trim(),
    r.fetched_date!,
  ]);

const seed: ProfilesSeed = {
  meta: {
    format: 1,
    source: `built by scripts/build-profiles-seed.ts from ../shared/data/${FILE}; see seed/SOURCE.md`,
    profiles: profiles.length,
  },
  profiles,
};
const gz = gzipSync(JSON.stringify(seed), { level: 9 });
writeFileSync(join(SEED_DIR, 'profiles.json.gz'), gz);
console.log(
  `profiles seed: ${profiles.length} of ${fundCodes.size} seed funds, ${(gz.length / 1024).toFixed(0)} KB`,
);
