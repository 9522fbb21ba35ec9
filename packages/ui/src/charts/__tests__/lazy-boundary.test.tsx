import { describe, expect, it } from 'vitest';

// The sources of the charts entry and of the main entry, as text.
const chartSources = import.meta.glob('../*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const mainEntry = import.meta.glob('../../index.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Static (non-type) imports of a module source. */
function runtimeImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
}

describe('charts entry loading', () => {
  // The modules that may import echarts: the runtime core and one canvas module per chart kind.
  const echartsModule = (file: string) =>
    file.endsWith('echarts-runtime.ts') ||
    file.endsWith('chart-canvas.tsx') ||
    /\/canvas-[a-z]+\.tsx$/.test(file);

  it('imports echarts only in echarts-runtime.ts and the lazily loaded canvas modules', () => {
    for (const [file, source] of Object.entries(chartSources)) {
      if (echartsModule(file)) continue;
      const echartsImports = runtimeImports(source).filter(
        (m) => m.startsWith('echarts') || m.includes('echarts-runtime'),
      );
      expect(echartsImports, file).toEqual([]);
    }
  });

  it('reaches the canvas modules (and with them echarts) only through a dynamic import()', () => {
    for (const [file, source] of Object.entries(chartSources)) {
      if (echartsModule(file)) continue;
      expect(
        runtimeImports(source).filter((m) => m === './chart-canvas' || /^\.\/canvas-/.test(m)),
        file,
      ).toEqual([]);
    }
    for (const kind of ['line', 'pie', 'kline', 'radar']) {
      expect(chartSources['../chart-frame.tsx']).toContain(
        `${kind}: () => import('./canvas-${kind}')`,
      );
    }
  });

  it('registers only the line chart for the net-value line, the K-line parts only for the K-line', () => {
    const imports = (file: string) => runtimeImports(chartSources[file]!).join(' ');
    expect(chartSources['../canvas-line.tsx']).toContain('LineChart');
    expect(chartSources['../canvas-line.tsx']).not.toMatch(
      /Candlestick|BarChart|PieChart|DataZoom/,
    );
    expect(chartSources['../canvas-kline.tsx']).not.toMatch(/LineChart|PieChart|Legend/);
    expect(imports('../echarts-runtime.ts')).not.toContain('echarts/charts');
  });

  it('keeps charts out of the main @jijin/ui entry', () => {
    const [source] = Object.values(mainEntry);
    expect(source).toBeDefined();
    expect(
      runtimeImports(source!).filter((m) => m.includes('charts') || m.startsWith('echarts')),
    ).toEqual([]);
  });
});
