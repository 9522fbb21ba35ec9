import { useMemo, type HTMLAttributes } from 'react';
import { useTheme } from '../theme-provider/theme-provider';
import { cx } from '../utils/cx';
import { DARK_CHART_COLORS, LIGHT_CHART_COLORS } from './chart-colors';
import { ChartFrame } from './chart-frame';
import { buildKLineOption, type KLinePoint } from './kline-options';
import './charts.css';

export interface KLineChartProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  points: readonly KLinePoint[];
  /** Days shown at first. Default 60. */
  visibleDays?: number;
  /** Height in px. Default 300. */
  height?: number;
  /** echarts animation; false in tests and benches. Default true. */
  animation?: boolean;
}

/** A daily K line with volume, red up and green down, loaded lazily. */
export function KLineChart({
  points,
  visibleDays = 60,
  height = 300,
  animation = true,
  className,
  ...rest
}: KLineChartProps) {
  const { mode } = useTheme();
  const colors = mode === 'dark' ? DARK_CHART_COLORS : LIGHT_CHART_COLORS;
  const option = useMemo(
    () => buildKLineOption({ points, colors, visibleDays, animation }),
    [points, colors, visibleDays, animation],
  );
  const last = points[points.length - 1];
  const summary = last
    ? `日K线与成交量，${points[0]!.date}至${last.date}，最新收盘${last.close}`
    : '暂无K线数据';
  return (
    <div {...rest} className={cx('jj-chart', className)}>
      {points.length ? (
        <ChartFrame kind="kline" option={option} height={height} label={summary} />
      ) : (
        <div className="jj-chart__empty" style={{ height }}>
          暂无数据
        </div>
      )}
    </div>
  );
}
