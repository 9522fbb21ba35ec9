import { defineConfig } from 'vitest/config';

// vitest 5's reporter formats failures with Map.groupBy (Node 21+); this machine runs Node 20.
const MapWithGroupBy = Map as unknown as { groupBy?: unknown };
if (typeof MapWithGroupBy.groupBy !== 'function') {
  MapWithGroupBy.groupBy = <K, V>(
    items: Iterable<V>,
    key: (item: V, index: number) => K,
  ): Map<K, V[]> => {
    const out = new Map<K, V[]>();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = out.get(k);
      if (list) list.push(item);
      else out.set(k, [item]);
    }
    return out;
  };
}

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/__tests__/*.test.tsx', 'src/**/__tests__/*.test.ts'],
    setupFiles: ['./src/shared/test/setup.ts'],
    css: false,
    // antd-mobile's ES build imports its own .css files; inline it so Vite handles them.
    server: { deps: { inline: ['antd-mobile'] } },
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 20000,
  },
});
