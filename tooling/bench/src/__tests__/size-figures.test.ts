import { describe, expect, it } from 'vitest';
import { sizeFigures, type SizeData } from '../parts/size.ts';
import type { PageSize } from '../size.ts';

const KB = 1024;

function page(url: string, totalKb: number, extra: Partial<PageSize> = {}): PageSize {
  return {
    url,
    finalUrl: url,
    customer: false,
    jsGzip: totalKb * KB,
    cssGzip: 0,
    totalGzip: totalKb * KB,
    echartsGzip: 0,
    jsRaw: 0,
    cssRaw: 0,
    files: [],
    other: [],
    echartsLoaded: false,
    failed: [],
    rows: 0,
    ...extra,
  };
}

const data = (routes: PageSize[], stack = page('https://h/', 100, { rows: 20 })): SizeData => ({
  routes,
  baseline: page('https://b/', 60),
  stack,
  initial: null,
  coreSize: [],
});

const byId = (figures: ReturnType<typeof sizeFigures>, id: string) => {
  const f = figures.find((x) => x.id === id);
  if (!f) throw new Error(`no figure ${id}`);
  return f;
};

describe('size budgets are ratios to the stack floor (README "Method and budgets")', () => {
  it('holds / to 1.30x and the other routes to 1.45x the stack floor', () => {
    const f = sizeFigures(
      data([page('https://a/', 131), page('https://a/accounts/funds/', 145, { customer: true })]),
    );
    expect(byId(f, 'size./.ratio')).toMatchObject({ value: 1.31, pass: false });
    expect(byId(f, 'size./accounts/funds/.ratio')).toMatchObject({ value: 1.45, pass: true });
    // the bare page stays for reference, without a budget
    expect(byId(f, 'size./.overBare')).toMatchObject({ value: 2.18, pass: null });
    expect(byId(f, 'size.stack.overBare').value).toBe(1.67);
  });

  it("leaves the fund detail's echarts files out of its ratio", () => {
    const f = sizeFigures(
      data([page('https://a/s/000001', 300, { echartsGzip: 160 * KB, echartsLoaded: true })]),
    );
    expect(byId(f, 'size./s/000001.ratio')).toMatchObject({ value: 1.4, pass: true });
  });

  it('gives no ratio, and fails, when the stack floor did not show its 20 rows', () => {
    const f = sizeFigures(data([page('https://a/', 100)], page('https://h/', 90, { rows: 0 })));
    expect(byId(f, 'size.stack.rows')).toMatchObject({ value: 0, pass: false });
    expect(byId(f, 'size./.ratio')).toMatchObject({ value: null, pass: false });
  });
});
