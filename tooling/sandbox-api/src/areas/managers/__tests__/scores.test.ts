import { describe, expect, it } from 'vitest';
import { dayNum } from '../../../market/calendar';
import { managerProfile, scoresOf, overallScore, MIN_POINTS } from '../scores';

/** A fixed NAV series: 500 weekdays from 2019-12-02, +0.15 % a day with a -1 % day every 10th. */
function fixedSeries() {
  const days: number[] = [];
  const values: number[] = [];
  let day = dayNum('2019-12-02');
  let v = 1;
  for (let i = 0; i < 500; i++) {
    const wd = (new Date(day * 86400000).getUTCDay() + 6) % 7;
    if (wd >= 5) {
      day += 7 - wd;
    }
    if (i > 0) v *= i % 10 === 0 ? 0.99 : 1.0015;
    days.push(day);
    values.push(Math.round(v * 10000));
    day += 1;
  }
  return { days, values };
}
/** The benchmark: the same days, +0.2 % a day with -1 % every 10th and -6 % every 50th. */
function fixedBench(days: number[]) {
  let v = 400000;
  return {
    days,
    values: days.map((_, i) => {
      if (i > 0) v *= i % 50 === 0 ? 0.94 : i % 10 === 0 ? 0.99 : 1.002;
      return Math.round(v);
    }),
  };
}

describe('manager scores (spec 001 §3 Fund manager, §9 max 100; README "Managers")', () => {
  it('maps the measures to scores on fixed lines', () => {
    const s = scoresOf({
      annualReturn: 0.05,
      sharpe: 0.5,
      alphaAnnual: 0.025,
      maxDrawdown: 0.25,
      captureSpread: 0,
      years: 7.5,
      rSquared: 0.5,
      excessAnnual: 0.025,
      volatility: 0.2,
    });
    expect(Object.values(s)).toEqual([50, 50, 50, 50, 50, 50, 50, 50, 50]);
    expect(overallScore(s)).toBe(50);
  });

  it('pins every score of the profile computed on a fixed NAV series against a fixed benchmark', () => {
    const fund = fixedSeries();
    const csi = fixedBench(fund.days);
    const p = managerProfile([fund], csi, dayNum('2019-01-01'), dayNum('2022-01-01'), 6)!;
    expect(p.index.days).toHaveLength(500);
    expect(p.fundsCount).toBe(1);
    const m = p.measures;
    // hand check: 450 up-days of +0.1 % and 49 down-days of -2 %
    expect(fund.values[499]! / fund.values[0]!).toBeCloseTo(1.0015 ** 450 * 0.99 ** 49, 3);
    expect(m.maxDrawdown).toBeGreaterThan(0.01);
    expect(p.scores).toEqual({
      profitability: expect.any(Number),
      sharpe_ratio: expect.any(Number),
      stock_selection: expect.any(Number),
      anti_risk: expect.any(Number),
      timing_selection: expect.any(Number),
      experience: 40,
      index_following: expect.any(Number),
      excess_income: expect.any(Number),
      stability: expect.any(Number),
    });
    expect(p.scores).toMatchInlineSnapshot(`
      {
        "anti_risk": 98,
        "excess_income": 92.3,
        "experience": 40,
        "index_following": 51.9,
        "profitability": 66.7,
        "sharpe_ratio": 100,
        "stability": 86.6,
        "stock_selection": 78.4,
        "timing_selection": 100,
      }
    `);
    expect(p.overall).toMatchInlineSnapshot(`79.3`);
  });

  it('gives no profile when the funds have fewer than MIN_POINTS points in the window', () => {
    const fund = fixedSeries();
    const csi = fixedBench(fund.days);
    const short = managerProfile([fund], csi, fund.days[0]!, fund.days[MIN_POINTS - 2]!, 3);
    expect(short).toBeNull();
  });
});
