import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startCheckpointer } from '../checkpointer';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Polls `done` every 20 ms until it holds, at most `ms`. */
async function until(done: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('WAL checkpoints in a worker thread (off the request path)', () => {
  it('moves what the server connection wrote from the WAL into the database file', async () => {
    const file = join(dir, 'a.db');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0'); // as the sandbox: nothing checkpoints on this connection
    db.exec('CREATE TABLE t (x BLOB)');
    db.pragma('wal_checkpoint(TRUNCATE)');
    const before = statSync(file).size;
    db.prepare('INSERT INTO t VALUES (?)').run(Buffer.alloc(512 * 1024, 1));
    // the rows are in the WAL only
    expect(statSync(file).size).toBe(before);
    const cp = startCheckpointer(file, 50);
    await until(() => statSync(file).size > before + 500 * 1024);
    await cp.stop();
    // the server connection still reads and writes after the worker closed its own
    db.prepare('INSERT INTO t VALUES (?)').run(Buffer.alloc(16, 2));
    expect((db.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n).toBe(2);
    db.close();
  });
});
