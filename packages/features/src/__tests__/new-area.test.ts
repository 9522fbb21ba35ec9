import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The lists the scaffold edits: copied into a temporary repository, the rest left out. */
const LISTS = [
  'packages/features/src/areas.ts',
  'packages/features/src/app/routes/index.ts',
  'tooling/sandbox-api/src/areas/index.ts',
];

/** Every file under `dir`, repository-relative. */
function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? filesUnder(full, root)
      : [path.relative(root, full).split(path.sep).join('/')];
  });
}

/** The list of CONTRIBUTING.md "Add a product area" (its `files` block), for area `name`. */
function contributingList(name: string): string[] {
  const text = readFileSync(path.join(repo, 'CONTRIBUTING.md'), 'utf8');
  const block = /```files\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  return block
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replaceAll('<area>', name));
}

const tmp = mkdtempSync(path.join(tmpdir(), 'new-area-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('pnpm new-area (CONTRIBUTING.md "Add a product area")', () => {
  it('touches exactly the files CONTRIBUTING lists, and adds the area to each list once', () => {
    for (const file of LISTS) cpSync(path.join(repo, file), path.join(tmp, file));
    const before = Object.fromEntries(
      LISTS.map((f) => [f, readFileSync(path.join(tmp, f), 'utf8')]),
    );
    execFileSync('node', [
      path.join(repo, 'tooling/scripts/new-area.mjs'),
      'fund-news',
      '--root',
      tmp,
    ]);

    const changed = filesUnder(tmp).filter(
      (f) => !(f in before) || readFileSync(path.join(tmp, f), 'utf8') !== before[f],
    );
    expect(changed.sort()).toEqual(contributingList('fund-news').sort());

    const areas = readFileSync(path.join(tmp, LISTS[0]!), 'utf8');
    expect(areas).toContain("import { fundNewsArea } from './fund-news/index';");
    expect(areas.match(/^ {2}fundNewsArea,$/gm)).toHaveLength(1);
    const routes = readFileSync(path.join(tmp, LISTS[1]!), 'utf8');
    expect(routes.match(/^ {2}\.\.\.fundNewsRoutes,$/gm)).toHaveLength(1);
    const sandbox = readFileSync(path.join(tmp, LISTS[2]!), 'utf8');
    expect(sandbox.match(/^ {2}fundNewsArea,$/gm)).toHaveLength(1);
  });

  it('refuses a name that is not kebab-case, and an area that exists, in Chinese', () => {
    const run = (name: string) =>
      execFileSync('node', [path.join(repo, 'tooling/scripts/new-area.mjs'), name, '--root', tmp], {
        stdio: 'pipe',
        encoding: 'utf8',
      });
    expect(() => run('FundNews')).toThrow(/小写短横线/);
    expect(() => run('fund-news')).toThrow(/区域已存在/);
  });
});
