// The CommonJS JavaScript (.cjs, source maps) and the type declarations of the published
// @jijin/core: per subpath of package.json "exports", one .cjs entry (shared code in chunks, so
// `require('@jijin/core/api').ApiError === require('@jijin/core').ApiError`) and one bundled
// .d.ts (ESM) and .d.cts (CommonJS). The ESM JavaScript is built by rolldown
// (rolldown.config.ts, one file per module for tree-shaking); `pnpm --filter @jijin/core build`
// runs rolldown, then this.
import { defineConfig } from 'tsup';
import { entries } from './scripts/entries.mjs';

const common = {
  entry: entries,
  // rolldown already wrote the ESM into dist/.
  clean: false,
  platform: 'neutral',
  target: 'es2022',
} as const;

export default defineConfig([
  { ...common, format: ['esm'], dts: { only: true } },
  {
    ...common,
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    splitting: true,
    // Dependencies stay `require`s (package.json "dependencies").
    skipNodeModulesBundle: true,
  },
]);
