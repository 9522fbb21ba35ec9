import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUARTILE_LABELS,
  calendarMonthReturns,
  calmarRatio,
  dayNumber,
  excessReturn,
  isoDate,
  maxDrawdownDetail,
  monthlyWinRate,
  peerRanks,
  rankOf,
} from '../index';

const d = dayNumber;

describe('risk statistics on the total-return NAV', () => {
  it('finds the maximum drawdown with its peak and trough dates', () => {
    const days = ['2024-01-02', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-06'].map(d);
    const dd = maxDrawdownDetail({ days, values: [1, 1.2, 0.9, 1.3, 1.17] })!;
    expect(dd.value).toBeCloseTo(0.25, 12);
    expect(isoDate(dd.peakDay!)).toBe('2024-02-01');
    expect(isoDate(dd.troughDay!)).toBe('2024-03-01');
    expect(maxDrawdownDetail({ days: [1, 2], values: [1, 2] })).toEqual({
      value: 0,
      peakDay: null,
      troughDay: null,
    });
    expect(maxDrawdownDetail({ days: [1], values: [1] })).toBeNull();
  });

  it('Calmar = annualised return / maximum drawdown, none when the fund never fell', () => {
    const days = [d('2023-01-01'), d('2023-07-01'), d('2024-01-01')];
    const c = calmarRatio({ days, values: [1, 0.8, 1.1] })!;
    expect(c).toBeCloseTo(0.1 / 0.2, 10);
    expect(calmarRatio({ days, values: [1, 1.05, 1.1] })).toBeNull();
  });

  it('excess return is the fund total return minus the benchmark over the same days', () => {
    const days = [10, 20, 30];
    expect(
      excessReturn({ days, values: [1, 1.1, 1.2] }, { days: [5, 30], values: [100, 110] }),
    ).toBeCloseTo(0.1, 12);
    expect(excessReturn({ days, values: [1, 1.1, 1.2] }, { days: [15], values: [1] })).toBeNull();
  });

  it('wins a month when the month ends above the previous month end', () => {
    const days = ['2024-01-02', '2024-01-31', '2024-02-29', '2024-03-29', '2024-04-30'].map(d);
    const s = { days, values: [1, 1.1, 1.0, 1.05, 1.05] };
    expect(calendarMonthReturns(s).map((m) => m.month)).toEqual([
      '2024-01',
      '2024-02',
      '2024-03',
      '2024-04',
    ]);
    expect(monthlyWinRate(s)).toBeCloseTo(0.5, 12);
    expect(monthlyWinRate({ days: [1], values: [1] })).toBeNull();
  });

  it('the drawdown is between 0 and 1 and the trough follows the peak (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 10, noNaN: true }), { minLength: 2, maxLength: 80 }),
        (vs) => {
          const dd = maxDrawdownDetail({ days: vs.map((_, i) => i), values: vs })!;
          expect(dd.value).toBeGreaterThanOrEqual(0);
          expect(dd.value).toBeLessThan(1);
          if (dd.peakDay !== null) expect(dd.troughDay!).toBeGreaterThan(dd.peakDay);
        },
      ),
    );
  });
});

describe('同类排名 and 四分位 within the peer group', () => {
  it('ranks higher returns first, ties share a rank, null is not ranked', () => {
    const r = peerRanks(
      new Map<string, number | null>([
        ['a', 0.1],
        ['b', 0.3],
        ['c', 0.1],
        ['d', -0.2],
        ['e', null],
      ]),
    );
    expect(r.get('b')!.display).toBe('1/4');
    expect(r.get('a')!.rank).toBe(2);
    expect(r.get('c')!.rank).toBe(2);
    expect(r.get('d')!).toMatchObject({ rank: 4, quartile: 4, quartileLabel: '不佳' });
    expect(r.has('e')).toBe(false);
  });

  it('splits 345 funds into quarters: 12/345 优秀, 100/345 良好, 200/345 一般, 300/345 不佳', () => {
    expect(rankOf(12, 345).quartileLabel).toBe('优秀');
    expect(rankOf(100, 345).quartileLabel).toBe('良好');
    expect(rankOf(200, 345).quartileLabel).toBe('一般');
    expect(rankOf(300, 345).quartileLabel).toBe('不佳');
    expect(rankOf(1, 1).quartileLabel).toBe('优秀');
    expect(() => rankOf(0, 3)).toThrow(RangeError);
    expect(() => rankOf(4, 3)).toThrow(RangeError);
  });

  it('every quartile holds about a quarter of the group (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 2000 }), (total) => {
        const counts = [0, 0, 0, 0];
        for (let k = 1; k <= total; k++) counts[rankOf(k, total).quartile - 1]!++;
        for (const c of counts) expect(Math.abs(c - total / 4)).toBeLessThanOrEqual(1);
        expect(QUARTILE_LABELS).toHaveLength(4);
      }),
    );
  });
});
