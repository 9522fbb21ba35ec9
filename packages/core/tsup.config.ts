// The published build of @jijin/core: ESM (.js) and CommonJS (.cjs) with .d.ts / .d.cts and
// source maps, one entry per subpath of package.json "exports" (read from there, so the two never
// disagree). Inside the workspace nobody needs this build: the "@jijin/source" export condition
// points at src/ (README "Workspace: the @jijin/source condition").
import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

type ExportEntry = string | { '@jijin/source'?: string };
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, ExportEntry>;
};

/** `{ index: 'src/index.ts', validation: 'src/validation/index.ts', … }` from the exports map. */
export const entry = Object.fromEntries(
  Object.entries(pkg.exports).flatMap(([subpath, target]) => {
    const source = typeof target === 'object' ? target['@jijin/source'] : undefined;
    return source ? [[subpath === '.' ? 'index' : subpath.slice(2), source]] : [];
  }),
);

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  // Headless: runs in browsers, web-views, mini-programs and Node alike (no node: built-ins).
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  // Shared code lives in chunks, so `@jijin/core/api` and `@jijin/core` hand out the same
  // ApiError class (instanceof holds across subpaths) and a subpath pulls only what it uses.
  splitting: true,
  // Dependencies stay imports (package.json "dependencies"); nothing of theirs is bundled.
  skipNodeModulesBundle: true,
});
