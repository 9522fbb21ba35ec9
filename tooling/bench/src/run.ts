// `pnpm bench`: builds the app, a bare React baseline and the render page with one Vite, then
// measures size, Lighthouse, rendering and the sandbox, prints the table and writes
// bench/results/latest.json (+ latest.md). See tooling/bench/README.md for the method.
//
//   pnpm bench                          everything (about 10 minutes on 2 cores)
//   pnpm bench --only size,render       some parts (written to tooling/bench/dist/partial.json)
//   pnpm bench --runs 1                 Lighthouse runs per route (default 3) and render runs
//
// Exit code: 0 all budgets pass, 1 a budget fails, 2 the bench itself failed.
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, OUT, RESULTS, ROOT, ROUTES, log, routeTag } from './lib/env.ts';
import { cleanupAll, freePort, onCleanup } from './lib/proc.ts';
import { host } from './lib/host.ts';
import {
  OUT_DIRS,
  buildApp,
  buildBaseline,
  buildRender,
  previewPlain,
  viteVersions,
} from './build.ts';
import { echartsChunks, initialChunk, measurePage, type PageSize } from './size.ts';
import { lighthouseRoute, type LighthouseResult, type Session } from './lighthouse.ts';
import { TOKEN_STORAGE_KEY, openAccount } from './account.ts';
import { RENDER_CASES, renderCase, type RenderResult } from './render.ts';
import { measureRevisit, type Revisit } from './revisit.ts';
import { runSandboxBench, startSandbox, type SandboxBench } from './sandbox.ts';
import { figure, markdownTable, notes, textTable, type Figure } from './report.ts';
import { BUDGETS } from './budgets.ts';
import { buildCore, measureCoreImports, type CoreImportSize } from './core-size.ts';

const PARTS = ['size', 'revisit', 'lighthouse', 'render', 'sandbox'] as const;
type Part = (typeof PARTS)[number];

function parseArgs(argv: string[]) {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  };
  const only = get('only')?.split(',').filter(Boolean) as Part[] | undefined;
  const bad = only?.filter((p) => !PARTS.includes(p));
  if (bad?.length)
    throw new Error(`--only: unknown part(s) ${bad.join(', ')} (parts: ${PARTS.join(', ')})`);
  const runs = Number(get('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs must be 1..9');
  // bench/results/latest.json is only written by a run of every part at 3+ runs (the documented method).
  return { parts: new Set<Part>(only ?? PARTS), full: !only && runs >= 3, runs };
}

const kb = (bytes: number) => bytes / 1024;
/** Below this the bare page's TBT is noise (0-2 ms on an idle machine), so no TBT ratio is shown. */
const TBT_FLOOR_MIN_MS = 50;
const r2 = (x: number) => Math.round(x * 100) / 100;

