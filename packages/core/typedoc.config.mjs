// TypeDoc: the API reference of @jijin/core from its TSDoc, one module per public entry
// (package.json "exports"). `pnpm --filter @jijin/core docs:api` writes docs/api/ (not committed;
// built in CI). See README "API reference".
import { OptionDefaults } from 'typedoc';
import { entries } from './scripts/entries.mjs';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  name: '@jijin/core',
  // One module per public entry, in package.json "exports" order.
  entryPoints: Object.values(entries),
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
