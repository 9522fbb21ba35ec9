/**
 * The echarts runtime, imported modularly: echarts/core plus only the charts, components and
 * renderer we draw with (the full build is ~470 KB gzip). This module is reached only through
 * the lazily imported chart components, so it never lands in an app's initial chunk.
 */
import { BarChart, CandlestickChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import {
  AxisPointerComponent,
  DataZoomInsideComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as registerEchartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

registerEchartsParts([
  LineChart,
  PieChart,
  CandlestickChart,
  BarChart,
  RadarChart,
  RadarComponent,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomInsideComponent,
  AxisPointerComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

/** The slice of an echarts instance the wrapper uses. */
export interface ChartInstance {
  setOption(option: object, opts?: { notMerge?: boolean; lazyUpdate?: boolean }): void;
  resize(): void;
  dispose(): void;
}

/** Creates a canvas chart in `el` (px sizes come from the element). */
export function initChart(el: HTMLElement): ChartInstance {
  return init(el, undefined, { renderer: 'canvas' });
}
