// The public entries of @jijin/core, read from package.json "exports" (the one list): each
// subpath with its source (the "@jijin/source" condition) and its built name in dist/.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** `{ index: 'src/index.ts', validation: 'src/validation/index.ts', … }` */
export const entries = Object.fromEntries(
  Object.entries(pkg.exports).flatMap(([subpath, target]) => {
    const source = typeof target === 'object' ? target['@jijin/source'] : undefined;
    return source
      ? [[subpath === '.' ? 'index' : subpath.slice(2), source.replace(/^\.\//, '')]]
      : [];
  }),
);
