// Tree-shaking of the published @jijin/core: what a bundler keeps when a channel
// imports only the mobile validator from core's built ESM bundles (packages/core/dist, resolved
// through the package's "import" condition — the workspace's "@jijin/source" condition is not
// set here), minified by the bench's Vite and gzip-sized like every other figure.
import path from 'node:path';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { OUT, ROOT, gzipSize, log } from './lib/env.ts';
import { run } from './lib/proc.ts';

/** One import a channel may write, bundled alone. */
export const CORE_PROBES = [
  {
    id: 'validation',
    label: "core: import { checkMobile } from '@jijin/core/validation'",
    source: "import { checkMobile } from '@jijin/core/validation';\n",
  },
  {
    id: 'root',
    label: "core: import { checkMobile } from '@jijin/core'",
    source: "import { checkMobile } from '@jijin/core';\n",
  },
] as const;

export interface CoreImportSize {
  id: (typeof CORE_PROBES)[number]['id'];
  label: string;
  /** Bytes of the bundled JS, minified, before and after gzip (level 9). */
  raw: number;
  gzip: number;
  /** The output files, to look at when the figure grows. */
  files: string[];
}

/** Builds packages/core (tsup: dist/ ESM + CJS + types), so the figure is of the current sources. */
export async function buildCore() {
  const logFile = path.join(OUT, 'core-build.log');
  const { code, timedOut } = await run('pnpm', ['--filter', '@jijin/core', 'build'], {
    cwd: ROOT,
    logFile,
    timeoutMs: 300_000,
  });
  if (code !== 0 || timedOut)
    throw new Error(`@jijin/core build failed (see ${path.relative(ROOT, logFile)})`);
}

/**
 * Bundles each probe (the import plus a use of it, so it is kept) with Vite, minified, and
 * measures the JS it emits. The probes live under tooling/bench/dist so that `@jijin/core`
 * resolves through this package's dependency on it.
 */
export async function measureCoreImports(): Promise<CoreImportSize[]> {
  const dir = path.join(OUT, 'core-size');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  const results: CoreImportSize[] = [];
  for (const probe of CORE_PROBES) {
    const entry = path.join(dir, 'src', `${probe.id}.js`);
    writeFileSync(entry, `${probe.source}globalThis.probe = checkMobile('13800138000');\n`);
    const outDir = path.join(dir, 'out', probe.id);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2020',
        minify: true,
        modulePreload: false,
        copyPublicDir: false,
        rolldownOptions: { input: entry },
      },
    });
    const assets = path.join(outDir, 'assets');
    const files = existsSync(assets)
      ? readdirSync(assets)
          .filter((f) => f.endsWith('.js'))
          .map((f) => path.join(assets, f))
      : [];
    if (!files.length) throw new Error(`core size probe ${probe.id}: Vite emitted no JS`);
    results.push({
      id: probe.id,
      label: probe.label,
      raw: files.reduce((a, f) => a + statSync(f).size, 0),
      gzip: files.reduce((a, f) => a + gzipSize(f), 0),
      files: files.map((f) => path.relative(ROOT, f)),
    });
    log(`size ${probe.label}: ${(results.at(-1)!.gzip / 1024).toFixed(2)} KB gzip`);
  }
  return results;
}
