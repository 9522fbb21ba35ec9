/**
 * The real fee facts of the sandbox's funds: `seed/fees.json` (built by
 * scripts/build-fees-seed.ts, origins in seed/SOURCE.md), read once per process. Where a fund has
 * none, `fees.ts` answers its template and names the part in `feeExampleParts` (README "Fees").
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One fund's real fees: % a year as 2-decimal strings, null where the source has no figure. */
export interface RealFees {
  /** The reference file the figures come from. */
  source: string;
  manage: string | null;
  trusteeship: string | null;
  service: string | null;
  /** The redemption ladder by calendar holding days (rate in %), or null when unknown. */
  sell: { min_days: number; max_days: number | null; rate_pct: string }[] | null;
}

/** Shape of seed/fees.json. */
export interface RealFeesSeed {
  meta: { format: number; sources: string[]; funds: number };
  funds: Record<string, RealFees>;
}

const FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../seed/fees.json');
let cache: RealFeesSeed | null = null;

/** The real fees of fund `code`, or null when the reference data has none. */
export function realFeesOf(code: string): RealFees | null {
  cache ??= JSON.parse(readFileSync(FILE, 'utf8')) as RealFeesSeed;
  return cache.funds[code] ?? null;
}
