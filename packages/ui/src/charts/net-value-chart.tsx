import { useMemo, type HTMLAttributes } from 'react';
import { useTheme } from '../theme-provider/theme-provider';
import { cx } from '../utils/cx';
import { DARK_CHART_COLORS, LIGHT_CHART_COLORS } from './chart-colors';
import { ChartFrame } from './chart-frame';
import { buildNetValueFrame } from './net-value-frame';
import { NetValueFirstFrame } from './net-value-first-frame';
import {
  NET_VALUE_PERIOD_TABS,
  buildNetValueOption,
  type NetValuePeriod,
  type NetValuePoint,
  type NetValueSeriesNames,
} from './net-value-options';
import './charts.css';

export interface NetValueChartProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Points of the selected period (the screen fetches them for `period`). */
  points: readonly NetValuePoint[];
  /** The selected period: m, 3m, y, ty, start (近1月 … 成立以来). */
  period: NetValuePeriod;
  /** A period tab was tapped. Omit to hide the tabs. */
  onPeriodChange?: (period: NetValuePeriod) => void;
  names?: NetValueSeriesNames;
  /** Chart height in px. Default 200. */
  height?: number;
  /** echarts animation; pass false in tests and screenshot benches. Default true. */
  animation?: boolean;
}

/**
 * Net-value trend: the fund line with benchmark and track lines, and the period tabs 近1月,
 * 近3月, 近1年, 今年以来, 成立以来 (spec 001 §9 m, 3m, y, ty, start). The chart is drawn at once
 * as SVG ({@link NetValueFirstFrame}); the echarts canvas, with the axis tooltip, loads when the
 * investor points at or touches it. The tabs render at once.
 */
export function NetValueChart({
  points,
  period,
  onPeriodChange,
  names,
  height = 200,
  animation = true,
  className,
  ...rest
}: NetValueChartProps) {
  const { mode } = useTheme();
  const colors = mode === 'dark' ? DARK_CHART_COLORS : LIGHT_CHART_COLORS;
  const option = useMemo(
    () => buildNetValueOption({ points, names, colors, animation }),
    [points, names, colors, animation],
  );
  const frame = useMemo(
    () => buildNetValueFrame({ points, names, colors }),
    [points, names, colors],
  );
  const periodLabel = NET_VALUE_PERIOD_TABS.find((t) => t.key === period)?.label ?? '';
  const last = points[points.length - 1];
  const summary = last
    ? `${names?.main ?? '本基金'}${periodLabel}涨跌幅走势，截至${last.date}为${Number(last.percentage_begin).toFixed(2)}%`
    : `${periodLabel}暂无净值数据`;
  return (
    <div {...rest} className={cx('jj-chart', className)}>
      {points.length ? (
        <ChartFrame
          kind="line"
          option={option}
          height={height}
          label={summary}
          firstFrame={
            frame && (
              <NetValueFirstFrame frame={frame} colors={colors} height={height} label={summary} />
            )
          }
        />
      ) : (
        <div className="jj-chart__empty" style={{ height }}>
          暂无数据
        </div>
      )}
      {onPeriodChange && (
        <div className="jj-chart__tabs" role="tablist" aria-label="时间区间">
          {NET_VALUE_PERIOD_TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={t.key === period}
              className="jj-chart__tab"
              onClick={() => onPeriodChange(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
