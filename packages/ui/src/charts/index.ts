/**
 * @jijin/ui/charts — echarts charts as a separate entry. Nothing here imports the echarts
 * runtime statically: the canvas and `echarts/core` (+ Line, Pie, Candlestick, Bar, Radar, needed
 * components, CanvasRenderer) load by dynamic import, one canvas module per chart kind, when the
 * chart nears the viewport or the browser is idle (`chart-frame.tsx`), so an app that never
 * renders a chart never ships echarts in its initial chunk. Option builders are pure.
 */
export { NetValueChart } from './net-value-chart';
export type { NetValueChartProps } from './net-value-chart';
export { AllocationDonut } from './allocation-donut';
export type { AllocationDonutProps } from './allocation-donut';
export { KLineChart } from './kline-chart';
export { RadarChart } from './radar-chart';
export type { RadarChartProps } from './radar-chart';
export type { KLineChartProps } from './kline-chart';
export { buildNetValueOption, NET_VALUE_PERIOD_TABS } from './net-value-options';
export type {
  NetValueOption,
  NetValueOptionInput,
  NetValuePeriod,
  NetValuePoint,
  NetValueSeriesNames,
} from './net-value-options';
export { buildDonutOption } from './donut-options';
export type { AllocationSlice, DonutOption, DonutOptionInput } from './donut-options';
export { buildKLineOption, isUpDay } from './kline-options';
export type { KLineOption, KLineOptionInput, KLinePoint } from './kline-options';
export { buildRadarOption } from './radar-options';
export type { RadarAxis, RadarOption, RadarOptionInput, RadarSeries } from './radar-options';
export { LIGHT_CHART_COLORS, DARK_CHART_COLORS, POSITION_PALETTE } from './chart-colors';
export type { ChartColors } from './chart-colors';
