// @jijin/core proven from outside the monorepo. Packs packages/core with `pnpm pack`
// (core must be built: turbo runs `@jijin/core#build` first), copies the throwaway projects of
// projects/ into a temp folder OUTSIDE the workspace, installs the tarball into each, starts the
// sandbox on a free port, and runs them:
//   esm         plain Node ESM script: validate, format 万/亿, typed client + buy check (sandbox)
//   esm         the README's Node quick start (core README "Quick start 2"), copied verbatim
//               from the README: signup -> identity -> card -> password -> risk -> funds -> buy
//   esm         headless: every entry imports in Node with DOM globals that throw when touched
//   cjs         plain CommonJS script: the same through `require`; and the whole journey
//               (projects/shared/journey.cjs) with the Node cookie transport
//   mini-program CommonJS, `wx.request` stubbed over node:http, no fetch / Request / Headers /
//               AbortController / URL / crypto / DOM globals: the whole journey over wxTransport
//   ts-node16   TypeScript, moduleResolution node16 (ESM and a .cts module): type-checks typed
//               client calls, compiles, runs against the sandbox
//   ts-bundler  TypeScript, moduleResolution bundler + DOM lib + JSX: type-checks typed client
//               calls and the React component of core README quick start 3
//               and core's own .d.ts (skipLibCheck false)
// Both TS projects hold wrong calls under `@ts-expect-error`: were the types `any`, tsc would
// report the unused directive and the test would fail.
// Run: pnpm --filter @jijin/consumers test:consumers (KEEP_CONSUMERS=1 keeps the temp folder).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const coreDir = path.join(root, 'packages/core');
const sandboxDir = path.join(root, 'tooling/sandbox-api');
const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin/tsc');
const PROJECTS = ['esm', 'cjs', 'mini-program', 'ts-node16', 'ts-bundler'];
/** The shared journey (projects/shared) goes into these projects. */
const JOURNEY_PROJECTS = ['cjs', 'mini-program'];

let work = '';
/** tsc of the newest TypeScript on the registry, installed in the temp folder. */
let tscLatest = '';
let sandboxUrl = '';
/** @type {import('node:child_process').ChildProcess | undefined} */
let sandbox;
let sandboxLog = '';

