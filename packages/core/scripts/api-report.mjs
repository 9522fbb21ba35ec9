#!/usr/bin/env node
/**
 * The public surface of @jijin/core, committed under etc/ so that a change to it shows in review
 * and CI fails when it changes without the report being updated (semver: a removed or changed
 * export is a major change, an added one a minor — see README "Versioning").
 *
 *   etc/core.api.md      API Extractor's report of the root entry `@jijin/core` (every export with
 *                        its signature); etc/core-<subpath>.api.md the same for each subpath
 *                        (`core-validation.api.md`, …). The contract's generated types (`paths`,
 *                        `components`, `operations`) are listed by name only: their bodies are
 *                        openapi/openapi.yaml, already committed, linted and checked by
 *                        scripts/check-generated.mjs.
 *   etc/subpaths.api.md  for each subpath (`@jijin/core/validation`, …) the names it exports.
 *                        Every root name must be on a subpath, and a name exported by several
 *                        entries must be one declaration (the root is a slice of the subpaths,
 *                        never a second API; README "Entries: the root and the subpaths").
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

/** The report file of an entry: `core.api.md` for the root, `core-validation.api.md`, … */
const reportName = (name) =>
  name === pkg.name ? 'core.api.md' : `core-${name.slice(pkg.name.length + 1)}.api.md`;

/** API Extractor on one entry (its dist/*.d.ts), into a temp folder; returns the report text. */
function entryReport(name, file) {
  const tmp = mkdtempSync(join(tmpdir(), 'jijin-api-'));
  try {
    const config = ExtractorConfig.loadFile(join(pkgDir, 'api-extractor.json'));
    config.projectFolder = pkgDir;
    config.mainEntryPointFilePath = `<projectFolder>/${file}`;
    config.compiler.overrideTsconfig.files = [file];
    config.apiReport.reportFileName = reportName(name);
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
      console.error(
        `api-report: API Extractor failed on ${name} with ${result.errorCount} error(s)`,
      );
      process.exit(1);
    }
    return elideContract(readFileSync(join(tmp, reportName(name)), 'utf8'));
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
  /** name -> [entry, declaration] of the first subpath that exports it */
  const homes = new Map();
  for (const [name, file] of subpaths) {
    const own = exportsOf(join(pkgDir, file));
    const names = [...own.keys()].sort();
    for (const n of names) {
      const home = homes.get(n);
      if (!home) homes.set(n, [name, own.get(n)]);
      else if (home[1] !== own.get(n))
        problems.push(`${name} exports ${n}, a different declaration from ${home[0]}'s ${n}`);
    }
    sections.push(
      `## ${name}\n\n${names.length} exports:\n\n${names.map((n) => `- ${n}`).join('\n')}\n`,
    );
  }
  for (const [n, declaration] of root) {
    const home = homes.get(n);
    if (!home) problems.push(`${rootName} exports ${n}, which no subpath does`);
    else if (home[1] !== declaration)
      problems.push(`${rootName} exports ${n}, a different declaration from ${home[0]}'s ${n}`);
  }
  if (problems.length) {
    console.error('api-report: the root is a slice of the subpaths, one declaration per name:');
    for (const p of problems) console.error(`  - ${p}`);
    console.error(
      'Export the symbol from its domain subpath too (and keep one declaration of it).',
    );
    process.exit(1);
  }
  return (
    `# Subpath exports of "${pkg.name}"\n\n` +
    '> Do not edit this file. Generated by scripts/api-report.mjs from dist/*.d.ts: every name of\n' +
    `> \`${rootName}\` is on a subpath, and a name on several entries is one declaration\n` +
    '> (signatures in core.api.md and the per-subpath reports).\n\n' +
    sections.join('\n')
  );
}

const wanted = [
  ...entries.map(([name, file]) => [
    join(pkgDir, 'etc', reportName(name)),
    entryReport(name, file),
  ]),
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
