// The Lighthouse part: the two floors first (the stack floor, which the budgets are ratios to,
// and the bare React page for reference), then each route, under the same simulated throttling on
// the same machine state (src/lighthouse.ts); each figure is the median of the runs, printed
// with the lowest and highest run. Main-thread work is read from each run's trace
// (src/main-thread.ts).
import { ROUTES, log, routeTag } from '../lib/env.ts';
import { freePort } from '../lib/proc.ts';
import { lighthouseRoute, type LighthouseResult } from '../lighthouse.ts';
import { contentPage } from '../content-floor.ts';
import { figure, withSpread, type Figure } from '../report.ts';
import { BUDGETS } from '../budgets.ts';
import { r2, type Context, type PartResult } from './context.ts';

type Median = LighthouseResult['median'];

/** `value / floor` to 2 digits; undefined when either is not a positive finite number. */
const over = (value: number, floor: number | undefined) =>
  floor !== undefined && floor > 0 && Number.isFinite(value) && Number.isFinite(floor)
    ? r2(value / floor)
    : undefined;

/** A route's content page measured (src/content-floor.ts), or why it could not be. */
export interface ContentResult {
  route: string;
  customer: boolean;
  /** Elements under `<body>` on the route once loaded. */
  elements?: number;
  result?: LighthouseResult;
  /** Why the content page could not be measured. */
  error?: string;
}

/** The note of a content page that could not be measured; it names the route, so two routes failing alike are two notes. */
const contentError = (c: ContentResult) =>
  c.error && `the content page of ${c.route} could not be measured: ${c.error}`;

/**
 * The content floors' figures, without budget: per route the elements it renders and the
 * main-thread work of its DOM + CSS as a static page (no script), in ms and over the stack
 * floor's (README "Reading a failure").
 */
export function contentFigures(
  content: readonly ContentResult[],
  floor: LighthouseResult | undefined,
): Figure[] {
  const f: Median | undefined = floor?.median;
  return content.flatMap((c) => {
    const who = c.customer ? `${c.route} (logged in)` : c.route;
    const m = c.result?.median;
    const error = contentError(c);
    const note = error ?? (f ? undefined : 'the stack floor was not measured');
    return [
      figure(
        'lighthouse',
        `lh.${c.route}.contentElements`,
        `${who} elements rendered`,
        c.elements,
        '',
        undefined,
        error,
      ),
      withSpread(
        figure(
          'lighthouse',
          `lh.${c.route}.contentWorkLcp`,
          `${who} its DOM + CSS without script: work until LCP (4× CPU)`,
          m?.workUntilLcpMs,
          'ms',
          undefined,
          error,
        ),
        c.result?.spread.workUntilLcpMs,
      ),
      figure(
        'lighthouse',
        `lh.${c.route}.contentWorkLcpRatio`,
        `${who} its DOM + CSS without script: work until LCP / stack floor's`,
        m && over(m.workUntilLcpMs, f?.workUntilLcpMs),
        '×',
        undefined,
        note,
      ),
    ];
  });
}

/**
 * The Lighthouse figures: per route its score, accessibility, CLS (absolute budgets), LCP and
 * main-thread work over the stack floor's, TBT minus the floor's; then both floors' own figures.
 */
