import { describe, expect, it } from 'vitest';
import { lighthouseFigures } from '../parts/lighthouse.ts';
import type { LighthouseResult } from '../lighthouse.ts';
import { notes } from '../report.ts';

function result(url: string, m: Partial<LighthouseResult['median']>): LighthouseResult {
  const median = {
    performance: 98,
    accessibility: 100,
    lcpMs: 1000,
    tbtMs: 20,
    cls: 0,
    fcpMs: 800,
    siMs: 900,
    mainThreadMs: 500,
    workUntilLcpMs: 400,
    workUntilIdleMs: 600,
    benchmarkIndex: 1500,
    ...m,
  };
  return {
    url,
    customer: false,
    runs: [],
    median,
    spread: { tbtMs: [median.tbtMs - 5, median.tbtMs + 5] },
    items: {},
    a11yFailures: [],
    notes: [],
  };
}

const byId = (f: ReturnType<typeof lighthouseFigures>, id: string) => f.find((x) => x.id === id)!;

describe('Lighthouse budgets against the stack floor (README "Method and budgets")', () => {
  const floor = result('https://h/', {});

  it('holds LCP to 1.2x, main-thread work to 1.5x and TBT to 100 ms over the floor', () => {
    const f = lighthouseFigures(
      [
        result('https://a/s/000001', {
          lcpMs: 1250,
          tbtMs: 110,
          workUntilLcpMs: 600,
          workUntilIdleMs: 950,
        }),
      ],
      floor,
    );
    expect(byId(f, 'lh./s/000001.lcpRatio')).toMatchObject({ value: 1.25, pass: false });
    expect(byId(f, 'lh./s/000001.tbtOverFloor')).toMatchObject({ value: 90, pass: true });
    expect(byId(f, 'lh./s/000001.workLcpRatio')).toMatchObject({ value: 1.5, pass: true });
    expect(byId(f, 'lh./s/000001.workIdleRatio')).toMatchObject({ value: 1.58, pass: false });
    // TBT itself is reported with its spread and no budget
    expect(byId(f, 'lh./s/000001.tbt')).toMatchObject({ pass: null, spread: [105, 115] });
  });

  it('asks for performance 95 on every route, the fund detail included', () => {
    const f = lighthouseFigures([result('https://a/s/000001', { performance: 94 })], floor);
    expect(byId(f, 'lh./s/000001.performance')).toMatchObject({ pass: false });
  });

  it('fails the ratios, with a note, when the floor is missing', () => {
    const f = lighthouseFigures([result('https://a/', {})], undefined);
    expect(byId(f, 'lh./.lcpRatio')).toMatchObject({ value: null, pass: false });
    expect(byId(f, 'lh./.lcpRatio').note).toMatch(/floor/);
  });

  it('notes a failed run once for the route, as left out of its medians', () => {
    const route = result('https://a/', {});
    route.runs = [
      { runtimeError: 'NO_NAVSTART: trace' },
      {},
      {},
    ] as unknown as LighthouseResult['runs'];
    const f = lighthouseFigures([route], floor);
    const lines = notes(f);
    expect(lines).toEqual([
      '/ Lighthouse performance: 1 of 3 runs of / failed (NO_NAVSTART: trace); its Lighthouse figures are the medians of the other 2',
    ]);
  });
});
