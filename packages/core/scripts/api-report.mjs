#!/usr/bin/env node
/**
 * The public surface of @jijin/core, committed under etc/ so that a change to it shows in review
 * and CI fails when it changes without the report being updated (semver: a removed or changed
 * export is a major change, an added one a minor — see README "Versioning").
 *
 *   etc/core.api.md      API Extractor's report of the root entry `@jijin/core` (every export with
 *                        its signature). The contract's generated types (`paths`, `components`,
 *                        `operations`) are listed by name only: their bodies are
 *                        openapi/openapi.yaml, already committed, linted and checked by
 *                        scripts/check-generated.mjs.
 *   etc/subpaths.api.md  for each subpath (`@jijin/core/validation`, …) the names it exports.
 *                        Every one must be the same declaration as the root's export of that
 *                        name (a subpath is a slice of the root, never a second API).
 *
 * Reads the built declarations (dist/*.d.ts): run after `tsup`.
 *
 *   node scripts/api-report.mjs            check (CI): exit 1 when etc/ differs from the build
 *   node scripts/api-report.mjs --update   rewrite etc/ (`pnpm --filter @jijin/core api:report`
 *                                          builds first, then runs this)
 */
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const update = process.argv.includes('--update');
const REPORT = join(pkgDir, 'etc', 'core.api.md');
const SUBPATHS = join(pkgDir, 'etc', 'subpaths.api.md');
/** Generated from the contract; reported by name only (see above). */
const CONTRACT_TYPES = ['paths', 'components', 'operations'];

const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
/** `[['@jijin/core', 'dist/index.d.ts'], ['@jijin/core/validation', 'dist/validation.d.ts'], …]` */
const entries = Object.entries(pkg.exports).flatMap(([subpath, target]) => {
  const types = typeof target === 'object' ? target.import?.types : undefined;
  return types ? [[join(pkg.name, subpath).replace(/\/\.$/, ''), types.replace(/^\.\//, '')]] : [];
});
for (const [, file] of entries) {
  if (!existsSync(join(pkgDir, file))) {
    console.error(`api-report: ${file} is missing. Build first: pnpm --filter @jijin/core build`);
    process.exit(1);
  }
}

/** API Extractor on the root entry, into a temp folder; returns the report text. */
function rootReport() {
  const tmp = mkdtempSync(join(tmpdir(), 'jijin-api-'));
  try {
    const config = ExtractorConfig.loadFile(join(pkgDir, 'api-extractor.json'));
    config.projectFolder = pkgDir;
    config.apiReport.reportFolder = tmp;
    config.apiReport.reportTempFolder = tmp;
    const prepared = ExtractorConfig.prepare({
      configObject: config,
      configObjectFullPath: join(pkgDir, 'api-extractor.json'),
      packageJsonFullPath: join(pkgDir, 'package.json'),
    });
    // localBuild: write the report into tmp instead of failing; we compare it ourselves below.
    const result = Extractor.invoke(prepared, { localBuild: true, showVerboseMessages: false });
    if (!result.succeeded) {
      console.error(`api-report: API Extractor failed with ${result.errorCount} error(s)`);
      process.exit(1);
    }
    return elideContract(readFileSync(join(tmp, 'core.api.md'), 'utf8'));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Replaces the bodies of the generated contract types by a pointer to the contract. */
function elideContract(report) {
  const lines = report.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const name = CONTRACT_TYPES.find((n) => lines[i] === `export interface ${n} {`);
    if (!name) {
      out.push(lines[i]);
      continue;
    }
    const end = lines.indexOf('}', i);
    if (end < 0) throw new Error(`api-report: no end of interface ${name}`);
    out.push(`export interface ${name} {`);
    out.push(
      `    // generated from openapi/openapi.yaml (src/api/schema.gen.ts): see the contract`,
    );
    out.push('}');
    i = end;
  }
  return out.join('\n');
}

/** Each subpath's export names, checked to be the root's declarations. */
function subpathReport() {
  const files = entries.map(([, file]) => join(pkgDir, file));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const exportsOf = (file) => {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`api-report: cannot read ${file}`);
    const map = new Map();
    for (const s of checker.getExportsOfModule(moduleSymbol)) {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      map.set(s.name, target);
    }
    return map;
  };
  const [[rootName, rootFile], ...subpaths] = entries;
  const root = exportsOf(join(pkgDir, rootFile));
  const problems = [];
  const sections = [];
  for (const [name, file] of subpaths) {
    const own = exportsOf(join(pkgDir, file));
    const names = [...own.keys()].sort();
    for (const n of names) {
      if (!root.has(n)) problems.push(`${name} exports ${n}, which ${rootName} does not`);
      else if (root.get(n) !== own.get(n))
        problems.push(`${name} exports ${n}, a different declaration from ${rootName}'s ${n}`);
    }
    sections.push(
      `## ${name}\n\n${names.length} exports:\n\n${names.map((n) => `- ${n}`).join('\n')}\n`,
    );
  }
  if (problems.length) {
    console.error('api-report: a subpath must be a slice of the root entry:');
    for (const p of problems) console.error(`  - ${p}`);
    console.error('Export the symbol from src/index.ts too (and keep one declaration of it).');
    process.exit(1);
  }
  return (
    `# Subpath exports of "${pkg.name}"\n\n` +
    '> Do not edit this file. Generated by scripts/api-report.mjs from dist/*.d.ts: each subpath\n' +
    `> exports the same declarations as \`${rootName}\` (signatures in core.api.md).\n\n` +
    sections.join('\n')
  );
}

const wanted = [
  [REPORT, rootReport()],
  [SUBPATHS, subpathReport()],
];
const normalise = (s) => s.replace(/\r\n/g, '\n');
let stale = 0;
for (const [file, text] of wanted) {
  const rel = file.slice(pkgDir.length + 1);
  const current = existsSync(file) ? normalise(readFileSync(file, 'utf8')) : null;
  if (current === normalise(text)) continue;
  if (update) {
    writeFileSync(file, text);
    console.info(`api-report: wrote ${rel}`);
    continue;
  }
  stale++;
  const a = (current ?? '').split('\n');
  const b = text.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  console.error(
    `api-report: ${rel} is ${current === null ? 'missing' : 'out of date'}: the public surface of ${pkg.name} changed.` +
      (current === null
        ? ''
        : `\n  first difference at line ${i + 1}:\n  - ${a[i] ?? ''}\n  + ${b[i] ?? ''}`),
  );
}
if (stale) {
  console.error(
    'Review the change (semver: removed/changed export = major, added = minor), then run\n' +
      '  pnpm --filter @jijin/core api:report\n' +
      'commit etc/, and add a changeset (pnpm changeset).',
  );
  process.exit(1);
}
if (!update) console.info(`api-report: etc/ matches the public surface of ${pkg.name}`);
