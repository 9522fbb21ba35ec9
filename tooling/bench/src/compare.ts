// `pnpm --filter @jijin/bench compare --base <rev>`: the working tree's app against a git revision's,
// by Lighthouse runs alternated between the two. One `pnpm bench` run's medians move by
// 5-10 performance points and ±100 ms TBT with the machine, so a change measured against the
// previous run's table measures the machine; two builds served side by side, each route run
// A, B, B, A, A, B… with the same sandbox and session, compare the builds under the same load.
//
// Options: --base <rev> (default HEAD: the uncommitted change), --runs <n> per build and route
// (default 6), --routes <path,…> (default the bench's routes, lib/env.ts ROUTES). The revision is
// checked out into a temporary git worktree that borrows this checkout's node_modules (so its
// lockfile must not differ), built with the app's own vite.config.ts, and removed afterwards. Exit
// code 0; the table goes to the terminal and tooling/bench/dist/compare.json: each build's median
// and mean, and the mean of the pairwise differences A − B with its 95 % interval (src/lib/paired.ts).
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { buildAppInto } from './build.ts';
import { openAccount, TOKEN_STORAGE_KEY } from './account.ts';
import { host } from './lib/host.ts';
import { OUT, ROOT, ROUTES, log, median, routeTag } from './lib/env.ts';
import { cleanupAll, freePort, onCleanup } from './lib/proc.ts';
import { lighthouseRoute, type Session } from './lighthouse.ts';
import { pairedDifference, type PairedDifference } from './lib/paired.ts';
import { startSandbox } from './sandbox.ts';

interface Args {
  base: string;
  runs: number;
  routes: string[];
}

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  };
  const runs = Number(get('runs') ?? 6);
  if (!Number.isInteger(runs) || runs < 2 || runs > 20) throw new Error('--runs must be 2..20');
  const routes = get('routes')?.split(',').filter(Boolean) ?? ROUTES.map((r) => r.path);
  const bad = routes.filter((r) => !r.startsWith('/'));
  if (bad.length) throw new Error(`--routes: paths start with / (${bad.join(', ')})`);
  return { base: get('base') ?? 'HEAD', runs, routes };
}

const git = (args: string[], cwd = ROOT) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * `rev` checked out into a temporary worktree whose node_modules folders are links to this
 * checkout's (the root's and each workspace package's). Removed on exit.
 */
function worktreeOf(rev: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jijin-compare-'));
  git(['worktree', 'add', '--detach', dir, rev]);
  onCleanup(() => {
    git(['worktree', 'remove', '--force', dir]);
  });
  if (git(['diff', '--name-only', rev, '--', 'pnpm-lock.yaml']))
    throw new Error(
      `${rev} has another pnpm-lock.yaml: its build would use this checkout's packages`,
    );
  const link = (rel: string) => {
    const from = path.join(ROOT, rel, 'node_modules');
    if (existsSync(from) && existsSync(path.join(dir, rel)))
      symlinkSync(from, path.join(dir, rel, 'node_modules'));
  };
  link('.');
  for (const group of ['apps', 'packages', 'tooling'])
    for (const name of readdirSync(path.join(ROOT, group))) link(path.join(group, name));
  return dir;
}

interface Run {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  mainThreadMs: number;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const rev = git(['rev-parse', '--short', args.base]);
  const dirs = { A: path.join(OUT, 'compare/a'), B: path.join(OUT, 'compare/b') };
  log(`building the working tree (A) and ${rev} (B)`);
  await buildAppInto(dirs.A);
  await buildAppInto(dirs.B, { root: worktreeOf(args.base) });

  const sbPort = await freePort();
  const sandbox = await startSandbox(sbPort);
  onCleanup(() => sandbox.stop());
  const token = await openAccount(`http://127.0.0.1:${sbPort}`);
  const session: Session = { key: TOKEN_STORAGE_KEY, value: token };
  const hosts = {
    A: await host(dirs.A, await freePort(), sbPort),
    B: await host(dirs.B, await freePort(), sbPort),
  };
  onCleanup(() => Promise.all([hosts.A.close(), hosts.B.close()]).then(() => undefined));

