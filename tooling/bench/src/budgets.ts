// Every budget in one place; tooling/bench/README.md ("Method and budgets") explains each.
export const BUDGETS = {
  // each route's JS+CSS gzip (the fund detail's before any chart) over the stack floor's
  // (stack/: the required libraries, one route, the fund list's first page): `/` and the others
  sizeRatioHome: 1.3,
  sizeRatio: 1.45,
  // issue 9; issue 20: 90 on the fund detail (its chart), 95 elsewhere
  lhPerformance: 95,
  lhPerformanceFundDetail: 90,
  lhAccessibility: 95,
  lcpS: 2.0,
  tbtMs: 150,
  cls: 0.05,
  // issue 20: a route's Lighthouse LCP over the bare React page's in the same run
  lcpRatio: 1.5,
  // issue 5 ("fewer than 300 rows in the DOM") and the bench's own choices (README)
  listRows: 300,
  listFirstRenderMs: 200,
  listWorstFrameMs: 50,
  chartFirstPaintMs: 500,
  // issue 20: the same budgets over the render page's floors measured in the same run (bareList,
  // bareChart): the absolute budgets over the floors of the first idle run, 200 / 58 ms and
  // 500 / 79 ms (README)
  listFirstRenderRatio: 3.4,
  chartFirstPaintRatio: 6.3,
  // issue 4
  sandboxListP95Ms: 20,
  sandboxBuyP95Ms: 30,
  sandboxSeedS: 15,
  // issue 20: list and buy p95 at 100 in flight over the same server's no-op route's p95
  sandboxP95Ratio: 1.5,
  // issue 19: importing only the mobile validator from core's built ESM bundles
  coreMobileValidatorKB: 3,
} as const;
