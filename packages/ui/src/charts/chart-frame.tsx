import { Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import type { ChartCanvasProps } from './chart-canvas';
import './charts.css';

/** The canvas and the echarts runtime load on first render only (a separate chunk). */
const LazyChartCanvas = lazy(() => import('./chart-canvas'));

/** Suspense around the lazy canvas, with a skeleton of the same height while echarts loads. */
export function ChartFrame(props: ChartCanvasProps) {
  return (
    <Suspense
      fallback={
        <div
          className="jj-chart__placeholder"
          role="status"
          aria-label="图表加载中"
          style={{ height: props.height }}
        >
          <Skeleton animated style={{ '--height': `${props.height}px`, '--width': '100%' }} />
        </div>
      }
    >
      <LazyChartCanvas {...props} />
    </Suspense>
  );
}
