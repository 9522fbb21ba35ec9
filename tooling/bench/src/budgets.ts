// Every budget in one place; tooling/bench/README.md ("Method and budgets") explains each.
export const BUDGETS = {
  // Size: each route's JS+CSS gzip (the fund detail's before any chart) over the stack floor's
  // (stack/: the required libraries, one route, the fund list's first page): `/` and the others.
  sizeRatioHome: 1.3,
  sizeRatio: 1.45,
  // Lighthouse (default mobile config, median of the runs), on every measured route.
  lhPerformance: 95,
  lhAccessibility: 95,
  cls: 0.05,
  /** A route's LCP over the stack floor's, same run. */
  lcpRatio: 1.2,
  /** A route's TBT minus the stack floor's, ms, same run. */
  tbtOverFloorMs: 100,
  /** Scripting + style + layout until LCP and until network idle, over the stack floor's. */
  workRatio: 1.5,
  // In-app navigation at 4× CPU: tap to the next screen's content painted, ms.
  navTapToContentMs: 300,
  // Rendering: fewer than 300 rows in the DOM and the bench's own choices.
  listRows: 300,
  listFirstRenderMs: 200,
  listWorstFrameMs: 50,
  /** The net-value charts' first paint, ms (the K line has only its ratio to the canvas floor). */
  chartFirstPaintMs: 500,
  // The same budgets over the render page's floors measured in the same run (bareList,
  // bareChart): the absolute budgets over the floors of the first idle run, 200 / 58 ms and
  // 500 / 79 ms.
  listFirstRenderRatio: 3.4,
  chartFirstPaintRatio: 6.3,
  // Scale: the heavy account's reads over the one-trade account's; the large database's reads
  // and buy over the empty database's (src/scale.ts).
  heavyAccountRatio: 2,
  largeDatabaseRatio: 1.5,
  // Sandbox: first start with seeding, s (latency figures are reported without budget).
  sandboxSeedS: 15,
  // Importing only the mobile validator from core's built ESM bundles, KB gzip.
  coreMobileValidatorKB: 3,
} as const;
