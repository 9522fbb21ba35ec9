// Rendering in real Chromium: each case of the render page (render/src/cases.tsx) in a fresh
// mobile context, `runs` times; figures are medians (row counts: the maximum).
import type { Browser } from 'playwright-core';
import path from 'node:path';
import { MOBILE, OUT, log, median } from './lib/env.ts';

/** The floors first (the budgets are also ratios to them), then the measured cases. */
export const RENDER_CASES = [
  'bareList',
  'bareChart',
  'list',
  'nav365',
  'nav5000',
  'kline',
] as const;
export type RenderCase = (typeof RENDER_CASES)[number];

interface PageResult {
  case: string;
  ok: boolean;
  error?: string;
  firstPaintMs?: number;
  canvasMs?: number;
  touchMs?: number;
  rows?: number;
  rowsMax?: number;
  maxIndex?: number;
  worstFrameMs?: number;
  p95FrameMs?: number;
  frames?: number;
  scrolledPx?: number;
}

export interface RenderResult {
  case: RenderCase;
  runs: PageResult[];
  firstPaintMs: number;
  /** charts: median ms to the canvas element (lazy chunk + echarts init), the rest is drawing. */
  canvasMs?: number;
  /** charts first drawn without echarts: median ms from a touch to echarts' drawn canvas. */
  touchMs?: number;
  rows?: number;
  rowsMax?: number;
  maxIndex?: number;
  worstFrameMs?: number;
  p95FrameMs?: number;
  errors: string[];
}

async function once(browser: Browser, url: string, screenshot?: string): Promise<PageResult> {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 60_000 });
    const result = (await page.evaluate(() => window.__bench)) as PageResult;
    if (screenshot) await page.screenshot({ path: screenshot }).catch(() => undefined);
    if (errors.length) result.error = [result.error, ...errors].filter(Boolean).join('; ');
    return result;
  } catch (err) {
    return { case: url, ok: false, error: [(err as Error).message, ...errors].join('; ') };
  } finally {
    await context.close();
  }
}

export async function renderCase(
  browser: Browser,
  base: string,
  name: RenderCase,
  runs: number,
): Promise<RenderResult> {
  const results: PageResult[] = [];
  for (let i = 0; i < runs; i++) {
    const shot = i === 0 ? path.join(OUT, 'screens', `render-${name}.png`) : undefined;
    const r = await once(browser, `${base}/?case=${name}`, shot);
    log(
      `render ${name} run ${i + 1}/${runs}: ` +
        (r.ok
          ? `first paint ${r.firstPaintMs?.toFixed(1)} ms` +
            (r.canvasMs !== undefined ? ` (canvas at ${r.canvasMs.toFixed(1)} ms)` : '') +
            (r.touchMs !== undefined ? `, echarts ${r.touchMs.toFixed(1)} ms after a touch` : '') +
            (r.rows !== undefined ? `, rows ${r.rows}` : '') +
            (r.worstFrameMs !== undefined
              ? ` (max ${r.rowsMax}), worst frame ${r.worstFrameMs.toFixed(1)} ms, reached #${r.maxIndex}`
              : '')
          : `FAILED: ${r.error}`),
    );
    results.push(r);
  }
  const ok = results.filter((r) => r.ok);
  const med = (k: 'firstPaintMs' | 'canvasMs' | 'touchMs' | 'worstFrameMs' | 'p95FrameMs') =>
    median(ok.map((r) => r[k] ?? NaN));
  const max = (k: 'rows' | 'rowsMax' | 'maxIndex') =>
    ok.some((r) => r[k] !== undefined) ? Math.max(...ok.map((r) => r[k] ?? 0)) : undefined;
  const isList = name === 'list';
  return {
    case: name,
    runs: results,
    firstPaintMs: med('firstPaintMs'),
    ...(isList
      ? {
          rows: max('rows'),
          rowsMax: max('rowsMax'),
          maxIndex: ok.length ? Math.min(...ok.map((r) => r.maxIndex ?? -1)) : -1,
          worstFrameMs: med('worstFrameMs'),
          p95FrameMs: med('p95FrameMs'),
        }
      : { canvasMs: med('canvasMs'), touchMs: med('touchMs') }),
    errors: results.filter((r) => !r.ok || r.error).map((r) => r.error ?? 'failed'),
  };
}
