import { useEffect, useRef } from 'react';
import { initChart, type ChartInstance, type EchartsPart } from './echarts-runtime';

export interface ChartCanvasProps {
  /** A complete echarts option (from the build*Option functions). */
  option: object;
  /** Height in px. */
  height: number;
  /** Accessible description of what the chart shows. */
  label: string;
}

/** Which echarts parts a chart draws with: one lazily loaded canvas module per kind. */
export type ChartKind = 'line' | 'pie' | 'kline' | 'radar';

/**
 * The echarts host element: initializes a canvas chart with `parts` registered, applies `option`
 * on every change (notMerge), resizes with its box, disposes on unmount. Rendered by the lazily
 * loaded `canvas-<kind>.tsx` modules, with the echarts runtime.
 */
export function ChartCanvas({
  option,
  height,
  label,
  parts,
}: ChartCanvasProps & { parts: EchartsPart[] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ChartInstance | null>(null);

  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const chart = initChart(el, parts);
    chartRef.current = chart;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
    // The parts are a module constant of the kind's canvas module.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={boxRef}
      className="jj-chart__canvas"
      role="img"
      aria-label={label}
      style={{ width: '100%', height }}
    />
  );
}
