// Core stays headless: the built bundles load and run in Node with no DOM globals. Every browser
// global is a getter that throws, so a bundle that touches one while loading fails this script;
// then one function of each entry runs, through `import` (ESM) and `require` (CommonJS).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'self',
  'HTMLElement',
  'XMLHttpRequest',
];
const touched = [];
for (const name of DOM_GLOBALS) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      touched.push(name);
      throw new ReferenceError(`@jijin/core touched the DOM global "${name}"`);
    },
  });
}

const SUBPATHS = [
  '',
  '/validation',
  '/trade',
  '/rules',
  '/status',
  '/format',
  '/api',
  '/ports',
  '/lists',
  '/performance',
  '/returns',
  '/navigation',
  '/messages',
  '/constants',
];
const require = createRequire(import.meta.url);
for (const sub of SUBPATHS) {
  const esm = await import(`@jijin/core${sub}`);
  const cjs = require(`@jijin/core${sub}`);
  assert.ok(Object.keys(esm).length > 0, `@jijin/core${sub} (ESM) exports nothing`);
  assert.deepEqual(
    Object.keys(cjs).sort(),
    Object.keys(esm).sort(),
    `@jijin/core${sub}: CJS and ESM differ`,
  );
}

const core = await import('@jijin/core');
assert.deepEqual(core.checkMobile('13800138000'), { ok: true });
assert.equal(core.formatBigNumber('123456789'), '1.23亿');
assert.equal(core.formatDate('2026-04-20'), '2026-04-20');
assert.equal(core.tradeStatusText(1), '确认成功');
core.createApiClient({
  baseUrl: 'http://127.0.0.1:9/api/v1',
  storage: core.createMemoryStorage(),
  cookies: core.createMemoryCookieJar(),
});
assert.deepEqual(touched, [], `DOM globals touched: ${touched.join(', ')}`);
console.info(`headless ok: ${SUBPATHS.length} entries, ESM and CJS, no DOM global touched`);
