import { NET_VALUE_PERIODS } from '@jijin/core/constants';
import type { ComposeOption } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { LIGHT_CHART_COLORS, type ChartColors } from './chart-colors';

/** A net-value period code (spec 001 §9: m, 3m, y, ty, start). */
export type NetValuePeriod = (typeof NET_VALUE_PERIODS)[number];

/** The period tabs in order, with their Chinese labels. */
export const NET_VALUE_PERIOD_TABS: ReadonlyArray<{ key: NetValuePeriod; label: string }> = [
  { key: 'm', label: '近1月' },
  { key: '3m', label: '近3月' },
  { key: 'y', label: '近1年' },
  { key: 'ty', label: '今年以来' },
  { key: 'start', label: '成立以来' },
];

/** A net-value point (spec 001 §3): date and cumulative changes in percent since the period start. */
export interface NetValuePoint {
  date: string;
  /** The fund's or portfolio's change since the period start, in %. */
  percentage_begin: number | string | null;
  /** Benchmark change, in %. */
  percent_track?: number | string | null;
  /** Second reference change, in %. */
  percent_track_2?: number | string | null;
}

export interface NetValueSeriesNames {
  /** Default 本基金 */
  main?: string;
  /** Default 业绩基准 */
  track?: string;
  /** Default 沪深300 */
  track2?: string;
}

export type NetValueOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export interface NetValueOptionInput {
  points: readonly NetValuePoint[];
  names?: NetValueSeriesNames;
  colors?: ChartColors;
  /** Set false in tests and screenshot benches. Default true. */
  animation?: boolean;
}

function num(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/**
 * The echarts option of the net-value chart: the fund line plus benchmark and second track
 * lines when the points carry them; y axis in %, x axis dates. Pure: no echarts runtime.
 */
export function buildNetValueOption({
  points,
  names = {},
  colors = LIGHT_CHART_COLORS,
  animation = true,
}: NetValueOptionInput): NetValueOption {
  const main = names.main ?? '本基金';
  const track = names.track ?? '业绩基准';
  const track2 = names.track2 ?? '沪深300';
  const hasTrack = points.some((p) => num(p.percent_track) !== null);
  const hasTrack2 = points.some((p) => num(p.percent_track_2) !== null);
  const line = (
    name: string,
    color: string,
    data: Array<number | null>,
    width: number,
  ): LineSeriesOption => ({
    type: 'line',
    name,
    data,
    showSymbol: false,
    smooth: false,
    connectNulls: true,
    lineStyle: { color, width },
    itemStyle: { color },
  });
  const series: LineSeriesOption[] = [
    line(
      main,
      colors.main,
      points.map((p) => num(p.percentage_begin)),
      2,
    ),
  ];
  if (hasTrack)
    series.push(
      line(
        track,
        colors.track,
        points.map((p) => num(p.percent_track)),
        1,
      ),
    );
  if (hasTrack2)
    series.push(
      line(
        track2,
        colors.track2,
        points.map((p) => num(p.percent_track_2)),
        1,
      ),
    );
  return {
    animation,
    backgroundColor: colors.background,
    grid: { left: 8, right: 12, top: 32, bottom: 8, containLabel: true },
    legend: {
      top: 0,
      left: 0,
      itemWidth: 12,
      itemHeight: 2,
      textStyle: { color: colors.text, fontSize: 11 },
    },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v) => (typeof v === 'number' ? `${v.toFixed(2)}%` : '--'),
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => p.date),
      axisLine: { lineStyle: { color: colors.axis } },
      axisTick: { show: false },
      axisLabel: {
        color: colors.text,
        fontSize: 10,
        showMinLabel: true,
        showMaxLabel: true,
        interval: 'auto',
      },
    },
    yAxis: {
      type: 'value',
      scale: true,
      splitNumber: 4,
      axisLabel: { color: colors.text, fontSize: 10, formatter: '{value}%' },
      splitLine: { lineStyle: { color: colors.split } },
    },
    series,
  };
}
