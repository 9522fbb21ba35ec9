// Builds what the bench serves — the app, the two floors (the bare React page and the stack floor),
// the render page — with
// one Vite (this package's, which pnpm resolves to the same copy apps/browser uses), and serves
// the render page with `vite preview` (the app and the bare page are served by lib/host.ts).
import path from 'node:path';
import { createRequire } from 'node:module';
import { build, preview, type Plugin, type PreviewServer } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_DIR, BENCH_DIR, OUT, ROOT } from './lib/env.ts';
import { sourceCondition } from '../../scripts/source-condition.mjs';

const require = createRequire(import.meta.url);

export const OUT_DIRS = {
  app: path.join(OUT, 'app'),
  baseline: path.join(OUT, 'baseline'),
  stack: path.join(OUT, 'stack'),
  render: path.join(OUT, 'render'),
};

/** The Vite that built everything, and the one apps/browser resolves (they must agree). */
export function viteVersions() {
  const own = require('vite/package.json').version as string;
  const appRequire = createRequire(path.join(APP_DIR, 'package.json'));
  let app = 'unresolved';
  try {
    app = appRequire('vite/package.json').version as string;
  } catch {
    /* apps/browser not installed */
  }
  return { bench: own, app };
}

/** Where a build lists the chunks holding echarts or zrender code (see {@link recordEchartsChunks}). */
export const ECHARTS_CHUNKS_FILE = 'echarts-chunks.json';

const ECHARTS_MODULE =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(echarts|zrender)[\\/]/;

/**
 * Writes `echarts-chunks.json` beside the build: the output chunks (`assets/x.js`) with a module
 * from echarts or zrender, i.e. the chart runtime however the bundler split it (core, a chart
 * kind's parts, helpers shared by two kinds). The size part leaves them out of "before any chart".
 */
function recordEchartsChunks(): Plugin {
  return {
    name: 'bench-echarts-chunks',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((c) => c.type === 'chunk' && c.moduleIds.some((id) => ECHARTS_MODULE.test(id)))
        .map((c) => c.fileName)
        .sort();
      this.emitFile({
        type: 'asset',
        fileName: ECHARTS_CHUNKS_FILE,
        source: JSON.stringify(files),
      });
    },
  };
}

/**
 * Resolves the workspace packages (`packages/*`) of the checkout at `root` instead of this one's.
 * A worktree that borrows this checkout's node_modules (`compare`) reaches `@jijin/core`, `ui` and
 * `features` through pnpm's workspace links, and those point into this checkout: without this
 * plugin the revision's app was built from the working tree's packages, and `compare` measured
 * two builds of the same code for every change outside apps/browser (found 2026-11-27).
 */
function packagesOf(root: string): Plugin {
  const from = path.join(ROOT, 'packages') + path.sep;
  const to = path.join(root, 'packages') + path.sep;
  return {
    name: 'jijin-bench-worktree-packages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const r = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (r && !r.external && r.id.startsWith(from))
        return { ...r, id: to + r.id.slice(from.length) };
      return r;
    },
  };
}

/**
 * apps/browser with its own vite.config.ts (plugins, target, chunking) into `outDir`: of this
 * checkout, or of the one at `root` (a git worktree, `compare`; its apps/browser and its
 * packages). `sourcemap`, `manifest` and `plugins` are added to the app's config (unset: the
 * app's own).
 */
export async function buildAppInto(
  outDir: string,
  options: { root?: string; sourcemap?: boolean; manifest?: boolean; plugins?: Plugin[] } = {},
) {
  const app = options.root ? path.join(options.root, 'apps/browser') : APP_DIR;
  await build({
    root: app,
    configFile: path.join(app, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [...(options.root ? [packagesOf(options.root)] : []), ...(options.plugins ?? [])],
    build: { outDir, emptyOutDir: true, sourcemap: options.sourcemap, manifest: options.manifest },
  });
}

/** The measured app, into dist/app (with the manifest and the echarts chunks recorded). */
export const buildApp = () =>
  buildAppInto(OUT_DIRS.app, { manifest: true, plugins: [recordEchartsChunks()] });

/** A plain config with the app's plugin and target, for the bench's own pages. */
async function buildPlain(root: string, outDir: string) {
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    ...sourceCondition,
    plugins: [react(), recordEchartsChunks()],
    build: { outDir, emptyOutDir: true, target: 'es2020', sourcemap: false, manifest: true },
  });
}

export const buildBaseline = () => buildPlain(path.join(BENCH_DIR, 'baseline'), OUT_DIRS.baseline);
/** The stack floor (stack/: the required libraries, one route, the fund list's first page). */
export const buildStack = () => buildPlain(path.join(BENCH_DIR, 'stack'), OUT_DIRS.stack);
export const buildRender = () => buildPlain(path.join(BENCH_DIR, 'render'), OUT_DIRS.render);

export interface Served {
  url: string;
  close: () => Promise<void>;
}

async function served(server: PreviewServer): Promise<Served> {
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('vite preview gave no local URL');
  return { url, close: () => server.close() };
}

/** `vite preview` of the render page (loopback timings, no network model: its protocol is moot). */
export async function previewPlain(dir: 'baseline' | 'render', port: number): Promise<Served> {
  const server = await preview({
    root: path.join(BENCH_DIR, dir),
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: OUT_DIRS[dir] },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return served(server);
}
