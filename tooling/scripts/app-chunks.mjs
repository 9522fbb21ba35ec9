// How the apps' builds split their code (issue 20), one definition for every app's Vite config.
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
