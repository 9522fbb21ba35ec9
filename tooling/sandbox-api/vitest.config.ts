import { defineConfig } from 'vitest/config';

// vitest 5's reporter calls Map.groupBy (Node 21+); this machine runs Node 20 (TOOLCHAIN.md).
const M = Map as unknown as {
  groupBy?: (
    items: Iterable<unknown>,
    key: (x: unknown, i: number) => unknown,
  ) => Map<unknown, unknown[]>;
};
M.groupBy ??= (items, key) => {
  const out = new Map<unknown, unknown[]>();
  let i = 0;
  for (const x of items) {
    const k = key(x, i++);
    out.set(k, [...(out.get(k) ?? []), x]);
  }
  return out;
};

export default defineConfig({
  test: {
    include: ['src/**/__tests__/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
