// Node 20 lacks Map.groupBy, which Vitest 5's reporters call when a test fails.
import 'core-js/actual/map/group-by';
import { defineConfig } from 'vitest/config';
import { sourceCondition } from '../scripts/source-condition.mjs';

export default defineConfig({
  ...sourceCondition,
  test: {
    include: ['src/**/__tests__/*.test.ts'],
    // The contract sweeps call every operation; on a loaded 2-core machine they need minutes, not seconds.
    testTimeout: 180_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
