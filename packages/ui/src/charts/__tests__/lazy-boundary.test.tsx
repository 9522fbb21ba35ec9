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
  it('imports echarts only in echarts-runtime.ts and the lazily loaded canvas', () => {
    for (const [file, source] of Object.entries(chartSources)) {
      if (file.endsWith('echarts-runtime.ts') || file.endsWith('chart-canvas.tsx')) continue;
      const echartsImports = runtimeImports(source).filter(
        (m) => m.startsWith('echarts') || m.includes('echarts-runtime'),
      );
      expect(echartsImports, file).toEqual([]);
    }
  });

  it('reaches the canvas (and with it echarts) only through a dynamic import()', () => {
    for (const [file, source] of Object.entries(chartSources)) {
      expect(
        runtimeImports(source).filter((m) => m === './chart-canvas'),
        file,
      ).toEqual([]);
    }
    expect(chartSources['../chart-frame.tsx']).toContain("lazy(() => import('./chart-canvas'))");
  });

  it('keeps charts out of the main @jijin/ui entry', () => {
    const [source] = Object.values(mainEntry);
    expect(source).toBeDefined();
    expect(
      runtimeImports(source!).filter((m) => m.includes('charts') || m.startsWith('echarts')),
    ).toEqual([]);
  });
});
