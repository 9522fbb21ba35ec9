import { describe, expect, it } from 'vitest';
import {
  allocationParts,
  annualVolatility,
  candles,
  holdingChanges,
  holdingsOverlap,
  industryAllocation,
  maxDrawdown,
  meanOf,
  percentileOf,
  rankAmong,
  sectorOf,
  styleBox,
} from '../compute';

const rows = [
  { key: 'SZ:300395', name: '菲利华', pct: '9.38', industry: '国防军工' },
  { key: 'SZ:300593', name: '新雷能', pct: '8.82', industry: '电力设备' },
  { key: 'SZ:002025', name: '航天电器', pct: '5.31', industry: '国防军工' },
  { key: 'HK:00700', name: '腾讯控股', pct: '1.10', industry: null },
];

describe('research computed facts (spec 001 §3 Asset allocation; sandbox README "Research area")', () => {
  it('allocation keeps the real stock position and puts the undisclosed rest in other, summing to 100', () => {
    const a = allocationParts('76.73', rows);
    expect(a).toEqual({ stock: 76.73, bond: null, cash: null, other: 23.27, fromTop10: false });
    expect(a.stock + a.other).toBe(100);
  });

  it('allocation without a stock position falls back to the top-10 sum', () => {
    expect(allocationParts(null, rows)).toMatchObject({
      stock: 24.61,
      other: 75.39,
      fromTop10: true,
    });
  });

  it('holding changes are percentage points against the previous report; absent before means new', () => {
    const prev = [
      { key: 'SZ:300395', name: '菲利华', pct: '9.92' },
      { key: 'SH:600760', name: '中航沈飞', pct: '3.00' },
    ];
    const c = holdingChanges(rows.slice(0, 2), prev);
    expect(c[0]).toMatchObject({ percent: 9.38, percent_change: -0.54, is_new: false });
    expect(c[1]).toMatchObject({ percent: 8.82, percent_change: null, is_new: true });
    expect(holdingChanges(rows.slice(0, 1), null)[0]).toMatchObject({
      percent_change: null,
      is_new: false,
    });
  });

  it('industry allocation sums weights per Shenwan level 1, other for none, largest first', () => {
    expect(industryAllocation(rows)).toEqual([
      { name: '国防军工', percent: 14.69 },
      { name: '电力设备', percent: 8.82 },
      { name: '其他', percent: 1.1 },
    ]);
  });

  it('overlap is the sum of the smaller weights of the common stocks', () => {
    const o = holdingsOverlap(rows, [
      { key: 'SZ:300395', name: '菲利华', pct: '4.00' },
      { key: 'HK:00700', name: '腾讯控股', pct: '6.50' },
    ]);
    expect(o.percent).toBe(5.1);
    expect(o.stocks.map((s) => s.percents)).toEqual([
      [9.38, 4],
      [1.1, 6.5],
    ]);
  });

  it('maximum drawdown is the largest fall from a running peak', () => {
    expect(maxDrawdown([100, 120, 90, 130, 117])).toBe(-25);
    expect(maxDrawdown([1])).toBeNull();
  });

  it('annualised volatility is the sample deviation of daily returns times sqrt(250)', () => {
    // returns +10%, -10%: mean 0, sample sd 0.141421… -> x 15.8114 = 223.61%
    expect(annualVolatility([100, 110, 99])).toBe(223.61);
    expect(annualVolatility([100, 100, 100])).toBe(0);
  });

  it('ranks with ties sharing a place, best first', () => {
    expect(rankAmong(5, [9, 5, 5, 1, null])).toEqual({ index: 2, total: 4 });
    expect(rankAmong(null, [1, 2])).toBeNull();
  });

  it('percentiles count values below and half the ties', () => {
    expect(percentileOf([1, 2, 3, 4], 3)).toBe(62.5);
    expect(percentileOf([1, 2, 3, 4], 10)).toBe(100);
  });

  it('style box: weighted cap and P/B percentiles name size and style', () => {
    expect(
      styleBox([
        { pct: '10', capPercentile: 90, pbPercentile: 80 },
        { pct: '10', capPercentile: 80, pbPercentile: 60 },
        { pct: '5', capPercentile: null, pbPercentile: 10 },
      ]),
    ).toEqual({ style: '大盘成长', size_score: 85, value_score: 70 });
    expect(styleBox([{ pct: '5', capPercentile: 40, pbPercentile: 20 }])?.style).toBe('小盘价值');
    expect(styleBox([{ pct: '5', capPercentile: null, pbPercentile: null }])).toBeNull();
  });

  it('weekly candles take the first open, last close, extremes and summed volume', () => {
    const bar = (date: string, o: number, c: number, h: number, l: number) => ({
      date,
      open: o,
      close: c,
      high: h,
      low: l,
      volume: 1,
    });
    const w = candles(
      [
        bar('2026-04-13', 10, 11, 12, 9),
        bar('2026-04-17', 11, 13, 14, 10),
        bar('2026-04-20', 13, 12, 13, 11),
      ],
      'week',
    );
    expect(w).toEqual([
      { date: '2026-04-17', open: 10, close: 13, high: 14, low: 9, volume: 2, percent: null },
      { date: '2026-04-20', open: 13, close: 12, high: 13, low: 11, volume: 1, percent: -7.69 },
    ]);
  });

  it('a fund belongs to the sector of its largest Shenwan weight when that is at least 20 % of assets', () => {
    // 国防军工 9.38 + 5.31 = 14.69 < 20: no sector
    expect(sectorOf(rows)).toBeNull();
    const more = [
      ...rows,
      { key: 'SH:600760', name: '中航沈飞', pct: '5.31', industry: '国防军工' },
    ];
    expect(sectorOf(more)).toBe('国防军工'); // exactly 20.00
    expect(
      sectorOf([
        { key: 'a', name: 'a', pct: '20', industry: '银行' },
        { key: 'b', name: 'b', pct: '20', industry: '电子' },
      ]),
    ).toBe('电子'); // a tie goes to the name sorted first
    expect(sectorOf([{ key: 'HK:00700', name: '腾讯控股', pct: '30', industry: null }])).toBeNull();
  });

  it('sector and style means are exact over the known values, half-up to 2 decimals', () => {
    expect(meanOf(['1.005', null, '2'])).toBe(1.5);
    expect(meanOf([0.125, 0.13])).toBe(0.13); // 0.1275 -> 0.13
    expect(meanOf([-0.005])).toBe(-0.01);
    expect(meanOf([null, null])).toBeNull();
  });
});
