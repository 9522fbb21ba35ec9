// The size part: the JS and CSS each route really loads (src/size.ts), over the floors measured
// the same way in the same run, and the tree-shaking of the published core (src/core-size.ts).
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
  baseline: PageSize;
  initial: ReturnType<typeof initialChunk>;
  coreSize: CoreImportSize[];
}

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
    `size baseline: JS ${kb(baseline.jsGzip).toFixed(1)} KB + CSS ${kb(baseline.cssGzip).toFixed(1)} KB gzip`,
  );
  // Tree-shaking of the published core: no browser, its own Vite builds.
  const coreSize = await measureCoreImports();
  return { routes, baseline, initial: initialChunk(OUT_DIRS.app), coreSize };
}

/** The size figures and their budgets (README "Method and budgets"). */
export function sizeFigures(size: SizeData): Figure[] {
  const figures: Figure[] = [];
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
    // How many files: over HTTP/1.1 (6 connections) a round trip per 6 (lib/host.ts)
    figures.push(figure('size', `size.${route}.files`, `${who} JS+CSS files`, s.files.length, ''));
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
      size: { baseline: size.baseline, routes: size.routes, initialChunk: size.initial },
      coreSize: size.coreSize,
    },
  };
}