/** Runs a command, returns stdout; on failure throws with its output. */
function run(cmd, args, cwd, env = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (r.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} (in ${cwd}) failed (${r.error?.message ?? `exit ${r.status}`}):\n` +
        `${r.stdout ?? ''}${r.stderr ?? ''}`,
    );
  }
  return r.stdout;
}

/** The README's Node quick start, verbatim: the js block after `<!-- quickstart:node -->`. */
function quickStart() {
  const readme = readFileSync(path.join(coreDir, 'README.md'), 'utf8');
  const m = /<!-- quickstart:node -->\n```js\n([\s\S]*?)\n```/.exec(readme);
  assert.ok(m, 'packages/core/README.md has no <!-- quickstart:node --> js block');
  return `${m[1]}\n`;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startSandbox() {
  const port = await freePort();
  sandboxUrl = `http://127.0.0.1:${port}`;
  // One node process (tsx loader, core from its sources), so stopping it stops the server.
  sandbox = spawn(
    process.execPath,
    ['--conditions=@jijin/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: sandboxDir,
      env: {
        ...process.env,
        SANDBOX_PORT: String(port),
        SANDBOX_DB: path.join(work, 'sandbox.db'),
        SANDBOX_FRESH: '1',
        // The trading clock on a day inside the NAV data (sandbox README "The clock"): on the wall
        // clock every fund's NAV is older than the previous trading day, so none is buyable.
        SANDBOX_DEV: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  sandbox.stdout.on('data', (d) => (sandboxLog += d));
  sandbox.stderr.on('data', (d) => (sandboxLog += d));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (sandbox.exitCode !== null) break;
    try {
      const res = await fetch(`${sandboxUrl}/__sandbox/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the sandbox did not start on ${sandboxUrl}:\n${sandboxLog}`);
}

before(async () => {
  for (const f of ['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts']) {
    assert.ok(
      existsSync(path.join(coreDir, 'dist', f)),
      `packages/core/dist/${f} is missing: build core first (pnpm --filter @jijin/core build)`,
    );
  }
  assert.ok(
    existsSync(path.join(coreDir, 'docs/api/index.html')),
    'packages/core/docs/api is missing: build the API reference first (pnpm --filter @jijin/core docs:api)',
  );
  // Outside the workspace: no pnpm-workspace.yaml above it, nothing of ours on the resolve path.
  work = mkdtempSync(path.join(tmpdir(), 'jijin-consumers-'));
  const sandboxStarted = startSandbox();
  run('pnpm', ['pack', '--pack-destination', work], coreDir);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  assert.ok(tarball, 'pnpm pack wrote no tarball');
  // The projects depend on "file:../jijin-core.tgz".
  cpSync(path.join(work, tarball), path.join(work, 'jijin-core.tgz'));
  for (const name of PROJECTS) {
    cpSync(path.join(here, 'projects', name), path.join(work, name), { recursive: true });
    if (JOURNEY_PROJECTS.includes(name))
      cpSync(path.join(here, 'projects/shared/journey.cjs'), path.join(work, name, 'journey.cjs'));
    if (name === 'esm') writeFileSync(path.join(work, name, 'quickstart.mjs'), quickStart());
    // From pnpm's store when it holds the dependencies (the workspace install put them there).
    run(
      'pnpm',
      ['install', '--prefer-offline', '--ignore-workspace', '--lockfile=false'],
      path.join(work, name),
    );
  }
  // The newest TypeScript the registry serves, beside the workspace's (package.json).
  const latest = path.join(work, 'ts-latest');
  mkdirSync(latest);
  writeFileSync(path.join(latest, 'package.json'), '{ "name": "ts-latest", "private": true }\n');
  run(
    'pnpm',
    ['add', 'typescript@latest', '--prefer-offline', '--ignore-workspace', '--lockfile=false'],
    latest,
  );
  tscLatest = path.join(latest, 'node_modules/typescript/bin/tsc');
  await sandboxStarted;
});

after(async () => {
  if (sandbox && sandbox.exitCode === null) {
    const exited = new Promise((r) => sandbox.once('exit', r));
    sandbox.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
  if (work && !process.env.KEEP_CONSUMERS) rmSync(work, { recursive: true, force: true });
  else if (work) console.info(`kept ${work}`);
});

test('the tarball holds the ESM and CJS builds, their types, the contract, the API reference and no tests', () => {
  const files = run('tar', ['tzf', 'jijin-core.tgz'], work).split('\n');
  for (const f of [
    'package/dist/index.js',
    'package/dist/index.cjs',
    'package/dist/index.d.ts',
    'package/dist/index.d.cts',
    'package/dist/validation.js',
    'package/dist/validation.cjs',
    'package/openapi/openapi.yaml',
    'package/LICENSE',
    'package/README.md',
    'package/docs/api/index.html',
    'package/dist/rules.js',
    'package/dist/lists.cjs',
    'package/dist/performance.d.ts',
    'package/dist/returns.js',
    'package/dist/navigation.cjs',
    'package/dist/messages.d.ts',
    'package/dist/constants.d.cts',
  ]) {
    assert.ok(files.includes(f), `${f} is not in the tarball`);
  }
  assert.deepEqual(
    files.filter((f) => f.includes('__tests__')),
    [],
    'tests are in the tarball',
  );
  // Installed from the tarball, not linked to the workspace.
  const installed = path.join(work, 'esm/node_modules/@jijin/core/package.json');
  assert.ok(existsSync(installed));
  assert.ok(!path.resolve(installed).startsWith(root + path.sep));
});

test('a plain Node ESM script validates, formats 万/亿 and checks a buy of a sandbox fund', () => {
  const out = run('node', ['index.mjs'], path.join(work, 'esm'), { SANDBOX_URL: sandboxUrl });
  assert.match(out, /esm consumer ok/);
});

test("the README's Node quick start, copied verbatim, opens an account and buys a fund", () => {
  const out = run('node', ['quickstart.mjs'], path.join(work, 'esm'), { SANDBOX_URL: sandboxUrl });
  assert.match(out, /quickstart ok: 买入 /);
  assert.match(out, /key reused: true/);
});

test('a CommonJS project runs the whole journey with the Node cookie transport', () => {
  const out = run('node', ['journey-run.cjs'], path.join(work, 'cjs'), { SANDBOX_URL: sandboxUrl });
  assert.match(out, /cjs journey ok: 买入 /);
});

test('a mini-program-shaped project runs the whole journey over wx.request with no fetch or DOM globals', () => {
  const out = run('node', ['app.cjs'], path.join(work, 'mini-program'), {
    SANDBOX_URL: sandboxUrl,
  });
  assert.match(out, /mini-program journey ok: 买入 .*网络连接失败，请检查网络 \(request:fail/);
});

test('the built bundles import and run in Node with no DOM globals (core stays headless)', () => {
  const out = run('node', ['headless.mjs'], path.join(work, 'esm'));
  assert.match(out, /headless ok/);
});

test('a CommonJS script does the same through require, one ApiError class across subpaths', () => {
  const out = run('node', ['index.cjs'], path.join(work, 'cjs'), { SANDBOX_URL: sandboxUrl });
  assert.match(out, /cjs consumer ok/);
});

test('TypeScript nodenext, strict, exactOptionalPropertyTypes, skipLibCheck false: type-checks on the workspace and the newest TypeScript, compiles and runs', () => {
  const dir = path.join(work, 'ts-node16');
  run('node', [tscLatest, '-p', 'tsconfig.json', '--noEmit'], dir);
  run('node', [tsc, '-p', 'tsconfig.json'], dir);
  const out = run('node', ['dist/index.js'], dir, { SANDBOX_URL: sandboxUrl });
  assert.match(out, /ts-node16 consumer ok/);
});

test('TypeScript bundler resolution, exactOptionalPropertyTypes, skipLibCheck false type-checks the typed client and a React component on the rules, on both TypeScripts', () => {
  run('node', [tsc, '-p', 'tsconfig.json'], path.join(work, 'ts-bundler'));
  run('node', [tscLatest, '-p', 'tsconfig.json'], path.join(work, 'ts-bundler'));
});

test('no public type of the published declarations resolves to any (import and require, nodenext)', () => {
  const out = run(
    'node',
    [path.join(here, 'check-no-any.mjs'), path.join(work, 'ts-node16')],
    here,
  );
  assert.match(out, /no any: \d+ exports/);
});
