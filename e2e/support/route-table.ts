import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FEATURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/features/src',
);

/** The route registry (`app/routes/*.ts`): each `name: route('pattern', …)`, by name. */
function registeredPatterns(): Record<string, string> {
  const dir = path.join(FEATURES, 'app', 'routes');
  const patterns: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const m of source.matchAll(/(\w+):\s*route\(\s*'([^']+)'/g)) patterns[m[1]!] = m[2]!;
  }
  return patterns;
}

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
 * (`features/src/<area>/index.ts`: the `publicRoute` / `authRoute` entries, each
 * `appRoutes.<name>.pattern` of the route registry), with sample params filled in; redirect
 * short forms, client-only areas and logout left out.
 */
export function knownRoutes(): string[] {
  const paths = new Set<string>();
  const registry = registeredPatterns();
  for (const area of readdirSync(FEATURES)) {
    if (CLIENT_ONLY_AREAS.has(area)) continue;
    let source: string;
    try {
      source = readFileSync(path.join(FEATURES, area, 'index.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const m of source.matchAll(/(?:publicRoute|authRoute)\(\s*appRoutes\.(\w+)\.pattern/g)) {
      const p = registry[m[1]!];
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
