/**
 * The reference data the specs check figures against (the repository's `../shared/data`): the
 * SEED_SOURCE folder when set (as the seed builders take it), else the first `shared/data` in a
 * folder above the repository, so a checkout in a worktree folder finds it too.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function sharedData(): string {
  if (process.env.SEED_SOURCE) return process.env.SEED_SOURCE;
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  for (let dir = path.dirname(repo); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared/data');
    if (existsSync(candidate) || dir === path.dirname(dir)) return candidate;
  }
}

/** Absolute path of the reference data folder. */
export const SHARED_DATA = sharedData();

/**
 * A fund's real unit NAV by date, as 4-decimal strings ("1.1270"), from
 * fund_nav/mit_xalpha-game/<code>.json.
 */
export function xalphaUnitNav(code: string): Map<string, string> {
  const file = path.join(SHARED_DATA, `fund_nav/mit_xalpha-game/${code}.json`);
  const points = JSON.parse(readFileSync(file, 'utf8')) as { date: string; net: number }[];
  return new Map(points.map((p) => [p.date, p.net.toFixed(4)]));
}
