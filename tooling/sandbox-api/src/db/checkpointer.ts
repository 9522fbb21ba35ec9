import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code: its own better-sqlite3 connection to the same file, running a PASSIVE WAL
 * checkpoint every `everyMs` (PASSIVE: copies what no reader still needs, never waits for or
 * blocks the server's reads and writes). `stop` closes the connection and ends the thread.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.lib);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy or closing: the next tick tries again
  }
}, workerData.everyMs);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** A running checkpointer (see {@link startCheckpointer}). */
export interface Checkpointer {
  /** Asks the worker to close its connection and end; resolves when the thread has ended. */
  stop(): Promise<void>;
}

/**
 * WAL checkpoints off the request path: a worker thread with its own connection to
 * `file` checkpoints every `everyMs`. On the server's event loop a checkpoint blocked every
 * request queued behind it (the first one after seeding copies the whole seed: a tenth of the
 * measured list and buy time at 100 in flight landed there). The worker does not keep the
 * process alive.
 * @param file the database file (WAL mode; not `:memory:`)
 * @param everyMs interval between checkpoints in ms
 */
export function startCheckpointer(file: string, everyMs = 5_000): Checkpointer {
  const lib = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, lib, everyMs } });
  worker.unref();
  // after stop the database may already be closed and its file removed (a test's temporary
  // folder) before the worker has opened it: that is no failure
  let stopping = false;
  worker.on('error', (e) => {
    if (!stopping) console.error('[sandbox] checkpoint worker failed:', e);
  });
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: () => {
      stopping = true;
      // held from here until it has ended, so that awaiting its end keeps the process alive
      worker.ref();
      worker.postMessage('stop');
      return ended;
    },
  };
}