function git(args: string[]) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `no Chromium at ${CHROME_PATH}: apt-get update && apt-get install -y chromium (or set CHROME_PATH)`,
    );
  }
  const startedAt = new Date();
  const loadStart = os.loadavg();
  mkdirSync(path.join(OUT, 'screens'), { recursive: true });
  const need = (p: Part) => args.parts.has(p);
  const needApp = need('size') || need('lighthouse') || need('revisit');

  // 1. Builds, one Vite.
  const vite = viteVersions();
  if (vite.bench !== vite.app)
    log(`warning: bench Vite ${vite.bench} but apps/browser resolves ${vite.app}`);
  const builds: Record<string, number> = {};
  const timed = async (name: string, fn: () => Promise<void>) => {
    const t = Date.now();
    log(`build ${name}…`);
    await fn();
    builds[name] = Date.now() - t;
  };
  if (needApp) await timed('app', buildApp);
  if (need('size') || need('lighthouse')) await timed('baseline', buildBaseline);
  if (need('render')) await timed('render', buildRender);
  if (need('size')) await timed('core', buildCore);

  // 2. Servers: sandbox (fresh database); the app and the bare page behind the production-like
  // host (TLS + HTTP/2, lib/host.ts); the render page on `vite preview`; all on free ports.
  let sandboxStartMs: number | undefined;
  let sandboxError: string | undefined;
  let accountError: string | undefined;
  let session: Session | undefined;
  let appUrl = '';
  let baselineUrl = '';
  let renderUrl = '';
  if (needApp) {
    const sbPort = await freePort();
    log(`sandbox on 127.0.0.1:${sbPort}…`);
    try {
      const sb = await startSandbox(sbPort);
      onCleanup(sb.stop);
      sandboxStartMs = sb.startMs;
      try {
        const token = await openAccount(`http://127.0.0.1:${sbPort}`);
        session = { key: TOKEN_STORAGE_KEY, value: token };
        log('bench account opened on the sandbox (for the guarded routes)');
      } catch (err) {
        accountError = (err as Error).message;
        log(
          `WARNING: could not open the bench account, guarded routes measured as a guest: ${accountError}`,
        );
      }
    } catch (err) {
      // Measured all the same, but every /api call fails: the JSON and the table say so.
      sandboxError = (err as Error).message;
      log(`WARNING: ${sandboxError}`);
    }
    const app = await host(OUT_DIRS.app, await freePort(), sbPort);
    onCleanup(app.close);
    appUrl = app.url;
    log(
      `app on ${appUrl} (HTTP/2, lib/host.ts)` +
        (sandboxStartMs ? ` (sandbox answered after ${sandboxStartMs} ms)` : ''),
    );
  }
  if (need('size') || need('lighthouse')) {
    const base = await host(OUT_DIRS.baseline, await freePort());
    onCleanup(base.close);
    baselineUrl = base.url;
  }
  if (need('render')) {
    const render = await previewPlain('render', await freePort());
    onCleanup(render.close);
    renderUrl = render.url;
  }

  let browser: Browser | undefined;
  const getBrowser = async () => {
    if (!browser) {
      browser = await chromium.launch({
        executablePath: CHROME_PATH,
        args: CHROME_FLAGS,
        headless: true,
      });
      const b = browser;
      onCleanup(() => b.close());
    }
    return browser;
  };

  // 3. Size.
  let size:
    | { routes: PageSize[]; baseline: PageSize; initial: ReturnType<typeof initialChunk> }
    | undefined;
  if (need('size')) {
    const b = await getBrowser();
    const routes: PageSize[] = [];
    for (const { path: route, customer } of ROUTES) {
      const shot = path.join(OUT, 'screens', `${routeTag(route)}.png`);
      const s = await measurePage(
        b,
        appUrl + route,
        OUT_DIRS.app,
        shot,
        customer ? session : undefined,
      );
      log(
        `size ${route}${s.finalUrl !== appUrl + route ? ` (ended on ${s.finalUrl.slice(appUrl.length)})` : ''}: JS ${kb(s.jsGzip).toFixed(1)} KB + CSS ${kb(s.cssGzip).toFixed(1)} KB gzip, ${s.files.length} files` +
          (s.failed.length ? ` (failed requests: ${s.failed.join(', ')})` : ''),
      );
      routes.push(s);
    }
    const baseline = await measurePage(b, baselineUrl + '/', OUT_DIRS.baseline);
    log(
      `size baseline: JS ${kb(baseline.jsGzip).toFixed(1)} KB + CSS ${kb(baseline.cssGzip).toFixed(1)} KB gzip`,
    );
    size = { routes, baseline, initial: initialChunk(OUT_DIRS.app) };
  }
  // 3a. Tree-shaking of the published core: no browser, its own Vite builds.
  let coreSize: CoreImportSize[] | undefined;
  if (need('size')) coreSize = await measureCoreImports();

  // 3b. Revisit: cold and warm LCP under DevTools throttling (the cached GET, the HTTP cache).
  let revisit: Revisit[] | undefined;
  if (need('revisit')) {
    const b = await getBrowser();
    revisit = [];
    for (const { path: route, customer } of ROUTES) {
      if (customer) continue;
      const r = await measureRevisit(b, appUrl + route);
      log(
        `revisit ${route}: LCP cold ${r.coldLcpMs?.toFixed(0)} ms, warm ${r.warmLcpMs?.toFixed(0)} ms, ` +
          `${r.warmApiRequests} /api and ${r.warmAssetsFromNetwork} JS/CSS from the network on the revisit` +
          (r.error ? ` — ${r.error}` : ''),
      );
      revisit.push(r);
    }
  }

  // 4. Rendering (before Lighthouse, on the lighter machine state).
  let render: RenderResult[] | undefined;
  if (need('render')) {
    const b = await getBrowser();
    render = [];
    for (const c of RENDER_CASES) render.push(await renderCase(b, renderUrl, c, args.runs));
  }
  if (browser) {
    await browser.close();
    browser = undefined;
  }

  // 5. Lighthouse, median of `runs`.
  let lighthouse: LighthouseResult[] | undefined;
  let lighthouseFloor: LighthouseResult | undefined;
  if (need('lighthouse')) {
    // The floor first: the bare React page under the same throttling on the same machine state.
    lighthouseFloor = await lighthouseRoute(baselineUrl + '/', args.runs, 'baseline');
    lighthouse = [];
    for (const { path: route, customer } of ROUTES) {
      lighthouse.push(
        await lighthouseRoute(
          appUrl + route,
          args.runs,
          routeTag(route),
          customer ? session : undefined,
        ),
      );
    }
  }

  // Servers down before the sandbox bench, which starts its own sandbox.
  await cleanupAll();

  // 6. The sandbox's own bench.
  let sandbox: SandboxBench | undefined;
  if (need('sandbox')) sandbox = await runSandboxBench();

  // 7. Figures and budgets.
  const figures: Figure[] = [];
  if (size) {
    const base = size.baseline.totalGzip;
    figures.push(
      figure('size', 'size.baseline', 'baseline React 19 hello: JS+CSS gzip', kb(base), 'KB'),
    );
    for (const s of size.routes) {
      const route = new URL(s.url).pathname;
      const who = s.customer ? `${route} (logged in)` : route;
      const endedOn = new URL(s.finalUrl).pathname;
      const ended = endedOn !== route ? `ended on ${endedOn}` : undefined;
      figures.push(
        figure('size', `size.${route}.js`, `${who} JS gzip`, kb(s.jsGzip), 'KB', undefined, ended),
      );
      figures.push(figure('size', `size.${route}.css`, `${who} CSS gzip`, kb(s.cssGzip), 'KB'));
      // How many files: over HTTP/1.1 (6 connections) a round trip per 6 (lib/host.ts, issue 20)
      figures.push(
        figure('size', `size.${route}.files`, `${who} JS+CSS files`, s.files.length, ''),
      );
      // The fund detail is budgeted before any chart: without the lazily loaded echarts files.
      const isDetail = /^\/s\/[^/]+$/.test(route);
      const initial = isDetail ? s.totalGzip - s.echartsGzip : s.totalGzip;
      figures.push(
        figure(
          'size',
          `size.${route}.ratio`,
          isDetail ? `${who} JS+CSS before any chart / baseline` : `${who} JS+CSS / baseline`,
          r2(initial / base),
          '×',
          ['<=', BUDGETS.sizeRatio],
          r2(initial / base) <= BUDGETS.sizeRatioStretch
            ? `within the stretch goal ${BUDGETS.sizeRatioStretch}×`
            : undefined,
        ),
      );
      if (isDetail) {
        figures.push(
          figure(
            'size',
            `size.${route}.echartsGzip`,
            `${who} echarts files gzip`,
            kb(s.echartsGzip),
            'KB',
          ),
        );
      }
      if (!isDetail) {
        figures.push(
          figure('size', `size.${route}.echarts`, `${who} loads echarts`, s.echartsLoaded, '', [
            '==',
            false,
          ]),
        );
      }
    }
    if (size.initial) {
      figures.push(
        figure(
          'size',
          'size.initial.js',
          'initial chunk (entry + static imports) gzip',
          kb(size.initial.gzip),
          'KB',
        ),
      );
      figures.push(
        figure(
          'size',
          'size.initial.echarts',
          'echarts in the initial chunk',
          size.initial.echarts,
          '',
          ['==', false],
        ),
      );
    }
  }
  if (coreSize) {
    for (const c of coreSize) {
      figures.push(
        figure('size', `size.core.${c.id}`, `${c.label}: minified JS gzip`, kb(c.gzip), 'KB', [
          '<=',
          BUDGETS.coreMobileValidatorKB,
        ]),
      );
    }
  }
  if (revisit) {
    for (const r of revisit) {
      const route = new URL(r.url).pathname;
      figures.push(
        figure(
          'size',
          `revisit.${route}.cold`,
          `${route} LCP, first visit (slow 4G, 4× CPU)`,
          r.coldLcpMs,
          'ms',
          undefined,
          r.error,
        ),
        figure(
          'size',
          `revisit.${route}.warm`,
          `${route} LCP, revisit`,
          r.warmLcpMs,
          'ms',
          undefined,
          r.error,
        ),
        figure(
          'size',
          `revisit.${route}.api`,
          `${route} revisit: /api requests`,
          r.warmApiRequests,
          '',
        ),
      );
    }
  }
  if (render) {
    const charts = echartsChunks(OUT_DIRS.render);
    figures.push(
      figure(
        'render',
        'render.echartsChunk',
        '@jijin/ui/charts lazy echarts chunk gzip',
        charts.length ? kb(charts.reduce((a, c) => a + c.gzip, 0)) : undefined,
        'KB',
      ),
    );
    const floorOf = (c: RenderResult['case']) => render.find((r) => r.case === c)?.firstPaintMs;
    const floors = { list: floorOf('bareList'), chart: floorOf('bareChart') };
    figures.push(
      figure(
        'render',
        'render.bareList.firstRender',
        'floor: one screen of plain rows (no ui, no virtualization): first render',
        floors.list,
        'ms',
      ),
      figure(
        'render',
        'render.bareChart.firstPaint',
        'floor: 365 points on a plain canvas from a lazy chunk (no echarts): first paint',
        floors.chart,
        'ms',
      ),
    );
    /** A render figure over its floor, with its ratio budget (n/a when a floor is missing). */
    const ratio = (
      id: string,
      label: string,
      value: number,
      floor: number | undefined,
      limit: number,
    ) =>
      figure(
        'render',
        id,
        `${label} / floor`,
        floor && Number.isFinite(value) ? value / floor : undefined,
        '×',
        ['<=', limit],
        floor ? undefined : 'the floor was not measured',
      );
    for (const r of render) {
      const note = r.errors.length ? r.errors.join('; ') : undefined;
      if (r.case === 'bareList' || r.case === 'bareChart') continue;
      if (r.case === 'list') {
        figures.push(
          figure(
            'render',
            'render.list.firstRender',
            'followed list 10,000: first render',
            r.firstPaintMs,
            'ms',
            ['<=', BUDGETS.listFirstRenderMs],
            note,
          ),
          ratio(
            'render.list.firstRenderRatio',
            'followed list 10,000: first render',
            r.firstPaintMs,
            floors.list,
            BUDGETS.listFirstRenderRatio,
          ),
        );
        figures.push(
          figure(
            'render',
            'render.list.rows',
            'followed list 10,000: rows in DOM (max while scrolling)',
            r.rowsMax ?? r.rows,
            '',
            ['<', BUDGETS.listRows],
            note,
          ),
        );
        figures.push(
          figure(
            'render',
            'render.list.worstFrame',
            'followed list 10,000: worst scroll frame',
            r.worstFrameMs,
            'ms',
            ['<=', BUDGETS.listWorstFrameMs],
            note,
          ),
        );
        figures.push(
          figure(
            'render',
            'render.list.reached',
            'followed list 10,000: last row index reached by the scroll',
            r.maxIndex,
            '',
            ['>=', 9_999],
            note,
          ),
        );
      } else {
        const label = {
          nav365: 'net-value chart 365 points',
          nav5000: 'net-value chart 5,000 points',
          kline: 'K-line 1,250 days',
        }[r.case];
        figures.push(
          figure(
            'render',
            `render.${r.case}.firstPaint`,
            `${label}: first paint`,
            r.firstPaintMs,
            'ms',
            ['<=', BUDGETS.chartFirstPaintMs],
            note,
          ),
          ratio(
            `render.${r.case}.firstPaintRatio`,
            `${label}: first paint`,
            r.firstPaintMs,
            floors.chart,
            BUDGETS.chartFirstPaintRatio,
          ),
        );
        // A chart drawn first without echarts has no canvas at first paint; one drawn by echarts
        // has no touch figure.
        for (const [key, value, what] of [
          ['canvas', r.canvasMs, 'of which lazy chunk + echarts init'],
          ['touch', r.touchMs, "drawn first without echarts; echarts' chart after a touch"],
        ] as const)
          if (Number.isFinite(value))
            figures.push(
              figure('render', `render.${r.case}.${key}`, `${label}: ${what}`, value, 'ms'),
            );
      }
    }
  }
  if (lighthouse) {
    for (const l of lighthouse) {
      const route = new URL(l.url).pathname;
      const who = l.customer ? `${route} (logged in)` : route;
      const m = l.median;
      const ended = [...new Set(l.runs.map((r) => new URL(r.finalUrl || l.url).pathname))]
        .filter((p) => p !== route)
        .map((p) => `ended on ${p}`);
      const errs =
        [...new Set([...l.runs.map((r) => r.runtimeError ?? ''), ...ended])]
          .filter(Boolean)
          .join('; ') || undefined;
      figures.push(
        figure(
          'lighthouse',
          `lh.${route}.performance`,
          `${who} Lighthouse performance`,
          m.performance,
          '',
          [
            '>=',
            /^\/s\/[^/]+$/.test(route) ? BUDGETS.lhPerformanceFundDetail : BUDGETS.lhPerformance,
          ],
          errs,
        ),
      );
      figures.push(
        figure(
          'lighthouse',
          `lh.${route}.accessibility`,
          `${who} Lighthouse accessibility`,
          m.accessibility,
          '',
          ['>=', BUDGETS.lhAccessibility],
          errs,
        ),
      );
      figures.push(
        figure(
          'lighthouse',
          `lh.${route}.lcp`,
          `${who} LCP`,
          m.lcpMs / 1000,
          's',
          ['<=', BUDGETS.lcpS],
          errs,
        ),
      );
      figures.push(
        figure(
          'lighthouse',
          `lh.${route}.tbt`,
          `${who} TBT`,
          m.tbtMs,
          'ms',
          ['<=', BUDGETS.tbtMs],
          errs,
        ),
      );
      figures.push(
        figure('lighthouse', `lh.${route}.cls`, `${who} CLS`, m.cls, '', ['<=', BUDGETS.cls], errs),
      );
      // Ratios to the floor measured in the same run, so a busy machine moves both alike.
      const floor = lighthouseFloor?.median;
      figures.push(
        figure(
          'lighthouse',
          `lh.${route}.lcpRatio`,
          `${who} LCP / bare React page's`,
          floor && floor.lcpMs > 0 ? r2(m.lcpMs / floor.lcpMs) : undefined,
          '×',
          ['<=', BUDGETS.lcpRatio],
          errs,
        ),
      );
      figures.push(
        figure(
          'lighthouse',
          `lh.${route}.tbtRatio`,
          `${who} TBT / bare React page's`,
          floor && floor.tbtMs >= TBT_FLOOR_MIN_MS ? r2(m.tbtMs / floor.tbtMs) : undefined,
          '×',
          undefined,
          floor && !(floor.tbtMs >= TBT_FLOOR_MIN_MS)
            ? `the bare page blocks ${Math.round(floor.tbtMs)} ms (< ${TBT_FLOOR_MIN_MS}): no ratio, see TBT`
            : errs,
        ),
      );
    }
  }
  if (lighthouseFloor) {
    const f = lighthouseFloor.median;
    figures.push(
      figure(
        'lighthouse',
        'lh.baseline.performance',
        'bare React page: Lighthouse performance',
        f.performance,
        '',
      ),
      figure('lighthouse', 'lh.baseline.lcp', 'bare React page: LCP', f.lcpMs / 1000, 's'),
      figure('lighthouse', 'lh.baseline.tbt', 'bare React page: TBT', f.tbtMs, 'ms'),
    );
  }
  if (sandbox) {
    const note = sandbox.error;
    figures.push(
      figure(
        'sandbox',
        'sandbox.list.p50',
        'sandbox fund list p50 (100 concurrent)',
        sandbox.listP50Ms,
        'ms',
        undefined,
        note,
      ),
    );
    figures.push(
      figure(
        'sandbox',
        'sandbox.list.p95',
        'sandbox fund list p95 (100 concurrent)',
        sandbox.listP95Ms,
        'ms',
        ['<', BUDGETS.sandboxListP95Ms],
        note,
      ),
    );
    figures.push(
      figure(
        'sandbox',
        'sandbox.list.p99',
        'sandbox fund list p99 (100 concurrent)',
        sandbox.listP99Ms,
        'ms',
        undefined,
        note,
      ),
    );
    figures.push(
      figure(
        'sandbox',
        'sandbox.buy.p50',
        'sandbox buy p50 (100 concurrent)',
        sandbox.buyP50Ms,
        'ms',
        undefined,
        note,
      ),
    );
    figures.push(
      figure(
        'sandbox',
        'sandbox.buy.p95',
        'sandbox buy p95 (100 concurrent)',
        sandbox.buyP95Ms,
        'ms',
        ['<', BUDGETS.sandboxBuyP95Ms],
        note,
      ),
    );
    figures.push(
      figure(
        'sandbox',
        'sandbox.buy.p99',
        'sandbox buy p99 (100 concurrent)',
        sandbox.buyP99Ms,
        'ms',
        undefined,
        note,
      ),
    );
    const overNoop = (p95: number | undefined) =>
      p95 !== undefined && sandbox.noopP95Ms ? r2(p95 / sandbox.noopP95Ms) : undefined;
    figures.push(
      figure(
        'sandbox',
        'sandbox.noop.p95',
        'sandbox no-op route p95 (100 concurrent, the floor)',
        sandbox.noopP95Ms,
        'ms',
        undefined,
        note,
      ),
      figure(
        'sandbox',
        'sandbox.list.p95Ratio',
        'sandbox fund list p95 / no-op p95',
        overNoop(sandbox.listP95Ms),
        '×',
        ['<=', BUDGETS.sandboxP95Ratio],
        note,
      ),
      figure(
        'sandbox',
        'sandbox.buy.p95Ratio',
        'sandbox buy p95 / no-op p95',
        overNoop(sandbox.buyP95Ms),
        '×',
        ['<=', BUDGETS.sandboxP95Ratio],
        note,
      ),
    );
    figures.push(
      figure(
        'sandbox',
        'sandbox.seed',
        'sandbox first start with seeding',
        sandbox.seedMs === undefined ? undefined : sandbox.seedMs / 1000,
        's',
        ['<', BUDGETS.sandboxSeedS],
        note,
      ),
    );
  }

  // 8. Print and write.
  const budgeted = figures.filter((f) => f.pass !== null);
  const failed = budgeted.filter((f) => !f.pass);
  const finishedAt = new Date();
  const require = createRequire(import.meta.url);
  let chromiumVersion = '';
  try {
    chromiumVersion = execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    /* reported as empty */
  }
  const result = {
    bench: '@jijin/bench',
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationS: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    parts: [...args.parts],
    runs: args.runs,
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirtyTree: git(['status', '--porcelain', '--', 'apps', 'packages']) !== '',
    machine: {
      node: process.version,
      chromium: chromiumVersion,
      vite: vite.bench,
      viteApp: vite.app,
      lighthouse: require('lighthouse/package.json').version as string,
      playwright: require('playwright-core/package.json').version as string,
      cpus: os.cpus().length,
      loadavgStart: loadStart.map(r2),
      loadavgEnd: os.loadavg().map(r2),
      /** 1-minute load average above the core count when the bench started (its own work is not counted). */
      busy: loadStart[0]! > os.cpus().length,
    },
    summary: {
      budgets: budgeted.length,
      passed: budgeted.length - failed.length,
      failed: failed.map((f) => f.id),
    },
    figures,
    details: {
      builds,
      sandboxStartMs,
      sandboxError,
      accountError,
      size: size && {
        baseline: size.baseline,
        routes: size.routes,
        initialChunk: size.initial,
      },
      coreSize,
      revisit,
      render: render && { cases: render, echartsChunks: echartsChunks(OUT_DIRS.render) },
      lighthouse,
      lighthouseFloor,
      sandbox,
    },
  };

  const noteLines = notes(figures);
  console.info('\n' + textTable(figures) + '\n');
  if (noteLines.length) console.info(noteLines.map((n) => `note: ${n}`).join('\n') + '\n');
  console.info(
    `${budgeted.length - failed.length}/${budgeted.length} budgets pass` +
      (failed.length ? `; failing: ${failed.map((f) => f.id).join(', ')}` : ''),
  );
  if (sandboxError) console.info(`WARNING: the app ran without its sandbox API: ${sandboxError}`);
  console.info(
    `load average ${result.machine.loadavgStart.join(' ')} -> ${result.machine.loadavgEnd.join(' ')} on ${result.machine.cpus} cores`,
  );
  const busy = result.machine.busy;
  const busyNote = busy
    ? `The machine was busy (1-minute load average above its ${os.cpus().length} cores at the start): time figures ` +
      '(rendering, Lighthouse TBT/LCP/performance, sandbox latency) are inflated by other work; sizes are not.'
    : '';
  if (busy) console.info(`WARNING: ${busyNote}`);

  const md =
    `Run ${result.startedAt} on commit ${result.commit}${result.dirtyTree ? ' (+ uncommitted app changes)' : ''}; ` +
    `${result.machine.chromium}, Node ${process.version}, Vite ${vite.bench}, Lighthouse ${result.machine.lighthouse}; ` +
    `load average ${result.machine.loadavgStart.join(' ')} -> ${result.machine.loadavgEnd.join(' ')} on ${result.machine.cpus} cores.` +
    (busy ? ` ${busyNote}` : '') +
    '\n\n' +
    markdownTable(figures) +
    '\n' +
    (noteLines.length ? '\n' + noteLines.map((n) => `- ${n}`).join('\n') + '\n' : '');
  // A busy machine's run is marked and kept out of bench/results (the README's figures, issue 20).
  if (args.full && !busy) {
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, 'latest.json'), JSON.stringify(result, null, 2) + '\n');
    writeFileSync(path.join(RESULTS, 'latest.md'), md);
    log(`wrote ${path.relative(ROOT, path.join(RESULTS, 'latest.json'))} and latest.md`);
  } else {
    writeFileSync(path.join(OUT, 'partial.json'), JSON.stringify(result, null, 2) + '\n');
    writeFileSync(path.join(OUT, 'partial.md'), md);
    log(
      `${args.full ? 'busy machine' : 'partial run'}: wrote ${path.relative(ROOT, path.join(OUT, 'partial.json'))} ` +
        '(latest.json is for full runs, every part, --runs >= 3, started on a machine not busy)',
    );
  }
  return failed.length ? 1 : 0;
}

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    log(`${sig}: stopping servers…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    console.error('bench failed:', err instanceof Error ? (err.stack ?? err.message) : err);
    await cleanupAll();
    process.exit(2);
  });
