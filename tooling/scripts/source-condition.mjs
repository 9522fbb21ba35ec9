// Inside the workspace, @jijin/core resolves to its TypeScript sources through the custom export
// condition "@jijin/source" (packages/core/package.json "exports"), so nobody needs a core build to
// develop, test or build an app. Outside the workspace the condition is unknown and the published
// dist/ is used. Spread into every Vite / Vitest config that may load core:
//   defineConfig({ ...sourceCondition, plugins: [react()] })
// (.mjs with a .d.mts beside it: plain ESM that Vite's native config loader reads as is.)
// tsc gets the same through `customConditions` in tsconfig.base.json; tsx (the sandbox) through
// `tsx --conditions=@jijin/source`. packages/core/README.md "Inside the workspace" says why.

/** The export condition naming core's sources. */
export const SOURCE_CONDITION = '@jijin/source';

/**
 * Vite's default conditions (Vite 6+: `defaultClientConditions` / `defaultServerConditions`)
 * with the source condition first: `resolve` is the browser (and Vitest jsdom) resolver, `ssr`
 * the server one (Vitest's node environment).
 */
export const sourceCondition = {
  resolve: { conditions: [SOURCE_CONDITION, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'] } },
};
