import type { ComposeOption } from 'echarts/core';
import type { PieSeriesOption } from 'echarts/charts';
import type { LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { LIGHT_CHART_COLORS, POSITION_PALETTE, type ChartColors } from './chart-colors';

/** One slice: a name and its share in % (e.g. 股票 62.5). */
export interface AllocationSlice {
  name: string;
  /** Share in percent. */
  value: number | string;
}

export type DonutOption = ComposeOption<
  PieSeriesOption | LegendComponentOption | TooltipComponentOption
>;

export interface DonutOptionInput {
  slices: readonly AllocationSlice[];
  /** Text in the hole, e.g. 资产配置. */
  centerText?: string;
  colors?: ChartColors;
  palette?: readonly string[];
  /** Set false in tests and screenshot benches. Default true. */
  animation?: boolean;
}

/**
 * The echarts option of the asset-allocation donut (stock, bond, cash, other; spec 001 §3 Asset
 * allocation): slices in the 20-colour position palette, zero slices dropped, legend with %.
 */
export function buildDonutOption({
  slices,
  centerText,
  colors = LIGHT_CHART_COLORS,
  palette = POSITION_PALETTE,
  animation = true,
}: DonutOptionInput): DonutOption {
  const data = slices
    .map((s) => ({ name: s.name, value: Number(s.value) }))
    .filter((s) => Number.isFinite(s.value) && s.value > 0);
  const byName = new Map(data.map((d) => [d.name, d.value]));
  return {
    animation,
    color: [...palette],
    tooltip: { trigger: 'item', valueFormatter: (v) => `${Number(v).toFixed(2)}%` },
    legend: {
      orient: 'vertical',
      right: 8,
      top: 'middle',
      itemWidth: 8,
      itemHeight: 8,
      textStyle: { color: colors.text, fontSize: 12 },
      formatter: (name: string) => `${name}  ${(byName.get(name) ?? 0).toFixed(2)}%`,
    },
    series: [
      {
        type: 'pie',
        radius: ['48%', '72%'],
        center: ['30%', '50%'],
        avoidLabelOverlap: true,
        label: centerText
          ? {
              show: true,
              position: 'center',
              formatter: () => centerText,
              color: colors.text,
              fontSize: 12,
            }
          : { show: false },
        labelLine: { show: false },
        emphasis: { scale: false },
        data,
      },
    ],
  };
}
