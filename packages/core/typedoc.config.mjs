// TypeDoc: the API reference of @jijin/core from its TSDoc, one module per public entry
// (package.json "exports"). `pnpm --filter @jijin/core docs` writes docs/api/ (not committed;
// built in CI). See README "API reference".
import { OptionDefaults } from 'typedoc';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  name: '@jijin/core',
  entryPoints: [
    'src/index.ts',
    'src/validation/index.ts',
    'src/trade/index.ts',
    'src/status/index.ts',
    'src/format/index.ts',
    'src/api/index.ts',
    'src/ports/index.ts',
  ],
  tsconfig: 'tsconfig.json',
  out: 'docs/api',
  readme: 'README.md',
  excludePrivate: true,
  excludeInternal: true,
  disableSources: true,
  hideGenerator: true,
  // openapi-typescript writes the contract's descriptions as JSDoc @description.
  blockTags: [...OptionDefaults.blockTags, '@description'],
  // Types the API names but does not export (the client's method signature helpers).
  intentionallyNotExported: ['JsonData', 'Method'],
  plugin: ['./scripts/typedoc-plugin.mjs'],
};
