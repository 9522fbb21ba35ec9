// Node 20 lacks Map.groupBy, which Vitest 5's reporters call when a test fails.
import 'core-js/actual/map/group-by';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Property tests under coverage on a loaded 2-core CI machine take seconds, not ms.
    testTimeout: 30_000,
    include: ['src/**/__tests__/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/__tests__/**', 'src/api/schema.gen.ts', 'src/index.ts', 'src/**/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
