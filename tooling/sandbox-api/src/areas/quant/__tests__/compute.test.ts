import { describe, expect, it } from 'vitest';
import { dayNum } from '../../../market/calendar';
import { FACTORS } from '../factor-defs';
import {
  analyseScore,
  factorValues,
  influenceOf,
  navExposures,
  strongestFactor,
  styleExposures,
  type FactorValue,
} from '../factor-scores';
import { median, rankIndustries, type IndustryStock } from '../industry-rank';
import { percentileRank } from '../stats';
import { alignCloses, backtest, targetWeights } from '../strategy-backtest';
import { periodStart } from '../strategies';

const def = (factor: string) => FACTORS.find((f) => f.factor === factor)!;
const fv = (factor: string, percentile: number | null, value = 1): FactorValue => ({
  def: def(factor),
  value,
  percentile,
});

describe('quant factor rules (spec 001 §3 Quant factor: factor, factor_type_display, price_influence_type)', () => {
  it('places a value among its peers: the share below plus half the ties', () => {
    expect(percentileRank([1, 2, 3, 4], 3)).toBe(62.5);
    expect(percentileRank([1, 2, 2, 4], 2)).toBe(50);
    expect(percentileRank([5, 6, 7], 1)).toBe(0);
  });

  it('reads the price influence from the favourable percentile: ≥ 70 positive, ≤ 30 negative', () => {
    expect(influenceOf(1, 75)).toBe(1);
    expect(influenceOf(1, 30)).toBe(-1);
    expect(influenceOf(1, 50)).toBe(0);
    expect(influenceOf(-1, 80)).toBe(-1);
    expect(influenceOf(-1, 20)).toBe(1);
    expect(influenceOf(0, 99)).toBe(0);
    expect(influenceOf(1, null)).toBeNull();
  });

  it('computes the NAV exposures over one year: beta 2 and alpha 0 for a fund moving twice the index', () => {
    const start = dayNum('2025-01-01');
    const days: number[] = [];
    const bench: number[] = [];
    const fund: number[] = [];
    let b = 1000;
    let f = 1;
    for (let i = 0; i <= 400; i++) {
      const r = i === 0 ? 0 : ((i * 7) % 11) / 1000 - 0.005; // a fixed, varied daily return
      b *= 1 + r;
      f *= 1 + 2 * r;
      days.push(start + i);
      bench.push(b);
      fund.push(f);
    }
    const end = days[days.length - 1]!;
    const x = navExposures({ days, values: fund }, { days, values: bench }, end)!;
    expect(x.end).toBe(end);
    expect(x.values.beta_1y).toBe(2);
    expect(x.values.alpha_1y).toBe(0);
    const yearAgo = days.indexOf(dayNum('2025-02-05'));
    expect(x.values.momentum_12m).toBe(Math.round((fund[400]! / fund[yearAgo]! - 1) * 10000) / 100);
    expect(x.values.max_drawdown_1y).toBeGreaterThan(0);
    // fewer than 120 points in the year: no NAV factors
    expect(
      navExposures(
        { days: days.slice(0, 100), values: fund.slice(0, 100) },
        { days, values: bench },
        end,
      ),
    ).toBeNull();
  });

  it('takes size and value from the style box and concentration as the top industry share of the top 10', () => {
    expect(
      styleExposures({ size_score: 81.5, value_score: 40 }, [
        { name: '电子', percent: 30 },
        { name: '银行', percent: 10 },
      ]),
    ).toEqual({ size: 81.5, value: 40, industry_concentration: 75 });
    expect(styleExposures(null, [])).toEqual({
      size: null,
      value: null,
      industry_concentration: null,
    });
  });

  it('gives no percentile with fewer than five peer values', () => {
    const peers = [1, 2, 3, 4].map((v) => ({ momentum_3m: v }));
    const few = factorValues({ momentum_3m: 3 }, peers);
    expect(few.find((x) => x.def.factor === 'momentum_3m')!.percentile).toBeNull();
    const enough = factorValues({ momentum_3m: 3 }, [...peers, { momentum_3m: 5 }]);
    expect(enough.find((x) => x.def.factor === 'momentum_3m')!.percentile).toBe(50);
  });

  it('picks as max factor the one leaning furthest, skipping descriptive ones, and scores basic factors only', () => {
    const list = [
      fv('momentum_3m', 60),
      fv('volatility_1y', 5), // favourable 95: leans 45
      fv('beta_1y', 100), // descriptive
      fv('alpha_1y', 0), // senior, favourable 0: leans 50
    ];
    expect(strongestFactor(list)!.def.factor).toBe('alpha_1y');
    expect(strongestFactor(list.slice(0, 3))!.def.factor).toBe('volatility_1y');
    expect(strongestFactor([fv('beta_1y', 90)])).toBeNull();
    expect(analyseScore(list)).toBe(77.5); // (60 + 95) / 2
    expect(analyseScore([fv('alpha_1y', 10)])).toBeNull();
  });
});

