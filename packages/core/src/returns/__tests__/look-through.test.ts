import { describe, expect, it } from 'vitest';
import { lookThrough, topTenOverlap } from '../look-through';

const moutai = { key: 'SH:600519', name: '贵州茅台', industry: '食品饮料' };
const catl = { key: 'SZ:300750', name: '宁德时代', industry: '电力设备' };
const cmb = { key: 'SH:600036', name: '招商银行', industry: '银行' };

describe('持仓穿透 across held funds', () => {
  const funds = [
    {
      code: 'A',
      worth: '10000',
      report_date: '2022-12-31',
      stocks: [
        { ...moutai, percent: '9.5' },
        { ...catl, percent: '5' },
      ],
    },
    {
      code: 'B',
      worth: '5000',
      report_date: '2022-09-30',
      stocks: [
        { ...moutai, percent: '8' },
        { ...cmb, percent: '4' },
      ],
    },
    { code: 'C', worth: '1000', report_date: null, stocks: [] },
  ];
  it('sums the money per stock (worth x weight) and per industry, largest first, with each report date', () => {
    const lt = lookThrough(funds);
    expect(lt.total.toFixed(2)).toBe('16000.00');
    expect(lt.stocks.map((s) => [s.name, s.amount.toFixed(2), s.percent.toFixed(2)])).toEqual([
      ['贵州茅台', '1350.00', '8.44'],
      ['宁德时代', '500.00', '3.13'],
      ['招商银行', '200.00', '1.25'],
    ]);
    expect(lt.stocks[0]!.funds).toEqual([
      { code: 'A', report_date: '2022-12-31' },
      { code: 'B', report_date: '2022-09-30' },
    ]);
    expect(lt.industries.map((s) => s.key)).toEqual(['食品饮料', '电力设备', '银行']);
    expect(lt.undisclosed.toFixed(2)).toBe('13950.00');
    expect(lt.reports).toContainEqual({ code: 'C', report_date: null });
  });
  it('puts stocks without an industry under 其他; nothing held gives an empty result', () => {
    const lt = lookThrough([
      {
        code: 'A',
        worth: '100',
        report_date: '2022-12-31',
        stocks: [{ key: 'HK:00700', name: '腾讯控股', percent: '10' }],
      },
    ]);
    expect(lt.industries[0]!.key).toBe('其他');
    const none = lookThrough([]);
    expect(none.stocks).toEqual([]);
    expect(none.total.toFixed(2)).toBe('0.00');
  });
});

describe('前十大重合度 of two funds', () => {
  it('weight overlap is the sum of the smaller weights of the common stocks; count over the shorter list', () => {
    const o = topTenOverlap(
      [
        { ...moutai, percent: '9.5' },
        { ...catl, percent: '5' },
      ],
      [
        { ...moutai, percent: '8' },
        { ...cmb, percent: '4' },
        { ...catl, percent: '6' },
      ],
    );
    expect(o.common.map((c) => c.name)).toEqual(['贵州茅台', '宁德时代']);
    expect(o.weight.toFixed(2)).toBe('13.00');
    expect(o.count_ratio!.toFixed(2)).toBe('100.00');
  });
  it('no common stock is 0; an empty list has no count ratio', () => {
    expect(
      topTenOverlap([{ ...moutai, percent: '9' }], [{ ...cmb, percent: '4' }]).weight.toFixed(2),
    ).toBe('0.00');
    expect(topTenOverlap([], [{ ...cmb, percent: '4' }]).count_ratio).toBeNull();
  });
});
