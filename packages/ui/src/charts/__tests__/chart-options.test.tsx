import { NET_VALUE_PERIODS } from '@jijin/core/constants';
import { describe, expect, it } from 'vitest';
import { DARK_CHART_COLORS, LIGHT_CHART_COLORS, POSITION_PALETTE } from '../chart-colors';
import { buildDonutOption } from '../donut-options';
import { buildKLineOption, isUpDay, type KLinePoint } from '../kline-options';
import {
  NET_VALUE_PERIOD_TABS,
  buildNetValueOption,
  type NetValuePoint,
} from '../net-value-options';

const points: NetValuePoint[] = [
  { date: '2026-11-18', percentage_begin: 0, percent_track: 0, percent_track_2: null },
  { date: '2026-11-19', percentage_begin: '1.25', percent_track: 0.5, percent_track_2: null },
  { date: '2026-11-20', percentage_begin: -0.4, percent_track: '0.2', percent_track_2: null },
];

type AnySeries = {
  type: string;
  name: string;
  data: unknown[];
  itemStyle?: Record<string, unknown>;
};

describe('net-value chart option', () => {
  it('maps the period tabs to m, 3m, y, ty, start in order (spec 001 §9)', () => {
    expect(NET_VALUE_PERIOD_TABS.map((t) => t.key)).toEqual([...NET_VALUE_PERIODS]);
    expect(NET_VALUE_PERIOD_TABS.map((t) => t.label)).toEqual([
      '近1月',
      '近3月',
      '近1年',
      '今年以来',
      '成立以来',
    ]);
  });

  it('draws the fund line and the benchmark line, skipping a track without data', () => {
    const option = buildNetValueOption({ points, animation: false });
    const series = option.series as AnySeries[];
    expect(series.map((s) => s.name)).toEqual(['本基金', '业绩基准']);
    expect(series[0]!.data).toEqual([0, 1.25, -0.4]);
    expect(series[1]!.data).toEqual([0, 0.5, 0.2]);
    expect(option.animation).toBe(false);
    expect((option.xAxis as { data: string[] }).data).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect((option.yAxis as { axisLabel: { formatter: string } }).axisLabel.formatter).toBe(
      '{value}%',
    );
  });

  it('adds the second track line and custom names', () => {
    const option = buildNetValueOption({
      points: points.map((p) => ({ ...p, percent_track_2: 0.1 })),
      names: { main: '本组合', track2: '中证500' },
    });
    expect((option.series as AnySeries[]).map((s) => s.name)).toEqual([
      '本组合',
      '业绩基准',
      '中证500',
    ]);
    expect(option.animation).toBe(true);
  });

  it('uses the red main line in light and dark themes', () => {
    const light = buildNetValueOption({ points }).series as Array<{ lineStyle: { color: string } }>;
    const dark = buildNetValueOption({ points, colors: DARK_CHART_COLORS }).series as Array<{
      lineStyle: { color: string };
    }>;
    expect(light[0]!.lineStyle.color).toBe(LIGHT_CHART_COLORS.main);
    expect(dark[0]!.lineStyle.color).toBe(DARK_CHART_COLORS.main);
  });
});

describe('asset-allocation donut option', () => {
  it('drops empty slices and colours from the 20-colour position palette (spec 001 §9)', () => {
    expect(POSITION_PALETTE).toHaveLength(20);
    const option = buildDonutOption({
      slices: [
        { name: '股票', value: 62.5 },
        { name: '债券', value: '30' },
        { name: '现金', value: 7.5 },
        { name: '其他', value: 0 },
      ],
      animation: false,
    });
    const pie = (option.series as Array<{ data: Array<{ name: string; value: number }> }>)[0]!;
    expect(pie.data.map((d) => d.name)).toEqual(['股票', '债券', '现金']);
    expect(option.color).toEqual([...POSITION_PALETTE]);
    const legend = option.legend as { formatter: (name: string) => string };
    expect(legend.formatter('股票')).toBe('股票  62.50%');
    expect(option.animation).toBe(false);
  });
});

describe('K-line option', () => {
  const days: KLinePoint[] = [
    { date: '2026-11-19', open: 10, close: 10.5, low: 9.8, high: 10.6, volume: 1200 },
    { date: '2026-11-20', open: 10.5, close: 10.1, low: 10, high: 10.7, volume: 900 },
  ];

  it('colours up days red and down days green, explicitly (spec 000 §9)', () => {
    const option = buildKLineOption({ points: days, animation: false });
    const [candles, volume] = option.series as AnySeries[];
    expect(candles!.type).toBe('candlestick');
    expect(candles!.itemStyle).toMatchObject({
      color: '#e93030',
      color0: '#14a35b',
      borderColor: '#e93030',
      borderColor0: '#14a35b',
    });
    expect(candles!.data).toEqual([
      [10, 10.5, 9.8, 10.6],
      [10.5, 10.1, 10, 10.7],
    ]);
    expect(volume!.type).toBe('bar');
    expect(volume!.data).toEqual([
      { value: 1200, itemStyle: { color: '#e93030' } },
      { value: 900, itemStyle: { color: '#14a35b' } },
    ]);
    expect(option.animation).toBe(false);
  });

  it('counts an unchanged close as up and zooms on the last days', () => {
    expect(isUpDay({ open: 1, close: 1 })).toBe(true);
    const many = Array.from({ length: 120 }, (_, i) => ({ ...days[0]!, date: `d${i}` }));
    const zoom = buildKLineOption({ points: many, visibleDays: 60 }).dataZoom as Array<{
      start: number;
    }>;
    expect(zoom[0]!.start).toBe(50);
  });
});
