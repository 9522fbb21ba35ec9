import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');
/** The folders whose strings reach an answer (the request samples of the sweeps do not). */
const DIRS = ['areas', 'trading', 'market', 'domain', 'db'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === '__tests__' ? [] : sources(p);
    return /\.ts$/.test(name) ? [p] : [];
  });
}

describe('the copy the sandbox authors never names the sandbox (the is_example flag and GET /env/ say it)', () => {
  it('finds 沙盒 in no line of served code outside comments', () => {
    const files = DIRS.flatMap((d) => sources(join(SRC, d)));
    expect(files.length).toBeGreaterThan(50);
    const hits = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${relative(SRC, f)}:${i + 1}` }))
        .filter((x) => x.line.includes('沙盒') && !/^(\/\/|\*|\/\*)/.test(x.line))
        .map((x) => `${x.at}: ${x.line}`),
    );
    expect(hits).toEqual([]);
  });
});
