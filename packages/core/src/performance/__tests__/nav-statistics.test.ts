import { describe, expect, it } from 'vitest';
import {
  addMonths,
  annualizedReturn,
  dayNumber,
  equalWeightIndex,
  holdingPeriodStats,
  holdingWinRate,
  marketRegimeReturns,
  maxDrawdown,
  monthIndex,
  relativeTo,
  sharpeRatio,
  totalReturn,
} from '../index';

const d = dayNumber;

describe('the statistics of a NAV series (core README "Performance")', () => {
  it('measures total and annualized return, and the max drawdown from the previous high', () => {
    const s = {
      days: [d('2024-01-01'), d('2024-04-01'), d('2024-07-01'), d('2024-12-31')],
      values: [1, 1.1, 0.99, 1.21],
    };
    expect(totalReturn(s)).toBeCloseTo(0.21, 10);
    // 365 days from the first to the last point: the annualized return is the total return
    expect(annualizedReturn(s)).toBeCloseTo(0.21, 10);
    expect(maxDrawdown(s)).toBeCloseTo(0.1, 10);
  });

  it('chains the mean daily return of the funds that have a point that day (equal weight)', () => {
    const a = { days: [1, 2, 3], values: [1, 1.1, 1.21] };
    const b = { days: [2, 3], values: [2, 1.8] };
    const ix = equalWeightIndex([a, b], 0, 10)!;
    expect(ix.days).toEqual([1, 2, 3]);
    // day 2: only a moves (+10 %); day 3: a +10 %, b -10 % -> mean 0
    expect(ix.values[1]).toBeCloseTo(1.1, 10);
    expect(ix.values[2]).toBeCloseTo(1.1, 10);
  });

  it('has no Sharpe ratio for a series that never moves and computes (r - 1.5 %) / vol otherwise', () => {
    expect(sharpeRatio({ days: [0, 100, 200], values: [1, 1, 1] })).toBeNull();
    const days = Array.from(
      { length: 245 },
      (_, i) => d('2024-01-01') + Math.round((i * 365) / 244),
    );
    const values = days.map((_, i) => (i % 2 ? 1.01 : 1) * (1 + 0.1 * (i / 244)));
    const sr = sharpeRatio({ days, values })!;
    expect(sr).toBeGreaterThan(0);
    expect(sr).toBeLessThan(1);
  });

  it('regresses daily returns on the benchmark: a series that is twice the benchmark has beta 2 and R² 1', () => {
    const days = Array.from({ length: 60 }, (_, i) => 20000 + i);
    const bench = days.map((_, i) => 100 * (1 + 0.01 * Math.sin(i)) ** i);
    let v = 1;
    const values = [1];
    for (let i = 1; i < days.length; i++) {
      v *= 1 + 2 * (bench[i]! / bench[i - 1]! - 1);
      values.push(v);
    }
    const rel = relativeTo({ days, values }, { days, values: bench })!;
    expect(rel.beta).toBeCloseTo(2, 6);
    expect(rel.rSquared).toBeCloseTo(1, 6);
    expect(rel.alphaAnnual).toBeCloseTo(0, 6);
  });

  it('sorts months into bull (> +2 %), bear (< -2 %) and seesaw by the benchmark', () => {
    const days = [d('2024-01-02'), d('2024-01-31'), d('2024-02-29'), d('2024-03-29')];
    const bench = { days, values: [100, 105, 100, 101] };
    const s = { days, values: [1, 1.1, 1.045, 1.045] };
    const r = marketRegimeReturns(s, bench);
    expect(r.bull).toBeCloseTo(0.1, 10);
    expect(r.bear).toBeCloseTo(-0.05, 10);
    expect(r.seesaw).toBeCloseTo(0, 10);
  });

  it('starts a holding on every past point and ends it on the first point a number of months later', () => {
    // month-end points: +10 %, -9.09 %, +10 %, +10 %
    const days = ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31'].map(d);
    const s = { days, values: [1, 1.1, 1.0, 1.1, 1.21] };
    const one = holdingPeriodStats(s, 1)!;
    expect(one.samples).toBe(4);
    expect(one.winRate).toBeCloseTo(0.75, 10);
    expect(one.min).toBeCloseTo(1 / 1.1 - 1, 10);
    expect(one.p50).toBeCloseTo(0.1, 10);
    expect(one.buckets.find((b) => b.lower === -0.1)!.share).toBeCloseTo(0.25, 10);
    expect(holdingPeriodStats(s, 12)).toBeNull();
  });

  it('adds calendar months with the day clamped to the month end, and finds the month without Date', () => {
    expect(addMonths(d('2024-01-31'), 1)).toBe(d('2024-02-29'));
    expect(addMonths(d('2024-03-15'), -12)).toBe(d('2023-03-15'));
    expect(monthIndex(d('2024-02-29'))).toBe(2024 * 12 + 1);
    expect(monthIndex(d('1999-12-31'))).toBe(1999 * 12 + 11);
  });

  it('counts only the winning holdings of a period, as holdingPeriodStats does', () => {
    const days = ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31'].map(d);
    const s = { days, values: [1, 1.1, 1.0, 1.1, 1.21] };
    expect(holdingWinRate(s, 1)).toBeCloseTo(0.75, 10);
    expect(holdingWinRate(s, 12)).toBeNull();
  });
});
