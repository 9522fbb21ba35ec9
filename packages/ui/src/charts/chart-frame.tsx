import { Skeleton } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import type { ChartCanvasProps, ChartKind } from './chart-canvas';
import './charts.css';

/** One lazily loaded canvas module per chart kind, each registering only its echarts parts. */
const CANVASES = {
  line: lazy(() => import('./canvas-line')),
  pie: lazy(() => import('./canvas-pie')),
  kline: lazy(() => import('./canvas-kline')),
  radar: lazy(() => import('./canvas-radar')),
} satisfies Record<ChartKind, unknown>;

/** How far below the viewport a chart starts loading. */
const NEAR_VIEWPORT = '200px';

/**
 * Whether the chart may load: once its box comes within {@link NEAR_VIEWPORT} of the viewport,
 * or the browser is idle, whichever is first (issue 20: echarts stays off the page's first
 * work). Without `requestIdleCallback` (Safari, jsdom) at once.
 */
function useLoadWhenNear(box: RefObject<HTMLElement | null>): boolean {
  const [load, setLoad] = useState(
    () => typeof window === 'undefined' || !('requestIdleCallback' in window),
  );
  useEffect(() => {
    if (load) return;
    const go = () => setLoad(true);
    const idle = window.requestIdleCallback(go, { timeout: 4000 });
    const el = box.current;
    const observer =
      el && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
            rootMargin: NEAR_VIEWPORT,
          })
        : null;
    if (el) observer?.observe(el);
    return () => {
      window.cancelIdleCallback(idle);
      observer?.disconnect();
    };
  }, [load, box]);
  return load;
}

/**
 * The chart's place on the page: a skeleton of the chart's height until the chart nears the
 * viewport (or the browser is idle), then the kind's canvas module with echarts, lazily, behind
 * the same skeleton.
 */
export function ChartFrame({ kind, ...props }: ChartCanvasProps & { kind: ChartKind }) {
  const box = useRef<HTMLDivElement>(null);
  const load = useLoadWhenNear(box);
  const Canvas = CANVASES[kind];
  const placeholder = (
    <div
      ref={box}
      className="jj-chart__placeholder"
      role="status"
      aria-label="图表加载中"
      style={{ height: props.height }}
    >
      <Skeleton animated style={{ '--height': `${props.height}px`, '--width': '100%' }} />
    </div>
  );
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Canvas {...props} />
    </Suspense>
  );
}
