// The sandbox API: started for the Lighthouse runs (fresh database, own port), and its own bench
// (tooling/sandbox-api/bench/run.ts, owned by the sandbox) run and folded into the results.
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { OUT, ROOT, SANDBOX_DIR, log } from './lib/env.ts';
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
  /** p95 of the no-op GET /__sandbox/health at the same concurrency in the same run (the floor). */
  noopP95Ms?: number;
  seedMs?: number;
  concurrency?: number;
  /** The sandbox bench's JSON as written. */
  raw?: unknown;
}

/** Where tooling/sandbox-api/bench/run.ts writes its figures. */
const RESULT_FILE = path.join(ROOT, 'bench/results/sandbox.json');

interface SandboxRow {
  n?: number;
  errors?: number;
  p50?: number;
  p95?: number;
  p99?: number;
}

/**
 * The sandbox bench's file: { concurrency, list: row, buy: row, calibration_health: row (a no-op
 * route of the same server), seed_ms, first_start_ready_ms }.
 */
export function parseSandboxBench(raw: unknown): Omit<SandboxBench, 'ok'> {
  const r = (raw ?? {}) as {
    concurrency?: number;
    list?: SandboxRow;
    buy?: SandboxRow;
    calibration_health?: SandboxRow;
    seed_ms?: number;
  };
  const errors = [
    r.list?.errors ? `${r.list.errors} of ${r.list.n} list requests failed` : '',
    r.buy?.errors ? `${r.buy.errors} of ${r.buy.n} buys failed` : '',
  ].filter(Boolean);
  return {
    listP50Ms: r.list?.p50,
    listP95Ms: r.list?.p95,
    listP99Ms: r.list?.p99,
    buyP50Ms: r.buy?.p50,
    buyP95Ms: r.buy?.p95,
    buyP99Ms: r.buy?.p99,
    noopP95Ms: r.calibration_health?.p95,
    seedMs: r.seed_ms,
    concurrency: r.concurrency,
    ...(errors.length ? { error: errors.join('; ') } : {}),
  };
}

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
      error: `the sandbox bench exited ${code} without writing ${path.relative(ROOT, RESULT_FILE)}`,
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
