// Size: the JS and CSS a page really requests in Chromium up to `load` + network idle, each file
// gzip-sized (zlib level 9) from the built output on disk.
import path from 'node:path';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { MOBILE, gzipSize } from './lib/env.ts';
import { ECHARTS_CHUNKS_FILE } from './build.ts';

export interface LoadedFile {
  file: string;
  kind: 'js' | 'css' | 'other';
  raw: number;
  gzip: number;
  /** True when the file holds echarts code. */
  echarts: boolean;
}

export interface PageSize {
  url: string;
  /** Where the page ended (a guarded route without a session ends on the login page). */
  finalUrl: string;
  /** Measured with the bench account's session in localStorage. */
  customer: boolean;
  jsGzip: number;
  cssGzip: number;
  totalGzip: number;
  /** Gzip of the loaded files that hold echarts (the lazily loaded chart runtime). */
  echartsGzip: number;
  jsRaw: number;
  cssRaw: number;
  /** JS/CSS files the page requested. */
  files: LoadedFile[];
  /** Fonts, images and other same-origin requests, by path (not in the totals). */
  other: string[];
  echartsLoaded: boolean;
  /** Requests that failed or answered >= 400 (the page may be broken). */
  failed: string[];
  /** `[data-bench-row]` elements once the page settled (the floor pages mark their rows). */
  rows: number;
}

// `_echarts_instance_` is the DOM attribute every echarts build sets on its container (the core);
// a chart type's own chunk (the app loads each chart kind's parts apart) is known by
// the series type it registers, e.g. "series.line".
const ECHARTS_MARK = '_echarts_instance_';
const ECHARTS_SERIES = /(["'`])series\.(line|bar|pie|candlestick|radar|scatter|gauge)\1/;

const listed = new Map<string, Set<string>>();

/** The chunks a bench build recorded as holding echarts or zrender (build.ts), by output dir. */
function echartsListed(outDir: string): Set<string> {
  let set = listed.get(outDir);
  if (!set) {
    const file = path.join(outDir, ECHARTS_CHUNKS_FILE);
    set = new Set(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []);
    listed.set(outDir, set);
  }
  return set;
}

/** Whether a built JS file (`outDir/assets/x.js`) holds echarts code. */
function holdsEcharts(outDir: string, file: string): boolean {
  if (echartsListed(outDir).has(path.relative(outDir, file).split(path.sep).join('/'))) return true;
  const code = readFileSync(file, 'utf8');
  return code.includes(ECHARTS_MARK) || ECHARTS_SERIES.test(code);
}

/** Loads url in a fresh mobile context; screenshot (optional) is where to save what it showed. */
export async function measurePage(
  browser: Browser,
  url: string,
  outDir: string,
  screenshot?: string,
  session?: { key: string; value: string },
): Promise<PageSize> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    ...MOBILE,
    ...(session
      ? {
          storageState: {
            cookies: [],
            origins: [{ origin, localStorage: [{ name: session.key, value: session.value }] }],
          },
        }
      : {}),
  });
  const page = await context.newPage();
  const seen = new Set<string>();
  const failed: string[] = [];
  let finalUrl: string;
  let rows: number;
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.origin === origin) seen.add(u.pathname);
  });
  page.on('requestfailed', (req) => failed.push(`${req.url()} (${req.failure()?.errorText})`));
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.url()} (HTTP ${res.status()})`);
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    // A busy CPU can leave a gap in the network between a chunk and what it loads: settle twice.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    finalUrl = page.url();
    rows = await page.locator('[data-bench-row]').count();
    if (screenshot) await page.screenshot({ path: screenshot }).catch(() => undefined);
  } finally {
    await context.close();
  }

  const files: LoadedFile[] = [];
  const other: string[] = [];
  for (const p of [...seen].sort()) {
    const kind = /\.(m?js)$/.test(p) ? 'js' : /\.css$/.test(p) ? 'css' : 'other';
    const file = path.join(outDir, decodeURIComponent(p));
    if (kind === 'other' || !existsSync(file) || !statSync(file).isFile()) {
      if (!p.startsWith('/api/') && p !== new URL(url).pathname) other.push(p);
      continue;
    }
    files.push({
      file: p,
      kind,
      raw: statSync(file).size,
      gzip: gzipSize(file),
      echarts: kind === 'js' && holdsEcharts(outDir, file),
    });
  }
  const sum = (k: 'js' | 'css', f: 'raw' | 'gzip') =>
    files.filter((x) => x.kind === k).reduce((a, x) => a + x[f], 0);
  const jsGzip = sum('js', 'gzip');
  const cssGzip = sum('css', 'gzip');
  return {
    url,
    finalUrl,
    customer: !!session,
    jsGzip,
    cssGzip,
    totalGzip: jsGzip + cssGzip,
    echartsGzip: files.filter((f) => f.echarts).reduce((a, f) => a + f.gzip, 0),
    jsRaw: sum('js', 'raw'),
    cssRaw: sum('css', 'raw'),
    files,
    other,
    echartsLoaded: files.some((f) => f.echarts),
    failed,
    rows,
  };
}

/**
 * The entry chunk and everything it imports statically (Vite's manifest): what loads before the
 * app can render anything, whatever the route. Used to check echarts stays out of it.
 */
export function initialChunk(outDir: string) {
  const manifestPath = path.join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, c]) => c.isEntry)
    .forEach(([k]) => visit(k));
  const list = [...files].map((f) => {
    const full = path.join(outDir, f);
    return {
      file: `/${f}`,
      gzip: gzipSize(full),
      echarts: f.endsWith('.js') && holdsEcharts(outDir, full),
    };
  });
  return {
    files: list,
    gzip: list.reduce((a, f) => a + f.gzip, 0),
    echarts: list.some((f) => f.echarts),
  };
}

/** The built chunks that hold echarts, with their gzip sizes (the lazily loaded chart runtime). */
export function echartsChunks(outDir: string) {
  const dir = path.join(outDir, 'assets');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => holdsEcharts(outDir, path.join(dir, f)))
    .map((f) => ({
      file: `/assets/${f}`,
      raw: statSync(path.join(dir, f)).size,
      gzip: gzipSize(path.join(dir, f)),
    }));
}
