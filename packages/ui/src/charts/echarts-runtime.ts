/**
 * The echarts runtime core: echarts/core and the canvas renderer. Each chart kind's canvas module
 * (`canvas-line.tsx`, `canvas-pie.tsx`, `canvas-kline.tsx`, `canvas-radar.tsx`) brings the chart
 * and components it draws with and hands them to {@link initChart}, so the fund detail's
 * net-value line loads the line chart only, not the K-line's candlesticks and data zoom or the
 * pie (the full build is ~470 KB gzip). Reached only through the lazily imported
 * canvas modules, so it never lands in an app's initial chunk.
 */
import { init, use as registerEchartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/** An echarts chart, component or renderer to register (what `echarts/charts` etc. export). */
export type EchartsPart = Exclude<Parameters<typeof registerEchartsParts>[0], unknown[]>;

/** The slice of an echarts instance the wrapper uses. */
export interface ChartInstance {
  setOption(option: object, opts?: { notMerge?: boolean; lazyUpdate?: boolean }): void;
  resize(): void;
  dispose(): void;
}

/**
 * Registers `parts` (once each: echarts ignores a part already registered) and creates a canvas
 * chart in `el` (px sizes come from the element).
 */
export function initChart(el: HTMLElement, parts: EchartsPart[]): ChartInstance {
  registerEchartsParts([CanvasRenderer, ...parts]);
  return init(el, undefined, { renderer: 'canvas' });
}
