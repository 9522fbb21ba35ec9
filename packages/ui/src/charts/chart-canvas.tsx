import { useEffect, useRef } from 'react';
import { initChart, type ChartInstance } from './echarts-runtime';

export interface ChartCanvasProps {
  /** A complete echarts option (from the build*Option functions). */
  option: object;
  /** Height in px. */
  height: number;
  /** Accessible description of what the chart shows. */
  label: string;
}

/**
 * The echarts host element: initializes a canvas chart, applies `option` on every change
 * (notMerge), resizes with its box, disposes on unmount. Lives in the lazily loaded chunk with
 * the echarts runtime.
 */
export default function ChartCanvas({ option, height, label }: ChartCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ChartInstance | null>(null);

  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const chart = initChart(el);
    chartRef.current = chart;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
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
