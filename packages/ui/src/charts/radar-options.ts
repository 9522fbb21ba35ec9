import type { ComposeOption } from 'echarts/core';
import type { RadarSeriesOption } from 'echarts/charts';
import type {
  LegendComponentOption,
  RadarComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { LIGHT_CHART_COLORS, type ChartColors } from './chart-colors';

/** One axis of the radar: its label (e.g. 盈利能力). */
export interface RadarAxis {
  name: string;
  /** Axis maximum. Default 100 (manager skill scores, spec 001 §9). */
  max?: number;
}

/** One polygon: a name (the manager) and one value per axis (null = no score, drawn as 0). */
export interface RadarSeries {
  name: string;
  values: readonly (number | null)[];
}

export type RadarOption = ComposeOption<
  RadarSeriesOption | RadarComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface RadarOptionInput {
  axes: readonly RadarAxis[];
  series: readonly RadarSeries[];
  colors?: ChartColors;
  /** Set false in tests and screenshot benches. Default true. */
  animation?: boolean;
}

/**
 * The echarts option of a score radar (the nine manager skill scores, spec 001 §3 Fund manager):
 * one polygon per series (main colour, then the track colours), a legend when several are
 * compared, missing scores drawn at 0.
 */
export function buildRadarOption({
  axes,
  series,
  colors = LIGHT_CHART_COLORS,
  animation = true,
}: RadarOptionInput): RadarOption {
  const palette = [colors.main, colors.track, colors.track2, colors.down];
  return {
    animation,
    color: palette,
    tooltip: { trigger: 'item' },
    legend:
      series.length > 1
        ? {
            bottom: 0,
            textStyle: { color: colors.text, fontSize: 12 },
            itemWidth: 10,
            itemHeight: 10,
          }
        : undefined,
    radar: {
      indicator: axes.map((a) => ({ name: a.name, max: a.max ?? 100 })),
      radius: series.length > 1 ? '58%' : '66%',
      center: ['50%', series.length > 1 ? '46%' : '52%'],
      axisName: { color: colors.text, fontSize: 11 },
      axisLine: { lineStyle: { color: colors.axis } },
      splitLine: { lineStyle: { color: colors.split } },
      splitArea: { show: false },
    },
    series: [
      {
        type: 'radar',
        symbolSize: 3,
        areaStyle: { opacity: 0.15 },
        data: series.map((s) => ({ name: s.name, value: s.values.map((v) => v ?? 0) })),
      },
    ],
  };
}
