// Lighthouse with its default config — mobile form factor, simulated throttling (slow 4G, 4x CPU)
// — in Debian's Chromium, one fresh browser per run; each figure is the median of the runs.
import path from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, OUT, log, median } from './lib/env.ts';
import { chromeEnv } from './lib/host.ts';
import { withTimeout } from './lib/proc.ts';
import { traceWork } from './main-thread.ts';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
  /**
   * Main-thread work of the load (ms: Lighthouse's `mainthread-work-breakdown` total, the observed
   * trace's tasks scaled by the simulated 4× CPU): what TBT is cut from, without its 50 ms
   * threshold, so a change of the work shows in it before it crosses a task's threshold.
   */
  mainThreadMs: number;
  /**
   * Scripting + style + layout from the run's trace until the observed LCP / until the network
   * went idle, ms at the simulated CPU (src/main-thread.ts); NaN when the trace could not be read.
   */
  workUntilLcpMs: number;
  workUntilIdleMs: number;
  benchmarkIndex: number | null;
  runtimeError?: string;
  finalUrl: string;
  warnings: string[];
  /** Accessibility audits that failed, by id. */
  a11yFailures: string[];
  /** The opportunities Lighthouse reports with their estimated savings, for the diagnosis. */
  notes: string[];
  /** For each failed or noted audit: up to 5 of its items (element selector or URL, bytes). */
  items: Record<string, string[]>;
}

export interface LighthouseResult {
  url: string;
  runs: LighthouseRun[];
  median: Omit<
    LighthouseRun,
    'warnings' | 'a11yFailures' | 'notes' | 'runtimeError' | 'finalUrl' | 'items'
  >;
  /** The lowest and highest value of each median's runs (the spread printed beside it). */
  spread: Partial<Record<keyof LighthouseResult['median'], [number, number]>>;
  /** Items of the failed / noted audits, from the last run. */
  items: Record<string, string[]>;
  customer: boolean;
  a11yFailures: string[];
  notes: string[];
}

type Lhr = {
  categories: Record<
    string,
    { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }
  >;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      details?: {
        type?: string;
        overallSavingsMs?: number;
        overallSavingsBytes?: number;
        items?: Array<Record<string, unknown>>;
      };
      metricSavings?: Record<string, number>;
    }
  >;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  finalDisplayedUrl: string;
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier?: number } };
};

