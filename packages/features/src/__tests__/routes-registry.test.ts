import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { isLazyRoute } from '../app/area';
import { appPaths, appRoutes } from '../app/routes/index';
import { allAreas } from '../areas';

const registered = Object.entries(appRoutes) as [
  string,
  { pattern: string; build: (...args: unknown[]) => string },
][];
/** Every screen route the areas give the router (redirect short forms are not screens). */
const screenRoutes = allAreas.flatMap((area) =>
  area.routes.filter(isLazyRoute).map((r) => ({ area: area.id, path: r.path! })),
);

describe('one place per route (spec 000 §2, spec 001 §2 paths)', () => {
  it('every screen route of every area is a registered pattern', () => {
    const patterns = new Set(registered.map(([, r]) => r.pattern));
    const unregistered = screenRoutes.filter((r) => !patterns.has(r.path));
    expect(unregistered).toEqual([]);
    expect(screenRoutes.length).toBeGreaterThan(150);
  });

  it('every registered route is a screen of some area, each pattern declared once', () => {
    const routed = new Set(screenRoutes.map((r) => r.path));
    expect(registered.filter(([, r]) => !routed.has(r.pattern)).map(([name]) => name)).toEqual([]);
    const patterns = registered.map(([, r]) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("every builder's link opens its own route, its arguments in the pattern's params", () => {
    for (const [name, { pattern, build }] of registered) {
      const params = pattern.match(/:\w+/g)?.map((p) => p.slice(1)) ?? [];
      const samples = params.map((_, i) => `v${i + 1}`);
      // Arguments past the path params are query objects (some with required keys).
      const extra = Array.from({ length: Math.max(0, build.length - params.length) }, () => ({}));
      const link = build(...samples, ...extra);
      const pathname = link.split('?')[0]!;
      const match = matchPath({ path: pattern, end: true }, pathname);
      expect(match, `${name}: ${link} vs ${pattern}`).not.toBeNull();
      expect(
        params.map((p) => match!.params[p]),
        name,
      ).toEqual(samples);
      // The router picks this route, not another registered pattern ranked above it.
      expect(appPaths[name as keyof typeof appPaths], name).toBe(build);
    }
  });

  it('a derived builder encodes its params (a code with a slash stays one segment)', () => {
    expect(appPaths.fundHoldSymbols('a/b')).toBe('/s/a%2Fb/hold_symbols/');
    expect(appPaths.fundHolderSharesHistory('000001', 7)).toBe(
      '/s/000001/holders_shares_history/7/',
    );
    expect(() => (appPaths.fundHoldSymbols as (...a: unknown[]) => string)()).toThrow(/参数缺失/);
  });
});
