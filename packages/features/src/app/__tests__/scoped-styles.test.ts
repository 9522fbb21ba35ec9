import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const uiSrc = path.resolve(src, '../../ui/src');

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(full, test);
    return test(e.name) ? [full] : [];
  });
}

/** The folder of features/src a file belongs to (`funds`, `app`, `shared`…). */
const folderOf = (file: string) => path.relative(src, file).split(path.sep)[0]!;

/** Class names a stylesheet defines globally: every class of a plain .css file; in a CSS Module, a `:global(.x)` not scoped under a local class. */
function globalClasses(css: string, isModule: boolean): string[] {
  const out: string[] = [];
  const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors] of body.matchAll(/([^{}]+)\{[^{}]*\}/g)) {
    for (const sel of selectors!.split(',')) {
      if (!isModule) {
        out.push(...[...sel.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!));
        continue;
      }
      const local = sel.replace(/:global\([^)]*\)/g, '');
      if (/\.[A-Za-z_]/.test(local)) continue; // scoped under a local class
      out.push(...[...sel.matchAll(/:global\(\.([\w-]+)/g)].map((m) => m[1]!));
    }
  }
  return out;
}

/** Global class names defined in more than one folder: `{ class: [folders] }`. */
function sharedGlobalClasses(sheets: { folder: string; css: string; isModule: boolean }[]) {
  const where = new Map<string, Set<string>>();
  for (const s of sheets)
    for (const c of globalClasses(s.css, s.isModule))
      (where.get(c) ?? where.set(c, new Set()).get(c)!).add(s.folder);
  return Object.fromEntries([...where].filter(([, f]) => f.size > 1).map(([c, f]) => [c, [...f]]));
}

const cssFiles = files(src, (n) => n.endsWith('.css'));
const uiClasses = new Set(
  files(uiSrc, (n) => n.endsWith('.css')).flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/\.(jj-[\w-]+)/g)].map((m) => m[1]!),
  ),
);

describe('scoped styles (no global class shared across areas, no load-order cascade)', () => {
  it('every stylesheet of features/src is a CSS Module', () => {
    expect(cssFiles.length).toBeGreaterThan(3);
    expect(
      cssFiles.filter((f) => !f.endsWith('.module.css')).map((f) => path.relative(src, f)),
    ).toEqual([]);
  });

  it('no module defines a global class (only ui and antd-mobile classes, under a local one)', () => {
    const leaks = cssFiles.flatMap((f) =>
      globalClasses(readFileSync(f, 'utf8'), true).map((c) => `${path.relative(src, f)}: .${c}`),
    );
    expect(leaks).toEqual([]);
  });

  it('no class selector is defined globally in two areas', () => {
    const sheets = cssFiles.map((f) => ({
      folder: folderOf(f),
      css: readFileSync(f, 'utf8'),
      isModule: f.endsWith('.module.css'),
    }));
    expect(sharedGlobalClasses(sheets)).toEqual({});
  });

  it('the check fails on a class .jj-kv defined in two areas with different rules', () => {
    expect(
      sharedGlobalClasses([
        { folder: 'accounts', css: '.jj-kv { display: flex; }', isModule: false },
        { folder: 'funds', css: '.jj-kv { display: grid; } .jj-row {}', isModule: false },
        {
          folder: 'home',
          css: '.kv { display: flex; } :global(.jj-row) { color: red }',
          isModule: true,
        },
      ]),
    ).toEqual({ 'jj-kv': ['accounts', 'funds'], 'jj-row': ['funds', 'home'] });
    expect(globalClasses('.card :global(.adm-list-body) { border: 0 }', true)).toEqual([]);
  });

  it("screens use only their modules' classes (styles.x exists) and no global jj- class but ui's", () => {
    const problems: string[] = [];
    for (const file of files(src, (n) => /\.tsx?$/.test(n))) {
      if (file.includes(`${path.sep}__tests__${path.sep}`)) continue;
      const code = readFileSync(file, 'utf8');
      const rel = path.relative(src, file);
      const imp = code.match(/import (\w+) from '([^']+\.module\.css)';/);
      if (imp) {
        const css = readFileSync(path.resolve(path.dirname(file), imp[2]!), 'utf8');
        const defined = new Set([...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!));
        for (const [, key] of code.matchAll(new RegExp(`\\b${imp[1]}\\.(\\w+)`, 'g')))
          if (!defined.has(key!)) problems.push(`${rel}: ${imp[1]}.${key} is not in ${imp[2]}`);
      }
      for (const [, names] of code.matchAll(/className="([^"]*)"/g))
        for (const name of names!.split(/\s+/))
          if (name.startsWith('jj-') && !uiClasses.has(name))
            problems.push(`${rel}: class ${name}`);
      for (const [tok] of code.matchAll(/(?<![-\w])jj-[a-z][\w-]*/g))
        if (!uiClasses.has(tok) && !/^jj-search-input/.test(tok)) problems.push(`${rel}: ${tok}`);
    }
    expect(problems).toEqual([]);
  });
});
