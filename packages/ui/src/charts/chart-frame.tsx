import { Skeleton } from 'antd-mobile';
import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import type { ChartCanvasProps, ChartKind } from './chart-canvas';
import './charts.css';

type Canvas = ComponentType<ChartCanvasProps>;

/** One lazily loaded canvas module per chart kind, each registering only its echarts parts. */
const CANVASES = {
  line: () => import('./canvas-line'),
  pie: () => import('./canvas-pie'),
  kline: () => import('./canvas-kline'),
  radar: () => import('./canvas-radar'),
} satisfies Record<ChartKind, () => Promise<{ default: Canvas }>>;

/** How far below the viewport a chart starts loading. */
const NEAR_VIEWPORT = '200px';

/**
 * Whether the chart may load: once its box comes within {@link NEAR_VIEWPORT} of the viewport,
 * or the browser is idle, whichever is first (echarts stays off the page's first
 * work). Without `requestIdleCallback` (Safari, jsdom) at once.
 */
function useLoadWhenNear(box: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [load, setLoad] = useState(
    () => enabled && (typeof window === 'undefined' || !('requestIdleCallback' in window)),
  );
  useEffect(() => {
    if (load || !enabled) return;
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
  }, [load, enabled, box]);
  return load;
}

/**
 * The kind's canvas component once `load` holds and its module has come; null before. A failed
 * import is thrown while rendering, for the nearest error boundary (as React.lazy did). Not
 * React.lazy + Suspense: React holds a Suspense boundary's content back until 300 ms after its
 * fallback appeared (its reveal throttle for retries), ~200 ms of every chart's first paint in the
 * bench's render page.
 */
function useCanvas(kind: ChartKind, load: boolean): Canvas | null {
  const [loaded, setLoaded] = useState<{ kind: ChartKind; Canvas?: Canvas; error?: unknown }>();
  useEffect(() => {
    if (!load) return;
    let live = true;
    CANVASES[kind]().then(
      (module) => live && setLoaded({ kind, Canvas: module.default }),
      (error: unknown) => live && setLoaded({ kind, error: error ?? new Error('chart chunk') }),
    );
    return () => {
      live = false;
    };
  }, [kind, load]);
  if (loaded?.kind !== kind) return null;
  if (loaded.error) throw loaded.error;
  return loaded.Canvas ?? null;
}

/**
 * The chart's place on the page: a skeleton of the chart's height until the chart nears the
 * viewport (or the browser is idle), then, once the kind's canvas module with echarts has come,
 * the chart.
 *
 * With `firstFrame` (the chart drawn without echarts, e.g. `NetValueFirstFrame`) that frame
 * stands in place of the skeleton, and echarts loads only when the investor points at or touches
 * it (pointerenter, pointerdown): what echarts adds over the frame is the axis tooltip, and its
 * first run costs a phone ~0.7 s of main thread at 4× CPU on the fund detail.
 */
export function ChartFrame({
  kind,
  firstFrame,
  ...props
}: ChartCanvasProps & { kind: ChartKind; firstFrame?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [touched, setTouched] = useState(false);
  const near = useLoadWhenNear(box, !firstFrame);
  const Canvas = useCanvas(kind, firstFrame ? touched : near);
  if (Canvas) return <Canvas {...props} />;
  if (firstFrame) {
    const touch = () => setTouched(true);
    return (
      <div className="jj-chart__first" onPointerEnter={touch} onPointerDown={touch}>
        {firstFrame}
      </div>
    );
  }
  return (
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
}
