// The size part: the JS and CSS each route really loads (src/size.ts), over the stack floor
// measured the same way in the same run (the bare React page beside it for reference), and the tree-shaking of the published core (src/core-size.ts).
import path from 'node:path';
import { OUT, ROUTES, log, routeTag } from '../lib/env.ts';
import { OUT_DIRS } from '../build.ts';
import { initialChunk, measurePage, type PageSize } from '../size.ts';
import { measureCoreImports, type CoreImportSize } from '../core-size.ts';
import { figure, type Figure } from '../report.ts';
import { BUDGETS } from '../budgets.ts';
import { kb, r2, type Context, type PartResult } from './context.ts';

export interface SizeData {
  routes: PageSize[];
  /** The bare React page (reference only). */
  baseline: PageSize;
  /** The stack floor: what every size budget is a ratio to. */
  stack: PageSize;
  initial: ReturnType<typeof initialChunk>;
  coreSize: CoreImportSize[];
}

/** Rows of the fund list's first page (spec 001 §9: page_size 20) the stack floor must show. */
export const STACK_ROWS = 20;

export async function measureSize(ctx: Context): Promise<SizeData> {
  const b = await ctx.browser();
  const routes: PageSize[] = [];
  for (const { path: route, customer } of ROUTES) {
    const shot = path.join(OUT, 'screens', `${routeTag(route)}.png`);
    const s = await measurePage(
      b,
      ctx.appUrl + route,
      OUT_DIRS.app,
      shot,
      customer ? ctx.session : undefined,
    );
    log(
      `size ${route}${s.finalUrl !== ctx.appUrl + route ? ` (ended on ${s.finalUrl.slice(ctx.appUrl.length)})` : ''}: JS ${kb(s.jsGzip).toFixed(1)} KB + CSS ${kb(s.cssGzip).toFixed(1)} KB gzip, ${s.files.length} files` +
        (s.failed.length ? ` (failed requests: ${s.failed.join(', ')})` : ''),
    );
    routes.push(s);
  }
  const baseline = await measurePage(b, ctx.baselineUrl + '/', OUT_DIRS.baseline);
  log(
    `size bare React page: JS ${kb(baseline.jsGzip).toFixed(1)} KB + CSS ${kb(baseline.cssGzip).toFixed(1)} KB gzip`,
  );
  const stack = await measurePage(
    b,
    ctx.stackUrl + '/',
    OUT_DIRS.stack,
    path.join(OUT, 'screens', 'stack-floor.png'),
  );
  log(
    `size stack floor: JS ${kb(stack.jsGzip).toFixed(1)} KB + CSS ${kb(stack.cssGzip).toFixed(1)} KB gzip, ${stack.rows} rows` +
      (stack.failed.length ? ` (failed requests: ${stack.failed.join(', ')})` : ''),
  );
  // Tree-shaking of the published core: no browser, its own Vite builds.
  const coreSize = await measureCoreImports();
  return { routes, baseline, stack, initial: initialChunk(OUT_DIRS.app), coreSize };
}

const isDetail = (route: string) => /^\/s\/[^/]+$/.test(route);

/** A route's size budget over the stack floor: `/` 1.30×, the others 1.45× (README). */
export const sizeBudget = (route: string) =>
  route === '/' ? BUDGETS.sizeRatioHome : BUDGETS.sizeRatio;

/** The size figures and their budgets (README "Method and budgets"). */
export function sizeFigures(size: SizeData): Figure[] {
  const figures: Figure[] = [];
  const bare = size.baseline.totalGzip;
  const floor = size.stack.totalGzip;
  const floorOk = size.stack.rows >= STACK_ROWS && size.stack.failed.length === 0;
  figures.push(
    figure('size', 'size.baseline', 'bare React 19 page: JS+CSS gzip', kb(bare), 'KB'),
    figure(
      'size',
      'size.stack',
      'stack floor (React, Redux, RTK Query, react-redux, react-router, 20 fund rows): JS+CSS gzip',
      kb(floor),
      'KB',
    ),
    figure(
      'size',
      'size.stack.rows',
      'stack floor: fund rows shown',
      size.stack.rows,
      '',
      ['>=', STACK_ROWS],
      size.stack.failed.length ? `failed: ${size.stack.failed.join(', ')}` : undefined,
    ),
    figure('size', 'size.stack.overBare', 'stack floor / bare React page', r2(floor / bare), '×'),
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
    // How many files: over HTTP/1.1 (6 connections) a round trip per 6 (lib/host.ts)
    figures.push(figure('size', `size.${route}.files`, `${who} JS+CSS files`, s.files.length, ''));
    // The fund detail is budgeted before any chart: without the lazily loaded echarts files.
    const detail = isDetail(route);
    const initial = detail ? s.totalGzip - s.echartsGzip : s.totalGzip;
    const what = detail ? `${who} JS+CSS before any chart` : `${who} JS+CSS`;
    figures.push(
      figure(
        'size',
        `size.${route}.ratio`,
        `${what} / stack floor`,
        floorOk ? r2(initial / floor) : undefined,
        '×',
        ['<=', sizeBudget(route)],
        floorOk ? ended : 'the stack floor did not show its rows: no ratio',
      ),
      figure(
        'size',
        `size.${route}.overBare`,
        `${what} / bare React page`,
        r2(initial / bare),
        '×',
      ),
    );
    if (detail) {
      figures.push(
        figure(
          'size',
          `size.${route}.echartsGzip`,
          `${who} echarts files gzip`,
          kb(s.echartsGzip),
          'KB',
        ),
      );
    } else {
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
  for (const c of size.coreSize) {
    figures.push(
      figure('size', `size.core.${c.id}`, `${c.label}: minified JS gzip`, kb(c.gzip), 'KB', [
        '<=',
        BUDGETS.coreMobileValidatorKB,
      ]),
    );
  }
  return figures;
}

export async function sizePart(ctx: Context): Promise<PartResult> {
  const size = await measureSize(ctx);
  return {
    figures: sizeFigures(size),
    details: {
      size: {
        baseline: size.baseline,
        stack: size.stack,
        routes: size.routes,
        initialChunk: size.initial,
      },
      coreSize: size.coreSize,
    },
  };
}
