// The Lighthouse part: the floor page first, then each route, under the same simulated
// throttling on the same machine state (src/lighthouse.ts); each figure is the median of the runs.
import { ROUTES, routeTag } from '../lib/env.ts';
import { lighthouseRoute, type LighthouseResult } from '../lighthouse.ts';
import { figure, type Figure } from '../report.ts';
import { BUDGETS } from '../budgets.ts';
import { r2, type Context, type PartResult } from './context.ts';

/** Below this the bare page's TBT is noise (0-2 ms on an idle machine), so no TBT ratio is shown. */
const TBT_FLOOR_MIN_MS = 50;

export function lighthouseFigures(
  lighthouse: LighthouseResult[],
  floor: LighthouseResult | undefined,
): Figure[] {
  const figures: Figure[] = [];
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
    const f = floor?.median;
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
      figure(
        'lighthouse',
        `lh.${route}.accessibility`,
        `${who} Lighthouse accessibility`,
        m.accessibility,
        '',
        ['>=', BUDGETS.lhAccessibility],
        errs,
      ),
      figure(
        'lighthouse',
        `lh.${route}.lcp`,
        `${who} LCP`,
        m.lcpMs / 1000,
        's',
        ['<=', BUDGETS.lcpS],
        errs,
      ),
      figure(
        'lighthouse',
        `lh.${route}.tbt`,
        `${who} TBT`,
        m.tbtMs,
        'ms',
        ['<=', BUDGETS.tbtMs],
        errs,
      ),
      figure('lighthouse', `lh.${route}.cls`, `${who} CLS`, m.cls, '', ['<=', BUDGETS.cls], errs),
      // Ratios to the floor measured in the same run, so a busy machine moves both alike.
      figure(
        'lighthouse',
        `lh.${route}.lcpRatio`,
        `${who} LCP / bare React page's`,
        f && f.lcpMs > 0 ? r2(m.lcpMs / f.lcpMs) : undefined,
        '×',
        ['<=', BUDGETS.lcpRatio],
        errs,
      ),
      figure(
        'lighthouse',
        `lh.${route}.tbtRatio`,
        `${who} TBT / bare React page's`,
        f && f.tbtMs >= TBT_FLOOR_MIN_MS ? r2(m.tbtMs / f.tbtMs) : undefined,
        '×',
        undefined,
        f && !(f.tbtMs >= TBT_FLOOR_MIN_MS)
          ? `the bare page blocks ${Math.round(f.tbtMs)} ms (< ${TBT_FLOOR_MIN_MS}): no ratio, see TBT`
          : errs,
      ),
    );
  }
  if (floor) {
    const f = floor.median;
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
  return figures;
}

export async function lighthousePart(ctx: Context): Promise<PartResult> {
  // The floor first: the bare React page under the same throttling on the same machine state.
  const lighthouseFloor = await lighthouseRoute(ctx.baselineUrl + '/', ctx.runs, 'baseline');
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
  return {
    figures: lighthouseFigures(lighthouse, lighthouseFloor),
    details: { lighthouse, lighthouseFloor },
  };
}
