/**
 * Applies the areas to a database and a handler table: area migrations (recorded in
 * `area_migrations` as `<area>/<id>`), seeds, handler registration with duplicate detection,
 * user tables for reset, and the due-date jobs.
 */
import type { Database } from 'better-sqlite3';
import type { Ctx } from '../ctx';
import type { WireHandler } from '../http/registry';
import type { AreaHooks, SandboxArea, StaticFile } from './define';

/** Applies each area's migrations not yet recorded. Returns the keys applied. */
export function migrateAreas(db: Database, areas: readonly SandboxArea[]): string[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS area_migrations (key TEXT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) WITHOUT ROWID',
  );
  const done = new Set(
    (db.prepare('SELECT key FROM area_migrations').all() as { key: string }[]).map((r) => r.key),
  );
  const applied: string[] = [];
  for (const area of areas) {
    for (const m of area.migrations ?? []) {
      const key = `${area.id}/${m.id}`;
      if (done.has(key)) continue;
      db.transaction(() => {
        db.exec(m.sql);
        db.prepare('INSERT INTO area_migrations (key, name, applied_at) VALUES (?, ?, ?)').run(
          key,
          m.name,
          new Date().toISOString(),
        );
      })();
      applied.push(key);
    }
  }
  return applied;
}

/** Runs each area's seed (inside a transaction); seeds check for themselves whether they ran. */
export function seedAreas(ctx: Ctx, areas: readonly SandboxArea[]): void {
  for (const area of areas) if (area.seed) ctx.db.transaction(() => area.seed!(ctx))();
}

/**
 * Adds every area's handlers to `table`.
 * @throws Error when two areas (or an area and the legacy registry) handle the same operation
 */
export function registerAreas(
  table: Map<string, WireHandler>,
  areas: readonly SandboxArea[],
): void {
  const owner = new Map<string, string>();
  for (const area of areas) {
    for (const [key, h] of Object.entries(area.handlers)) {
      if (!h) continue;
      if (owner.has(key) || table.has(key))
        throw new Error(
          `sandbox: ${key} is handled twice (${owner.get(key) ?? 'legacy'}, ${area.id})`,
        );
      owner.set(key, area.id);
      // the dispatcher validated params, query and body against this operation's schema
      table.set(key, h as WireHandler);
    }
  }
}

/** The user tables of every area, for `/__sandbox/reset`. */
export function areaUserTables(areas: readonly SandboxArea[]): string[] {
  return areas.flatMap((a) => a.userTables ?? []);
}

/** The market-data tables of every area (reset keeps them). */
export function areaMarketTables(areas: readonly SandboxArea[]): string[] {
  return areas.flatMap((a) => a.marketTables ?? []);
}

/** Runs each area's due-date work; the counts are merged into the clock answer. */
export function runAreasDue(
  ctx: Ctx,
  areas: readonly SandboxArea[],
  today: string,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const area of areas) Object.assign(out, area.onDue?.(ctx, today) ?? {});
  return out;
}

/**
 * Installs every area's hooks on `ctx.hooks`.
 * @throws Error when two areas provide the same hook
 */
export function installHooks(ctx: Ctx, areas: readonly SandboxArea[]): void {
  const owner = new Map<string, string>();
  for (const area of areas) {
    for (const [name, fn] of Object.entries(area.provides ?? {})) {
      if (owner.has(name))
        throw new Error(`sandbox: hook ${name} is provided twice (${owner.get(name)}, ${area.id})`);
      owner.set(name, area.id);
      (ctx.hooks as Record<string, unknown>)[name as keyof AreaHooks] = fn;
    }
  }
}

/** The first area's file for a `/static/` path, or null. */
export function areaAsset(
  ctx: Ctx,
  areas: readonly SandboxArea[],
  path: string,
): StaticFile | null {
  for (const area of areas) {
    const f = area.assets?.(ctx, path);
    if (f) return f;
  }
  return null;
}
