import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Largest non-test source file in `src/`, in lines (README "Layout"). */
const MAX_LINES = 450;

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === '__tests__' ? [] : sources(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

describe('the sandbox source stays in small files', () => {
  it(`has no source file in src/ over ${MAX_LINES} lines (tests aside)`, () => {
    const over: Record<string, number> = {};
    for (const p of sources(SRC)) {
      const lines = readFileSync(p, 'utf8').split('\n').length - 1;
      if (lines > MAX_LINES) over[relative(SRC, p)] = lines;
    }
    expect(over).toEqual({});
  });
});
