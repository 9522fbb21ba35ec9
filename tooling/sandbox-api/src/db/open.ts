import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { migrate } from './migrations';
import { loadSeed } from './seed';

/** Default database file: tooling/sandbox-api/data/sandbox.db (git-ignored). */
export const DEFAULT_DB_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../data/sandbox.db',
);

export type Db = Database.Database;

/**
 * Opens (creating and seeding on first use) the sandbox database.
 * @param file a file path or `:memory:`.
 * @returns the handle and how long seeding took in ms (0 when the file was already seeded).
 */
export function openDb(file: string = DEFAULT_DB_FILE): { db: Db; seededMs: number } {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // no checkpoint inside a request: createApp checkpoints on an idle timer and at close
    db.pragma('wal_autocheckpoint = 0');
  }
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = OFF');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  let seededMs = 0;
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
  if (!seeded) {
    const t0 = performance.now();
    loadSeed(db);
    seededMs = performance.now() - t0;
  }
  return { db, seededMs };
}
