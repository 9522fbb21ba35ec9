import { describe, expect, it } from 'vitest';
import { sandboxFigures } from '../parts/sandbox.ts';
import { renderFigures } from '../parts/render.ts';
import type { RenderResult } from '../render.ts';

describe('budgets retired in favour of floors (README "Method and budgets")', () => {
  it("reports the sandbox's latency at 100 in flight without a budget, and keeps the seeding budget", () => {
    const f = sandboxFigures({
      ok: true,
      listP95Ms: 80,
      buyP95Ms: 120,
      noopP95Ms: 20,
      seedMs: 9000,
    });
    for (const id of ['sandbox.list.p95', 'sandbox.buy.p95', 'sandbox.list.p95Ratio'])
      expect(f.find((x) => x.id === id)).toMatchObject({ pass: null });
    expect(f.find((x) => x.id === 'sandbox.list.p95Ratio')!.value).toBe(4);
    expect(f.find((x) => x.id === 'sandbox.seed')).toMatchObject({ value: 9, pass: true });
  });

  it("holds the K line's first paint to the canvas floor only, the net-value chart to both", () => {
    const chart = (c: RenderResult['case'], ms: number): RenderResult => ({
      case: c,
      runs: [],
      firstPaintMs: ms,
      errors: [],
    });
    const f = renderFigures(
      [chart('bareChart', 100), chart('kline', 600), chart('nav365', 600)],
      1,
    );
    expect(f.find((x) => x.id === 'render.kline.firstPaint')).toMatchObject({ pass: null });
    expect(f.find((x) => x.id === 'render.kline.firstPaintRatio')).toMatchObject({
      value: 6,
      pass: true,
    });
    expect(f.find((x) => x.id === 'render.nav365.firstPaint')).toMatchObject({ pass: false });
  });
});
