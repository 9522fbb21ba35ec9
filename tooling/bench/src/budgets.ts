// Every budget in one place; tooling/bench/README.md explains where each comes from.
export const BUDGETS = {
  // issue 9
  sizeRatioHome: 1.6, // `/` JS+CSS gzip over the bare React 19 hello page
  lhPerformance: 95,
  lhAccessibility: 95,
  lcpS: 2.0,
  tbtMs: 150,
  cls: 0.05,
  // issue 5 ("fewer than 300 rows in the DOM") and the bench's own choices (README)
  listRows: 300,
  listFirstRenderMs: 200,
  listWorstFrameMs: 50,
  chartFirstPaintMs: 500,
  // issue 4
  sandboxListP95Ms: 20,
  sandboxBuyP95Ms: 30,
  sandboxSeedS: 15,
  // issue 19: importing only the mobile validator from core's built ESM bundles
  coreMobileValidatorKB: 3,
} as const;
