// The sandbox API: started for the Lighthouse runs (fresh database, own port), and its own bench
// (tooling/sandbox-api/bench/run.ts, owned by the sandbox) run and folded into the results.
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { OUT, SANDBOX_DIR, log } from './lib/env.ts';
import { run, start, waitForHttp, type Started } from './lib/proc.ts';

export interface SandboxServer extends Started {
  port: number;
  startMs: number;
}

export async function startSandbox(port: number): Promise<SandboxServer> {
  const dir = path.join(OUT, 'sandbox');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const t0 = Date.now();
  const s = start('pnpm', ['--filter', '@jijin/sandbox-api', 'start'], {
    cwd: path.resolve(SANDBOX_DIR, '../..'),
    env: {
      SANDBOX_PORT: String(port),
      SANDBOX_DB: path.join(dir, 'bench.db'),
      SANDBOX_DEV: '1',
    },
    logFile: path.join(OUT, 'sandbox.log'),
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/__sandbox/health`, 120_000, s.child);
  } catch (err) {
    await s.stop();
    throw new Error(
      `sandbox did not start (see tooling/bench/dist/sandbox.log): ${(err as Error).message}`,
      { cause: err },
    );
  }
  return { ...s, port, startMs: Date.now() - t0 };
}

export interface SandboxBench {
  ok: boolean;
  error?: string;
  listP50Ms?: number;
  listP95Ms?: number;
  listP99Ms?: number;
  buyP50Ms?: number;
  buyP95Ms?: number;
  buyP99Ms?: number;
  seedMs?: number;
  concurrency?: number;
  /** The sandbox bench's JSON as written. */
  raw?: unknown;
}

const RESULT_FILE = path.join(SANDBOX_DIR, 'bench/results/sandbox.json');

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Finds a number under any of the given key paths (the sandbox's file shape is its own). */
function pick(obj: unknown, paths: string[][]): number | undefined {
  for (const p of paths) {
    let cur: unknown = obj;
    for (const k of p) cur = isObj(cur) ? cur[k] : undefined;
    if (typeof cur === 'number' && Number.isFinite(cur)) return cur;
    if (isObj(cur) && typeof cur.value === 'number') return cur.value;
  }
  return undefined;
}

function pct(obj: unknown, group: string[], q: 'p50' | 'p95' | 'p99') {
  const qs = [q, `${q}Ms`, `${q}_ms`];
  return pick(
    obj,
    group.flatMap((g) =>
      qs.flatMap((k) => [
        [g, k],
        [g, 'latency', k],
        [g, 'latencyMs', k],
        ['results', g, k],
        ['latency', g, k],
      ]),
    ),
  );
}

export function parseSandboxBench(raw: unknown): Omit<SandboxBench, 'ok'> {
  const list = ['list', 'fundList', 'fund_list', 'funds', 'fundsList'];
  const buy = ['buy', 'fundBuy', 'fund_buy', 'trade', 'buys'];
  return {
    listP50Ms: pct(raw, list, 'p50'),
    listP95Ms: pct(raw, list, 'p95'),
    listP99Ms: pct(raw, list, 'p99'),
    buyP50Ms: pct(raw, buy, 'p50'),
    buyP95Ms: pct(raw, buy, 'p95'),
    buyP99Ms: pct(raw, buy, 'p99'),
    seedMs:
      pick(raw, [
        ['seedMs'],
        ['seed_ms'],
        ['seeding', 'ms'],
        ['seeding', 'totalMs'],
        ['seed', 'ms'],
        ['firstStartMs'],
        ['firstStart', 'ms'],
        ['seeding', 'firstStartMs'],
        ['firstStartSeedMs'],
      ]) ??
      secondsToMs(
        pick(raw, [['seedSeconds'], ['seed_s'], ['seeding', 'seconds'], ['firstStartSeconds']]),
      ),
    concurrency: pick(raw, [['concurrency'], ['config', 'concurrency'], ['list', 'concurrency']]),
  };
}

const secondsToMs = (s: number | undefined) => (s === undefined ? undefined : s * 1000);

export async function runSandboxBench(): Promise<SandboxBench> {
  if (!existsSync(path.join(SANDBOX_DIR, 'bench/run.ts'))) {
    return { ok: false, error: 'tooling/sandbox-api/bench/run.ts does not exist yet' };
  }
  const before = existsSync(RESULT_FILE) ? statSync(RESULT_FILE).mtimeMs : 0;
  log(
    'sandbox bench: pnpm --filter @jijin/sandbox-api bench (log: tooling/bench/dist/sandbox-bench.log)',
  );
  const { code, timedOut } = await run('pnpm', ['--filter', '@jijin/sandbox-api', 'bench'], {
    cwd: path.resolve(SANDBOX_DIR, '../..'),
    logFile: path.join(OUT, 'sandbox-bench.log'),
    timeoutMs: 10 * 60_000,
  });
  if (timedOut)
    return { ok: false, error: 'the sandbox bench ran past 10 minutes and was stopped' };
  if (!existsSync(RESULT_FILE) || statSync(RESULT_FILE).mtimeMs <= before) {
    return {
      ok: false,
      error: `the sandbox bench exited ${code} without writing ${path.relative(SANDBOX_DIR, RESULT_FILE)}`,
    };
  }
  const raw = JSON.parse(readFileSync(RESULT_FILE, 'utf8')) as unknown;
  return {
    ok: code === 0,
    ...(code === 0 ? {} : { error: `exited ${code}` }),
    ...parseSandboxBench(raw),
    raw,
  };
}
