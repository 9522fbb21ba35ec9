import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeCandidates } from '../route-candidates';
import { appRoutes } from '../routes/index';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every route path the areas declare: the route registry's patterns, and the redirect short forms
 * read from the areas' sources (the frame imports no area).
 */
function areaRoutePaths(): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === '__tests__' ? [] : files(full);
      return /\.tsx?$/.test(e.name) ? [full] : [];
    });
  const found = new Set<string>(Object.values(appRoutes).map((r) => r.pattern));
  for (const file of files(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/redirectRoute\(\s*'([^']+)'/g)) {
      found.add(m[1]!);
    }
  }
  return [...found];
}

const paths = areaRoutePaths();
/** The areas' table, plus routes of every kind a table may hold. */
const table: RouteObject[] = [
  ...paths.map((p) => ({ path: p })),
  { path: '/:lang/help/' },
  { path: '/optional?/x/' },
  { path: '/layout/', children: [{ path: 'inner/' }, { index: true }] },
  { element: null, children: [{ path: '/pathless/child/' }] },
  { path: 'relative/' },
  { path: '/', children: [{ path: 'under-root/' }] },
  { path: '/files/*' },
  { path: '/CASE/sensitive/', caseSensitive: true },
];

const same = (p: string) => {
  const all = matchRoutes(table, p)?.map((m) => [m.route, m.params]) ?? null;
  const some = matchRoutes(routeCandidates(table, p), p)?.map((m) => [m.route, m.params]) ?? null;
  return { all, some };
};

const word = fc.stringMatching(/^[A-Za-z0-9_.~-]{1,8}$/);
/** A path from a route of the table: params filled, letters' case and the last slash varied. */
const fromRoute = fc
  .tuple(
    fc.constantFrom(
      ...paths,
      '/:lang/help/',
      '/x/',
      '/optional/x/',
      '/layout/inner/',
      '/layout/',
      '/pathless/child/',
      '/files/:rest',
      '/CASE/sensitive/',
      '/relative/',
      '/under-root/',
    ),
    word,
    fc.array(fc.boolean(), { maxLength: 40 }),
    fc.boolean(),
  )
  .map(([p, value, upper, slash]) => {
    let filled = p.replace(/:[A-Za-z_]+\??/g, value).replace(/\*$/, value);
    filled = [...filled].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
    return slash ? filled.replace(/\/$/, '') || '/' : filled;
  });
const heads = [...new Set(paths.map((p) => p.split('/')[1] ?? ''))];
/** Any path: known or random first segments, 0-4 more segments. */
const anyPath = fc
  .tuple(fc.oneof(fc.constantFrom(...heads), word), fc.array(word, { maxLength: 4 }), fc.boolean())
  .map(([head, rest, slash]) => '/' + [head, ...rest].join('/') + (slash ? '/' : ''));

describe('routeCandidates', () => {
  it('reads the areas’ table', () => {
    expect(paths.length).toBeGreaterThan(150);
    expect(paths).toContain('/s/:symbol');
  });

  it('matches what the whole table matches, for any path', () => {
    fc.assert(
      fc.property(fc.oneof(fromRoute, anyPath), (p) => {
        const { all, some } = same(p);
        expect(some).toEqual(all);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a fraction of the table for a screen’s path', () => {
    const kept = routeCandidates(table, '/s/000001/buy/');
    expect(kept.length).toBeLessThan(table.length / 4);
    expect(matchRoutes(kept, '/s/000001/buy/')?.at(-1)?.route.path).toBe('/s/:symbol/buy/');
    expect(routeCandidates(table, '/S/000002/')).toBe(routeCandidates(table, '/s/1/'));
    expect(routeCandidates(table, '/%73/1/')).toBe(table);
  });
});
