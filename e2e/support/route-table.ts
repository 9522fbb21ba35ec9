import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FEATURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/features/src',
);

/** Paths the areas declare through a path function rather than a string (appPaths). */
const PATH_CALLS: Record<string, string> = {
  aiChat: '/ai/chat/',
  aiBot: '/ai/bot/',
};

/** Sample values of the route params, from the sandbox's seed. */
const SAMPLE_PARAMS: Record<string, string> = {
  symbol: '000001',
  id: '1',
  code: 'xds',
  slug: 'fund_xinshili',
};

/** Routes that end the session (logout revokes the token the other routes use). */
const SESSION_ENDING = new Set(['/accounts/logout/']);

/** Areas that only some clients see (futures: the futures app only). */
const CLIENT_ONLY_AREAS = new Set(['futures']);

/**
 * Every path the browser shell's router knows, read from the areas' manifests
 * (`features/src/<area>/index.ts`: `publicRoute` / `authRoute` string paths and the area's path
 * constants), with sample params filled in; redirect short forms, client-only areas and logout left
 * out.
 */
export function knownRoutes(): string[] {
  const paths = new Set<string>();
  for (const area of readdirSync(FEATURES)) {
    if (CLIENT_ONLY_AREAS.has(area)) continue;
    let source: string;
    try {
      source = readFileSync(path.join(FEATURES, area, 'index.ts'), 'utf8');
    } catch {
      continue;
    }
    const constants = Object.fromEntries(
      [...source.matchAll(/^const (\w+) = '([^']+)';/gm)].map((m) => [m[1]!, m[2]!]),
    );
    for (const m of source.matchAll(/(?:publicRoute|authRoute)\(\s*(['`])([^'`]+)\1/g)) {
      paths.add(m[2]!.replace(/\$\{(\w+)\}/g, (_, name: string) => constants[name] ?? ''));
    }
    for (const m of source.matchAll(/(?:publicRoute|authRoute)\(\s*appPaths\.(\w+)\(\)/g)) {
      const p = PATH_CALLS[m[1]!];
      if (p) paths.add(p);
    }
  }
  return [...paths]
    .filter((p) => !SESSION_ENDING.has(p))
    .map((p) =>
      p.replace(/:(\w+)/g, (_, name: string) => {
        if (name === 'symbol' && p.startsWith('/symbols/stocks/')) return 'SH600519';
        if (name === 'symbol' && p.startsWith('/symbols/indexes/')) return '000300';
        return SAMPLE_PARAMS[name] ?? '1';
      }),
    )
    .sort();
}
