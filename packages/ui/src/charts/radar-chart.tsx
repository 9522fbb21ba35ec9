import { useMemo, type HTMLAttributes } from 'react';
import { useTheme } from '../theme-provider/theme-provider';
import { cx } from '../utils/cx';
import { DARK_CHART_COLORS, LIGHT_CHART_COLORS } from './chart-colors';
import { ChartFrame } from './chart-frame';
import { buildRadarOption, type RadarAxis, type RadarSeries } from './radar-options';
import './charts.css';

export interface RadarChartProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The axes, e.g. the nine skills 盈利能力, 夏普比率 … */
  axes: readonly RadarAxis[];
  /** One polygon per series (a manager); two or more show a legend (comparison). */
  series: readonly RadarSeries[];
  /** Height in px. Default 240. */
  height?: number;
  /** echarts animation; false in tests and benches. Default true. */
  animation?: boolean;
  /** Shown instead of the chart when no series has a value. Default 暂无评分. */
  emptyText?: string;
}

/**
 * A score radar (manager skill scores 0-100, spec 001 §3 Fund manager, §9), loaded lazily. The
 * accessible label lists every score, so the chart is readable without seeing it.
 */
export function RadarChart({
  axes,
  series,
  height = 240,
  animation = true,
  emptyText = '暂无评分',
  className,
  ...rest
}: RadarChartProps) {
  const { mode } = useTheme();
  const colors = mode === 'dark' ? DARK_CHART_COLORS : LIGHT_CHART_COLORS;
  const option = useMemo(
    () => buildRadarOption({ axes, series, colors, animation }),
    [axes, series, colors, animation],
  );
  const hasValue = series.some((s) => s.values.some((v) => v !== null));
  const summary = series
    .map(
      (s) =>
        `${s.name}：${axes.map((a, i) => `${a.name}${s.values[i] === null || s.values[i] === undefined ? '暂无' : `${Math.round(Number(s.values[i]))}分`}`).join('，')}`,
    )
    .join('；');
  return (
    <div {...rest} className={cx('jj-chart', className)}>
      {hasValue ? (
        <ChartFrame kind="radar" option={option} height={height} label={summary} />
      ) : (
        <div className="jj-chart__empty" style={{ height }}>
          {emptyText}
        </div>
      )}
    </div>
  );
}
