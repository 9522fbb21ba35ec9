import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === '__tests__' ? [] : files(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

/** Relative imports that exist at run time (`import type` and `export type` are erased). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(
    /^(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm,
  )) {
    if (m[1]) continue;
    const base = resolve(dirname(file), m[2]!);
    const target = [`${base}.ts`, join(base, 'index.ts')].find((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
    if (target) out.push(target);
  }
  return out;
}

const rel = (p: string) => relative(SRC, p);

describe('the sandbox modules (ARCHITECTURE.md: one folder per area)', () => {
  const all = files(SRC);
  const graph = new Map(all.map((f) => [f, valueImports(f)]));

  it('have no import cycle (e.g. http/app and the fallback, ctx and the serializers)', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (f: string) => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...stack.slice(stack.indexOf(f)), f].map(rel).join(' -> '));
        return;
      }
      state.set(f, 'open');
      stack.push(f);
      for (const g of graph.get(f) ?? []) visit(g);
      stack.pop();
      state.set(f, 'done');
    };
    for (const f of all) visit(f);
    expect(cycles).toEqual([]);
  });

  it('keep each area to its own folder: an area imports no other area', () => {
    const areaOf = (f: string) => /^areas\/([^/]+)\//.exec(rel(f))?.[1] ?? null;
    const leaks: string[] = [];
    for (const [f, deps] of graph) {
      const a = areaOf(f);
      if (!a) continue;
      for (const d of deps) {
        const b = areaOf(d);
        if (b && b !== a) leaks.push(`${rel(f)} -> ${rel(d)}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
