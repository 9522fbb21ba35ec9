import type { BuildEnvironmentOptions, Plugin } from 'vite';

/** Rolldown options of an app build: the entry's static graph in one chunk. */
export const appChunks: NonNullable<BuildEnvironmentOptions['rolldownOptions']>;

/** Modulepreload links in the built HTML for the chunks an app starts on. */
export function preloadStartChunks(test?: RegExp): Plugin;

/** react-router's production build in app builds. */
export function reactRouterProduction(): Plugin;
