// How the apps' builds split their code, one definition for every app's Vite config.
// (.mjs with a .d.mts beside it, like source-condition.mjs: Vite's config loader reads it as is.)

/**
 * Rolldown options of an app build: every module the entry imports statically — rolldown's
 * `$initial` tag: what the page needs before it can show anything, whatever the route — in one
 * chunk, with the entry. Left to itself the bundler cut that set into ~20 files by which lazy
 * screens share which module (react, the router, the store, antd's button, 0.1 KB helpers), and
 * every first visit fetched them all: 5-6 KB more gzip than one file, and over HTTP/1.1 (6
 * connections, `vite preview`, many hosts) a round trip per 6 files. The screens' chunks are as
 * before. `includeDependenciesRecursively: false`: an `$initial` module's static imports are
 * `$initial` themselves, so the group is whole without it; with it the group also took in modules
 * only lazy screens import (the first chunk grew by ~54 KB).
 */
export const appChunks = {
  output: {
    codeSplitting: {
      groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }],
    },
  },
};

/** The modules an app starts on in a task of their own after its entry. */
const START_CHUNK_MODULES = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * A Vite plugin for app builds: `<link rel="modulepreload">` in the built HTML for the chunk(s)
 * holding the modules the app imports dynamically as it starts (React DOM's client: features'
 * `startApp` renders once it has run, a task after the entry's), and the chunks those import
 * statically, the entry's own left out. They then download beside the entry instead of a round
 * trip after it has run, and are compiled and run apart from the entry's evaluation (one long
 * task less long). No effect on the dev server.
 * @param {RegExp} [test] module ids to preload (default React DOM's client build)
 * @returns {import('vite').Plugin}
 */
export function preloadStartChunks(test = START_CHUNK_MODULES) {
  let base = '/';
  return {
    name: 'jijin:preload-start-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set();
        const add = (chunk) => {
          if (chunk.isEntry || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const f of chunk.imports) if (byFile.has(f)) add(byFile.get(f));
        };
        for (const chunk of chunks) if (chunk.moduleIds.some((id) => test.test(id))) add(chunk);
        return [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}

/**
 * A Vite plugin for app builds: react-router's production build (`dist/production`, its dev
 * warnings compiled out: 0.5 KB gzip less in the first chunk and no warning checks while
 * matching) in place of `dist/development`, the only one its package `exports` names. Same API,
 * same version. The dev server and tests keep the development build and its warnings.
 * @returns {import('vite').Plugin}
 */
export function reactRouterProduction() {
  return {
    name: 'jijin:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !/[\\/]dist[\\/]development[\\/]/.test(resolved.id)) return resolved;
      return {
        ...resolved,
        id: resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2'),
      };
    },
  };
}
