// Node 20 lacks Map.groupBy, which Vitest 5's reporters call when a test fails.
import 'core-js/actual/map/group-by';
import { defineConfig } from 'vitest/config';
import { sourceCondition } from '../../tooling/scripts/source-condition.mjs';
export default defineConfig({
  ...sourceCondition,
  test: {
    environment: 'jsdom',
    include: ['src/**/__tests__/*.test.tsx', 'src/**/__tests__/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // antd-mobile's ES build imports its own .css files; inline it so Vite handles them.
    server: { deps: { inline: ['antd-mobile'] } },
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 15000,
  },
});
