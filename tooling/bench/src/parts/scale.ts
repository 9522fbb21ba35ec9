// The scale part: an account's reads as its history grows, and reads and a buy as the database
// fills with other users' rows (src/scale.ts), as ratios measured in the same run.
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { BENCH_DIR, OUT, log } from '../lib/env.ts';
import { run } from '../lib/proc.ts';
import { READS, type ScaleOptions, type ScaleResult } from '../scale.ts';
import { figure, type Figure } from '../report.ts';
import { BUDGETS } from '../budgets.ts';
import { r2, type PartResult } from './context.ts';

const over = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? r2(a / b) : undefined;

export function scaleFigures(s: ScaleResult): Figure[] {
  const note = s.errors.length ? s.errors.join('; ') : undefined;
  const big = `${s.largeRows.users.toLocaleString('en')} users, ${s.largeRows.trades.toLocaleString('en')} trades`;
  const figures: Figure[] = [
    figure(
      'scale',
      'scale.heavy.trades',
      `heavy account: trades (weekly 定投, 10 funds, ${s.options.years} year${s.options.years === 1 ? '' : 's'})`,
      s.heavyTrades,
      '',
    ),
    figure(
      'scale',
      'scale.large.seed',
      `large database (${big}): seeded in`,
      s.seedLargeMs / 1000,
      's',
    ),
  ];
  for (const r of READS) {
    const light = s.empty.light[r.id];
    const heavy = s.empty.heavy[r.id];
    const large = s.large.heavy[r.id];
    figures.push(
      figure(
        'scale',
        `scale.${r.id}.light`,
        `${r.label}: one-trade account`,
        light,
        'ms',
        undefined,
        note,
      ),
      figure(
        'scale',
        `scale.${r.id}.heavy`,
        `${r.label}: heavy account`,
        heavy,
        'ms',
        undefined,
        note,
      ),
      figure(
        'scale',
        `scale.${r.id}.heavyRatio`,
        `${r.label}: heavy account / one-trade account`,
        over(heavy, light),
        '×',
        ['<=', BUDGETS.heavyAccountRatio],
        note,
      ),
      figure(
        'scale',
        `scale.${r.id}.large`,
        `${r.label}: heavy account, large database`,
        large,
        'ms',
        undefined,
        note,
      ),
      figure(
        'scale',
        `scale.${r.id}.largeRatio`,
        `${r.label}: heavy account, large database / empty database`,
        over(large, heavy),
        '×',
        ['<=', BUDGETS.largeDatabaseRatio],
        note,
      ),
    );
  }
  figures.push(
    figure('scale', 'scale.buy.empty', 'buy: empty database', s.empty.buyMs, 'ms', undefined, note),
    figure('scale', 'scale.buy.large', 'buy: large database', s.large.buyMs, 'ms', undefined, note),
    figure(
      'scale',
      'scale.buy.largeRatio',
      'buy: large database / empty database',
      over(s.large.buyMs, s.empty.buyMs),
      '×',
      ['<=', BUDGETS.largeDatabaseRatio],
      note,
    ),
  );
  return figures;
}

/** The whole scale measurement is stopped after this long (its log says how far it got). */
const SCALE_TIMEOUT_MS = 30 * 60_000;

export async function scalePart(options: ScaleOptions): Promise<PartResult> {
  const dir = path.join(OUT, 'scale-run');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, 'scale.json');
  const logFile = path.join(OUT, 'scale.log');
  log(
    `scale: ${options.users} users × ${options.tradesPerUser} trades (log: tooling/bench/dist/scale.log)`,
  );
  try {
    const { code, timedOut } = await run(
      'pnpm',
      [
        'exec',
        'tsx',
        '--conditions=@jijin/source',
        'src/scale-cli.ts',
        String(options.users),
        String(options.tradesPerUser),
        String(options.iterations),
        String(options.years),
        out,
      ],
      { cwd: BENCH_DIR, logFile, timeoutMs: SCALE_TIMEOUT_MS },
    );
    if (timedOut)
      throw new Error(
        `stopped after ${SCALE_TIMEOUT_MS / 60_000} min; the last figure in dist/scale.log is the one before the read that did not finish`,
      );
    if (code !== 0 || !existsSync(out))
      throw new Error(`exited ${code}: see tooling/bench/dist/scale.log`);
    const s = JSON.parse(readFileSync(out, 'utf8')) as ScaleResult;
    return { figures: scaleFigures(s), details: { scale: s } };
  } catch (err) {
    const error = (err as Error).message;
    log(`scale: failed: ${error}`);
    return {
      figures: [figure('scale', 'scale.ran', 'scale part ran', false, '', ['==', true], error)],
      details: { scale: { options, error } },
    };
  }
}