describe('quant strategy backtests (spec 001 §7 Quant strategies/{id}/indexes)', () => {
  const px = [
    [100, 110, 121, 121],
    [100, 100, 100, 50],
  ];
  const days = ['2026-01-29', '2026-01-30', '2026-02-02', '2026-02-03'].map(dayNum);

  it('sets weights by rule: momentum to the best mover, trend to cash below the moving average', () => {
    expect(targetWeights({ kind: 'momentum', lookback: 1 }, px, 1)).toEqual([1, 0]);
    expect(targetWeights({ kind: 'momentum', lookback: 1 }, px, 0)).toEqual([0, 0]);
    expect(targetWeights({ kind: 'trend', ma: 2 }, [[10, 12, 11]], 1)).toEqual([1]);
    expect(targetWeights({ kind: 'trend', ma: 2 }, [[10, 12, 11]], 2)).toEqual([0]);
    expect(targetWeights({ kind: 'trend', ma: 5 }, [[10, 12, 11]], 2)).toEqual([0]);
  });

  it('rebalances at the start and at each month end and lets units drift in between', () => {
    const r = backtest({ kind: 'fixed', weights: [0.5, 0.5] }, days, px, days[0]!)!;
    expect(r.days).toEqual(days);
    // 1 -> 1.05 (month end: back to 50/50) -> 0.525*1.1 + 0.525 -> 0.5775 + 0.2625
    expect(Array.from(r.values, (v) => Math.round(v * 10000) / 10000)).toEqual([
      1, 1.05, 1.1025, 0.84,
    ]);
    expect(backtest({ kind: 'fixed', weights: [1, 0] }, days, px, dayNum('2027-01-01'))).toBeNull();
  });

  it('keeps idle cash at its value when the rule holds nothing', () => {
    const r = backtest({ kind: 'momentum', lookback: 10 }, days, px, days[0]!)!;
    expect(Array.from(r.values)).toEqual([1, 1, 1, 1]);
  });

  it('aligns closes on the first series, the others taking their last close on or before', () => {
    const a = { days: [1, 2, 3, 4], values: [10, 11, 12, 13] };
    const b = { days: [2, 4], values: [5, 6] };
    expect(alignCloses([a, b])).toEqual({
      days: [2, 3, 4],
      px: [
        [11, 12, 13],
        [5, 5, 6],
      ],
    });
  });

  it('starts a period window by the spec periods (m, 3m, y, ty, start)', () => {
    const end = dayNum('2026-04-17');
    expect(periodStart('m', end, 0)).toBe(dayNum('2026-03-17'));
    expect(periodStart('y', end, 0)).toBe(dayNum('2025-04-17'));
    expect(periodStart('ty', end, 0)).toBe(dayNum('2026-01-01'));
    expect(periodStart('start', end, 42)).toBe(42);
  });
});

describe('quant industry ranking (spec 001 §7 Quant industry_recommend)', () => {
  const stock = (sw1: string, i: number, pb: number, funds: number): IndustryStock => ({
    symbol: `SH60${sw1.length}${String(i).padStart(3, '0')}`,
    name: `${sw1}${i}`,
    sw1,
    close: '10.00',
    pe: 10 + i,
    pb,
    mv_wan: 1000 - i,
    funds,
  });

  it('takes the median (mean of the middle two for an even count)', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('ranks by (valuation + attention) / 2 and leaves industries under five stocks unranked', () => {
    const stocks = [
      ...[0, 1, 2, 3, 4].map((i) => stock('银行', i, 1, 10)),
      ...[0, 1, 2, 3, 4].map((i) => stock('电子', i, 2, 0)),
      stock('综合', 0, 3, 50),
      stock('综合', 1, 3, 50),
    ];
    const r = rankIndustries(stocks);
    expect(r.map((x) => [x.name, x.id, x.rank, x.score])).toEqual([
      ['银行', 2, 1, 75], // valuation 100 - 25, attention 75
      ['电子', 1, 2, 25],
      ['综合', 3, null, null],
    ]);
    expect(r[0]).toMatchObject({
      stocks_count: 5,
      pb_median: 1,
      pe_median: 12,
      fund_holdings_count: 50,
    });
    expect(r[0]!.stocks[0]!.name).toBe('银行0'); // largest market value first
  });
});
