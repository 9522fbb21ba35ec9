#!/usr/bin/env -S npx tsx --conditions=@jijin/source
/** Starts the sandbox on 127.0.0.1:SANDBOX_PORT (default 8787). See README.md. */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { rmSync } from 'node:fs';
import { createApp, DEFAULT_DB_FILE } from './index';
import { shIso } from './clock';

const port = Number(process.env.SANDBOX_PORT ?? 8787);
// SANDBOX_FRESH=1: start over from an empty database (e2e runs)
if (process.env.SANDBOX_FRESH === '1') {
  const file = process.env.SANDBOX_DB ?? DEFAULT_DB_FILE;
  if (file !== ':memory:')
    for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
}
const t0 = performance.now();
const sandbox = createApp();
// /api/v1 goes straight to the dispatcher; everything else (/__sandbox, /static) through Hono
const honoListener = getRequestListener(sandbox.app.fetch);
const server = createServer((req, res) => {
  if (req.url?.startsWith('/api/v1/')) sandbox.apiHandler(req, res);
  else void honoListener(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => {
  console.log(
    `sandbox-api listening on http://127.0.0.1:${port}/api/v1 (db ${process.env.SANDBOX_DB ?? 'data/sandbox.db'}, ` +
      `${sandbox.seededMs ? `seeded in ${Math.round(sandbox.seededMs)} ms, ` : ''}ready in ${Math.round(performance.now() - t0)} ms, ` +
      `clock ${sandbox.ctx.clock.kind} ${shIso(sandbox.ctx.now())}${sandbox.ctx.dev ? ', dev endpoints on' : ''})`,
  );
});
const shutdown = () => {
  server.close();
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
