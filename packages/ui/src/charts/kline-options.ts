import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, CandlestickSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { LIGHT_CHART_COLORS, type ChartColors } from './chart-colors';

/** One trading day of a K line (price in yuan, volume in shares or lots). */
export interface KLinePoint {
  date: string;
  open: number;
  close: number;
  low: number;
  high: number;
  volume: number;
}

export type KLineOption = ComposeOption<
  | CandlestickSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | DataZoomComponentOption
>;

export interface KLineOptionInput {
  points: readonly KLinePoint[];
  colors?: ChartColors;
  /** Days shown at first (the rest by pinch/drag). Default 60. */
  visibleDays?: number;
  /** Set false in tests and screenshot benches. Default true. */
  animation?: boolean;
}

/** Whether a day closed up (close >= open counts as up, as Chinese quote apps draw it). */
export function isUpDay(p: Pick<KLinePoint, 'open' | 'close'>): boolean {
  return p.close >= p.open;
}

/**
 * The echarts option of a K line with volume: candlesticks on top, volume bars below, both red
 * on up days and green on down days (explicit colours, spec 000 §9), inside zoom on the last
 * `visibleDays` days.
 */
export function buildKLineOption({
  points,
  colors = LIGHT_CHART_COLORS,
  visibleDays = 60,
  animation = true,
}: KLineOptionInput): KLineOption {
  const dates = points.map((p) => p.date);
  const start =
    points.length > visibleDays ? ((points.length - visibleDays) / points.length) * 100 : 0;
  return {
    animation,
    tooltip: { trigger: 'axis', axisPointer: { type: 'cross' } },
    grid: [
      { left: 8, right: 8, top: 12, height: '58%', containLabel: true },
      { left: 8, right: 8, top: '74%', height: '18%', containLabel: true },
    ],
    xAxis: [
      {
        type: 'category',
        data: dates,
        boundaryGap: true,
        axisLine: { lineStyle: { color: colors.axis } },
        axisLabel: { color: colors.text, fontSize: 10 },
      },
      {
        type: 'category',
        gridIndex: 1,
        data: dates,
        boundaryGap: true,
        axisLabel: { show: false },
        axisTick: { show: false },
      },
    ],
    yAxis: [
      {
        scale: true,
        splitNumber: 4,
        axisLabel: { color: colors.text, fontSize: 10 },
        splitLine: { lineStyle: { color: colors.split } },
      },
      {
        scale: true,
        gridIndex: 1,
        splitNumber: 2,
        axisLabel: { show: false },
        splitLine: { show: false },
      },
    ],
    dataZoom: [{ type: 'inside', xAxisIndex: [0, 1], start, end: 100 }],
    series: [
      {
        type: 'candlestick',
        name: '日K',
        // echarts candlestick order: [open, close, low, high]
        data: points.map((p) => [p.open, p.close, p.low, p.high]),
        itemStyle: {
          color: colors.up,
          color0: colors.down,
          borderColor: colors.up,
          borderColor0: colors.down,
        },
      },
      {
        type: 'bar',
        name: '成交量',
        xAxisIndex: 1,
        yAxisIndex: 1,
        data: points.map((p) => ({
          value: p.volume,
          itemStyle: { color: isUpDay(p) ? colors.up : colors.down },
        })),
      },
    ],
  };
}