  const customer = (route: string) =>
    ROUTES.find((r) => r.path === route)?.customer ?? route.includes('/buy/');
  const runs: Record<string, { A: Run[]; B: Run[] }> = {};
  for (const route of args.routes) {
    const pair = (runs[route] = { A: [] as Run[], B: [] as Run[] });
    for (let i = 0; i < args.runs; i++) {
      // A B, B A, A B…: neither build always runs first after the other
      for (const v of i % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
        const tag = `compare-${v}-${routeTag(route)}`;
        const r = await lighthouseRoute(
          hosts[v].url + route,
          1,
          tag,
          customer(route) ? session : undefined,
        );
        pair[v].push(r.runs[0]!);
      }
    }
  }

  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const rows = Object.entries(runs).flatMap(([route, pair]) =>
    (['A', 'B'] as const).map((v) => {
      const rs = pair[v];
      const fig = (k: keyof Run) => ({
        median: median(rs.map((r) => r[k])),
        mean: mean(rs.map((r) => r[k])),
      });
      return {
        route,
        build: v === 'A' ? 'working tree' : rev,
        performance: fig('performance'),
        lcpMs: fig('lcpMs'),
        tbtMs: fig('tbtMs'),
        cls: fig('cls'),
        mainThreadMs: fig('mainThreadMs'),
        runs: rs,
      };
    }),
  );
  const n0 = (x: number) => Math.round(x).toString();
  console.log(
    `\n${'route'.padEnd(18)} ${'build'.padEnd(13)} perf (median/mean)  LCP ms (median/mean)  TBT ms (median/mean)`,
  );
  for (const r of rows)
    console.log(
      `${r.route.padEnd(18)} ${r.build.padEnd(13)} ${`${n0(r.performance.median)} / ${n0(r.performance.mean)}`.padEnd(19)} ${`${n0(r.lcpMs.median)} / ${n0(r.lcpMs.mean)}`.padEnd(21)} ${n0(r.tbtMs.median)} / ${n0(r.tbtMs.mean)}`,
    );
  // A − B pair by pair (runs i of both builds are adjacent in time), with a 95 % interval
  const figures = [
    ['performance', 'perf'],
    ['lcpMs', 'LCP ms'],
    ['tbtMs', 'TBT ms'],
    ['mainThreadMs', 'main thread ms'],
  ] as const;
  const differences = Object.entries(runs).map(([route, pair]) => ({
    route,
    ...Object.fromEntries(
      figures.map(([k]) => [
        k,
        pairedDifference(
          pair.A.map((r) => r[k]),
          pair.B.map((r) => r[k]),
        ),
      ]),
    ),
  })) as Array<{ route: string } & Record<(typeof figures)[number][0], PairedDifference>>;
  console.log(`\nA − B, pair by pair (mean, 95 % interval; "same": the interval holds 0)`);
  for (const d of differences)
    console.log(
      `${d.route.padEnd(18)} ` +
        figures
          .map(([k, label]) => {
            const x = d[k];
            return `${label} ${n0(x.mean)} [${n0(x.ci95[0])}, ${n0(x.ci95[1])}] ${x.verdict}`;
          })
          .join('   '),
    );
  writeFileSync(
    path.join(OUT, 'compare.json'),
    JSON.stringify({ base: rev, runsPerBuild: args.runs, rows, differences }, null, 2),
  );
  rmSync(path.join(OUT, 'compare'), { recursive: true, force: true });
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    log(`${sig}: stopping servers, removing the worktree…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

main()
  .then(() => cleanupAll())
  .catch(async (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    await cleanupAll();
    process.exit(2);
  });
