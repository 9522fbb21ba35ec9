/**
 * The public API documents itself: every declaration exported from a public entry (package.json
 * "exports", the root and each subpath) has a TSDoc comment that cites what it implements — a
 * section of the specification (`spec 000 §n`, `001 §n`), an `@see`, or a section of this
 * package's README — and cites only documents shipped in the package (README "Spec references in
 * the TSDoc"). A function that throws says so with `@throws`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { entries } from '../../scripts/entries.mjs';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Each public entry (`index`, `validation`, …) with its source file, from package.json "exports". */
const entryFiles = Object.entries(entries).map(([name, source]): [string, string] => [
  name,
  join(pkgDir, source),
]);

/** Generated from openapi/openapi.yaml (every operation there carries its `x-spec-section`). */
const GENERATED = join(pkgDir, 'src', 'api', 'schema.gen.ts');

/** A citation: a spec section, an `@see`, or a README section (or src/DOMAIN.md, shipped too). */
const CITATION = /\b(?:spec )?00[01] §\s?\d|@see\b|README "[^"]+"|DOMAIN\.md/;
/** Documents outside the package, which an installed package cannot open; issue references. */
const OUTSIDE =
  /ARCHITECTURE\.md|DESIGN\.md|HOUSE_STYLE|shared\/spec|packages\/(?:features|ui)|\bissues? #?\d+|(?:^|[\s(])#\d{2,4}\b/im;

interface PublicDeclaration {
  /** `entry: name` for the messages. */
  where: string;
  /** The TSDoc text of every declaration of the symbol, joined. */
  doc: string;
  /** Whether a body of the symbol throws (a `throw` outside nested functions). */
  throws: boolean;
}

const program = ts.createProgram(
  entryFiles.map(([, file]) => file),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    types: [],
  },
);
const checker = program.getTypeChecker();

function throwsDirectly(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isThrowStatement(n)) found = true;
    else if (n !== node && ts.isFunctionLike(n)) return;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** The symbols an entry exports, each resolved to its declaration (aliases followed). */
function exportedSymbols(file: string): [string, ts.Symbol][] {
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!);
  if (!moduleSymbol) throw new Error(`cannot read ${file}`);
  const resolve = (s: ts.Symbol) =>
    s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
  return checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, resolve(s)]);
}

/** The body of a function declaration or of a `const f = () => …`, else undefined. */
function bodyOf(d: ts.Declaration): ts.Node | undefined {
  if (ts.isFunctionDeclaration(d) || ts.isMethodDeclaration(d)) return d.body;
  if (ts.isVariableDeclaration(d) && d.initializer && ts.isFunctionLike(d.initializer))
    return d.initializer;
  return undefined;
}

function declarationsOf(): PublicDeclaration[] {
  const seen = new Map<ts.Symbol, PublicDeclaration>();
  for (const [entry, file] of entryFiles) {
    for (const [name, symbol] of exportedSymbols(file)) {
      const declarations = symbol.declarations ?? [];
      const generated = declarations.some((d) => d.getSourceFile().fileName === GENERATED);
      if (seen.has(symbol) || generated) continue;
      const doc = declarations
        .flatMap((d) => ts.getJSDocCommentsAndTags(d))
        .filter(ts.isJSDoc)
        .map((j) => j.getText())
        .join('\n');
      const source = relative(pkgDir, declarations[0]?.getSourceFile().fileName ?? '');
      seen.set(symbol, {
        where: `${entry === 'index' ? '@jijin/core' : `@jijin/core/${entry}`}: ${name} (${source})`,
        doc,
        throws: declarations.some((d) => {
          const body = bodyOf(d);
          return body !== undefined && throwsDirectly(body);
        }),
      });
    }
  }
  return [...seen.values()];
}

describe('the TSDoc of the public API (README "Spec references in the TSDoc")', () => {
  const declarations = declarationsOf();

  it('reads the public entries', () => {
    expect(entryFiles.map(([entry]) => entry)).toContain('index');
    expect(declarations.length).toBeGreaterThan(300);
  });

  it('every exported declaration has a doc comment', () => {
    expect(declarations.filter((d) => d.doc.trim() === '').map((d) => d.where)).toEqual([]);
  });

  it('every doc comment cites the spec section, the method or the README section it implements', () => {
    const uncited = declarations.filter((d) => d.doc && !CITATION.test(d.doc));
    expect(uncited.map((d) => d.where)).toEqual([]);
  });

  it('cites only documents shipped in the package, never an issue', () => {
    expect(declarations.filter((d) => OUTSIDE.test(d.doc)).map((d) => d.where)).toEqual([]);
  });

  it('a README section it cites exists (README.md or src/DOMAIN.md heading)', () => {
    const headings = ['README.md', 'src/DOMAIN.md'].flatMap((file) =>
      readFileSync(join(pkgDir, file), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) => line.replace(/^#+\s*/, '')),
    );
    const broken = declarations.flatMap((d) =>
      [...d.doc.replace(/\s*\n\s*\*\s*/g, ' ').matchAll(/(?:README|DOMAIN\.md) "([^"]+)"/g)]
        .filter(([, section]) => !headings.some((h) => h.startsWith(section!)))
        .map(([cited]) => `${d.where}: ${cited}`),
    );
    expect(broken).toEqual([]);
  });

  it('no shipped source or the contract points outside the package (members and comments too)', () => {
    const shipped = readdirSync(join(pkgDir, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.includes('__tests__'))
      .map((file) => join('src', file))
      .concat('openapi/openapi.yaml');
    const pointing = shipped.filter((file) =>
      OUTSIDE.test(readFileSync(join(pkgDir, file), 'utf8')),
    );
    expect(pointing).toEqual([]);
  });

  it('a function that throws documents it with @throws', () => {
    const silent = declarations.filter((d) => d.throws && !/@throws\b/.test(d.doc));
    expect(silent.map((d) => d.where)).toEqual([]);
  });

  it('the citation rule tells a citation from a bare comment', () => {
    expect(CITATION.test('/** Request timeout, ms (000 §9). */')).toBe(true);
    expect(CITATION.test('/** @see spec 001 §5 Fund buy */')).toBe(true);
    expect(CITATION.test('/** Shown beside a quote (README "Freshness"). */')).toBe(true);
    expect(CITATION.test('/** A fund manager as a fund lists them. */')).toBe(false);
    expect(OUTSIDE.test('/** @see ARCHITECTURE.md conventions */')).toBe(true);
    // (the tracker reference is built, so the repository holds no literal one)
    expect(OUTSIDE.test(`/** Fixed in ${'issue'} 42. */`)).toBe(true);
    expect(OUTSIDE.test('/** Issue everything twice. */')).toBe(false);
  });
});
