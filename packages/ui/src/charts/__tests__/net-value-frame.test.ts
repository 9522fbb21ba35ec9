import { describe, expect, it } from 'vitest';
import { LIGHT_CHART_COLORS } from '../chart-colors';
import { buildNetValueFrame, niceInterval, niceTicks } from '../net-value-frame';

describe('niceInterval (echarts nice(val, true))', () => {
  it('rounds to 1, 2, 3, 5 or 10 times a power of ten', () => {
    expect(niceInterval(1.4)).toBe(1);
    expect(niceInterval(1.5)).toBe(2);
    expect(niceInterval(2.6)).toBe(3);
    expect(niceInterval(4.2)).toBe(5);
    expect(niceInterval(7.5)).toBe(10);
    expect(niceInterval(0.26)).toBe(0.3);
    expect(niceInterval(0.0123)).toBe(0.01);
    expect(niceInterval(180)).toBe(200);
  });
});

describe('niceTicks (a value axis with scale: true, splitNumber 4)', () => {
  it('widens the extent to whole intervals', () => {
    expect(niceTicks(-1.3, 3.21).map((t) => t.label)).toEqual([
      '-2%',
      '-1%',
      '0%',
      '1%',
      '2%',
      '3%',
      '4%',
    ]);
    expect(niceTicks(0, 1.1).map((t) => t.label)).toEqual(['0%', '0.3%', '0.6%', '0.9%', '1.2%']);
    expect(niceTicks(12, 87).map((t) => t.value)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('widens a flat series by half its value each way, or by 1 around 0', () => {
    expect(niceTicks(0, 0).map((t) => t.label)).toEqual(['-1%', '-0.5%', '0%', '0.5%', '1%']);
    expect(niceTicks(4, 4).map((t) => t.value)).toEqual([2, 3, 4, 5, 6]);
  });

  it('always holds the values, in 3 to 10 even steps', () => {
    // A sweep of starts and spans from 0.001 to 900 points of percent.
    for (let a = -90; a <= 900; a += 7.3) {
      for (let span = 0.001; span <= 900; span *= 1.7) {
        const ticks = niceTicks(a, a + span);
        expect(ticks[0]!.value).toBeLessThanOrEqual(a + 1e-9);
        expect(ticks[ticks.length - 1]!.value).toBeGreaterThanOrEqual(a + span - 1e-9);
        expect(ticks.length).toBeGreaterThanOrEqual(3);
        expect(ticks.length).toBeLessThanOrEqual(10);
      }
    }
  });
});

describe('buildNetValueFrame', () => {
  const points = [
    { date: '2026-10-20', percentage_begin: 0, percent_track: 0 },
    { date: '2026-10-21', percentage_begin: null, percent_track: 1 },
    { date: '2026-11-20', percentage_begin: '4', percent_track: -2 },
  ];

  it('draws each series with values across the gaps, top tick first', () => {
    const frame = buildNetValueFrame({ points, names: { main: '华夏成长' } })!;
    expect(frame.ticks.map((t) => [t.label, t.y])).toEqual([
      ['4%', 0],
      ['2%', 1 / 3],
      ['0%', 2 / 3],
      ['-2%', 1],
    ]);
    expect(frame.axisY).toBeCloseTo(2 / 3);
    expect(frame.lines).toEqual([
      { name: '华夏成长', color: LIGHT_CHART_COLORS.main, width: 2, d: 'M0 0.6667L1000 0' },
      {
        name: '业绩基准',
        color: LIGHT_CHART_COLORS.track,
        width: 1,
        d: 'M0 0.6667L500 0.5L1000 1',
      },
    ]);
    expect([frame.firstDate, frame.lastDate]).toEqual(['2026-10-20', '2026-11-20']);
  });

  it('puts the x axis at the bottom when 0 is out of range', () => {
    const frame = buildNetValueFrame({
      points: [
        { date: 'a', percentage_begin: 5 },
        { date: 'b', percentage_begin: 9 },
      ],
    })!;
    expect(frame.ticks.map((t) => t.value)).toEqual([9, 8, 7, 6, 5]);
    expect(frame.axisY).toBe(1);
  });

  it('is null without a value', () => {
    expect(buildNetValueFrame({ points: [] })).toBeNull();
    expect(buildNetValueFrame({ points: [{ date: 'a', percentage_begin: null }] })).toBeNull();
  });

  it('keeps a long series to a few points per plot unit, with its extremes', () => {
    const values = Array.from({ length: 6000 }, (_, i) => (i === 3001 ? 50 : Math.sin(i / 300)));
    const frame = buildNetValueFrame({
      points: values.map((v, i) => ({ date: String(i), percentage_begin: v })),
    })!;
    const d = frame.lines[0]!.d;
    const count = d.split(/[ML]/).length - 1;
    expect(count).toBeLessThanOrEqual(4000);
    expect(count).toBeGreaterThan(1000);
    // The spike's point is kept: y 0 is the top tick, 50 %.
    expect(d).toMatch(/L500\.\d+ 0(L|$)/);
  });
});
