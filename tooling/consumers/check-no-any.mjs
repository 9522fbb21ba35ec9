// The type test of @jijin/core's published declarations: no public type resolves to `any`.
// Reads the package as installed in a consumer project (argv[2]: the project folder), resolves
// every entry of its package.json "exports" through `import` and `require` the way TypeScript
// does under moduleResolution nodenext, and checks, for every export: its own type, each call
// signature's parameters and return type, and each member of an exported interface, type alias
// or class. `any` from a dependency's missing or broken types shows up here as well (an
// unresolved default import of decimal.js-light was `any` under nodenext). Exits 1 with the list.
import path from 'node:path';
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const project = path.resolve(process.argv[2] ?? '.');
// Its real folder (pnpm links it), so its own dependencies resolve beside it.
const pkgDir = realpathSync(path.join(project, 'node_modules/@jijin/core'));
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));

const entries = [];
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target !== 'object') continue;
  for (const condition of ['import', 'require']) {
    const types = target[condition]?.types;
    if (types) entries.push([`${subpath} (${condition})`, path.join(pkgDir, types)]);
  }
}

const program = ts.createProgram(
  entries.map(([, file]) => file),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts'],
    types: ['node'],
    typeRoots: [path.join(project, 'node_modules/@types')],
    strict: true,
    exactOptionalPropertyTypes: true,
    skipLibCheck: false,
    noEmit: true,
  },
);
const checker = program.getTypeChecker();
const isAny = (type) => Boolean(type.flags & ts.TypeFlags.Any);
const found = new Set();
let checked = 0;

function checkSignatures(type, where) {
  for (const kind of [ts.SignatureKind.Call, ts.SignatureKind.Construct]) {
    for (const signature of checker.getSignaturesOfType(type, kind)) {
      for (const parameter of signature.getParameters()) {
        if (isAny(checker.getTypeOfSymbol(parameter))) found.add(`${where}(${parameter.name})`);
      }
      if (isAny(signature.getReturnType())) found.add(`${where}() return`);
    }
  }
}

function checkMembers(type, where) {
  for (const member of checker.getPropertiesOfType(type)) {
    // Members TypeScript's own lib declares (an array type's `map(…, thisArg?: any)`) are not ours.
    const fromLib = (member.declarations ?? []).some((d) =>
      program.isSourceFileDefaultLibrary(d.getSourceFile()),
    );
    if (fromLib) continue;
    const memberType = checker.getTypeOfSymbol(member);
    if (isAny(memberType)) found.add(`${where}.${member.name}`);
    else checkSignatures(memberType, `${where}.${member.name}`);
  }
}

for (const [entry, file] of entries) {
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`cannot read ${file}`);
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const where = `${entry} ${exported.name}`;
    checked++;
    if (symbol.flags & ts.SymbolFlags.Value) {
      const type = checker.getTypeOfSymbol(symbol);
      if (isAny(type)) found.add(where);
      else checkSignatures(type, where);
    }
    if (
      symbol.flags &
      (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)
    ) {
      const declared = checker.getDeclaredTypeOfSymbol(symbol);
      if (isAny(declared)) found.add(`${where} (type)`);
      else if (!['paths', 'components', 'operations'].includes(exported.name))
        checkMembers(declared, where);
    }
  }
}

const errors = ts
  .getPreEmitDiagnostics(program)
  .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
if (errors.length) {
  console.error(`the declarations do not compile:\n${errors.join('\n')}`);
  process.exit(1);
}
if (found.size) {
  console.error(`public types that resolve to any:\n${[...found].join('\n')}`);
  process.exit(1);
}
console.info(`no any: ${checked} exports of ${entries.length} entries checked`);