function summarize(lhr: Lhr, trace?: { traceEvents: never[] }): LighthouseRun {
  const a = lhr.audits;
  const num = (id: string) => a[id]?.numericValue ?? NaN;
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return s === null || s === undefined ? NaN : Math.round(s * 100);
  };
  const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && a[ref.id]?.score === 0)
    .map((ref) => ref.id);
  const notes = Object.values(a)
    .filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode !== 'informative')
    .filter((x) => x.displayValue || x.details?.overallSavingsMs || x.details?.overallSavingsBytes)
    .map((x) => `${x.id}: ${x.displayValue ?? ''}`.trim());
  const items: Record<string, string[]> = {};
  for (const id of [...a11yFailures, ...notes.map((n) => n.split(':')[0]!)]) {
    // most audits list rows; some (insights) hold an object instead
    const rows = a[id]?.details?.items;
    const list = (Array.isArray(rows) ? rows : []).slice(0, 5).map((it) => {
      const node = it.node as
        { selector?: string; snippet?: string; nodeLabel?: string } | undefined;
      const where = node?.selector ?? node?.snippet ?? (typeof it.url === 'string' ? it.url : '');
      const bytes =
        typeof it.wastedBytes === 'number'
          ? ` (${Math.round(it.wastedBytes / 1024)} KiB unused)`
          : '';
      const label = node?.nodeLabel ? ` "${node.nodeLabel.slice(0, 40)}"` : '';
      return `${where}${label}${bytes}`.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '');
    });
    if (list.length) items[id] = list;
  }
  const simulated = lhr.configSettings?.throttlingMethod === 'simulate';
  const multiplier = simulated ? (lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1) : 1;
  let work = { untilLcpMs: NaN, untilIdleMs: NaN };
  let workError: string | undefined;
  try {
    if (!trace) throw new Error('no trace in the run');
    work = traceWork(trace, multiplier);
  } catch (err) {
    workError = `main-thread work: ${(err as Error).message}`;
  }
  return {
    items,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcpMs: num('first-contentful-paint'),
    siMs: num('speed-index'),
    mainThreadMs: num('mainthread-work-breakdown'),
    workUntilLcpMs: work.untilLcpMs,
    workUntilIdleMs: work.untilIdleMs,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...(lhr.runtimeError || workError
      ? {
          runtimeError: [
            lhr.runtimeError && `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
            workError,
          ]
            .filter(Boolean)
            .join('; '),
        }
      : {}),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings ?? [],
    a11yFailures,
    notes,
  };
}

export interface Session {
  key: string;
  value: string;
}

/**
 * A fresh Chromium profile whose localStorage for the app's origin holds the session. It is set
 * on the sandbox health URL (same origin through the preview proxy), so no app file is cached.
 */
async function sessionProfile(origin: string, session: Session): Promise<string> {
  const dir = mkdtempSync(path.join(OUT, 'lh-profile-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
    env: chromeEnv(),
    headless: true,
  });
  try {
    const page = await ctx.newPage();
    await page.goto(`${origin}/__sandbox/health`, { timeout: 30_000 });
    await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [session.key, session.value]);
  } finally {
    await ctx.close();
  }
  return dir;
}

async function once(url: string, reportFile: string, session?: Session): Promise<LighthouseRun> {
  const userDataDir = session ? await sessionProfile(new URL(url).origin, session) : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    envVars: chromeEnv(), // trusts the host's certificate (lib/host.ts)
    logLevel: 'silent',
    ...(userDataDir ? { userDataDir } : {}),
  });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Keeps the session; the profile is new, so the HTTP cache is still cold.
        ...(session ? { disableStorageReset: true } : {}),
      }),
      180_000,
      `lighthouse ${url}`,
    );
    if (!result) throw new Error(`lighthouse ${url}: no result`);
    writeFileSync(reportFile, JSON.stringify(result.lhr));
    const artifacts = result.artifacts as unknown as { Trace?: { traceEvents: never[] } };
    return summarize(result.lhr as unknown as Lhr, artifacts.Trace);
  } finally {
    chrome.kill();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  }
}

export async function lighthouseRoute(
  url: string,
  runs: number,
  tag: string,
  session?: Session,
): Promise<LighthouseResult> {
  const dir = path.join(OUT, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await once(url, path.join(dir, `${tag}-${i + 1}.json`), session);
    log(
      `lighthouse ${new URL(url).pathname} run ${i + 1}/${runs}: perf ${r.performance}, a11y ${r.accessibility}, ` +
        `LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, ` +
        `main thread ${Math.round(r.mainThreadMs)} ms, work until LCP ${Math.round(r.workUntilLcpMs)} ms / idle ${Math.round(r.workUntilIdleMs)} ms` +
        (r.runtimeError ? ` — ${r.runtimeError}` : ''),
    );
    results.push(r);
  }
  type Key = keyof LighthouseResult['median'];
  const med = (k: Key) => median(results.map((r) => r[k] as number));
  const spread: LighthouseResult['spread'] = {};
  for (const k of [
    'performance',
    'lcpMs',
    'tbtMs',
    'cls',
    'mainThreadMs',
    'workUntilLcpMs',
    'workUntilIdleMs',
  ] as const) {
    const v = results.map((r) => r[k]).filter((x) => Number.isFinite(x));
    if (v.length) spread[k] = [Math.min(...v), Math.max(...v)];
  }
  const union = (k: 'a11yFailures' | 'notes') => [...new Set(results.flatMap((r) => r[k]))].sort();
  return {
    url,
    customer: !!session,
    runs: results,
    median: {
      performance: med('performance'),
      accessibility: med('accessibility'),
      lcpMs: med('lcpMs'),
      tbtMs: med('tbtMs'),
      cls: med('cls'),
      fcpMs: med('fcpMs'),
      siMs: med('siMs'),
      mainThreadMs: med('mainThreadMs'),
      workUntilLcpMs: med('workUntilLcpMs'),
      workUntilIdleMs: med('workUntilIdleMs'),
      benchmarkIndex: med('benchmarkIndex'),
    },
    spread,
    a11yFailures: union('a11yFailures'),
    items: results[results.length - 1]?.items ?? {},
    notes: union('notes'),
  };
}
