import type { BuildEnvironmentOptions } from 'vite';

/** Rolldown options of an app build: the entry's static graph in one chunk (issue 20). */
export const appChunks: NonNullable<BuildEnvironmentOptions['rolldownOptions']>;
