// Paths, browser flags and small helpers shared by every part of the bench.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ROOT = path.resolve(BENCH_DIR, '../..');
/** Builds, logs and full Lighthouse reports of a run (ignored by git, ESLint and Prettier as dist/). */
export const OUT = path.join(BENCH_DIR, 'dist');
export const RESULTS = path.join(ROOT, 'bench/results');
export const APP_DIR = path.join(ROOT, 'apps/browser');
export const SANDBOX_DIR = path.join(ROOT, 'tooling/sandbox-api');

export const CHROME_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** ../shared/TOOLCHAIN.md: Debian Chromium, headless, no outbound traffic of its own. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The app's routes under measure (README "Method and budgets"). `customer`: measured logged in
 * with a fully opened account (the buy screen and the holdings page are guarded; a guest only gets
 * the login redirect). The others as a guest.
 */
export const ROUTES = [
  { path: '/', customer: false },
  { path: '/s/000001', customer: false },
  { path: '/s/000001/buy/', customer: true },
  { path: '/accounts/funds/', customer: true },
] as const;

/** A phone: the e2e suite's 375x667 at DPR 2 (TOOLCHAIN.md). */
export const MOBILE = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  ignoreHTTPSErrors: true,
};

/** Bytes of a file after gzip at level 9. */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** A route as a file-name tag: `/` -> `home`, `/s/000001/buy/` -> `s-000001-buy`. */
export const routeTag = (route: string) =>
  route === '/' ? 'home' : route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

export function median(values: number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

export function log(...args: unknown[]) {
  console.info(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
}
