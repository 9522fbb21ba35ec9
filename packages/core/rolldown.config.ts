// The ESM JavaScript of the published @jijin/core (.js, with source maps): one file per source
// module (preserveModules) behind one entry file per subpath of package.json "exports". One file
// per module is what keeps tree-shaking honest: with `sideEffects: false` a bundler drops every
// module whose exports a channel does not use, so importing the mobile validator never reaches
// validation/percent-input.js and its decimal.js (whose module code has side effects, so a
// bundler keeps it once it is reached; esbuild's per-entry chunks put both in one chunk).
// CommonJS and the type declarations come from tsup (tsup.config.ts): rolldown's CJS output
// applies Node's ESM interop to a "type": "module" package and breaks `require` of openapi-fetch's
// default export. `pnpm --filter @jijin/core build` runs rolldown, then tsup.
// Inside the workspace nobody needs this build: the "@jijin/source" export condition points at
// src/ (README "Inside the workspace").
import { defineConfig } from 'rolldown';
import { entries } from './scripts/entries.mjs';
import pkg from './package.json' with { type: 'json' };

/** Dependencies stay imports: `dayjs`, `dayjs/locale/zh-cn.js`, `decimal.js`, `openapi-fetch`. */
const dependencies = Object.keys(pkg.dependencies);
const external = (id: string) => dependencies.some((d) => id === d || id.startsWith(`${d}/`));

export default defineConfig({
  input: entries,
  external,
  // Headless: browsers, web-views, mini-programs and Node alike (no node: built-ins).
  platform: 'neutral',
  transform: { target: 'es2022' },
  output: {
    dir: 'dist',
    format: 'es',
    // Empties dist/ first; tsup then adds the .cjs files and the .d.ts / .d.cts.
    cleanDir: true,
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: '[name].js',
    sourcemap: true,
  },
});