export function lighthouseFigures(
  lighthouse: LighthouseResult[],
  floor: LighthouseResult | undefined,
  bare?: LighthouseResult,
): Figure[] {
  const figures: Figure[] = [];
  const f: Median | undefined = floor?.median;
  const noFloor = f ? undefined : 'the stack floor was not measured';
  for (const l of lighthouse) {
    const route = new URL(l.url).pathname;
    const who = l.customer ? `${route} (logged in)` : route;
    const m = l.median;
    const s = l.spread;
    const ended = [...new Set(l.runs.map((r) => new URL(r.finalUrl || l.url).pathname))]
      .filter((p) => p !== route)
      .map((p) => `ended on ${p}`);
    // A failed run is left out of the medians; one note says so for all of the route's figures
    // (`notes` prints a note once).
    const failed = l.runs.filter((r) => r.runtimeError);
    const runsNote =
      failed.length > 0
        ? `${failed.length} of ${l.runs.length} runs of ${who} failed (${[
            ...new Set(failed.map((r) => r.runtimeError)),
          ].join('; ')}); its Lighthouse figures are the medians of the other ${
            l.runs.length - failed.length
          }`
        : '';
    const errs = [runsNote, ...ended].filter(Boolean).join('; ') || undefined;
    const ratioNote = errs ?? noFloor;
    figures.push(
      withSpread(
        figure(
          'lighthouse',
          `lh.${route}.performance`,
          `${who} Lighthouse performance`,
          m.performance,
          '',
          ['>=', BUDGETS.lhPerformance],
          errs,
        ),
        s.performance,
      ),
      figure(
        'lighthouse',
        `lh.${route}.accessibility`,
        `${who} Lighthouse accessibility`,
        m.accessibility,
        '',
        ['>=', BUDGETS.lhAccessibility],
        errs,
      ),
      withSpread(
        figure('lighthouse', `lh.${route}.cls`, `${who} CLS`, m.cls, '', ['<=', BUDGETS.cls], errs),
        s.cls,
      ),
      withSpread(
        figure('lighthouse', `lh.${route}.lcp`, `${who} LCP`, m.lcpMs / 1000, 's', undefined, errs),
        s.lcpMs && [s.lcpMs[0] / 1000, s.lcpMs[1] / 1000],
      ),
      figure(
        'lighthouse',
        `lh.${route}.lcpRatio`,
        `${who} LCP / stack floor's`,
        over(m.lcpMs, f?.lcpMs),
        '×',
        ['<=', BUDGETS.lcpRatio],
        ratioNote,
      ),
      withSpread(
        figure('lighthouse', `lh.${route}.tbt`, `${who} TBT`, m.tbtMs, 'ms', undefined, errs),
        s.tbtMs,
      ),
      figure(
        'lighthouse',
        `lh.${route}.tbtOverFloor`,
        `${who} TBT − stack floor's`,
        f && Number.isFinite(m.tbtMs) ? m.tbtMs - f.tbtMs : undefined,
        'ms',
        ['<=', BUDGETS.tbtOverFloorMs],
        ratioNote,
      ),
      withSpread(
        figure(
          'lighthouse',
          `lh.${route}.workLcp`,
          `${who} scripting + style + layout until LCP (4× CPU)`,
          m.workUntilLcpMs,
          'ms',
          undefined,
          errs,
        ),
        s.workUntilLcpMs,
      ),
      figure(
        'lighthouse',
        `lh.${route}.workLcpRatio`,
        `${who} work until LCP / stack floor's`,
        over(m.workUntilLcpMs, f?.workUntilLcpMs),
        '×',
        ['<=', BUDGETS.workRatio],
        ratioNote,
      ),
      withSpread(
        figure(
          'lighthouse',
          `lh.${route}.workIdle`,
          `${who} scripting + style + layout until network idle (4× CPU)`,
          m.workUntilIdleMs,
          'ms',
          undefined,
          errs,
        ),
        s.workUntilIdleMs,
      ),
      figure(
        'lighthouse',
        `lh.${route}.workIdleRatio`,
        `${who} work until network idle / stack floor's`,
        over(m.workUntilIdleMs, f?.workUntilIdleMs),
        '×',
        ['<=', BUDGETS.workRatio],
        ratioNote,
      ),
    );
  }
  for (const [tag, label, r] of [
    ['stack', 'stack floor', floor],
    ['baseline', 'bare React page', bare],
  ] as const) {
    if (!r) continue;
    const m = r.median;
    figures.push(
      withSpread(
        figure(
          'lighthouse',
          `lh.${tag}.performance`,
          `${label}: Lighthouse performance`,
          m.performance,
          '',
        ),
        r.spread.performance,
      ),
      withSpread(
        figure('lighthouse', `lh.${tag}.lcp`, `${label}: LCP`, m.lcpMs / 1000, 's'),
        r.spread.lcpMs && [r.spread.lcpMs[0] / 1000, r.spread.lcpMs[1] / 1000],
      ),
      withSpread(
        figure('lighthouse', `lh.${tag}.tbt`, `${label}: TBT`, m.tbtMs, 'ms'),
        r.spread.tbtMs,
      ),
      withSpread(
        figure(
          'lighthouse',
          `lh.${tag}.workLcp`,
          `${label}: work until LCP`,
          m.workUntilLcpMs,
          'ms',
        ),
        r.spread.workUntilLcpMs,
      ),
      withSpread(
        figure(
          'lighthouse',
          `lh.${tag}.workIdle`,
          `${label}: work until network idle`,
          m.workUntilIdleMs,
          'ms',
        ),
        r.spread.workUntilIdleMs,
      ),
    );
  }
  return figures;
}

export async function lighthousePart(ctx: Context): Promise<PartResult> {
  // The floors first, under the same throttling on the same machine state.
  const stackFloor = await lighthouseRoute(ctx.stackUrl + '/', ctx.runs, 'stack');
  const bareFloor = await lighthouseRoute(ctx.baselineUrl + '/', ctx.runs, 'baseline');
  const lighthouse: LighthouseResult[] = [];
  for (const { path: route, customer } of ROUTES) {
    lighthouse.push(
      await lighthouseRoute(
        ctx.appUrl + route,
        ctx.runs,
        routeTag(route),
        customer ? ctx.session : undefined,
      ),
    );
  }
  // Then each route's content page (src/content-floor.ts), under the same throttling.
  const content: ContentResult[] = [];
  for (const { path: route, customer } of ROUTES) {
    const c: ContentResult = { route, customer };
    try {
      const page = await contentPage(
        ctx.appUrl,
        route,
        routeTag(route),
        await freePort(),
        ctx.sandboxPort,
        customer ? ctx.session : undefined,
      );
      c.elements = page.elements;
      try {
        c.result = await lighthouseRoute(page.url, ctx.runs, `content-${routeTag(route)}`);
      } finally {
        await page.close();
      }
    } catch (err) {
      c.error = (err as Error).message;
      log(`WARNING: ${contentError(c)}`);
    }
    content.push(c);
  }
  return {
    figures: [
      ...lighthouseFigures(lighthouse, stackFloor, bareFloor),
      ...contentFigures(content, stackFloor),
    ],
    details: {
      lighthouse,
      lighthouseFloor: { stack: stackFloor, bare: bareFloor },
      lighthouseContent: content,
    },
  };
}
