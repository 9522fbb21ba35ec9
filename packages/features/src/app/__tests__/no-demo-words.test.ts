import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository root (the features package's tests run in packages/features). */
const ROOT = resolve(process.cwd(), '../..');
const DIRS = ['packages/features/src', 'packages/ui/src'];
/** What a screen must never hard-code: the backend's kind, the example tag's text, another brand. */
const WORDS = /沙盒|示例|余额宝/;

/** Product source files: .ts/.tsx outside tests, test helpers and stories. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory())
      return ['__tests__', 'test', 'test-support'].includes(name) ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('no screen says 沙盒, 示例 or 余额宝 itself (the notice and the example tag come from the server and core)', () => {
  it('finds none of those words in packages/features/src and packages/ui/src outside tests', () => {
    const files = DIRS.flatMap((d) => sources(join(ROOT, d)));
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(ROOT, f)}:${i + 1}` }))
        .filter((x) => WORDS.test(x.line))
        .map((x) => `${x.at}: ${x.line.trim()}`),
    );
    expect(hits).toEqual([]);
  });
});
