import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every source file under `dir` (tests and test helpers excluded). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['__tests__', 'test'].includes(name) ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Hand-written `queryFn` endpoints per file (a contract operation should be generated). */
function handWritten(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of sources(src)) {
    const n = readFileSync(file, 'utf8').match(/\bqueryFn:/g)?.length ?? 0;
    if (n > 0) counts[relative(src, file)] = n;
  }
  return counts;
}

/**
 * The areas whose contract operations all come from `contract.gen.ts` (see app/README.md
 * "Endpoints from the contract"); the others still hold hand-written `queryFn` endpoints, at
 * most as many as today, until they move.
 */
const GENERATED_AREAS = [
  'account-funds/',
  'ai-chat/',
  'app/',
  'coins-wallet/',
  'diagnosis/',
  'funds/',
  'futures/',
  'home/',
  'managers/',
  'messages/',
  'portfolios/',
  'private-funds/',
  'promotion/',
  'quant/',
  'research/',
  'shared/',
  'store/',
];
const HAND_WRITTEN_AT_MOST = 0;

describe('endpoints come from the contract (packages/core/openapi/openapi.yaml)', () => {
  it('no hand-written queryFn in an area moved to the generated endpoints', () => {
    const moved = Object.keys(handWritten()).filter((f) =>
      GENERATED_AREAS.some((a) => f.startsWith(a)),
    );
    expect(moved).toEqual([]);
  });

  it('the hand-written queryFn left elsewhere only go down', () => {
    const total = Object.values(handWritten()).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(HAND_WRITTEN_AT_MOST);
  });

  it('no operation is injected by two files (RTK Query keeps the first and logs an error)', () => {
    const injectedBy = new Map<string, string[]>();
    // the areas and shared/ inject; app/ only names operations in its docstrings
    for (const file of sources(src).filter((f) => !relative(src, f).startsWith('app/'))) {
      const text = readFileSync(file, 'utf8');
      for (const call of text.matchAll(/contractEndpoints\(\{([^}]*)\}\)/g))
        for (const name of call[1]!.match(/[A-Za-z]\w*/g) ?? [])
          injectedBy.set(name, [...(injectedBy.get(name) ?? []), relative(src, file)]);
    }
    const twice = [...injectedBy].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
    expect(injectedBy.size).toBeGreaterThan(100);
  });
});
