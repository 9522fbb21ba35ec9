// The command line of `pnpm bench` (src/run.ts).
import { PARTS, type Part } from './parts/context.ts';

export interface Args {
  parts: Set<Part>;
  /** Every part at the default runs or more: the only kind of run that may write bench/results. */
  full: boolean;
  runs: number;
}

/** Default Lighthouse runs per route and render runs per case (medians of at least 5). */
export const DEFAULT_RUNS = 5;

/**
 * `--only a,b` (parts), `--runs n` (1..9), either as `--name value` or `--name=value`.
 * @throws Error on an unknown part or runs out of range.
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
  return { parts: new Set<Part>(only ?? PARTS), full: !only && runs >= DEFAULT_RUNS, runs };
}
