// The command line of `pnpm bench` (src/run.ts).
import { PARTS, type Part } from './parts/context.ts';

export interface Args {
  parts: Set<Part>;
  /** Every part at the default runs or more: the only kind of run that may write bench/results. */
  full: boolean;
  runs: number;
  /** The scale part's large database: other users, trades per user (src/scale.ts). */
  scaleUsers: number;
  scaleTradesPerUser: number;
  /** Years of the scale part's heavy account (10: about 5,200 trades). */
  scaleYears: number;
}

/** The large database of the scale part: 100,000 users with 20 trades each (2,000,000). */
export const SCALE_USERS = 100_000;
export const SCALE_TRADES_PER_USER = 20;
export const SCALE_YEARS = 10;

/** Default Lighthouse runs per route and render runs per case (medians of at least 5). */
export const DEFAULT_RUNS = 5;

/**
 * `--only a,b` (parts), `--runs n` (1..9), `--scale-users n` (0..1,000,000: a run with fewer
 * than 100,000 is partial), `--scale-trades n` (trades per user, 1..100) and `--scale-years n`
 * (the heavy account's history, 1..10; fewer than 10 is partial), either as
 * `--name value` or `--name=value`.
 * @throws Error on an unknown part or a number out of range.
 */
export function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  };
  const only = get('only')?.split(',').filter(Boolean) as Part[] | undefined;
  const bad = only?.filter((p) => !PARTS.includes(p));
  if (bad?.length)
    throw new Error(`--only: unknown part(s) ${bad.join(', ')} (parts: ${PARTS.join(', ')})`);
  const runs = Number(get('runs') ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs must be 1..9');
  const scaleUsers = Number(get('scale-users') ?? SCALE_USERS);
  if (!Number.isInteger(scaleUsers) || scaleUsers < 0 || scaleUsers > 1_000_000)
    throw new Error('--scale-users must be 0..1000000');
  const scaleTradesPerUser = Number(get('scale-trades') ?? SCALE_TRADES_PER_USER);
  if (!Number.isInteger(scaleTradesPerUser) || scaleTradesPerUser < 1 || scaleTradesPerUser > 100)
    throw new Error('--scale-trades must be 1..100');
  const scaleYears = Number(get('scale-years') ?? SCALE_YEARS);
  if (!Number.isInteger(scaleYears) || scaleYears < 1 || scaleYears > 10)
    throw new Error('--scale-years must be 1..10');
  return {
    parts: new Set<Part>(only ?? PARTS),
    full:
      !only &&
      runs >= DEFAULT_RUNS &&
      scaleUsers >= SCALE_USERS &&
      scaleTradesPerUser >= SCALE_TRADES_PER_USER &&
      scaleYears >= SCALE_YEARS,
    runs,
    scaleUsers,
    scaleTradesPerUser,
    scaleYears,
  };
}
