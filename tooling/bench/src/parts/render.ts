// The render part: the render page's cases in real Chromium (src/render.ts), each over its floor
// measured the same way in the same run (a screen of plain rows; 365 points on a plain canvas).
import { OUT_DIRS } from '../build.ts';
import { echartsChunks } from '../size.ts';
import { RENDER_CASES, renderCase, type RenderResult } from '../render.ts';
import { figure, type Figure } from '../report.ts';
import { BUDGETS } from '../budgets.ts';
import { kb, type Context, type PartResult } from './context.ts';

const CHART_LABEL = {
  nav365: 'net-value chart 365 points',
  nav5000: 'net-value chart 5,000 points',
  kline: 'K-line 1,250 days',
} as const;

/** The render figures; `chartsGzip` is the render build's echarts chunks' gzip (bytes). */
export function renderFigures(render: RenderResult[], chartsGzip: number | undefined): Figure[] {
  const figures: Figure[] = [
    figure(
      'render',
      'render.echartsChunk',
      '@jijin/ui/charts lazy echarts chunk gzip',
      chartsGzip === undefined ? undefined : kb(chartsGzip),
      'KB',
    ),
  ];
  const floorOf = (c: RenderResult['case']) => render.find((r) => r.case === c)?.firstPaintMs;
  const floors = { list: floorOf('bareList'), chart: floorOf('bareChart') };
  figures.push(
    figure(
      'render',
      'render.bareList.firstRender',
      'floor: one screen of plain rows (no ui, no virtualization): first render',
      floors.list,
      'ms',
    ),
    figure(
      'render',
      'render.bareChart.firstPaint',
      'floor: 365 points on a plain canvas from a lazy chunk (no echarts): first paint',
      floors.chart,
      'ms',
    ),
  );
  /** A render figure over its floor, with its ratio budget (n/a when a floor is missing). */
  const ratio = (
    id: string,
    label: string,
    value: number,
    floor: number | undefined,
    limit: number,
  ) =>
    figure(
      'render',
      id,
      `${label} / floor`,
      floor && Number.isFinite(value) ? value / floor : undefined,
      '×',
      ['<=', limit],
      floor ? undefined : 'the floor was not measured',
    );
  for (const r of render) {
    const note = r.errors.length ? r.errors.join('; ') : undefined;
    if (r.case === 'bareList' || r.case === 'bareChart') continue;
    if (r.case === 'list') {
      const label = 'followed list 10,000';
      figures.push(
        figure(
          'render',
          'render.list.firstRender',
          `${label}: first render`,
          r.firstPaintMs,
          'ms',
          ['<=', BUDGETS.listFirstRenderMs],
          note,
        ),
        ratio(
          'render.list.firstRenderRatio',
          `${label}: first render`,
          r.firstPaintMs,
          floors.list,
          BUDGETS.listFirstRenderRatio,
        ),
        figure(
          'render',
          'render.list.rows',
          `${label}: rows in DOM (max while scrolling)`,
          r.rowsMax ?? r.rows,
          '',
          ['<', BUDGETS.listRows],
          note,
        ),
        figure(
          'render',
          'render.list.worstFrame',
          `${label}: worst scroll frame`,
          r.worstFrameMs,
          'ms',
          ['<=', BUDGETS.listWorstFrameMs],
          note,
        ),
        figure(
          'render',
          'render.list.reached',
          `${label}: last row index reached by the scroll`,
          r.maxIndex,
          '',
          ['>=', 9_999],
          note,
        ),
      );
      continue;
    }
    const label = CHART_LABEL[r.case];
    figures.push(
      figure(
        'render',
        `render.${r.case}.firstPaint`,
        `${label}: first paint`,
        r.firstPaintMs,
        'ms',
        // the K line is held to the canvas floor only
        r.case === 'kline' ? undefined : ['<=', BUDGETS.chartFirstPaintMs],
        note,
      ),
      ratio(
        `render.${r.case}.firstPaintRatio`,
        `${label}: first paint`,
        r.firstPaintMs,
        floors.chart,
        BUDGETS.chartFirstPaintRatio,
      ),
    );
    // A chart drawn first without echarts has no canvas at first paint; one drawn by echarts
    // has no touch figure.
    for (const [key, value, what] of [
      ['canvas', r.canvasMs, 'of which lazy chunk + echarts init'],
      ['touch', r.touchMs, "drawn first without echarts; echarts' chart after a touch"],
    ] as const)
      if (Number.isFinite(value))
        figures.push(figure('render', `render.${r.case}.${key}`, `${label}: ${what}`, value, 'ms'));
  }
  return figures;
}

export async function renderPart(ctx: Context): Promise<PartResult> {
  const b = await ctx.browser();
  const render: RenderResult[] = [];
  for (const c of RENDER_CASES) render.push(await renderCase(b, ctx.renderUrl, c, ctx.runs));
  const charts = echartsChunks(OUT_DIRS.render);
  return {
    figures: renderFigures(
      render,
      charts.length ? charts.reduce((a, c) => a + c.gzip, 0) : undefined,
    ),
    details: { render: { cases: render, echartsChunks: charts } },
  };
}
