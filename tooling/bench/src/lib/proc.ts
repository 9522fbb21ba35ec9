// Child processes and ports for the bench: every process started here is tracked, gets its own
// process group and is stopped (TERM, then KILL) when the bench ends, however it ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createWriteStream } from 'node:fs';

const children = new Set<ChildProcess>();
const cleanups: Array<() => Promise<void> | void> = [];

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts a command in its own process group; its output goes to logFile. */
export function start(
  cmd: string,
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string },
): Started {
  const log = createWriteStream(opts.logFile);
  const child = spawn(cmd, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  children.add(child);
  const stop = () => stopChild(child);
  return { child, stop };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (!children.has(child)) return;
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 5000).unref());
  if ((await Promise.race([exited, timer])) === 'late') signal('SIGKILL');
}

/** Runs a command to completion (bounded by timeoutMs); resolves with its exit code. */
export function run(
  cmd: string,
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string; timeoutMs: number },
): Promise<{ code: number | null; timedOut: boolean }> {
  const s = start(cmd, args, opts);
  return new Promise((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void s.stop();
    }, opts.timeoutMs);
    s.child.once('exit', (code) => {
      clearTimeout(timer);
      children.delete(s.child);
      resolve({ code, timedOut });
    });
  });
}

/** Polls url until it answers 2xx, or throws after timeoutMs. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

/** Registers work to do when the bench ends (servers, browsers). */
export function onCleanup(fn: () => Promise<void> | void) {
  cleanups.push(fn);
}

export async function cleanupAll() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error('cleanup:', (err as Error).message);
    }
  }
  await Promise.all([...children].map((c) => stopChild(c)));
}

/** Bounds a promise in time. */
export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}
