import { useMemo, type HTMLAttributes } from 'react';
import { useTheme } from '../theme-provider/theme-provider';
import { cx } from '../utils/cx';
import { DARK_CHART_COLORS, LIGHT_CHART_COLORS } from './chart-colors';
import { ChartFrame } from './chart-frame';
import { buildDonutOption, type AllocationSlice } from './donut-options';
import './charts.css';

export interface AllocationDonutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Slices with their share in %: 股票, 债券, 现金, 其他 … */
  slices: readonly AllocationSlice[];
  /** Text in the hole. Default 资产配置 */
  centerText?: string;
  /** Height in px. Default 180. */
  height?: number;
  /** echarts animation; false in tests and benches. Default true. */
  animation?: boolean;
}

/** The asset-allocation donut (spec 001 §3 Asset allocation), loaded lazily. */
export function AllocationDonut({
  slices,
  centerText = '资产配置',
  height = 180,
  animation = true,
  className,
  ...rest
}: AllocationDonutProps) {
  const { mode } = useTheme();
  const colors = mode === 'dark' ? DARK_CHART_COLORS : LIGHT_CHART_COLORS;
  const option = useMemo(
    () => buildDonutOption({ slices, centerText, colors, animation }),
    [slices, centerText, colors, animation],
  );
  const summary = `${centerText}：${slices.map((s) => `${s.name}${Number(s.value).toFixed(2)}%`).join('，')}`;
  return (
    <div {...rest} className={cx('jj-chart', className)}>
      {slices.length ? (
        <ChartFrame kind="pie" option={option} height={height} label={summary} />
      ) : (
        <div className="jj-chart__empty" style={{ height }}>
          暂无数据
        </div>
      )}
    </div>
  );
}
