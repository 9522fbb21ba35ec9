// The rendering bench page. `?case=` picks one case from ./cases.tsx; the page measures it and
// leaves the figures on `window.__bench` for the harness (tooling/bench/src/render.ts).
//
// - "first render" / "first paint": from just before `root.render()` to the first frame in which
//   the rows (list) or the drawn chart (a canvas with pixels, or an SVG path) exist, read in a
//   task queued from that frame's requestAnimationFrame callback, i.e. after that frame painted.
//   Includes loading the lazily split chart chunk from the local server.
// - "touch" (charts first drawn without echarts, such as the net-value chart's SVG frame): from a
//   pointerdown on the drawn chart to the first painted frame in which echarts' canvas has pixels,
//   i.e. what the investor waits for the chart's tooltip on first touch.
// - list scroll: the list's scroll container is scrolled by a fixed step every frame for a fixed
//   number of frames, with two long jumps (to the middle, to the end); the worst frame is the
//   largest gap between consecutive requestAnimationFrame timestamps while that happens.
import { createRoot } from 'react-dom/client';
import { cases, ROW_ATTR, type CaseName } from './cases.tsx';

export interface BenchResult {
  case: string;
  ok: boolean;
  error?: string;
  /** ms from render() to the first painted frame with content. */
  firstPaintMs?: number;
  /** charts: ms from render() to the canvas element (lazy chunk loaded, echarts initialized). */
  canvasMs?: number;
  /** charts drawn first without echarts: ms from a pointerdown on the chart to echarts' drawn canvas. */
  touchMs?: number;
  /** list: rows in the DOM after the first render, and the most seen during the scroll. */
  rows?: number;
  rowsMax?: number;
  /** list: largest data index reached by scrolling (proves the scroll went through the list). */
  maxIndex?: number;
  worstFrameMs?: number;
  p95FrameMs?: number;
  frames?: number;
  scrolledPx?: number;
}

declare global {
  interface Window {
    __bench?: BenchResult;
  }
}

const SCROLL_FRAMES = 240;
const SCROLL_STEP_PX = 120;
const TIMEOUT_MS = 15_000;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Resolves after the frame in which cond() first held has painted: rAF, then a posted task. */
function whenPainted(cond: () => boolean): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (cond()) {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve(performance.now());
        ch.port2.postMessage(0);
      } else if (performance.now() - start > TIMEOUT_MS) {
        reject(new Error(`nothing rendered within ${TIMEOUT_MS} ms`));
      } else {
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  });
}

function canvasDrawn(c: HTMLCanvasElement): boolean {
  if (c.width === 0 || c.height === 0) return false;
  const ctx = c.getContext('2d');
  if (!ctx) return false;
  const data = new Uint32Array(ctx.getImageData(0, 0, c.width, c.height).data.buffer);
  for (let i = 0; i < data.length; i += 7) if (data[i] !== 0) return true;
  return false;
}

function chartDrawn(root: HTMLElement): boolean {
  const canvases = [...root.querySelectorAll('canvas')];
  if (canvases.some(canvasDrawn)) return true;
  return root.querySelector('svg path') !== null && root.querySelector('canvas') === null;
}

function scrollContainer(row: Element): HTMLElement {
  for (let el = row.parentElement; el; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight) return el;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

const rowCount = () => document.querySelectorAll(`[${ROW_ATTR}]`).length;
const maxRowIndex = () =>
  Math.max(
    -1,
    ...[...document.querySelectorAll(`[${ROW_ATTR}]`)].map((r) => Number(r.getAttribute(ROW_ATTR))),
  );

async function measureScroll(result: BenchResult) {
  const first = document.querySelector(`[${ROW_ATTR}]`);
  if (!first) throw new Error('no rows to scroll');
  const el = scrollContainer(first);
  const deltas: number[] = [];
  let rowsMax = rowCount();
  let maxIndex = maxRowIndex();
  let last = await nextFrame();
  const start = el.scrollTop;
  for (let i = 0; i < SCROLL_FRAMES; i++) {
    if (i === SCROLL_FRAMES / 3) el.scrollTop = el.scrollHeight / 2;
    else if (i === (2 * SCROLL_FRAMES) / 3)
      el.scrollTop = el.scrollHeight - el.clientHeight - SCROLL_STEP_PX * 40;
    else el.scrollTop += SCROLL_STEP_PX;
    const t = await nextFrame();
    deltas.push(t - last);
    last = t;
    rowsMax = Math.max(rowsMax, rowCount());
    maxIndex = Math.max(maxIndex, maxRowIndex());
  }
  const sorted = [...deltas].sort((a, b) => a - b);
  result.worstFrameMs = sorted[sorted.length - 1];
  result.p95FrameMs = sorted[Math.floor(sorted.length * 0.95)];
  result.frames = deltas.length;
  result.rowsMax = rowsMax;
  result.maxIndex = maxIndex;
  result.scrolledPx = el.scrollTop - start;
}

async function main() {
  const name = (new URLSearchParams(location.search).get('case') ?? '') as CaseName;
  const result: BenchResult = { case: name, ok: false };
  try {
    const c = cases[name];
    if (!c) throw new Error(`unknown case '${name}'`);
    const element = c.element(); // data made before the clock starts
    const host = document.getElementById('root')!;
    await nextFrame();
    let canvasAt = 0;
    const seen = new MutationObserver(() => {
      if (!canvasAt && host.querySelector('canvas')) canvasAt = performance.now();
    });
    seen.observe(host, { childList: true, subtree: true });
    const t0 = performance.now();
    createRoot(host).render(element);
    const t1 = await whenPainted(c.kind === 'list' ? () => rowCount() > 0 : () => chartDrawn(host));
    result.firstPaintMs = t1 - t0;
    seen.disconnect();
    if (canvasAt) result.canvasMs = canvasAt - t0;
    const frame = host.querySelector('[role="img"]');
    if (c.kind === 'chart' && !canvasAt && frame) {
      const touched = performance.now();
      frame.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      const drawn = await whenPainted(() => [...host.querySelectorAll('canvas')].some(canvasDrawn));
      result.touchMs = drawn - touched;
    }
    if (c.kind === 'list') {
      result.rows = rowCount();
      if (c.scroll) await measureScroll(result);
    }
    result.ok = true;
  } catch (err) {
    result.error = (err as Error).message;
  }
  window.__bench = result;
}

void main();
