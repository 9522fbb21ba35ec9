/**
 * @jijin/sandbox-api — a local backend implementing packages/core/openapi/openapi.yaml on
 * embedded SQLite, seeded with real fund data, with a trading clock. See README.md.
 */
import type { Hono } from 'hono';
import { openDb, type Db } from './db/open';
import { startCheckpointer } from './db/checkpointer';
import { migrate, USER_TABLES } from './db/migrations';
import { Ctx } from './ctx';
import { DEFAULT_DEV_START, offsetClock, realClock, type SandboxClock } from './clock';
import { loadOpenApi } from './http/app';
import { buildHono, nodeHandler } from './http/adapters';
import type { OpenApi } from './http/openapi';
import type { WireHandler } from './http/registry';
import { AREAS } from './areas/index';
import {
  areaUserTables,
  installHooks,
  migrateAreas,
  registerAreas,
  seedAreas,
} from './areas/runtime';

/** One app's handler table: every area's, by typed key. Throws when an operation is handled twice. */
export function handlerTable(): Map<string, WireHandler> {
  const table = new Map<string, WireHandler>();
  registerAreas(table, AREAS);
  return table;
}

export { openDb, DEFAULT_DB_FILE } from './db/open';
export {
  manualClock,
  offsetClock,
  realClock,
  DEFAULT_DEV_START,
  shDate,
  shIso,
  shInstant,
} from './clock';
export type { SandboxClock } from './clock';
export { loadOpenApi } from './http/app';
export { OpenApi } from './http/openapi';

export interface CreateAppOptions {
  /** A database file path, `:memory:`, or an open handle. Default: SANDBOX_DB or data/sandbox.db. */
  db?: string | Db;
  /** The clock. Default: dev -> an advancing clock resumed from the database or DEFAULT_DEV_START; else wall time. */
  clock?: SandboxClock;
  /** Enables /__sandbox/sms, /__sandbox/clock, /__sandbox/reset. */
  dev?: boolean;
}

export interface SandboxApp {
  app: Hono;
  /** Node http handler for /api/v1 paths (faster than going through `app.fetch`). */
  apiHandler: ReturnType<typeof nodeHandler>;
  fetch: (req: Request) => Response | Promise<Response>;
  ctx: Ctx;
  oa: OpenApi;
  /** Milliseconds spent seeding (0 when the database was already seeded). */
  seededMs: number;
  /**
   * Checkpoints and closes the database at once; resolves when the checkpoint thread has closed
   * its own connection and ended. Await it before removing the database's folder: until then the
   * thread may still open or write the file.
   */
  close: () => Promise<void>;
}

function persistedClock(db: Db): number | null {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'dev_clock'").get() as
    { value: string } | undefined;
  if (!row) return null;
  const { virtual, real } = JSON.parse(row.value) as { virtual: number; real: number };
  return virtual + (Date.now() - real);
}

/** Builds a sandbox server (not listening): use `fetch` in-process or serve `app` with @hono/node-server. */
export function createApp(opts: CreateAppOptions = {}): SandboxApp {
  let db: Db;
  let seededMs = 0;
  if (typeof opts.db === 'object') {
    db = opts.db;
    migrate(db);
  } else {
    const o = openDb(opts.db ?? process.env.SANDBOX_DB ?? undefined);
    db = o.db;
    seededMs = o.seededMs;
  }
  const dev = opts.dev ?? process.env.SANDBOX_DEV === '1';
  const startMs = Date.parse(process.env.SANDBOX_CLOCK ?? DEFAULT_DEV_START);
  const clock = opts.clock ?? (dev ? offsetClock(persistedClock(db) ?? startMs) : realClock());
  migrateAreas(db, AREAS);
  const ctx = new Ctx(db, clock, dev);
  installHooks(ctx, AREAS);
  seedAreas(ctx, AREAS);
  const oa = loadOpenApi();
  const origSet = clock.set.bind(clock);
  clock.set = (ms: number) => {
    origSet(ms);
    if (dev)
      db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('dev_clock', ?)").run(
        JSON.stringify({ virtual: ms, real: Date.now() }),
      );
  };
  const reset = () => {
    db.transaction(() => {
      for (const t of [...USER_TABLES, ...areaUserTables(AREAS)])
        db.prepare(`DELETE FROM ${t}`).run();
      db.prepare("DELETE FROM meta WHERE key = 'dev_clock'").run();
    })();
    ctx.tokens.clear();
    ctx.dueKey = '';
    if (clock.kind !== 'real') clock.set(opts.clock ? clock.now() : startMs);
  };
  const handlers = handlerTable();
  const app = buildHono({ ctx, oa, handlers, reset });
  // WAL checkpoints off the request path (file databases only): what seeding and start wrote, once
  // before the first request; then a worker thread's own connection every few seconds; the rest
  // at close
  const fileDb = db.name !== ':memory:';
  if (fileDb) db.pragma('wal_checkpoint(TRUNCATE)');
  const checkpointer = fileDb ? startCheckpointer(db.name) : null;
  const close = async () => {
    const ended = checkpointer?.stop();
    if (fileDb && db.open) db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    await ended;
  };
  return {
    app,
    apiHandler: nodeHandler({ ctx, oa, handlers }),
    fetch: (r) => app.fetch(r),
    ctx,
    oa,
    seededMs,
    close,
  };
}
