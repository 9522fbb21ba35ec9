#!/usr/bin/env node
// Moves an area's screen imports out of its manifest (issue 20): in
// packages/features/src/<area>/index.ts every `() => import('./screens/<name>')` becomes the
// screen's name '<name>', the imports go to a new <area>/<area>-screens.ts
// (`export const screens`), and the builders come from
// `areaScreens(() => import('./<area>-screens'))`. Mechanical, so the lead can run it again on
// an area that a branch merged later still writes the old way:
//   node tooling/scripts/area-screens-codemod.mjs [area…]   (no argument: every area)
// then `npx prettier --write packages/features/src/*/index.ts packages/features/src/*/*-screens.ts`.
// An area's own route helper taking a loader (account-funds' symbolRoute) is left to edit by hand:
// the script names it and leaves the file alone.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'packages/features/src');
const BUILDERS = ['publicRoute', 'authRoute'];
const LAZY = /\(\)\s*=>\s*import\(\s*'\.\/screens\/([a-z0-9-]+)'\s*\)/g;

const wanted = process.argv.slice(2);
const areas = readdirSync(src, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(path.join(src, e.name, 'index.ts')))
  .map((e) => e.name)
  .filter((a) => !wanted.length || wanted.includes(a));

for (const area of areas) {
  const file = path.join(src, area, 'index.ts');
  let code = readFileSync(file, 'utf8');
  const names = [...new Set([...code.matchAll(LAZY)].map((m) => m[1]))];
  if (!names.length) continue;
  const importLine = /import \{([^}]*)\} from '\.\.\/app\/area';\n/.exec(code);
  if (!importLine) {
    console.error(`${area}: no import from '../app/area'; left alone`);
    continue;
  }
  const imported = importLine[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const builders = BUILDERS.filter((b) => imported.includes(b));
  // Every lazy import must be the second argument of publicRoute / authRoute.
  const calls = new RegExp(`\\b(${BUILDERS.join('|')})\\(\\s*([^]*?),\\s*${LAZY.source}`, 'g');
  const converted = [...code.matchAll(calls)].length;
  if (converted !== [...code.matchAll(LAZY)].length) {
    console.error(
      `${area}: a screen import outside publicRoute/authRoute (an own helper?); edit by hand`,
    );
    continue;
  }
  code = code.replace(LAZY, (_m, name) => `'${name}'`);
  const rest = imported.filter((s) => !BUILDERS.includes(s));
  code = code.replace(
    importLine[0],
    `import { ${['areaScreens', ...rest].join(', ')} } from '../app/area';\n`,
  );
  // The builders right after the last import.
  const lastImport = [...code.matchAll(/^import [^;]+;\n/gm)].pop();
  const at = lastImport.index + lastImport[0].length;
  code =
    code.slice(0, at) +
    `\nconst { ${builders.join(', ')} } = areaScreens(() => import('./${area}-screens'));\n` +
    code.slice(at);
  writeFileSync(file, code);
  const table = names.map((n) => `  '${n}': () => import('./screens/${n}'),`).join('\n');
  writeFileSync(
    path.join(src, area, `${area}-screens.ts`),
    `// The '${area}' area's screens by name, each a lazy chunk. This table is a small chunk of its own,\n` +
      `// loaded with the area's first route, so the app's entry holds only the paths (index.ts, issue 20).\n` +
      `export const screens = {\n${table}\n};\n`,
  );
  console.info(`${area}: ${names.length} screens`);
}
